import { keepPreviousData, useQuery } from '@tanstack/react-query';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { ChecklistStatus, FieldChecklistSummary } from '@domain/checklists/checklist.schema';
import { checklistMessages } from '@domain/checklists/messages';
import { paths } from '@domain/paths';
import { ChecklistDueDate } from '@/components/checklists/checklist-due-date';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaginatedList } from '@/components/ui/paginated-list';
import { checklistQueries } from '@/data/checklists/checklist-queries';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session-context';
import { useListParams } from '@/lib/use-list-params';
import { FieldSignOutButton } from '../components/field-sign-out';
import '../components/desktop.css';

const PAGE_SIZE = 12;

/** The card's button (spec /user-dashboard), by what is left to do; a sent checklist only shows its answers. */
const ACTIONS: Partial<Record<ChecklistStatus, string>> = {
  pending: 'Iniciar Checklist',
  rejected: 'Corrigir Checklist',
  in_progress: 'Continuar Preenchimento',
};

function DesktopChecklistCard({ checklist, now }: { checklist: FieldChecklistSummary; now: Date }) {
  const toDo = ACTIONS[checklist.status];
  const action = toDo ?? 'Ver Respostas';
  return (
    <li>
      <Card className="desktop-card" aria-label={checklist.templateName}>
        <div className="desktop-card-top">
          <h2>{checklist.templateName}</h2>
          <ChecklistStatusBadge status={checklist.status} />
        </div>
        <dl>
          <dt>Prazo</dt>
          <dd>
            <ChecklistDueDate checklist={checklist} now={now} />
          </dd>
          {checklist.startedAt && (
            <>
              <dt>Iniciado em</dt>
              <dd>{formatDateTime(checklist.startedAt)}</dd>
            </>
          )}
          {checklist.completedAt && (
            <>
              <dt>Concluído em</dt>
              <dd>{formatDateTime(checklist.completedAt)}</dd>
            </>
          )}
        </dl>
        <Link
          className={buttonClass(toDo ? 'primary' : 'secondary')}
          to={paths.field.desktopChecklist(checklist.id)}
          aria-label={`${action}: ${checklist.templateName}`}
        >
          {action}
        </Link>
      </Card>
    </li>
  );
}

/** /user-dashboard: every checklist of the field user, on a desktop (spec section 2). */
export function UserDashboardRoute() {
  const user = useSessionUser();
  const list = useListParams();
  const result = useQuery({ ...checklistQueries.myList(list.page, PAGE_SIZE), placeholderData: keepPreviousData });
  const now = new Date();

  useEffect(() => {
    if (result.isError)
      toast.error(errorMessage(result.error, checklistMessages.loadListError), { id: 'user-dashboard-error' });
  }, [result.isError, result.error]);

  async function refresh() {
    const refreshed = await result.refetch();
    if (refreshed.isSuccess) toast.success('Lista atualizada!');
  }

  return (
    <div className="desktop-page">
      <header className="desktop-header">
        <div>
          <h1>Meus Checklists</h1>
          <p className="muted">Olá, {user.name || user.email}!</p>
        </div>
        <div className="desktop-header-actions">
          <Button variant="secondary" disabled={result.isFetching} onClick={() => void refresh()}>
            <RefreshCw size={16} aria-hidden="true" /> Atualizar
          </Button>
          <FieldSignOutButton />
        </div>
      </header>
      <main className="desktop-content">
        <PaginatedList
          list={list}
          result={result}
          loadingText="Carregando checklists..."
          errorText="Erro ao carregar dados"
          empty={{
            icon: <ClipboardList size={40} aria-hidden="true" />,
            title: 'Nenhum checklist pendente',
            hint: 'Quando um checklist for atribuído a você, ele aparecerá aqui.',
            searchHint: null,
          }}
        >
          {(items) => (
            <ul className="desktop-grid">
              {items.map((checklist) => (
                <DesktopChecklistCard key={checklist.id} checklist={checklist} now={now} />
              ))}
            </ul>
          )}
        </PaginatedList>
      </main>
    </div>
  );
}
