import type { Resolver } from 'react-hook-form';
import {
  TemplateCreateInputSchema,
  TemplateUpdateInputSchema,
  type ValidTemplateInput,
} from '@domain/templates/template.schema';
import { zodFormResolver } from '@/lib/forms';
import { formValuesToInput, type TemplateFormValues } from './template-draft';

export type TemplateFormMode = 'create' | 'edit';

/** The editor's values, shaped as the API reads them, checked by the API's own schema. */
export function templateResolver(mode: TemplateFormMode): Resolver<TemplateFormValues, unknown, ValidTemplateInput> {
  const schema = mode === 'create' ? TemplateCreateInputSchema : TemplateUpdateInputSchema;
  return zodFormResolver<TemplateFormValues, ValidTemplateInput>(schema, formValuesToInput);
}
