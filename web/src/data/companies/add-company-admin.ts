import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyAdmin, CompanyAdminInput } from '@domain/companies/company.schema';
import { companiesApi } from '@domain/companies/contract';
import { api } from '@/lib/api-client';
import { refreshCompany } from './company-queries';

/** Creates the admin's account (with the company's claims) and lists them on the company. */
export function addCompanyAdmin({
  companyId,
  input,
}: {
  companyId: string;
  input: CompanyAdminInput;
}): Promise<CompanyAdmin> {
  return api.call(companiesApi.addAdmin, { params: { id: companyId }, body: input });
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
