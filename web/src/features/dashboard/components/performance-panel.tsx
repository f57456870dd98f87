import { completionRating, type DashboardRates } from '@domain/dashboard/stats';
import { formatPercent } from '@/lib/format';
import { DashboardPanel } from './dashboard-panel';

const RATING_TONES: Record<string, string> = { 'Excelente!': 'success', Bom: 'info' };

function RateBar({ label, rate, tone }: { label: string; rate: number; tone: string }) {
  const text = formatPercent(rate);
  return (
    <div className="rate-bar">
      <div className="rate-bar-label">
        <span>{label}</span>
        <strong>{text}</strong>
      </div>
      <div
        className="rate-bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rate}
        aria-valuetext={text}
      >
        <div className={`rate-bar-fill rate-bar-${tone}`} style={{ width: `${Math.min(100, rate)}%` }} />
      </div>
    </div>
  );
}

/** Spec /admin/dashboard: three bars (CSS only) and the completion rating of section 9. */
export function PerformancePanel({ rates }: { rates: DashboardRates }) {
  const rating = completionRating(rates.completionRate);
  return (
    <DashboardPanel title="Desempenho">
      <RateBar label="Taxa de Conclusão" rate={rates.completionRate} tone="success" />
      <RateBar label="Taxa de Atividade" rate={rates.activeRate} tone="info" />
      <RateBar label="Taxa de Atraso" rate={rates.overdueRate} tone="danger" />
      <p className={`dashboard-rating dashboard-rating-${RATING_TONES[rating] ?? 'warning'}`}>{rating}</p>
    </DashboardPanel>
  );
}
