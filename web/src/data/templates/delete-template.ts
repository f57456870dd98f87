import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templatesApi } from '@domain/templates/contract';
import { api } from '@/lib/api-client';
import { templateQueries } from './template-queries';

export function deleteTemplate(id: string): Promise<{ id: string }> {
  return api.call(templatesApi.remove, { params: { id } });
}

export function useDeleteTemplate({ onSuccess }: { onSuccess?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: async ({ id }) => {
      queryClient.removeQueries({ queryKey: templateQueries.detail(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: templateQueries.lists() });
      onSuccess?.(id);
    },
  });
}
