import './progress-bar.css';

export type ProgressTone = 'warning' | 'success' | 'info' | 'danger';

interface ProgressBarProps {
  /** The bar's accessible name. */
  label: string;
  /** 0–100; a figure beyond 100 fills the bar. */
  value: number;
  /** What a screen reader says instead of the bare number (a formatted percent). */
  valueText?: string;
  tone?: ProgressTone;
  /** The dashboard's bars are a little thicker. */
  size?: 'sm' | 'md';
}

/** A horizontal bar, CSS only, announced as a progressbar from 0 to 100. */
export function ProgressBar({ label, value, valueText, tone = 'warning', size = 'sm' }: ProgressBarProps) {
  return (
    <div
      className={`progress-track progress-track-${size}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className={`progress-fill progress-fill-${tone}`} style={{ width: `${Math.min(100, value)}%` }} />
    </div>
  );
}
