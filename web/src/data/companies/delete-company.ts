import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDeletion } from '@domain/companies/company.schema';
import { api } from '@/lib/api-client';
import { companyPath, companyQueries } from './company-queries';

export interface DeleteCompanyInput {
  id: string;
  /** The company's name as the superadmin typed it to confirm. */
  confirmName: string;
}

/**
 * Starts the company's deletion: the API marks it and a background job removes everything of it
 * (accounts, images, vehicles, templates, checklists) in batches, the company document last.
 * Until then the list shows it as being deleted, with its progress.
 */
export function deleteCompany({
  id,
  confirmName,
}: DeleteCompanyInput): Promise<{ id: string; deletion: CompanyDeletion }> {
  return api.delete<{ id: string; deletion: CompanyDeletion }>(companyPath(id), { confirmName });
}

export function useDeleteCompany({ onSuccess }: { onSuccess?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: companyQueries.detail(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: companyQueries.lists() });
      onSuccess?.(id);
    },
  });
}
