import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { PushRegistration } from './push-registration';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // One person's cached company data must never be shown to the next one on this device.
  const clearCache = useCallback(() => queryClient.clear(), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedOut={clearCache}>
        {children}
        <PushRegistration />
      </AuthProvider>
    </QueryClientProvider>
  );
}
