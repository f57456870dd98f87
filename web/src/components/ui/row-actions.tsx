import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from './button';

interface ActionProps {
  /** The row, as the button's name reads it after the action: 'Editar Transportes Alfa', 'Excluir template X'. */
  name: string;
  iconSize?: number;
}

type EditActionProps = ActionProps & ({ to: string; onClick?: undefined } | { to?: undefined; onClick: () => void });

/** A row's or a card's 'Editar': a link to its edit page, or a button that opens its form. */
export function EditAction({ name, to, onClick, iconSize = 16 }: EditActionProps) {
  const content = (
    <>
      <Pencil size={iconSize} aria-hidden="true" />
      Editar
    </>
  );
  return to === undefined ? (
    <Button variant="ghost" size="sm" aria-label={`Editar ${name}`} onClick={onClick}>
      {content}
    </Button>
  ) : (
    <Link className={buttonClass('ghost', 'sm')} aria-label={`Editar ${name}`} to={to}>
      {content}
    </Link>
  );
}

interface DeleteActionProps extends ActionProps {
  onClick: () => void;
  /** 'Excluir', or 'Remover' for what is only taken off (an admin from a company). */
  label?: string;
  title?: string;
  disabled?: boolean;
}

/** A row's or a card's 'Excluir', in red; what it deletes is confirmed by whoever `onClick` opens. */
export function DeleteAction({ name, onClick, label = 'Excluir', title, disabled, iconSize = 16 }: DeleteActionProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="btn-ghost-danger"
      aria-label={`${label} ${name}`}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 size={iconSize} aria-hidden="true" />
      {label}
    </Button>
  );
}
