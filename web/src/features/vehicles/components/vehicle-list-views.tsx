import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-restore';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatPlate } from '@domain/fleet/plate';
import { paths } from '@domain/paths';
import { OutOfServiceBadge } from '@/components/defects/defect-badges';
import { OilStatusBadge } from '@/components/fleet/oil-status-badge';
import { Badge } from '@/components/ui/badge';
import { buttonClass, Button } from '@/components/ui/button';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { formatInteger, formatKm } from '@/lib/format';
import { DocumentsDueBadge } from './documents-due-badge';
import type { VehicleLifecycle } from './vehicle-lifecycle';

/** What a row offers besides its links: archiving a vehicle in use; reactivating or deleting an archived one. */
type RowLifecycle = Pick<VehicleLifecycle, 'archive' | 'unarchive' | 'remove'>;

interface ListViewProps {
  vehicles: VehicleWithOil[];
  lifecycle: RowLifecycle;
}

/** 'Ford Ranger 2022': brand, model and year under the name. */
const makeLine = (v: VehicleWithOil) => [v.brand, v.model, v.year].filter(Boolean).join(' ');
/** Spec 'Status Óleo': km since the last change over the interval. */
const oilUsage = (v: VehicleWithOil) =>
  `${formatInteger(Math.max(0, v.oil.kmSinceChange))} / ${formatKm(v.oilChangeIntervalKm)}`;

function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Ativo' : 'Inativo'}</Badge>;
}

/** '2 defeitos abertos' under the status. */
export const openDefectsText = (count: number) => (count === 1 ? '1 defeito aberto' : `${count} defeitos abertos`);

/** Active or not, 'Fora de serviço' while a critical defect is open, its open defects, and a document expired or due soon. */
function ServiceStatus({ vehicle }: { vehicle: VehicleWithOil }) {
  return (
    <span className="service-cell">
      {vehicle.archived ? <Badge tone="neutral">Arquivado</Badge> : <ActiveBadge active={vehicle.isActive} />}
      {vehicle.service.outOfService && <OutOfServiceBadge />}
      {vehicle.service.openDefects > 0 && <span className="muted">{openDefectsText(vehicle.service.openDefects)}</span>}
      <DocumentsDueBadge due={vehicle.documentsDue} />
    </span>
  );
}

/** A row's action on its vehicle: the icon, and its label beside it where the row has room. */
function RowButton({
  label,
  vehicle,
  icon: Icon,
  danger,
  onClick,
}: {
  label: string;
  vehicle: VehicleWithOil;
  icon: LucideIcon;
  danger?: boolean;
  onClick: (vehicle: VehicleWithOil) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={danger ? 'btn-ghost-danger' : undefined}
      aria-label={`${label} ${vehicle.name}`}
      title={label}
      onClick={() => onClick(vehicle)}
    >
      <Icon size={16} aria-hidden="true" />
      <span className="row-action-text">{label}</span>
    </Button>
  );
}

/**
 * 'Ver detalhes', 'Editar', and 'Arquivar' (or, archived, 'Reativar' and 'Excluir definitivamente'),
 * each naming its vehicle for screen readers.
 */
function RowActions({ vehicle, lifecycle }: { vehicle: VehicleWithOil; lifecycle: RowLifecycle }) {
  return (
    <>
      <Link
        className={buttonClass('ghost', 'sm')}
        to={paths.admin.vehicle(vehicle.id)}
        aria-label={`Ver detalhes de ${vehicle.name}`}
        title="Ver detalhes"
      >
        <Eye size={16} aria-hidden="true" />
        <span className="row-action-text">Ver detalhes</span>
      </Link>
      <Link
        className={buttonClass('ghost', 'sm')}
        to={paths.admin.editVehicle(vehicle.id)}
        aria-label={`Editar ${vehicle.name}`}
        title="Editar"
      >
        <Pencil size={16} aria-hidden="true" />
        <span className="row-action-text">Editar</span>
      </Link>
      {vehicle.archived ? (
        <>
          <RowButton label="Reativar" vehicle={vehicle} icon={ArchiveRestore} onClick={lifecycle.unarchive} />
          <RowButton
            label="Excluir definitivamente"
            vehicle={vehicle}
            icon={Trash2}
            danger
            onClick={lifecycle.remove}
          />
        </>
      ) : (
        <RowButton label="Arquivar" vehicle={vehicle} icon={Archive} onClick={lifecycle.archive} />
      )}
    </>
  );
}

/** The desktop view: spec section 2's table. */
export function VehicleTable({ vehicles, lifecycle }: ListViewProps) {
  return (
    <div className="card table-card">
      <table className="fleet-table">
        <caption className="sr-only">Veículos da frota</caption>
        <thead>
          <tr>
            <th scope="col">Veículo</th>
            <th scope="col">Placa</th>
            <th scope="col">KM Atual</th>
            <th scope="col">Status Óleo</th>
            <th scope="col">Status</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {vehicles.map((vehicle) => (
            <tr key={vehicle.id} aria-label={vehicle.name}>
              <th scope="row">
                <Link className="fleet-table-name" to={paths.admin.vehicle(vehicle.id)}>
                  {vehicle.name}
                </Link>
                <span className="muted">{makeLine(vehicle)}</span>
              </th>
              <td className="plate">{formatPlate(vehicle.plate)}</td>
              <td>{formatKm(vehicle.currentKm)}</td>
              <td>
                <span className="oil-cell">
                  <span className="muted">{oilUsage(vehicle)}</span>
                  <OilStatusBadge status={vehicle.oil.status} />
                </span>
              </td>
              <td>
                <ServiceStatus vehicle={vehicle} />
              </td>
              <td>
                <div className="row-actions">
                  <RowActions vehicle={vehicle} lifecycle={lifecycle} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VehicleCard({ vehicle, lifecycle }: { vehicle: VehicleWithOil; lifecycle: RowLifecycle }) {
  const nameId = useId();
  return (
    <article className="card vehicle-card" aria-labelledby={nameId}>
      <header className="entity-card-header">
        <div>
          <h2 id={nameId} className="entity-card-title">
            {vehicle.name}
          </h2>
          <p className="muted">{makeLine(vehicle)}</p>
        </div>
        <ServiceStatus vehicle={vehicle} />
      </header>
      <dl className="vehicle-card-facts">
        <div>
          <dt>Placa</dt>
          <dd className="plate">{formatPlate(vehicle.plate)}</dd>
        </div>
        <div>
          <dt>KM Atual</dt>
          <dd>{formatKm(vehicle.currentKm)}</dd>
        </div>
        <div>
          <dt>Status Óleo</dt>
          <dd className="oil-cell">
            <span className="muted">{oilUsage(vehicle)}</span>
            <OilStatusBadge status={vehicle.oil.status} />
          </dd>
        </div>
      </dl>
      <div className="entity-card-actions">
        <RowActions vehicle={vehicle} lifecycle={lifecycle} />
      </div>
    </article>
  );
}

/** The phone view: the same rows as cards. */
export function VehicleCards({ vehicles, lifecycle }: ListViewProps) {
  return (
    <ul className="stack-list vehicle-cards" aria-label="Veículos">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <VehicleCard vehicle={vehicle} lifecycle={lifecycle} />
        </li>
      ))}
    </ul>
  );
}
