import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Connectivity = typeof import('./connectivity');

/** A fresh module each test: its state (online, the probe's timer) is the page's. */
async function load(): Promise<Connectivity> {
  vi.resetModules();
  return import('./connectivity');
}

describe('connectivity', () => {
  let reachable: boolean;
  const fetchMock = vi.fn(async () => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 401 });
  });

  beforeEach(() => {
    vi.useFakeTimers();
    reachable = true;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('when a request fails at the network while the browser says online and the probe gets no answer either, then the app is offline and the listeners hear it', async () => {
    const connectivity = await load();
    const heard: boolean[] = [];
    connectivity.subscribeConnectivity((online) => heard.push(online));
    expect(connectivity.isOnline()).toBe(true);

    reachable = false;
    await connectivity.reportNetworkFailure();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(connectivity.isOnline()).toBe(false);
    expect(heard).toEqual([false]);
  });

  it('when one request is lost but the probe is answered, then the app stays online and nobody hears a change', async () => {
    const connectivity = await load();
    const heard: boolean[] = [];
    connectivity.subscribeConnectivity((online) => heard.push(online));

    await Promise.all([connectivity.reportNetworkFailure(), connectivity.reportNetworkFailure()]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(connectivity.isOnline()).toBe(true);
    expect(heard).toEqual([]);
  });

  it('when offline, then a probe asks the API until it answers, and any answer (a 401) brings the app back online', async () => {
    const connectivity = await load();
    const heard: boolean[] = [];
    connectivity.subscribeConnectivity((online) => heard.push(online));
    reachable = false;
    await connectivity.reportNetworkFailure();
    expect(fetchMock).toHaveBeenCalledWith('/api/', { method: 'HEAD', cache: 'no-store' });

    await vi.advanceTimersByTimeAsync(connectivity.PROBE_DELAYS_MS[0]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(connectivity.isOnline()).toBe(false);

    reachable = true;
    await vi.advanceTimersByTimeAsync(connectivity.PROBE_DELAYS_MS[1]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(connectivity.isOnline()).toBe(true);
    expect(heard).toEqual([false, true]);

    // Back online, the probe stops.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('when an answer arrives while offline, then the app is online at once and the probe stops', async () => {
    const connectivity = await load();
    reachable = false;
    await connectivity.reportNetworkFailure();
    connectivity.reportAnswer();

    expect(connectivity.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the page opens without a network while the browser says online, then the first check says offline', async () => {
    const connectivity = await load();
    reachable = false;

    await connectivity.checkConnectivity();

    expect(connectivity.isOnline()).toBe(false);
  });

  it("when the browser's own events come, then they count too", async () => {
    const connectivity = await load();
    const heard: boolean[] = [];
    connectivity.subscribeConnectivity((online) => heard.push(online));

    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));

    expect(heard).toEqual([false, true]);
  });
});
