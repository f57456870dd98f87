import { Link } from 'react-router-dom';
import type { FleetPanel as Fleet } from '@domain/dashboard/dashboard.types';
import { OUT_OF_SERVICE_LABEL } from '@domain/fleet/defect';
import { paths } from '@domain/paths';
import { OilStatusBadge } from '@/components/fleet/oil-status-badge';
import { WorkOrderNumbersPanel } from '@/components/work-orders/work-order-numbers';
import { formatCurrency, formatKm } from '@/lib/format';
import { DashboardPanel } from './dashboard-panel';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { FigureList } from './figure-list';

/**
 * What of the fleet needs the admin: open defects and how many vehicles are out of service (listed
 * with their defects at the top, NextSteps), oil changes and reminders due, this month's fuel spend, and
 * the work orders' numbers (cost per vehicle and per workshop by month, downtime, quotes decided).
 */
export function FleetPanel({ fleet }: { fleet: Fleet }) {
  return (
    <DashboardPanel title="Frota">
      <FigureList
        label="Resumo da frota"
        figures={[
          { label: 'Veículos ativos', value: fleet.vehiclesCount },
          { label: 'Defeitos abertos', value: fleet.openDefects, tone: fleet.openDefects > 0 ? 'warning' : 'neutral' },
          {
            label: OUT_OF_SERVICE_LABEL,
            value: fleet.outOfService.length,
            tone: fleet.outOfService.length > 0 ? 'danger' : 'neutral',
          },
          { label: 'Combustível este mês', value: formatCurrency(fleet.fuelSpendThisMonth) },
        ]}
      />

      <h3 className="dashboard-subtitle">Troca de óleo</h3>
      {fleet.oilChangeNeeded.length === 0 ? (
        <p className="muted">{DASHBOARD_TEXTS.noOilChange}</p>
      ) : (
        <ul className="stack-list dashboard-rows" aria-label="Troca de óleo">
          {fleet.oilChangeNeeded.map((vehicle) => (
            <li key={vehicle.id}>
              <Link to={paths.admin.vehicle(vehicle.id)}>{vehicle.name}</Link>
              <span className="dashboard-plate">{vehicle.plate}</span>
              {vehicle.status === 'warning' && <span className="muted">faltam {formatKm(vehicle.remainingKm)}</span>}
              <OilStatusBadge status={vehicle.status} />
            </li>
          ))}
        </ul>
      )}

      <h3 className="dashboard-subtitle">Lembretes</h3>
      {fleet.remindersDue.length === 0 ? (
        <p className="muted">{DASHBOARD_TEXTS.noReminders}</p>
      ) : (
        <ul className="stack-list dashboard-rows" aria-label="Lembretes">
          {fleet.remindersDue.map((reminder) => (
            <li key={reminder.reminderId}>
              <Link to={paths.admin.vehicle(reminder.vehicleId)}>{reminder.name}</Link>
              <span className="muted">{reminder.vehicleName}</span>
              <OilStatusBadge status={reminder.status} />
            </li>
          ))}
        </ul>
      )}

      <h3 className="dashboard-subtitle">Ordens de serviço</h3>
      <WorkOrderNumbersPanel plain />

      <Link className="dashboard-more" to={paths.admin.vehicles}>
        Ver frota
      </Link>
    </DashboardPanel>
  );
}
