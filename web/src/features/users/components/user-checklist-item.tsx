import Archive from 'lucide-react/icons/archive';
import Trash2 from 'lucide-react/icons/trash';
import { useId } from 'react';
import type { ChecklistSummary } from '@domain/checklists/checklist.schema';
import { isAnswerable } from '@domain/checklists/checklist-transitions';
import { ChecklistDueDate } from '@/components/checklists/checklist-due-date';
import { ChecklistProgress } from '@/components/checklists/checklist-progress';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';

interface UserChecklistItemProps {
  checklist: ChecklistSummary;
  now: Date;
  onRemove: () => void;
  /** An approved checklist is evidence: it is archived, never removed. */
  onArchive: () => void;
}

export function UserChecklistItem({ checklist, now, onRemove, onArchive }: UserChecklistItemProps) {
  const titleId = useId();

  return (
    <li className="user-checklist" aria-labelledby={titleId}>
      <div className="user-checklist-header">
        <h3 id={titleId} className="user-checklist-title">
          {checklist.templateName}
        </h3>
        <ChecklistStatusBadge status={checklist.status} />
        {checklist.archived && <span className="muted">Arquivado</span>}
        {checklist.status === 'approved' ? (
          !checklist.archived && (
            <Button
              variant="ghost"
              size="sm"
              className="user-checklist-remove"
              aria-label={`Arquivar checklist ${checklist.templateName}`}
              title="Arquivar checklist"
              onClick={onArchive}
            >
              <Archive size={16} aria-hidden="true" />
            </Button>
          )
        ) : (
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
        )}
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
      {/* Only while the field user is still answering is the progress worth a bar. */}
      {isAnswerable(checklist.status) && <ChecklistProgress checklist={checklist} />}
    </li>
  );
}
