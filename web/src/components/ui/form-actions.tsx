import { Link } from 'react-router-dom';
import { buttonClass, Button, type ButtonVariant } from './button';

interface FormActionsProps {
  /** 'Cancelar': a path to go back to (a page's form), or what closes a modal; none when there is nothing to cancel. */
  cancel?: string | (() => void);
  saveLabel: string;
  /** The save button's look when it is not a plain save (a rejection is 'danger'). */
  saveVariant?: ButtonVariant;
  /** While the save runs: the save button says so and neither button can be used. */
  busy: boolean;
  busyLabel?: string;
  /** The save button is off for another reason too (e.g. a template without questions). */
  saveDisabled?: boolean;
  /** The form's id, when the buttons sit outside it (a modal's footer). */
  form?: string;
}

/** A form's footer: Cancelar, then the save button, which reads 'Salvando...' while saving. */
export function FormActions({
  cancel,
  saveLabel,
  saveVariant,
  busy,
  busyLabel = 'Salvando...',
  saveDisabled = false,
  form,
}: FormActionsProps) {
  return (
    <div className="form-actions">
      {typeof cancel === 'string' && (
        <Link className={buttonClass('secondary')} to={cancel}>
          Cancelar
        </Link>
      )}
      {typeof cancel === 'function' && (
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          Cancelar
        </Button>
      )}
      <Button type="submit" variant={saveVariant} form={form} disabled={busy || saveDisabled}>
        {busy ? busyLabel : saveLabel}
      </Button>
    </div>
  );
}
