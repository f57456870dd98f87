import { toNestErrors } from '@hookform/resolvers';
import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  Resolver,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { applyBrazilianValidationMessages } from '@domain/zod-locale';
import { ApiError, errorMessage } from './api-error';

// Forms are where zod's generic messages can reach a person: set them to pt-BR here, with the
// first form, rather than at start, so screens without a form never load zod.
applyBrazilianValidationMessages();

/**
 * A react-hook-form resolver from a domain schema, the one the API validates with, so every
 * message lands on the field it names (`questions.2.unit`, `email`, ...). `toInput` shapes the
 * form's values into what the schema reads (e.g. options typed one per line).
 */
export function zodFormResolver<TValues extends FieldValues, TOutput>(
  schema: ZodType<TOutput>,
  toInput: (values: TValues) => unknown = (values) => values,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };

    const flat: FieldErrors = {};
    for (const issue of result.error.issues) {
      flat[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/**
 * After the server refused a form: each issue that names a field sits on that field, and the
 * banner (`root.server`) says the backend's message, or the screen's generic one.
 */
export function showServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fallback: string,
): void {
  if (error instanceof ApiError) {
    // Issues without a path (e.g. an unknown top-level field) have no field to sit on.
    for (const issue of error.issues.filter((item) => item.path)) {
      setError(issue.path as Path<TValues>, { type: 'server', message: issue.message });
    }
  }
  setError('root.server', { type: 'server', message: errorMessage(error, fallback) });
}

/**
 * Registers a text field shown through `format` while it is typed (a plate, a CNPJ); its error
 * clears when it is edited. Register it where it is rendered, so that a failed save focuses the
 * first invalid field in screen order.
 */
export function registerFormatted<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'register' | 'setValue' | 'clearErrors'>,
  name: Path<TValues>,
  format: (value: string) => string,
) {
  return form.register(name, {
    onChange: (event: { target: { value: string } }) => {
      const formatted = format(event.target.value);
      if (formatted !== event.target.value) form.setValue(name, formatted as PathValue<TValues, Path<TValues>>);
      form.clearErrors(name);
    },
  });
}
