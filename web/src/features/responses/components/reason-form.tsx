import { useId, useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { Button, type ButtonVariant } from '@/components/ui/button';

interface ReasonFormProps {
  /** What the decision is about, above the field. */
  intro: ReactNode;
  label: string;
  /** The API's body schema for the decision: it trims the reason and says whether it may be sent. */
  schema: ZodType<{ reason: string }>;
  maxLength: number;
  placeholder?: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** A decision that needs a reason (reject an answer, reopen a review): the button waits for one the API takes, trimmed. */
export function ReasonForm({
  intro,
  label,
  schema,
  maxLength,
  placeholder,
  submitLabel,
  submitVariant,
  busy,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const parsed = schema.safeParse({ reason });
  return (
    <form
      className="reject-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success && !busy) onSubmit(parsed.data.reason);
      }}
    >
      {intro}
      <label className="field-label" htmlFor={fieldId}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <textarea
        id={fieldId}
        className="input textarea"
        rows={4}
        required
        maxLength={maxLength}
        value={reason}
        placeholder={placeholder}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant={submitVariant} disabled={busy || !parsed.success}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
