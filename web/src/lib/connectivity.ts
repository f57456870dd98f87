/**
 * Whether the API can be reached. `navigator.onLine` only says that a network interface is up: a
 * phone on a weak signal or behind a captive portal, and a page the service worker reloads without
 * a network, can report online while every request fails. So a request that fails at the network
 * marks the app offline (queued writes pause instead of burning their retries), and a small probe
 * asks the API until it answers; any HTTP answer, a 401 included, means it is reachable.
 */
type Listener = (online: boolean) => void;

/** The probe's waits after going offline: soon at first, then every few seconds. */
export const PROBE_DELAYS_MS = [1000, 2000, 4000, 5000] as const;
const PROBE_URL = '/api/';

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let probes = 0;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  if (next) stopProbing();
  else scheduleProbe();
  for (const listener of listeners) listener(next);
}

function stopProbing(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  probes = 0;
}

function scheduleProbe(): void {
  if (probeTimer !== undefined) return;
  const delay = PROBE_DELAYS_MS[Math.min(probes, PROBE_DELAYS_MS.length - 1)];
  probes += 1;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    void probe();
  }, delay);
}

async function probe(): Promise<void> {
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
    setOnline(true);
  } catch {
    if (online) setOnline(false);
    else scheduleProbe();
  }
}

export function isOnline(): boolean {
  return online;
}

/** A request failed before any answer arrived. */
export function reportNetworkFailure(): void {
  setOnline(false);
}

/** An answer arrived, whatever its status. */
export function reportAnswer(): void {
  setOnline(true);
}

/** Asks the API once now, as a page opened from the cache does before it trusts `navigator.onLine`. */
export function checkConnectivity(): Promise<void> {
  return probe();
}

let browserEvents = false;

/** Calls `listener` with every change; the browser's own online/offline events count too. */
export function subscribeConnectivity(listener: Listener): () => void {
  if (!browserEvents && typeof window !== 'undefined') {
    browserEvents = true;
    window.addEventListener('online', () => setOnline(true));
    window.addEventListener('offline', () => setOnline(false));
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
