import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ID_PATTERN } from '../api';
import { uploadImageId } from './image-id';

describe('uploadImageId', () => {
  it('is the base64url SHA-256 of company, user and upload id: a valid id, the same every time', async () => {
    const id = await uploadImageId('alfa', 'alfa-joao', 'f3b7c0de-1111-4a2b-9c3d-2e4f5a6b7c8d');
    const expected = createHash('sha256')
      .update('alfa\nalfa-joao\nf3b7c0de-1111-4a2b-9c3d-2e4f5a6b7c8d')
      .digest('base64url');
    expect(id).toBe(expected);
    expect(id).toMatch(ID_PATTERN);
    expect(await uploadImageId('alfa', 'alfa-joao', 'f3b7c0de-1111-4a2b-9c3d-2e4f5a6b7c8d')).toBe(id);
  });

  it('differs between users sending the same upload id', async () => {
    expect(await uploadImageId('alfa', 'alfa-joao', 'u-1')).not.toBe(await uploadImageId('alfa', 'alfa-maria', 'u-1'));
  });
});
