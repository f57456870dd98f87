import { describe, expect, it, vi } from 'vitest';
import { retryingImport } from './retrying-import';

describe('retryingImport', () => {
  it('when the module loads, then it is fetched once and every use gets it', async () => {
    const load = vi.fn(async () => ({ name: 'módulo' }));
    const module = retryingImport(load);
    expect(await module()).toEqual({ name: 'módulo' });
    expect(await module()).toEqual({ name: 'módulo' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('when a fetch fails, then that use fails and the next one fetches again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ name: 'módulo' });
    const module = retryingImport(load);
    await expect(module()).rejects.toThrow('offline');
    expect(await module()).toEqual({ name: 'módulo' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
