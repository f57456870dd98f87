import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, ValidCompanyInput } from '@domain/companies/company.schema';
import { companiesApi } from '@domain/companies/contract';
import { api } from '@/lib/api-client';
import { companyQueries } from './company-queries';

export function createCompany(input: ValidCompanyInput): Promise<Company> {
  return api.call(companiesApi.create, { body: input });
}

export function useCreateCompany({ onSuccess }: { onSuccess?: (company: Company) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: async (company) => {
      await queryClient.invalidateQueries({ queryKey: companyQueries.lists() });
      onSuccess?.(company);
    },
  });
}
