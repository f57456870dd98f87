import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySettingsApi } from '@domain/companies/contract';
import type { CompanySettings } from '@domain/companies/settings';
import { api } from '@/lib/api-client';
import { companySettingsQueries } from './company-settings-queries';

export function updateCompanySettings(settings: CompanySettings): Promise<CompanySettings> {
  return api.call(companySettingsApi.update, { body: settings });
}

/** Saves both settings; the screen then shows what the API kept. */
export function useUpdateCompanySettings({ onSuccess }: { onSuccess?: (settings: CompanySettings) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(companySettingsQueries.current().queryKey, settings);
      onSuccess?.(settings);
    },
  });
}
