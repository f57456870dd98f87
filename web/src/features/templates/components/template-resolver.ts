import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  TemplateCreateInputSchema,
  TemplateUpdateInputSchema,
  type ValidTemplateInput,
} from '@domain/templates/template.schema';
import { formValuesToInput, type TemplateFormValues } from './template-draft';

export type TemplateFormMode = 'create' | 'edit';

/**
 * Validates the editor's values with the same domain schema the API uses, so every message
 * lands on the field it names (`questions.2.unit`, `name`, ...).
 */
export function templateResolver(mode: TemplateFormMode): Resolver<TemplateFormValues, unknown, ValidTemplateInput> {
  const schema = mode === 'create' ? TemplateCreateInputSchema : TemplateUpdateInputSchema;
  return async (values, _context, options) => {
    const result = schema.safeParse(formValuesToInput(values));
    if (result.success) return { values: result.data, errors: {} };

    const flat: FieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      flat[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
