import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from '@/lib/query-client';
import { PushRegistration } from './push-registration';

/** What only the signed-in layouts need: the query cache and push (kept out of the sign-in screen's load). */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      {children}
      <PushRegistration />
    </QueryClientProvider>
  );
}
