import { CHECKLIST_STATUS_LABELS, type ChecklistStatus } from '@domain/checklists/checklist.schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Spec section 4: in the users screen Pendente is gray, Em Andamento yellow and Concluído green. */
const STATUS_TONES: Record<ChecklistStatus, BadgeTone> = {
  pending: 'neutral',
  in_progress: 'warning',
  completed: 'success',
  in_review: 'info',
  approved: 'success',
  rejected: 'danger',
};

export function ChecklistStatusBadge({ status }: { status: ChecklistStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{CHECKLIST_STATUS_LABELS[status] ?? status}</Badge>;
}
