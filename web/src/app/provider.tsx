import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { registerFieldMutations } from '@/data/offline/field-mutations';
import { fieldPersister } from '@/data/offline/persist';
import { clearQueuedPhotos } from '@/data/offline/photo-queue';
import { AuthProvider } from '@/lib/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { PushRegistration } from './push-registration';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    registerFieldMutations(client);
    return client;
  });
  // One person's cached company data, and what they left unsent, must never reach the next one on this device.
  const clearCache = useCallback(() => {
    queryClient.clear();
    void fieldPersister.removeClient();
    void clearQueuedPhotos();
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
