import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@domain/paths';

/** The header of a field screen opened from the list: back to 'Meus Checklists', its title, and a line under it. */
export function FieldBackHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mobile-header">
      <Link to={paths.field.list} className="mobile-back" aria-label="Voltar para Meus Checklists">
        <ArrowLeft size={22} aria-hidden="true" />
      </Link>
      <div className="mobile-header-text">
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}
