import { formatDayBR, isoDayIn } from '@domain/dates';
import { daysLeftLabel } from '@domain/deadlines/due-status';
import { FINE_STATUS_LABELS, indicationState, NIC_RISK_LABEL, type FineStatus } from '@domain/fines/fines';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { displayTimeZone, formatCurrency } from '@/lib/format';

const STATUS_TONES: Record<FineStatus, BadgeTone> = {
  awaiting_indication: 'warning',
  driver_indicated: 'info',
  paid: 'success',
  appealed: 'neutral',
};

/** Today in the company's calendar: the indication deadline counts its days. */
export const companyToday = () => isoDayIn(new Date(), displayTimeZone());

export function FineStatusBadge({ status }: { status: FineStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{FINE_STATUS_LABELS[status] ?? status}</Badge>;
}

/**
 * While the driver is not named: 'Prazo de indicação: dd/mm/aaaa' with the days left, and past it
 * 'Risco de NIC' with the NIC (twice the fine). Nothing once named, paid or appealed.
 */
export function IndicationDeadline({
  fine,
  today = companyToday(),
}: {
  fine: { status: FineStatus; notificationDate: string; amount: number };
  today?: string;
}) {
  const state = indicationState(fine, today);
  if (!state) return null;
  return (
    <p className="row-item-meta">
      <span>
        Prazo de indicação: {formatDayBR(state.deadline)} · {daysLeftLabel(state.deadline, today)}
      </span>
      {state.nicRisk && (
        <>
          {' '}
          <Badge tone="danger">{NIC_RISK_LABEL}</Badge> <strong>NIC: {formatCurrency(state.nicAmount)}</strong>
        </>
      )}
    </p>
  );
}
