/**
 * Whether the API can be reached. `navigator.onLine` only says that a network interface is up: a
 * phone on a weak signal or behind a captive portal, and a page the service worker reloads without
 * a network, can report online while every request fails. So a request that fails at the network
 * makes a small probe ask the API at once: when the probe gets no answer either, the app is offline
 * (queued writes pause instead of burning their retries) and the probe asks again until it answers.
 * Any HTTP answer, a 401 included, means the API is reachable. One lost request on a weak signal
 * does not flip the screens offline: only a second, confirming silence does.
 */
type Listener = (online: boolean) => void;

/** The probe's waits after going offline: soon at first, then every few seconds. */
export const PROBE_DELAYS_MS = [1000, 2000, 4000, 5000] as const;
const PROBE_URL = '/api/';

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let probes = 0;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<void> | undefined;
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

/** One probe at a time: failures that arrive together share it. */
function probe(): Promise<void> {
  inFlight ??= fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' })
    .then(
      () => setOnline(true),
      () => {
        if (online) setOnline(false);
        else scheduleProbe();
      },
    )
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

export function isOnline(): boolean {
  return online;
}

/** A request failed before any answer arrived: the app is offline if a probe gets none either. */
export function reportNetworkFailure(): Promise<void> {
  if (!online) return Promise.resolve();
  return probe();
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
