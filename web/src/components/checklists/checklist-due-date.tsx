import { isOverdue, WITH_FIELD_USER_STATUSES, type ChecklistSummary } from '@domain/checklists/checklist.schema';
import { formatDateTime } from '@/lib/format';
import './checklists.css';

/** The due date, with '(Atrasado)' in red while it is past and the checklist not sent (spec section 2). */
export function ChecklistDueDate({
  checklist,
  now,
}: {
  checklist: Pick<ChecklistSummary, 'status' | 'dueDate'>;
  now: Date;
}) {
  return (
    <>
      {formatDateTime(checklist.dueDate)}
      {isOverdue(checklist, now, WITH_FIELD_USER_STATUSES) && <span className="overdue-text"> (Atrasado)</span>}
    </>
  );
}
