import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Calendar from 'lucide-react/icons/calendar';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import ListChecks from 'lucide-react/icons/list-checks';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { FieldChecklistSummary } from '@domain/checklists/checklist.schema';
import { formatDayBR } from '@domain/dates';
import { fieldChecklistDay } from '@domain/checklists/fill';
import { paths } from '@domain/paths';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { Badge } from '@/components/ui/badge';
import type { PendingWrites } from '@/data/offline/pending-writes';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session-context';
import { VehicleLine } from '../fill/vehicle';

/**
 * A card of the phone list (spec /mobile), and of 'Enviados' (`sent`: no due date, its review
 * state): the whole card opens the checklist. Its name is its whole text, so what a person sees
 * is what voice control and screen readers hear (WCAG 2.5.3).
 */
// Memoised: the list renders again as its copy is restored and refetched, and an unchanged
// checklist keeps its object (the query's structural sharing), so its card is not drawn again.
export const FieldChecklistCard = memo(function FieldChecklistCard({
  checklist,
  pending,
  sent = false,
}: {
  checklist: FieldChecklistSummary;
  pending?: PendingWrites;
  sent?: boolean;
}) {
  // The zone every date here is read in: a new one (the company moved) draws the card again.
  const { timeZone } = useSessionUser();
  const count = checklist.questionsCount;
  const waiting = (pending?.answers.size ?? 0) + (pending?.photos ?? 0);
  return (
    <li>
      <Link to={paths.field.checklist(checklist.id)} className={`field-card ${checklist.overdue ? 'is-overdue' : ''}`}>
        <div className="field-card-top">
          <h2>{checklist.templateName}</h2>
          {pending?.submitting ? (
            <Badge tone="warning">Envio pendente</Badge>
          ) : (
            <ChecklistStatusBadge status={checklist.status} />
          )}
        </div>
        {checklist.vehicle && (
          <VehicleLine
            className="field-card-vehicle"
            vehicle={checklist.vehicle}
            outOfService={checklist.vehicleOutOfService === true}
          />
        )}
        {/* Two checklists of one template (two days of a schedule) read alike but for their day. */}
        <p className="field-card-day">
          <CalendarDays size={15} aria-hidden="true" />
          Referente a {formatDayBR(fieldChecklistDay(checklist, timeZone))}
        </p>
        {!sent && (
          <p className={`field-card-due ${checklist.overdue ? 'overdue-text' : ''}`}>
            <Calendar size={15} aria-hidden="true" />
            {checklist.overdue ? 'Vencido' : `Vence em ${formatDateTime(checklist.dueDate)}`}
          </p>
        )}
        <p className="field-card-meta">
          <ListChecks size={15} aria-hidden="true" />
          {count} {count === 1 ? 'questão' : 'questões'}
          <span aria-hidden="true">·</span>
          {checklist.submittedAt
            ? `Enviado em ${formatDate(checklist.submittedAt)}`
            : `Criado em ${formatDate(checklist.assignedAt)}`}
        </p>
        {checklist.overdue && !sent && (
          <p className="field-card-warning">
            <AlertTriangle size={15} aria-hidden="true" /> Este checklist está vencido
          </p>
        )}
        {waiting > 0 && !pending?.submitting && (
          <p className="field-card-pending">
            <CloudUpload size={15} aria-hidden="true" /> {waiting}{' '}
            {waiting === 1 ? 'item aguardando envio' : 'itens aguardando envio'}
          </p>
        )}
        {checklist.status === 'rejected' && (
          <p className="field-card-redo">
            <RotateCcw size={15} aria-hidden="true" /> Algumas respostas foram rejeitadas. Corrija e envie novamente.
          </p>
        )}
        <ChevronRight className="field-card-chevron" size={20} aria-hidden="true" />
      </Link>
    </li>
  );
});
