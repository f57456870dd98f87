import type { ReactNode } from 'react';
import { hasDeviceData } from '@/data/offline/device-data';
import { AuthProvider } from '@/lib/auth-provider';
import { runSessionEndCleanups } from '@/lib/session-end';

// One person's cached company data, and what they left unsent, must never reach the next one on this device.
function clearCache() {
  runSessionEndCleanups();
  // Loaded only when a field user's data is here: the offline layer is the field screens' code.
  if (hasDeviceData()) void import('@/data/offline/clear-device').then(({ clearDeviceData }) => clearDeviceData());
}

/** The sign-in screen's providers; the query cache and push live in the signed-in layouts (app/signed-in-providers). */
export function AppProvider({ children }: { children: ReactNode }) {
  return <AuthProvider onSignedOut={clearCache}>{children}</AuthProvider>;
}
