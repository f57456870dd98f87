// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PUSH_WORKER from '../public/firebase-messaging-sw.js?raw';
import { SKIP_WAITING } from './lib/service-worker';

vi.mock('workbox-precaching', () => ({
  cleanupOutdatedCaches: vi.fn(),
  createHandlerBoundToURL: vi.fn(),
  precacheAndRoute: vi.fn(),
}));
vi.mock('workbox-routing', () => ({ NavigationRoute: vi.fn(), registerRoute: vi.fn() }));

/** src/sw.ts (and the push worker it imports) run in a fake worker scope: its lifecycle listeners, and what they ask the browser. */
async function loadWorker() {
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const self = {
    __WB_MANIFEST: [],
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => []) },
  };
  vi.stubGlobal('self', self);
  // The push worker's code runs in the same scope, as importScripts does in the browser.
  vi.stubGlobal('importScripts', () => runInNewContext(PUSH_WORKER, { self, URL, console }));
  vi.resetModules();
  await import('./sw');
  const dispatch = (type: string, event: Record<string, unknown> = {}) =>
    listeners.get(type)?.forEach((listener) => listener({ ...event, waitUntil: vi.fn() }));
  return { self, dispatch };
}

describe('sw.ts', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('when a new version installs, then it waits: installing does not make it take over', async () => {
    const { self, dispatch } = await loadWorker();
    dispatch('install');
    dispatch('activate');
    expect(self.skipWaiting).not.toHaveBeenCalled();
  });

  it('when the page sends SKIP_WAITING, then the waiting version takes over', async () => {
    const { self, dispatch } = await loadWorker();
    dispatch('message', { data: { type: 'something else' } });
    expect(self.skipWaiting).not.toHaveBeenCalled();
    dispatch('message', { data: { type: SKIP_WAITING } });
    expect(self.skipWaiting).toHaveBeenCalledOnce();
  });

  it('when a version activates, then it takes the pages no worker controls yet', async () => {
    const { self, dispatch } = await loadWorker();
    dispatch('activate');
    expect(self.clients.claim).toHaveBeenCalledOnce();
  });
});
