import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MISSED_STATE_LABELS } from '@domain/dashboard/missed-today';
import { formatPlate } from '@domain/fleet/plate';
import { paths } from '@domain/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { dashboardQueries } from '@/data/dashboard/dashboard-queries';
import { formatDateTime } from '@/lib/format';
import { DashboardPanel } from './dashboard-panel';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { FigureList } from './figure-list';

/** 'HH:mm' of the company's day: the checklists listed are all today's. */
const dueTime = (iso: string) => formatDateTime(iso).slice(-5);

/**
 * Today's scheduled checklists that are late or not started yet (the drivers who have not filled
 * in their checklist today), each naming its user and vehicle with links to them.
 */
export function MissedTodayPanel() {
  const missed = useQuery(dashboardQueries.missedToday());
  const t = DASHBOARD_TEXTS;
  return (
    <DashboardPanel title={t.missedToday} hint={t.missedTodayHint}>
      {missed.isPending ? (
        <LoadingState />
      ) : missed.isError ? (
        <div>
          <p className="muted">{t.missedTodayError}</p>
          <Button variant="secondary" onClick={() => void missed.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <FigureList
            label="Resumo dos não realizados hoje"
            figures={[
              { label: 'Atrasados', value: missed.data.overdue, tone: missed.data.overdue > 0 ? 'danger' : 'neutral' },
              { label: 'Não iniciados', value: missed.data.notStarted, tone: 'warning' },
            ]}
          />
          {missed.data.items.length === 0 ? (
            <p className="muted">{t.noneMissedToday}</p>
          ) : (
            <ul className="stack-list dashboard-rows" aria-label="Checklists não realizados hoje">
              {missed.data.items.map((item) => (
                <li key={item.id}>
                  <Link to={paths.admin.editUser(item.userId)}>{item.userName}</Link>
                  <span className="dashboard-row-text">{item.templateName}</span>
                  {item.vehicle && (
                    <Link to={paths.admin.vehicle(item.vehicle.id)}>
                      {item.vehicle.name} <span className="dashboard-plate">{formatPlate(item.vehicle.plate)}</span>
                    </Link>
                  )}
                  <time dateTime={item.dueDate}>{dueTime(item.dueDate)}</time>
                  <Badge tone={item.state === 'overdue' ? 'danger' : 'warning'}>
                    {MISSED_STATE_LABELS[item.state]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          {missed.data.items.length < missed.data.overdue + missed.data.notStarted && (
            <p className="muted">
              {t.missedTodayMore(missed.data.items.length, missed.data.overdue + missed.data.notStarted)}
            </p>
          )}
        </>
      )}
    </DashboardPanel>
  );
}
