import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyPath, refreshCompany } from './company-queries';

/** Deletes the admin's account and their place on the company. */
export function removeCompanyAdmin({
  companyId,
  adminId,
}: {
  companyId: string;
  adminId: string;
}): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`${companyPath(companyId)}/admins/${encodeURIComponent(adminId)}`);
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
