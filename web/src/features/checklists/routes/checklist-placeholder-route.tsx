import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@domain/paths';
import { NotBuiltNotice } from '@/components/ui/not-built-notice';
import '../components/mobile.css';

/** The field user's screens of a later version (fill a checklist, desktop list). */
export function ChecklistPlaceholderRoute({ title }: { title: string }) {
  return (
    <div className="mobile-page">
      <header className="mobile-header">
        <div className="mobile-header-text">
          <h1>{title}</h1>
        </div>
      </header>
      <main className="mobile-content">
        <NotBuiltNotice />
        <Link className="back-link" to={paths.field.list}>
          <ArrowLeft size={16} aria-hidden="true" /> Voltar para Meus Checklists
        </Link>
      </main>
    </div>
  );
}
