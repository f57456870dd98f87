import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@/components/ui/button';
import { prepareForAppUpdate } from '@/lib/before-app-update';
import { registerAppWorker, SKIP_WAITING } from '@/lib/service-worker';
import './app-update.css';

/** How often an open tab asks whether a new version was deployed (also whenever it becomes visible). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Whether a new version is ready for this tab, and pressing 'Atualizar'. */
export interface AppUpdates {
  subscribe: (listener: () => void) => () => void;
  available: () => boolean;
  apply: () => Promise<void>;
}

interface WatchOptions {
  reload: () => void;
}

/**
 * Watches the worker's registration. A new version is offered once it is installed and waiting
 * behind the running one, or when another tab already let it take over (this tab then still runs
 * the old code). The page reloads only when the user asks, and once.
 */
export function watchAppUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  { reload }: WatchOptions,
): AppUpdates {
  const listeners = new Set<() => void>();
  let available = Boolean(registration.waiting && registration.active);
  let applying = false;
  let reloaded = false;
  let controlled = container.controller !== null;

  const offer = () => {
    available = true;
    listeners.forEach((listener) => listener());
  };
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };

  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without an active version this is the first install: nothing to update from.
      if (installing.state === 'installed' && registration.active) offer();
    });
  });
  container.addEventListener('controllerchange', () => {
    if (applying) reloadOnce();
    else if (controlled) offer();
    controlled = true;
  });

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    available: () => available,
    apply: async () => {
      await prepareForAppUpdate();
      applying = true;
      const waiting = registration.waiting;
      if (waiting) waiting.postMessage({ type: SKIP_WAITING });
      else reloadOnce();
    },
  };
}

/** Asks the server for a new worker every interval and whenever the tab comes back into view. */
function checkForUpdates(registration: ServiceWorkerRegistration): void {
  // Offline, or the server unreachable: the next check asks again.
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * 'Nova versão disponível — Atualizar', in the page's flow above the app: it covers nothing and
 * stays until pressed, so a checklist being filled goes on undisturbed.
 */
export function UpdatePrompt({ updates }: { updates: AppUpdates }) {
  const available = useSyncExternalStore(updates.subscribe, updates.available);
  // The live region is there before its text, so screen readers announce the text when it comes.
  return (
    <div className={available ? 'update-prompt' : undefined} role="status">
      {available && (
        <>
          <span>Nova versão disponível —</span>{' '}
          <Button size="sm" onClick={() => void updates.apply()}>
            Atualizar
          </Button>
        </>
      )}
    </div>
  );
}

/** Registers the worker, keeps looking for new versions and shows the prompt when one waits. */
export async function startAppUpdates(): Promise<void> {
  const registration = await registerAppWorker();
  if (!registration) return;
  const updates = watchAppUpdates(registration, navigator.serviceWorker, { reload: () => window.location.reload() });
  checkForUpdates(registration);
  const host = document.createElement('div');
  document.body.prepend(host);
  createRoot(host).render(<UpdatePrompt updates={updates} />);
}
