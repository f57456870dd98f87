import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyAdmin, CompanyAdminInput } from '@domain/companies/company.schema';
import { api } from '@/lib/api-client';
import { companyPath, refreshCompany } from './company-queries';

/** Creates the admin's account (with the company's claims) and lists them on the company. */
export function addCompanyAdmin({
  companyId,
  input,
}: {
  companyId: string;
  input: CompanyAdminInput;
}): Promise<CompanyAdmin> {
  return api.post<CompanyAdmin>(`${companyPath(companyId)}/admins`, input);
}

export function useAddCompanyAdmin({ onSuccess }: { onSuccess?: (admin: CompanyAdmin) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyAdmin,
    onSuccess: async (admin, { companyId }) => {
      await refreshCompany(queryClient, companyId);
      onSuccess?.(admin);
    },
  });
}
