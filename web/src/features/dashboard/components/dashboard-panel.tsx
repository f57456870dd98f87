import { useId, type ReactNode } from 'react';

/** One titled card of the dashboard, a region named by its title. */
export function DashboardPanel({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card dashboard-panel" aria-labelledby={id}>
      <header className="dashboard-panel-head">
        <h2 id={id} className="card-title">
          {title}
        </h2>
        {hint && <p className="muted">{hint}</p>}
      </header>
      {children}
    </section>
  );
}
