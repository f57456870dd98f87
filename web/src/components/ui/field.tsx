import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** A quantity never below zero (spec section 5), typed to the hundredth: reais, litres. */
export const decimalInput = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
/** An odometer reading, in whole km. */
export const kmInput = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, required, className, children }: FieldFrameProps) {
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field-label-row">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {/* Outside the label so the control's accessible name stays exactly the label text. */}
        {required && (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface CommonFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
}

/**
 * A labelled control: its id (given or generated), the frame with its label, hint and error, and
 * the aria wiring every control shares (invalid state, and the error or hint that describes it).
 */
function Field({
  label,
  error,
  hint,
  fieldClassName,
  id,
  required,
  control,
}: CommonFieldProps & {
  id?: string;
  required?: boolean;
  control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {control({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined,
      })}
    </FieldFrame>
  );
}

export type TextFieldProps = CommonFieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, fieldClassName, id, className, ...rest }: TextFieldProps) {
  return (
    <Field
      {...{ label, error, hint, fieldClassName, id, required: rest.required }}
      control={(wiring) => <input className={['input', className ?? ''].join(' ')} {...wiring} {...rest} />}
    />
  );
}

type TextAreaFieldProps = CommonFieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, fieldClassName, id, className, ...rest }: TextAreaFieldProps) {
  return (
    <Field
      {...{ label, error, hint, fieldClassName, id, required: rest.required }}
      control={(wiring) => (
        <textarea className={['input', 'textarea', className ?? ''].join(' ')} {...wiring} {...rest} />
      )}
    />
  );
}

type SelectFieldProps = CommonFieldProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

export function SelectField({
  label,
  error,
  hint,
  fieldClassName,
  id,
  className,
  children,
  ...rest
}: SelectFieldProps) {
  return (
    <Field
      {...{ label, error, hint, fieldClassName, id, required: rest.required }}
      control={(wiring) => (
        <select className={['input', 'select', className ?? ''].join(' ')} {...wiring} {...rest}>
          {children}
        </select>
      )}
    />
  );
}

type CheckboxFieldProps = { label: ReactNode; hint?: ReactNode; fieldClassName?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, hint, fieldClassName, id, ...rest }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={['checkbox-field', fieldClassName ?? ''].join(' ')}>
      <input id={inputId} type="checkbox" aria-describedby={hint ? `${inputId}-hint` : undefined} {...rest} />
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
