import { Link } from 'react-router-dom';
import { formatDayBR } from '@domain/dates';
import type { DeadlineItem } from '@domain/deadlines/deadline-list';
import { DEADLINE_KIND_LABELS } from '@domain/deadlines/deadlines';
import { DUE_STATUS_LABELS, daysLeftLabel, type DueStatus } from '@domain/deadlines/due-status';
import { formatPlate } from '@domain/fleet/plate';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatCurrency } from '@/lib/format';
import './deadlines.css';

export const DUE_STATUS_TONES: Record<DueStatus, BadgeTone> = {
  expired: 'danger',
  due_soon: 'warning',
  ok: 'success',
};

/** Whose or which: the vehicle of a document or fine, the driver of a CNH or exam. */
function subjectOf(item: DeadlineItem): string | null {
  if (item.vehicle) return `${item.vehicle.name}${item.vehicle.plate ? ` · ${formatPlate(item.vehicle.plate)}` : ''}`;
  return item.driver?.name ?? null;
}

/**
 * One deadline: what it is, of which vehicle or driver, the day, its status with the days left
 * (from the company's `today`) and, for a fine, the NIC the company pays if no driver is named.
 */
export function DeadlineRow({ item, today }: { item: DeadlineItem; today: string }) {
  const subject = subjectOf(item);
  return (
    <li className="deadline-row">
      <div className="deadline-main">
        <span className="deadline-kind">{DEADLINE_KIND_LABELS[item.kind]}</span>
        <Link to={item.link} className="deadline-title">
          {item.title}
        </Link>
        {subject && <span className="deadline-subject">{subject}</span>}
      </div>
      <div className="deadline-due">
        <time dateTime={item.dueDay}>{formatDayBR(item.dueDay)}</time>
        <Badge tone={DUE_STATUS_TONES[item.status]}>{DUE_STATUS_LABELS[item.status]}</Badge>
        <span className="deadline-left">{daysLeftLabel(item.dueDay, today)}</span>
        {item.nicAmount !== null && <span className="deadline-nic">NIC: {formatCurrency(item.nicAmount)}</span>}
      </div>
    </li>
  );
}
