import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, ValidCompanyInput } from '@domain/companies/company.schema';
import { companiesApi } from '@domain/companies/contract';
import { api } from '@/lib/api-client';
import { refreshCompany } from './company-queries';

/** PUT takes the whole company (the API's one schema for create and edit). */
export function updateCompany({ id, input }: { id: string; input: ValidCompanyInput }): Promise<Company> {
  return api.call(companiesApi.update, { params: { id }, body: input });
}

export function useUpdateCompany({ onSuccess }: { onSuccess?: (company: Company) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (company) => {
      await refreshCompany(queryClient, company.id);
      onSuccess?.(company);
    },
  });
}
