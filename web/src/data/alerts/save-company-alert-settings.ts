import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertsApi } from '@domain/notifications/alerts-contract';
import type { CompanyAlertSettings } from '@domain/notifications/preferences';
import { api } from '@/lib/api-client';
import { alertQueries } from './alert-queries';

/** Saves the company's alert defaults, quiet hours, WhatsApp cap and summary hour. */
export function useSaveCompanyAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyAlertSettings) => api.call(alertsApi.saveCompanySettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(alertQueries.companySettings().queryKey, saved),
  });
}
