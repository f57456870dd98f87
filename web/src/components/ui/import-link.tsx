import Upload from 'lucide-react/icons/upload';
import { Link } from 'react-router-dom';
import { buttonClass } from './button';

/** A list page's action to its spreadsheet import ('Importar'), beside its 'Novo …'. */
export function ImportLink({ to }: { to: string }) {
  return (
    <Link className={buttonClass('secondary')} to={to}>
      <Upload size={18} aria-hidden="true" />
      Importar
    </Link>
  );
}
