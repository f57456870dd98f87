import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/components/ui/spinner';
import { useSessionUser } from '@/lib/session-context';

// The form loads only for an admin asked for it: everyone else reaches the screens without its code.
const OwnPasswordPrompt = lazy(async () => ({ default: (await import('./own-password-prompt')).OwnPasswordPrompt }));

/**
 * An admin whose password the superadmin typed sets their own before any screen (the API refuses
 * everything else until then); the next sign-in, made with it, carries no such flag.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!user.passwordChangeRequired) return children;
  return (
    <Suspense fallback={<LoadingState />}>
      <OwnPasswordPrompt />
    </Suspense>
  );
}
