import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from './button';

/** A list page's primary action to a form that creates one more ('Novo Usuário'). */
export function CreateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={buttonClass('primary')} to={to}>
      <Plus size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}
