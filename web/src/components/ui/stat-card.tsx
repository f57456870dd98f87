import type { ReactNode } from 'react';
import './stat-card.css';

/** One figure of a summary row (users, fleet, a vehicle's header), inside a <dl>; '–' while it loads. */
export function StatCard({ icon, label, value }: { icon?: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="card stat-card">
      <dt className="stat-card-label">
        {icon && (
          <span className="stat-card-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {label}
      </dt>
      <dd className="stat-card-value">{value ?? '–'}</dd>
    </div>
  );
}
