import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { retryingImport } from './retrying-import';
import { TOAST_DURATIONS } from './toast-durations';

/**
 * The app's toasts, with sonner kept out of the first load: sonner (6 KB gzip, and its 3 KB
 * stylesheet) is fetched with the first toast a page shows, and the Toaster is mounted then.
 * sonner hands a Toaster that subscribes late the toasts made before it did.
 */
type Sonner = typeof import('sonner');

const importSonner = retryingImport(() => import('sonner'));
let loaded: Sonner | null = null;
const listeners = new Set<() => void>();

async function loadSonner(): Promise<Sonner> {
  const sonner = await importSonner();
  if (!loaded) {
    loaded = sonner;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

type Kind = 'success' | 'error' | 'info';
type Message = Parameters<Sonner['toast'][Kind]>[0];

function show(kind: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    loadSonner().then(
      ({ toast: sonnerToast }) => sonnerToast[kind](message, { duration: TOAST_DURATIONS[kind], ...data }),
      (error: unknown) => console.warn('[toast] sonner could not be loaded', error),
    );
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loadedSonner = () => loaded;

/** Where a shell shows its toasts: the spec's top-right, or the field screens' bottom (their header names the vehicle). */
export type ToastPlacement = 'top-right' | 'field';

/** Above the field screens' sticky 'Anterior'/'Próxima' bar, so a toast hides neither it nor the header. */
const FIELD_OFFSET = { bottom: '5.5rem' };

/**
 * Where the toasts appear (spec section 2: top-right, 4 s by default), in the signed-in shells:
 * nothing until the page shows its first toast.
 */
export function Toaster({ placement = 'top-right' }: { placement?: ToastPlacement }) {
  const sonner = useSyncExternalStore(subscribe, loadedSonner);
  if (!sonner) return null;
  const field = placement === 'field';
  return (
    <sonner.Toaster
      position={field ? 'bottom-center' : 'top-right'}
      {...(field && { offset: FIELD_OFFSET, mobileOffset: FIELD_OFFSET })}
      duration={TOAST_DURATIONS.info}
      richColors
      closeButton
    />
  );
}
