import {
  COMPLETION_RATINGS,
  completionLevel,
  type CompletionLevel,
  type DashboardRates,
} from '@domain/dashboard/stats';
import { ProgressBar, type ProgressTone } from '@/components/ui/progress-bar';
import { formatPercent } from '@/lib/format';
import { DashboardPanel } from './dashboard-panel';

const RATING_TONES: Record<CompletionLevel, string> = { excellent: 'success', good: 'info', poor: 'warning' };

function RateBar({ label, rate, tone }: { label: string; rate: number; tone: ProgressTone }) {
  const text = formatPercent(rate);
  return (
    <div className="rate-bar">
      <div className="rate-bar-label">
        <span>{label}</span>
        <strong>{text}</strong>
      </div>
      <ProgressBar label={label} value={rate} valueText={text} tone={tone} size="md" />
    </div>
  );
}

/** Spec /admin/dashboard: three bars (CSS only) and the completion rating of section 9. */
export function PerformancePanel({ rates }: { rates: DashboardRates }) {
  const level = completionLevel(rates.completionRate);
  return (
    <DashboardPanel title="Desempenho">
      <RateBar label="Taxa de Conclusão" rate={rates.completionRate} tone="success" />
      <RateBar label="Taxa de Atividade" rate={rates.activeRate} tone="info" />
      <RateBar label="Taxa de Atraso" rate={rates.overdueRate} tone="danger" />
      <p className={`dashboard-rating dashboard-rating-${RATING_TONES[level]}`}>{COMPLETION_RATINGS[level]}</p>
    </DashboardPanel>
  );
}
