import { useEffect, useMemo, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { MonthlyCost } from '@domain/fleet/history';
import { formatCurrency, formatDayMonth } from '@/lib/format';
import { formatKmPerLiter } from './fleet-format';

/**
 * The vehicle page's charts, with uPlot (22 KB, research/libraries.md). This module is only
 * imported lazily by the detail screen: no other screen downloads the chart library.
 */

const HEIGHT = 240;
const COLORS = { maintenance: '#a16207', fuel: '#1d4ed8', economy: '#15803d' };
const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** 'nov. de 25' → 'nov/25' */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const parts = monthName.formatToParts(new Date(Date.UTC(year, m - 1, 15)));
  const name = parts.find((p) => p.type === 'month')?.value.replace('.', '') ?? month;
  const yy = parts.find((p) => p.type === 'year')?.value ?? '';
  return `${name}/${yy}`;
}

/** A uPlot chart that follows its container's width. */
function Chart({ options, data }: { options: Omit<Options, 'width' | 'height'>; data: AlignedData }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const width = () => Math.max(280, element.clientWidth);
    const chart = new uPlot({ ...options, width: width(), height: HEIGHT }, data, element);
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [options, data]);
  return <div ref={ref} className="chart-canvas" aria-hidden="true" />;
}

export interface EconomyPoint {
  at: string;
  kmPerLiter: number;
}

interface VehicleChartsProps {
  monthlyCosts: MonthlyCost[];
  economy: EconomyPoint[];
}

export function VehicleCharts({ monthlyCosts, economy }: VehicleChartsProps) {
  const costs = useMemo(() => {
    const labels = monthlyCosts.map((m) => monthLabel(m.month));
    const options: Omit<Options, 'width' | 'height'> = {
      scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
      axes: [
        { values: (_u, ticks) => ticks.map((t) => labels[t] ?? ''), space: 40 },
        { values: (_u, ticks) => ticks.map((t) => formatCurrency(t).replace(/,00$/, '')), size: 80 },
      ],
      series: [
        {},
        {
          label: 'Manutenção',
          stroke: COLORS.maintenance,
          fill: `${COLORS.maintenance}cc`,
          paths: uPlot.paths.bars!({ size: [0.35, 40], align: -1 }),
          points: { show: false },
          value: (_u, v) => (v === null ? '–' : formatCurrency(v)),
        },
        {
          label: 'Combustível',
          stroke: COLORS.fuel,
          fill: `${COLORS.fuel}cc`,
          paths: uPlot.paths.bars!({ size: [0.35, 40], align: 1 }),
          points: { show: false },
          value: (_u, v) => (v === null ? '–' : formatCurrency(v)),
        },
      ],
      legend: { live: false },
    };
    const data: AlignedData = [
      monthlyCosts.map((_m, i) => i),
      monthlyCosts.map((m) => m.maintenance),
      monthlyCosts.map((m) => m.fuel),
    ];
    return { options, data };
  }, [monthlyCosts]);

  const consumption = useMemo(() => {
    const options: Omit<Options, 'width' | 'height'> = {
      scales: { x: { time: true } },
      axes: [
        { values: (_u, ticks) => ticks.map((t) => formatDayMonth(new Date(t * 1000))), space: 60 },
        { values: (_u, ticks) => ticks.map((t) => t.toLocaleString('pt-BR')), size: 50 },
      ],
      series: [
        { value: (_u, v) => (v === null ? '–' : formatDayMonth(new Date(v * 1000))) },
        {
          label: 'km/L',
          stroke: COLORS.economy,
          width: 2,
          points: { show: true, size: 6 },
          value: (_u, v) => (v === null ? '–' : formatKmPerLiter(v)),
        },
      ],
      legend: { live: false },
    };
    const data: AlignedData = [
      economy.map((p) => Date.parse(p.at) / 1000),
      economy.map((p) => Math.round(p.kmPerLiter * 10) / 10),
    ];
    return { options, data };
  }, [economy]);

  return (
    <div className="vehicle-charts">
      <figure className="card chart-card">
        <figcaption className="card-title">Custos mensais (manutenção x combustível)</figcaption>
        <Chart options={costs.options} data={costs.data} />
        <table className="sr-only">
          <caption>Custos mensais</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">Manutenção</th>
              <th scope="col">Combustível</th>
            </tr>
          </thead>
          <tbody>
            {monthlyCosts.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{formatCurrency(m.maintenance)}</td>
                <td>{formatCurrency(m.fuel)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
      <figure className="card chart-card">
        <figcaption className="card-title">Consumo ao longo do tempo (km/L)</figcaption>
        {economy.length === 0 ? (
          <p className="muted">O consumo aparece depois de dois abastecimentos com tanque cheio.</p>
        ) : (
          <Chart options={consumption.options} data={consumption.data} />
        )}
      </figure>
    </div>
  );
}
