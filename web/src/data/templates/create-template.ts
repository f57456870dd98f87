import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Template, ValidTemplateInput } from '@domain/templates/template.schema';
import { templatesApi } from '@domain/templates/contract';
import { api } from '@/lib/api-client';
import { templateQueries } from './template-queries';

export function createTemplate(input: ValidTemplateInput): Promise<Template> {
  return api.call(templatesApi.create, { body: input });
}

export function useCreateTemplate({ onSuccess }: { onSuccess?: (template: Template) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: async (template) => {
      await queryClient.invalidateQueries({ queryKey: templateQueries.lists() });
      onSuccess?.(template);
    },
  });
}
