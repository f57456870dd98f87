import { toNestErrors } from '@hookform/resolvers';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
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
 * A number field's text as the schema reads it: an empty field is no number, refused by the
 * schema's rule rather than sent as zero; '130,16' is read as 130.16.
 */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/**
 * The banner of a refused save: a screen's generic text, shown when the server sent no message of
 * its own (`errorMessage`), or a text built from the failure (e.g. 'Erro ao salvar registro: ...').
 */
export type ServerErrorBanner = string | ((error: unknown) => string);

/**
 * After the server refused a form: each issue that names a field sits on that field, and the
 * banner (`root.server`) says what `banner` makes of the failure.
 */
export function showServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  banner: ServerErrorBanner,
): void {
  if (error instanceof ApiError) {
    // Issues without a path (e.g. an unknown top-level field) have no field to sit on.
    for (const issue of error.issues.filter((item) => item.path)) {
      setError(issue.path as Path<TValues>, { type: 'server', message: issue.message });
    }
  }
  const message = typeof banner === 'string' ? errorMessage(error, banner) : banner(error);
  setError('root.server', { type: 'server', message });
}

interface ApiFormOptions<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: DefaultValues<TValues>;
  /** Sends the validated body; when it rejects, everything typed stays and the form shows why. */
  onSave: (input: TOutput) => Promise<void>;
  /** The banner when the save is refused (see `ServerErrorBanner`). */
  serverError: ServerErrorBanner;
}

/**
 * The form every create/edit screen and modal uses (spec section 5): validated with the API's own
 * schema on save; a field's error clears as soon as it is edited and is checked again on the next
 * save; a refused save puts the server's messages on their fields and the banner on top.
 * `field(name)` registers an input with that clearing; `fieldProps(name)` adds the field's error,
 * for the shared fields (`<TextField label="Nome" {...fieldProps('name')} />`); `save` is the
 * form's onSubmit.
 */
export function useApiForm<TValues extends FieldValues, TOutput>({
  resolver,
  defaultValues,
  onSave,
  serverError,
}: ApiFormOptions<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues, reValidateMode: 'onSubmit' });
  const { register, clearErrors, handleSubmit, setError, getFieldState, formState } = form;

  const field = (name: Path<TValues>, options: RegisterOptions<TValues, Path<TValues>> = {}) =>
    register(name, {
      ...options,
      onChange: (event: unknown) => {
        options.onChange?.(event);
        clearErrors(name);
      },
    });

  const fieldProps = (name: Path<TValues>, options?: RegisterOptions<TValues, Path<TValues>>) => ({
    ...field(name, options),
    error: getFieldState(name, formState).error?.message,
  });

  const save = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      showServerErrors(error, setError, serverError);
    }
  });

  return { ...form, field, fieldProps, save };
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
