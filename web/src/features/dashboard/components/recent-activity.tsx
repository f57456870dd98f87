import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Eye from 'lucide-react/icons/eye';
import Send from 'lucide-react/icons/send';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityType, RecentActivity as Activity } from '@domain/dashboard/dashboard.types';
import { paths } from '@domain/paths';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/format';
import { DashboardPanel } from './dashboard-panel';
import { ACTIVITY_LABELS, DASHBOARD_TEXTS } from './dashboard-texts';

/** Spec section 9: the API keeps 10, the screen shows 5 until asked for more. */
export const ACTIVITY_SHOWN = 5;

const ICONS: Record<ActivityType, ReactNode> = {
  completed: <ClipboardCheck size={18} />,
  approved: <CircleCheck size={18} />,
  rejected: <CircleX size={18} />,
  assigned: <Send size={18} />,
  reviewed: <Eye size={18} />,
};

/**
 * A sent or reviewed checklist opens in the review screen; a checklist just assigned is not there
 * yet (the review list holds those sent or answered), so it leads to the users, where assignments are seen.
 */
function linkOf(activity: Activity): string {
  return activity.type === 'assigned' ? paths.admin.users : paths.admin.response(activity.id);
}

export function RecentActivity({ activities, now }: { activities: Activity[]; now: Date }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? activities : activities.slice(0, ACTIVITY_SHOWN);

  return (
    <DashboardPanel title="Atividade Recente">
      {activities.length === 0 ? (
        <p className="muted">{DASHBOARD_TEXTS.noActivity}</p>
      ) : (
        <ul className="stack-list activity-list">
          {shown.map((activity) => (
            <li key={`${activity.type}-${activity.id}`}>
              <Link className={`activity-item activity-${activity.type}`} to={linkOf(activity)}>
                <span className="activity-icon" aria-hidden="true">
                  {ICONS[activity.type]}
                </span>
                <span className="activity-text">
                  <strong>{ACTIVITY_LABELS[activity.type]}</strong>
                  <span>
                    {activity.templateName} · {activity.userName}
                  </span>
                </span>
                <time className="activity-time" dateTime={activity.date}>
                  {formatRelativeTime(activity.date, now)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {activities.length > ACTIVITY_SHOWN && (
        <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? DASHBOARD_TEXTS.showLess : DASHBOARD_TEXTS.showMore}
        </Button>
      )}
    </DashboardPanel>
  );
}
