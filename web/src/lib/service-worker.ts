/** The app's one service worker (src/sw.ts, built by vite-plugin-pwa): offline shell and pushes. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** The message that lets a waiting version of the worker take over (sent by 'Atualizar'). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Registers it (again: the browser keeps one registration per scope); null where there are no service workers. */
export function registerAppWorker(): Promise<ServiceWorkerRegistration> | null {
  if (!('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
}
