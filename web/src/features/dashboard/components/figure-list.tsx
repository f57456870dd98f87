import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  tone?: 'neutral' | 'info' | 'warning' | 'success' | 'danger';
}

/** A labelled row of small figures (status counters, the weekly summary, the fleet's totals). */
export function FigureList({ label, figures, className }: { label: string; figures: Figure[]; className?: string }) {
  return (
    <dl className={className ? `dashboard-figures ${className}` : 'dashboard-figures'} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label} className={`dashboard-figure dashboard-figure-${figure.tone ?? 'neutral'}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
