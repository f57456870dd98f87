import { formatDayBR, isoDayIn } from '@domain/dates';
import { daysLeftLabel, dueStatus, DUE_STATUS_LABELS, type DueStatus } from '@domain/deadlines/due-status';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { displayTimeZone } from '@/lib/format';

const TONES: Record<DueStatus, BadgeTone> = { ok: 'success', due_soon: 'warning', expired: 'danger' };

/** The company's calendar day, which a CNH's and an exam's due days are counted in. */
export const companyToday = () => isoDayIn(new Date(), displayTimeZone());

/** 'Em dia' / 'Vence em breve' / 'Vencido' with the days left: 'Vencido · Venceu há 3 dias (02/11/2026)'. */
export function DueBadge({ dueDay, today = companyToday() }: { dueDay: string; today?: string }) {
  const status = dueStatus(dueDay, today);
  return (
    <span className="due-badge">
      <Badge tone={TONES[status]}>{DUE_STATUS_LABELS[status]}</Badge>{' '}
      <span className="muted">
        {daysLeftLabel(dueDay, today)} ({formatDayBR(dueDay)})
      </span>
    </span>
  );
}
