import { OIL_STATUS_LABELS, type OilStatus } from '@domain/fleet/oil';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Spec section 4: 'Em dia' green, 'Próxima' yellow, 'Vencida' red (oil changes and service reminders alike). */
const OIL_STATUS_TONES: Record<OilStatus, BadgeTone> = { ok: 'success', warning: 'warning', overdue: 'danger' };

export function OilStatusBadge({ status }: { status: OilStatus }) {
  return <Badge tone={OIL_STATUS_TONES[status]}>{OIL_STATUS_LABELS[status]}</Badge>;
}
