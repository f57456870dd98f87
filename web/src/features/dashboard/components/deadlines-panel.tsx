import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDayBR } from '@domain/dates';
import { DEADLINE_KIND_LABELS } from '@domain/deadlines/deadlines';
import { DUE_STATUS_LABELS, daysLeftLabel } from '@domain/deadlines/due-status';
import { paths } from '@domain/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { deadlineQueries } from '@/data/deadlines/deadline-queries';
import { DashboardPanel } from './dashboard-panel';
import { DASHBOARD_TEXTS } from './dashboard-texts';

const listOf = (status: 'expired' | 'due_soon') => `${paths.admin.deadlines}?status=${status}`;

/**
 * 'Próximos vencimentos': how many deadlines are past and due within 30 days, each a
 * link to the filtered list, and the next ones from today, each linking to its item.
 */
export function DeadlinesPanel() {
  const panel = useQuery(deadlineQueries.panel());
  const t = DASHBOARD_TEXTS;
  return (
    <DashboardPanel title={t.deadlines} hint={t.deadlinesHint}>
      {panel.isPending ? (
        <LoadingState />
      ) : panel.isError ? (
        <div>
          <p className="muted">{t.deadlinesError}</p>
          <Button variant="secondary" onClick={() => void panel.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <dl className="dashboard-figures" aria-label="Resumo dos vencimentos">
            <div className={`dashboard-figure dashboard-figure-${panel.data.expired > 0 ? 'danger' : 'neutral'}`}>
              <dt>
                <Link to={listOf('expired')}>Vencidos</Link>
              </dt>
              <dd>{panel.data.expired}</dd>
            </div>
            <div className="dashboard-figure dashboard-figure-warning">
              <dt>
                <Link to={listOf('due_soon')}>Vencem em 30 dias</Link>
              </dt>
              <dd>{panel.data.dueSoon}</dd>
            </div>
          </dl>
          {panel.data.next.length === 0 ? (
            <p className="muted">{t.noDeadlines}</p>
          ) : (
            <ul className="stack-list dashboard-rows" aria-label="Próximos vencimentos">
              {panel.data.next.map((item) => (
                <li key={item.key} className="dashboard-deadline">
                  <Link to={item.link}>{item.title}</Link>
                  <span>{item.vehicle ? item.vehicle.name : DEADLINE_KIND_LABELS[item.kind]}</span>
                  <span className="dashboard-deadline-when">
                    <time dateTime={item.dueDay}>{formatDayBR(item.dueDay)}</time>
                    <Badge tone={item.status === 'due_soon' ? 'warning' : 'success'}>
                      {DUE_STATUS_LABELS[item.status]}
                    </Badge>
                    <span>{daysLeftLabel(item.dueDay, panel.data.today)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link to={paths.admin.deadlines}>{t.allDeadlines}</Link>
        </>
      )}
    </DashboardPanel>
  );
}
