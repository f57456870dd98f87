import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { hasDeviceData } from '@/data/offline/device-data';
import { AuthProvider } from '@/lib/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { PushRegistration } from './push-registration';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // One person's cached company data, and what they left unsent, must never reach the next one on this device.
  const clearCache = useCallback(() => {
    queryClient.clear();
    // Loaded only when a field user's data is here: the offline layer is the field screens' code.
    if (hasDeviceData()) void import('@/data/offline/clear-device').then(({ clearDeviceData }) => clearDeviceData());
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedOut={clearCache}>
        {children}
        <PushRegistration />
      </AuthProvider>
    </QueryClientProvider>
  );
}
