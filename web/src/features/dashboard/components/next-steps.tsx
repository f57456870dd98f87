import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewTab } from '@domain/checklists/review.schema';
import type { FleetPanel } from '@domain/dashboard/dashboard.types';
import { OUT_OF_SERVICE_LABEL } from '@domain/fleet/defect';
import { formatPlate } from '@domain/fleet/plate';
import { paths } from '@domain/paths';
import { Badge } from '@/components/ui/badge';
import { DashboardPanel } from './dashboard-panel';
import { DASHBOARD_TEXTS } from './dashboard-texts';

const AWAITING_REVIEW_TAB: ReviewTab = 'pending';
/** 'Respostas' on its 'Pendentes' tab: the filter in the URL, so the link and a reload land on it. */
const REVIEW_LIST = `${paths.admin.responses}?status=${AWAITING_REVIEW_TAB}`;

/**
 * What waits for the admin, above the figures: the sent checklists to review, a link to them, and
 * each vehicle out of service with the critical defects that keep it there.
 */
export function NextSteps({
  awaitingReview,
  outOfService,
}: {
  awaitingReview: number;
  outOfService: FleetPanel['outOfService'];
}) {
  const t = DASHBOARD_TEXTS;
  const hintId = useId();
  return (
    <div className="dashboard-next">
      <div className={`dashboard-review ${awaitingReview > 0 ? 'dashboard-review-waiting' : ''}`}>
        <ClipboardCheck size={22} aria-hidden="true" />
        <p className="dashboard-review-text">
          <Link to={REVIEW_LIST} aria-describedby={hintId}>
            {t.awaitingReview(awaitingReview)}
          </Link>
          <span id={hintId}>{awaitingReview > 0 ? t.awaitingReviewHint : t.noneAwaitingReview}</span>
        </p>
      </div>

      {outOfService.length > 0 && (
        <DashboardPanel title={t.outOfService} hint={t.outOfServiceHint}>
          <ul className="stack-list dashboard-rows" aria-label={t.outOfService}>
            {outOfService.map((vehicle) => {
              const unnamed = vehicle.openCriticalDefects - vehicle.criticalDefects.length;
              return (
                <li key={vehicle.id} className="dashboard-out">
                  <Link to={paths.admin.vehicle(vehicle.id)}>{vehicle.name}</Link>
                  <span className="dashboard-plate">{formatPlate(vehicle.plate)}</span>
                  <Badge tone="danger">{OUT_OF_SERVICE_LABEL}</Badge>
                  <span className="muted">{t.criticalDefects(vehicle.openCriticalDefects)}</span>
                  {vehicle.criticalDefects.length > 0 && (
                    <ul className="dashboard-out-defects" aria-label={t.criticalDefectsOf(vehicle.name)}>
                      {vehicle.criticalDefects.map((defect) => (
                        <li key={defect.id}>{defect.title}</li>
                      ))}
                      {unnamed > 0 && <li className="muted">{t.moreDefects(unnamed)}</li>}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </DashboardPanel>
      )}
    </div>
  );
}
