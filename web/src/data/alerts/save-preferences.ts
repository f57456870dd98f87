import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsApi } from '@domain/notifications/alerts-contract';
import type { PersonPreferencesInput } from '@domain/notifications/preferences';
import { api } from '@/lib/api-client';
import { alertQueries } from './alert-queries';

/** Saves one's choices; the screen then shows what applies. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonPreferencesInput) => api.call(alertsApi.savePreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(alertQueries.preferences().queryKey, saved),
  });
}
