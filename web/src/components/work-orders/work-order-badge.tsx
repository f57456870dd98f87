import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@domain/work-orders/work-order';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<WorkOrderStatus, BadgeTone> = {
  open: 'neutral',
  awaiting_quote: 'info',
  quote_received: 'warning',
  approved: 'info',
  refused: 'danger',
  in_progress: 'info',
  completed: 'success',
  cancelled: 'neutral',
};

export function WorkOrderBadge({ status }: { status: WorkOrderStatus }) {
  return <Badge tone={TONES[status]}>{WORK_ORDER_STATUS_LABELS[status]}</Badge>;
}
