import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobStore, localFolderBlobStore } from './blob-store';
import { config } from './config';

const folder = () => mkdtempSync(path.join(tmpdir(), 'checkfrota-blob-test-'));

describe('the local-folder blob store', () => {
  it('when a blob is put, then it is read back, and once deleted it is gone; deleting again is no error', async () => {
    const root = folder();
    const store = localFolderBlobStore(root);
    await store.put('companies/c1/checklists/k1/img-1.jpg', Buffer.from('bytes'), 'image/jpeg');
    expect((await store.get('companies/c1/checklists/k1/img-1.jpg'))?.toString()).toBe('bytes');
    expect(await store.exists('companies/c1/checklists/k1/img-1.jpg')).toBe(true);
    expect(readdirSync(path.join(root, 'companies/c1/checklists/k1'))).toEqual(['img-1.jpg']);

    await store.delete('companies/c1/checklists/k1/img-1.jpg');
    await store.delete('companies/c1/checklists/k1/img-1.jpg');
    expect(await store.get('companies/c1/checklists/k1/img-1.jpg')).toBeNull();
    expect(await store.exists('companies/c1/checklists/k1/img-1.jpg')).toBe(false);
  });

  it('when a path could leave the folder or is malformed, then it is refused and nothing is written', async () => {
    const root = folder();
    const inner = path.join(root, 'inner');
    const store = localFolderBlobStore(inner);
    for (const bad of [
      '../fora.jpg',
      'a/../../fora.jpg',
      '/etc/fora.jpg',
      'a//b.jpg',
      'a\\b.jpg',
      'a/./b.jpg',
      '',
      'a/..',
    ]) {
      await expect(store.put(bad, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/invalid blob path/);
      await expect(store.get(bad)).rejects.toThrow(/invalid blob path/);
    }
    expect(readdirSync(root)).toEqual([]);
  });

  it('when the same path is written again, then the new bytes replace the old and no temporary file stays', async () => {
    const root = folder();
    const store = localFolderBlobStore(root);
    await store.put('a/b.jpg', Buffer.from('um'), 'image/jpeg');
    await store.put('a/b.jpg', Buffer.from('dois'), 'image/jpeg');
    expect(readFileSync(path.join(root, 'a/b.jpg'), 'utf8')).toBe('dois');
    expect(readdirSync(path.join(root, 'a'))).toEqual(['b.jpg']);
  });
});

describe('the blob store the API uses', () => {
  it('when a local folder is configured (local stack, tests), then blobs go there instead of Cloud Storage', async () => {
    expect(config.localBlobDir).toBeTruthy();
    await blobStore().put('escolha/teste.jpg', Buffer.from('x'), 'image/jpeg');
    expect(existsSync(path.join(config.localBlobDir!, 'escolha/teste.jpg'))).toBe(true);
  });
});
