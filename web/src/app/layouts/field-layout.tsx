import { useQueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useBeforeAppUpdate } from '@/lib/before-app-update';
import { Toaster } from '@/lib/toast';
import { markDeviceData } from '@/data/offline/device-data';
import { registerFieldMutations } from '@/data/offline/field-mutations';
import { fieldPersistOptions, saveFieldCache } from '@/data/offline/persist';
import { OfflineStatus } from '@/features/checklists/components/offline-status';
import { useSessionUser } from '@/lib/session-context';
import { SignedInProviders } from '../signed-in-providers';

/**
 * The field user's screens, with their toasts (below, clear of the header that names the vehicle). Their checklists and unsent writes are kept on the
 * device; once restored, the writes left unsent last time go out (in order, per checklist).
 */
export function FieldLayout() {
  return (
    <SignedInProviders>
      <FieldScreens />
    </SignedInProviders>
  );
}

function FieldScreens() {
  const queryClient = useQueryClient();
  // Before the cache is restored: a write restored from the device finds how to send itself.
  useState(() => {
    registerFieldMutations(queryClient);
    markDeviceData();
  });
  const { uid } = useSessionUser();
  const persistOptions = useMemo(() => fieldPersistOptions(uid), [uid]);
  const restored = useRef(false);
  // The reload into a new version finds every answer and unsent write on the device; before the
  // device's copy is read back, the cache lacks its writes and must not replace it.
  useBeforeAppUpdate({ persist: async () => restored.current && saveFieldCache(queryClient, uid) });
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => {
        restored.current = true;
        return queryClient.resumePausedMutations();
      }}
    >
      <OfflineStatus />
      <Outlet />
      <Toaster placement="field" />
    </PersistQueryClientProvider>
  );
}
