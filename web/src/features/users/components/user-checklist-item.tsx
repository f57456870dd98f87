import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { ChecklistSummary } from '@domain/checklists/checklist.schema';
import { ChecklistDueDate } from '@/components/checklists/checklist-due-date';
import { ChecklistProgress } from '@/components/checklists/checklist-progress';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';

/** Statuses where the field user is still answering: the ones whose progress is worth a bar. */
const SHOWS_PROGRESS: ReadonlySet<ChecklistSummary['status']> = new Set(['in_progress', 'rejected']);

interface UserChecklistItemProps {
  checklist: ChecklistSummary;
  now: Date;
  onRemove: () => void;
}

export function UserChecklistItem({ checklist, now, onRemove }: UserChecklistItemProps) {
  const titleId = useId();

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
            <ChecklistDueDate checklist={checklist} now={now} />
          </dd>
        </div>
        {checklist.completedAt && (
          <div>
            <dt>Concluído em</dt>
            <dd>{formatDateTime(checklist.completedAt)}</dd>
          </div>
        )}
      </dl>
      {SHOWS_PROGRESS.has(checklist.status) && <ChecklistProgress checklist={checklist} />}
    </li>
  );
}
