import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with sonner kept out of the first load: sonner (6 KB gzip, and its 3 KB
 * stylesheet) is fetched with the first toast a page shows, and the Toaster is mounted then.
 * sonner hands a Toaster that subscribes late the toasts made before it did.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    // A fetch that failed (a deploy replaced the chunk while offline) is tried again by the next toast.
    sonner.catch(() => (sonner = null));
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

type Kind = 'success' | 'error' | 'info';
type Message = Parameters<Sonner['toast'][Kind]>[0];

function show(kind: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    loadSonner().then(
      ({ toast: sonnerToast }) => sonnerToast[kind](message, data),
      (error: unknown) => console.warn('[toast] sonner could not be loaded', error),
    );
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const requested = () => sonner !== null;

/**
 * Where the toasts appear (spec section 2: top-right, 4 s by default), in the signed-in shells:
 * nothing until the page shows its first toast.
 */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, requested);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" duration={4000} richColors closeButton />
    </Suspense>
  );
}
