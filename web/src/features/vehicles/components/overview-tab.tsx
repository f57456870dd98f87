import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isoDayIn } from '@domain/dates';
import { licensingMonthLabel, UF_NAMES, VEHICLE_TYPE_LABELS } from '@domain/documents/licensing';
import { FUEL_TYPE_LABELS, type FuelType } from '@domain/fleet/fuel';
import { vehicleMessages } from '@domain/fleet/messages';
import { ODOMETER_SOURCE_LABELS } from '@domain/fleet/odometer';
import type { VehicleOverview, VehicleWithOil } from '@domain/fleet/vehicle-api';
import { paths } from '@domain/paths';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { displayTimeZone, formatCurrency, formatDate, formatKm } from '@/lib/format';
import { formatCostPerKm, formatKmPerLiter } from './fleet-format';
import { RemindersPanel } from './reminders-panel';
import type { EconomyPoint } from './vehicle-charts';

// The chart library comes with this chunk only, fetched when the overview shows.
const VehicleCharts = lazy(async () => ({ default: (await import('./vehicle-charts')).VehicleCharts }));

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="facts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The odometer readings shown, newest first. */
export const ODOMETER_ITEMS = 6;

/** km/L of each measured fill-up, in date order: the odometer timeline dates the fill-ups. */
export function economyPoints(overview: VehicleOverview): EconomyPoint[] {
  return overview.odometer.flatMap((reading) => {
    const value = reading.source === 'fuel' ? overview.fuelEconomy.perFill[reading.recordId] : null;
    return typeof value === 'number' ? [{ at: reading.at, kmPerLiter: value }] : [];
  });
}

export function OverviewTab({ vehicle, overview }: { vehicle: VehicleWithOil; overview: VehicleOverview }) {
  const { oil } = vehicle;
  const economy = overview.fuelEconomy;
  const byType = Object.entries(economy.byFuelType) as Array<[FuelType, number]>;
  const points = useMemo(() => economyPoints(overview), [overview]);
  const licensing = licensingMonthLabel(vehicle, Number(isoDayIn(new Date(), displayTimeZone()).slice(0, 4)));

  return (
    <div className="overview-grid">
      <Card>
        <h2 className="card-title">Dados do Veículo</h2>
        <Facts
          items={[
            ['Marca', vehicle.brand],
            ['Modelo', vehicle.model],
            ['Ano', vehicle.year],
            ['Cor', vehicle.color],
            ['UF', vehicle.uf ? UF_NAMES[vehicle.uf] : 'Não informada'],
            ['Tipo', VEHICLE_TYPE_LABELS[vehicle.vehicleType]],
            ['Categoria de CNH exigida', vehicle.requiredCnhCategory ?? 'Nenhuma'],
            ...(licensing ? [['Licenciamento', licensing] as [string, ReactNode]] : []),
          ]}
        />
      </Card>
      <Card>
        <h2 className="card-title">Dados de Manutenção</h2>
        <Facts
          items={[
            ['Última troca de óleo', formatKm(vehicle.lastOilChangeKm)],
            ['Intervalo de troca', formatKm(vehicle.oilChangeIntervalKm)],
            ['Próxima troca', formatKm(oil.nextChangeKm)],
            ['KM restantes', formatKm(oil.remainingKm)],
          ]}
        />
      </Card>
      <Card>
        <h2 className="card-title">Consumo</h2>
        <Facts
          items={[
            ['Consumo médio', economy.average === null ? '–' : formatKmPerLiter(economy.average)],
            ['Custo por km', economy.costPerKm === null ? '–' : formatCostPerKm(economy.costPerKm)],
            ...byType.map(([type, value]): [string, ReactNode] => [FUEL_TYPE_LABELS[type], formatKmPerLiter(value)]),
          ]}
        />
        {economy.average === null && (
          <p className="muted">O consumo aparece depois de dois abastecimentos com tanque cheio.</p>
        )}
      </Card>

      <RemindersPanel vehicle={vehicle} reminders={overview.reminders} />

      <Card aria-labelledby="recent-activity-title">
        <h2 className="card-title" id="recent-activity-title">
          Atividade Recente
        </h2>
        {overview.recentActivity.length === 0 ? (
          <p className="muted">Nenhuma atividade registrada</p>
        ) : (
          <ul className="stack-list">
            {overview.recentActivity.map((item) => (
              <li key={item.id} className="activity-item">
                <div>
                  <p className="activity-label">{item.label}</p>
                  <p className="muted">
                    {formatDate(item.performedAt)} · {item.performedBy}
                  </p>
                </div>
                <span className="activity-cost">{formatCurrency(item.cost)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card aria-labelledby="odometer-title">
        <h2 className="card-title" id="odometer-title">
          Hodômetro
        </h2>
        {overview.odometer.length === 0 ? (
          <p className="muted">Nenhuma leitura registrada</p>
        ) : (
          <ul className="stack-list" aria-labelledby="odometer-title">
            {overview.odometer
              .slice(-ODOMETER_ITEMS)
              .reverse()
              .map((reading) => (
                <li key={reading.recordId} className="activity-item">
                  <div>
                    <p className="activity-label">{formatKm(reading.km)}</p>
                    <p className="muted">
                      {formatDate(reading.at)} ·{' '}
                      {reading.source === 'inspection' ? (
                        <Link to={paths.admin.response(reading.recordId)}>
                          {ODOMETER_SOURCE_LABELS[reading.source]}
                        </Link>
                      ) : (
                        ODOMETER_SOURCE_LABELS[reading.source]
                      )}
                    </p>
                    {reading.wentBack && (
                      <p className="record-flag">
                        <AlertTriangle size={15} aria-hidden="true" />
                        {vehicleMessages.odometerWentBack}
                      </p>
                    )}
                  </div>
                </li>
              ))}
          </ul>
        )}
      </Card>

      <div className="overview-wide">
        <Suspense fallback={<LoadingState text="Carregando gráficos..." />}>
          <VehicleCharts monthlyCosts={overview.monthlyCosts} economy={points} />
        </Suspense>
      </div>
    </div>
  );
}
