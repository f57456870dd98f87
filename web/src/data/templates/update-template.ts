import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Template, ValidTemplateInput } from '@domain/templates/template.schema';
import { templatesApi } from '@domain/templates/contract';
import { api } from '@/lib/api-client';
import { templateQueries } from './template-queries';

export function updateTemplate({ id, input }: { id: string; input: ValidTemplateInput }): Promise<Template> {
  return api.call(templatesApi.update, { params: { id }, body: input });
}

export function useUpdateTemplate({ onSuccess }: { onSuccess?: (template: Template) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: async (template) => {
      queryClient.setQueryData(templateQueries.detail(template.id).queryKey, template);
      await queryClient.invalidateQueries({ queryKey: templateQueries.lists() });
      onSuccess?.(template);
    },
  });
}
