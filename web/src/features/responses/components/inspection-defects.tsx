import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DEFECT_STATUS_LABELS, type Defect, type DefectStatus } from '@domain/fleet/defect';
import { defectMessages } from '@domain/fleet/messages';
import { paths } from '@domain/paths';
import { DEFECT_SEVERITY_LABELS } from '@domain/templates/template.schema';
import { NewSinceCheckOutBadge } from '@/components/defects/defect-badges';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { responseQueries } from '@/data/responses/response-queries';
import { formatDateTime } from '@/lib/format';

const STATUS_TONES: Record<DefectStatus, BadgeTone> = {
  open: 'danger',
  in_progress: 'warning',
  resolved: 'success',
  dismissed: 'neutral',
};

/** The vehicle's 'Defeitos' tab (`?aba=`, as its other tabs), where the defect is dealt with. */
function defectLink(defect: Defect): string {
  return `${paths.admin.vehicle(defect.vehicle.id)}?${new URLSearchParams({ aba: 'defeitos' })}`;
}

/**
 * 'Defeitos abertos por esta inspeção': the defects this checklist's failed items opened, or were
 * reported again on ('Reportado novamente'), with their severity and where they stand now.
 */
export function InspectionDefects({ checklistId }: { checklistId: string }) {
  const headingId = useId();
  const defects = useQuery(responseQueries.defects(checklistId));

  let content;
  if (defects.isPending) {
    content = <LoadingState text="Carregando defeitos..." />;
  } else if (defects.isError) {
    content = <ErrorBanner onRetry={() => defects.refetch()}>{defectMessages.loadError}</ErrorBanner>;
  } else if (defects.data.items.length === 0) {
    content = <p className="muted">Nenhum defeito aberto por esta inspeção</p>;
  } else {
    content = (
      <ul className="stack-list inspection-defects" aria-labelledby={headingId}>
        {defects.data.items.map((defect) => (
          <li key={defect.id} className="inspection-defect">
            <Link to={defectLink(defect)}>{defect.title}</Link>
            <span className="inspection-defect-badges">
              <Badge tone={defect.severity === 'critical' ? 'danger' : 'warning'}>
                {DEFECT_SEVERITY_LABELS[defect.severity]}
              </Badge>
              <Badge tone={STATUS_TONES[defect.status]}>{DEFECT_STATUS_LABELS[defect.status]}</Badge>
              <NewSinceCheckOutBadge mark={defect.newSinceCheckOut} />
            </span>
            <span className="muted">
              {defect.firstReport.checklistId === checklistId
                ? `Aberto em ${formatDateTime(defect.openedAt)}`
                : `Reportado novamente · aberto em ${formatDateTime(defect.openedAt)}`}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        Defeitos abertos por esta inspeção
      </h2>
      {content}
    </section>
  );
}
