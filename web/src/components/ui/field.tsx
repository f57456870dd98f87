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

/** aria wiring shared by every control: invalid state and the error or hint that describes it. */
function describedBy(id: string, error?: string, hint?: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

interface CommonFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
}

type TextFieldProps = CommonFieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, fieldClassName, id, className, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      className={fieldClassName}
    >
      <input
        id={inputId}
        className={['input', className ?? ''].join(' ')}
        {...describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = CommonFieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, fieldClassName, id, className, ...rest }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      className={fieldClassName}
    >
      <textarea
        id={inputId}
        className={['input', 'textarea', className ?? ''].join(' ')}
        {...describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldFrame>
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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      className={fieldClassName}
    >
      <select
        id={inputId}
        className={['input', 'select', className ?? ''].join(' ')}
        {...describedBy(inputId, error, hint)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
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
