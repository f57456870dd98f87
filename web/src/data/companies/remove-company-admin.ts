import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesApi } from '@domain/companies/contract';
import { api } from '@/lib/api-client';
import { refreshCompany } from './company-queries';

/** Deletes the admin's account and their place on the company. */
export function removeCompanyAdmin({ companyId, adminId }: { companyId: string; adminId: string }) {
  return api.call(companiesApi.removeAdmin, { params: { id: companyId, adminId } });
}

export function useRemoveCompanyAdmin({ onSuccess }: { onSuccess?: (adminId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyAdmin,
    onSuccess: async ({ id }, { companyId }) => {
      await refreshCompany(queryClient, companyId);
      onSuccess?.(id);
    },
  });
}
