import { isoDayIn } from '@domain/dates';
import { daysLeftLabel, DUE_STATUS_LABELS, dueStatus, type DueStatus } from '@domain/deadlines/due-status';
import { DOCUMENT_TYPE_LABELS, type DocumentsDue } from '@domain/documents/documents';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { displayTimeZone } from '@/lib/format';

export const DUE_TONES: Record<DueStatus, BadgeTone> = { ok: 'success', due_soon: 'warning', expired: 'danger' };

/** Today in the company's calendar, the day deadlines are counted from. */
export const companyToday = () => isoDayIn(new Date(), displayTimeZone());

/** 'Vencido' / 'Vence em breve' / 'Em dia' with 'Faltam 12 dias'. */
export function DueBadge({ dueDay, today }: { dueDay: string; today: string }) {
  const status = dueStatus(dueDay, today);
  return (
    <span className="due-badge">
      <Badge tone={DUE_TONES[status]}>{DUE_STATUS_LABELS[status]}</Badge>
      <span className="muted">{daysLeftLabel(dueDay, today)}</span>
    </span>
  );
}

/**
 * What the vehicle's first expiring document says: 'Vencido: IPVA', 'Vence em breve: Seguro'. The
 * list shows only those (`showOk` off); the detail also says 'Em dia' or that there is none.
 */
export function DocumentsDueBadge({ due, showOk = false }: { due: DocumentsDue | null; showOk?: boolean }) {
  if (!due) return showOk ? <span className="muted">Nenhum cadastrado</span> : null;
  const status = dueStatus(due.expiryDate, companyToday());
  if (status === 'ok') return showOk ? <Badge tone="success">{DUE_STATUS_LABELS.ok}</Badge> : null;
  return <Badge tone={DUE_TONES[status]}>{`${DUE_STATUS_LABELS[status]}: ${DOCUMENT_TYPE_LABELS[due.type]}`}</Badge>;
}
