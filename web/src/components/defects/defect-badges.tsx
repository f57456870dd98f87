import { NEW_SINCE_CHECK_OUT_LABEL, newSinceCheckOutDriver, type NewSinceCheckOut } from '@domain/fleet/custody';
import { DEFECT_STATUS_LABELS, OUT_OF_SERVICE_LABEL, type Defect, type DefectStatus } from '@domain/fleet/defect';
import { DEFECT_SEVERITY_LABELS, type DefectSeverity } from '@domain/templates/template.schema';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

const STATUS_TONES: Record<DefectStatus, BadgeTone> = {
  open: 'warning',
  in_progress: 'info',
  resolved: 'success',
  dismissed: 'neutral',
};

/** 'Crítico' in red: the vehicle must not be used. */
export function SeverityBadge({ severity }: { severity: DefectSeverity }) {
  return (
    <Badge tone={severity === 'critical' ? 'danger' : 'warning'}>{DEFECT_SEVERITY_LABELS[severity] ?? severity}</Badge>
  );
}

export function DefectStatusBadge({ status }: { status: DefectStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{DEFECT_STATUS_LABELS[status] ?? status}</Badge>;
}

/** The red 'Fora de serviço' of a vehicle with an open critical defect. */
export function OutOfServiceBadge() {
  return <Badge tone="danger">{OUT_OF_SERVICE_LABEL}</Badge>;
}

/** 'Novo desde a saída': found at a check-in though it passed at the check-out, naming who had the vehicle. */
export function NewSinceCheckOutBadge({ mark }: { mark: NewSinceCheckOut | undefined }) {
  if (!mark) return null;
  return (
    <span className="new-since-check-out">
      <Badge tone="danger">{NEW_SINCE_CHECK_OUT_LABEL}</Badge>
      <span className="muted">{newSinceCheckOutDriver(mark.driverName)}</span>
    </span>
  );
}

/** 'Reportado 3 vezes': how many inspections found it. */
const reportsCountText = (count: number) => (count === 1 ? 'Reportado 1 vez' : `Reportado ${count} vezes`);

/** 'Aberto em 24/11/2026 14:30 · Reportado 3 vezes': in a defect's row and its detail. */
export function DefectOpened({
  defect,
  className,
}: {
  defect: Pick<Defect, 'openedAt' | 'reportsCount'>;
  className: string;
}) {
  return (
    <p className={className}>
      Aberto em {formatDateTime(defect.openedAt)} · {reportsCountText(defect.reportsCount)}
    </p>
  );
}
