import { useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { useApiForm, zodFormResolver } from '@/lib/forms';
import type { ButtonVariant } from './button';
import { ErrorBanner } from './error-banner';
import { TextAreaField } from './field';
import { FormActions } from './form-actions';

interface ReasonValues {
  reason: string;
}

interface ReasonFormProps {
  /** The form's accessible name ('Reabrir'), when the dialog around it does not name it. */
  title?: string;
  /** What the decision is about, above the field. */
  intro?: ReactNode;
  label: string;
  /** The API's body schema for the decision: it trims the reason and says what is wrong with it. */
  schema: ZodType<ReasonValues, ReasonValues>;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  saveLabel: string;
  saveVariant?: ButtonVariant;
  /** What the save button reads while the decision is sent ('Salvando...' unless told). */
  busyLabel?: string;
  /** The save button waits, off, until the schema takes the reason, instead of saying on save what is wrong. */
  waitForReason?: boolean;
  /** The decision is being sent by the screen (`onSubmit` returns before it is done): both buttons wait. */
  busy?: boolean;
  /** Sends the trimmed reason; when it rejects, the reason stays and the form says why. */
  onSubmit: (reason: string) => Promise<unknown> | void;
  /** The banner of a refused save when the server sent no text; none when the screen reports failures itself. */
  serverError?: string;
  onCancel: () => void;
}

/**
 * A decision that needs a reason (reject an answer, reopen a review, dismiss or reopen a defect):
 * the reason is checked with the API's own schema, and its message shows beside the field.
 */
export function ReasonForm({
  title,
  intro,
  label,
  schema,
  rows = 3,
  maxLength,
  placeholder,
  saveLabel,
  saveVariant,
  busyLabel,
  waitForReason = false,
  busy = false,
  onSubmit,
  serverError,
  onCancel,
}: ReasonFormProps) {
  const {
    control,
    fieldProps,
    save,
    formState: { errors, isSubmitting },
  } = useApiForm<ReasonValues, ReasonValues>({
    resolver: zodFormResolver(schema),
    defaultValues: { reason: '' },
    onSave: async ({ reason }) => {
      await onSubmit(reason);
    },
    serverError: serverError ?? '',
  });
  const reason = useWatch({ control, name: 'reason' });
  const waiting = waitForReason && !schema.safeParse({ reason }).success;

  return (
    <form className="reason-form" noValidate onSubmit={save} aria-label={title}>
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}
      {intro}
      <TextAreaField
        label={label}
        required
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        {...fieldProps('reason')}
      />
      <FormActions
        cancel={onCancel}
        saveLabel={saveLabel}
        saveVariant={saveVariant}
        busy={busy || isSubmitting}
        busyLabel={busyLabel}
        saveDisabled={waiting}
      />
    </form>
  );
}
