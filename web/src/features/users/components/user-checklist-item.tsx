import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { isLate, progressPercent, type ChecklistSummary } from '@domain/checklists/checklist.schema';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { ChecklistStatusBadge } from './checklist-status-badge';

/** Statuses where the field user is still answering: the ones whose progress is worth a bar. */
const SHOWS_PROGRESS: ReadonlySet<ChecklistSummary['status']> = new Set(['in_progress', 'rejected']);

interface UserChecklistItemProps {
  checklist: ChecklistSummary;
  now: Date;
  onRemove: () => void;
}

export function UserChecklistItem({ checklist, now, onRemove }: UserChecklistItemProps) {
  const titleId = useId();
  const overdue = isLate(checklist, now);
  const percent = progressPercent(checklist);

  return (
    <li className="user-checklist" aria-labelledby={titleId}>
      <div className="user-checklist-header">
        <h3 id={titleId} className="user-checklist-title">
          {checklist.templateName}
        </h3>
        <ChecklistStatusBadge status={checklist.status} />
        <Button
          variant="ghost"
          size="sm"
          className="btn-ghost-danger user-checklist-remove"
          aria-label={`Remover checklist ${checklist.templateName}`}
          title="Remover checklist"
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" />
        </Button>
      </div>
      <dl className="user-checklist-dates">
        <div>
          <dt>Atribuído em</dt>
          <dd>{formatDate(checklist.assignedAt)}</dd>
        </div>
        <div>
          <dt>Prazo</dt>
          <dd>
            {formatDateTime(checklist.dueDate)}
            {overdue && <span className="overdue-text"> (Atrasado)</span>}
          </dd>
        </div>
        {checklist.completedAt && (
          <div>
            <dt>Concluído em</dt>
            <dd>{formatDateTime(checklist.completedAt)}</dd>
          </div>
        )}
      </dl>
      {SHOWS_PROGRESS.has(checklist.status) && (
        <div className="user-checklist-progress">
          <span>Progresso: {percent}%</span>
          <div
            className="progress-track"
            role="progressbar"
            aria-label={`Progresso de ${checklist.templateName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="progress-fill" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
    </li>
  );
}
