import { Toaster as SonnerToaster } from 'sonner';

/**
 * Where toasts appear (spec section 2: top-right, 4 s by default). Rendered by the signed-in
 * shells, not the app root: the sign-in screen shows no toast and so never loads sonner.
 */
export function Toaster() {
  return <SonnerToaster position="top-right" duration={4000} richColors closeButton />;
}
