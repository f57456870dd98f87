import { useQuery } from '@tanstack/react-query';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Droplet from 'lucide-react/icons/droplet';
import Fuel from 'lucide-react/icons/fuel';
import Plus from 'lucide-react/icons/plus';
import Wrench from 'lucide-react/icons/wrench';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import type { ExportList } from '@domain/exports/lists';
import { FUEL_TYPE_LABELS } from '@domain/fleet/fuel';
import { MAINTENANCE_TYPE_LABELS, type RecordKind, type StoredRecord } from '@domain/fleet/records.schema';
import { vehicleMessages } from '@domain/fleet/messages';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { ExportMenu } from '@/components/exports/export-menu';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LoadingState } from '@/components/ui/spinner';
import { DeleteAction } from '@/components/ui/row-actions';
import { useDeleteVehicleRecord } from '@/data/vehicles/delete-vehicle-record';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { errorMessage } from '@/lib/api-error';
import { formatCurrency, formatDateTime, formatKm } from '@/lib/format';
import { formatCostPerKm, formatKmPerLiter, formatLiters, formatPricePerLiter } from './fleet-format';
import { FuelModal } from './fuel-modal';
import { MaintenanceModal } from './maintenance-modal';
import { OilChangeModal } from './oil-change-modal';
import { RECORD_MODAL_TITLES } from './record-modal-frame';
import { VEHICLE_TEXTS } from './vehicle-messages';

const ICONS: Record<RecordKind, ReactNode> = {
  maintenance: <Wrench size={40} />,
  fuel: <Fuel size={40} />,
  oil_change: <Droplet size={40} />,
};

/** One fact of a record: label and value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A reading below an earlier one is kept, and flagged. */
function WentBack({ flagged }: { flagged: boolean }) {
  if (!flagged) return null;
  return (
    <p className="record-flag">
      <AlertTriangle size={15} aria-hidden="true" />
      {vehicleMessages.odometerWentBack}
    </p>
  );
}

interface RecordItemProps {
  title: string;
  cost: number;
  performedAt: string;
  performedBy: string;
  onDelete: () => void;
  children: ReactNode;
}

function RecordItem({ title, cost, performedAt, performedBy, onDelete, children }: RecordItemProps) {
  return (
    <li className="record-item" aria-label={`${title} em ${formatDateTime(performedAt)}`}>
      <div className="record-item-header">
        <h3 className="record-item-title">{title}</h3>
        <span className="record-item-cost">{formatCurrency(cost)}</span>
      </div>
      <p className="muted">
        {formatDateTime(performedAt)} · {performedBy}
      </p>
      {children}
      <div className="record-item-actions">
        <DeleteAction name={`registro ${title}`} iconSize={15} onClick={onDelete} />
      </div>
    </li>
  );
}

const ADD_LABELS: Record<RecordKind, string> = RECORD_MODAL_TITLES;

/** The export of each tab's records (its 'Exportar'). */
const RECORD_EXPORT_LISTS = {
  maintenance: 'maintenance',
  fuel: 'fuel',
  oil_change: 'oil_changes',
} as const satisfies Record<RecordKind, ExportList>;
type RecordExportList = (typeof RECORD_EXPORT_LISTS)[RecordKind];

interface RecordsTabProps<K extends RecordKind> {
  vehicle: VehicleWithOil;
  kind: K;
  renderItem: (record: StoredRecord<K>, onDelete: () => void) => ReactNode;
  aside?: ReactNode;
  /** The add modal; it gets the records shown, newest first. */
  modal: (onClose: () => void, records: Array<StoredRecord<K>>) => ReactNode;
}

/** A history tab: its add button and modal, its records newest first, the spec's empty text, deleting one. */
function RecordsTab<K extends RecordKind>({ vehicle, kind, renderItem, aside, modal }: RecordsTabProps<K>) {
  const records = useQuery(vehicleQueries.records(vehicle.id, kind));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const deleteRecord = useDeleteVehicleRecord({
    onSuccess: () => {
      toast.success('Registro excluído com sucesso');
      setDeleting(null);
    },
  });

  return (
    <div className="records-tab">
      <div className="records-tab-header">
        {aside}
        <ExportMenu<RecordExportList> list={RECORD_EXPORT_LISTS[kind]} filters={{ vehicleId: vehicle.id }} />
        <Button onClick={() => setAdding(true)}>
          <Plus size={18} aria-hidden="true" />
          {ADD_LABELS[kind]}
        </Button>
      </div>
      {records.isPending ? (
        <LoadingState text="Carregando registros..." />
      ) : records.isError ? (
        <ErrorBanner onRetry={() => records.refetch()}>{VEHICLE_TEXTS.recordsLoadError[kind]}</ErrorBanner>
      ) : records.data.length === 0 ? (
        <EmptyState icon={ICONS[kind]} title={VEHICLE_TEXTS.recordsEmpty[kind]} />
      ) : (
        <ul className="stack-list" aria-label="Registros">
          {records.data.map((record) => renderItem(record, () => setDeleting(record.id)))}
        </ul>
      )}
      {adding && modal(() => setAdding(false), records.data ?? [])}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir Registro"
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleteRecord.isPending}
        onConfirm={() =>
          deleting &&
          deleteRecord.mutate(
            { vehicleId: vehicle.id, kind, recordId: deleting },
            { onError: (error) => toast.error(errorMessage(error, 'Erro ao excluir registro')) },
          )
        }
        onCancel={() => setDeleting(null)}
      >
        <p>Tem certeza que deseja excluir este registro? Esta ação não pode ser desfeita.</p>
      </ConfirmDialog>
    </div>
  );
}

export function MaintenanceTab({ vehicle }: { vehicle: VehicleWithOil }) {
  return (
    <RecordsTab
      vehicle={vehicle}
      kind="maintenance"
      modal={(onClose) => <MaintenanceModal vehicle={vehicle} onClose={onClose} />}
      renderItem={(record, onDelete) => (
        <RecordItem
          key={record.id}
          title={MAINTENANCE_TYPE_LABELS[record.type]}
          cost={record.cost}
          performedAt={record.performedAt}
          performedBy={record.performedBy}
          onDelete={onDelete}
        >
          <p>{record.description}</p>
          <dl className="record-facts">
            <Fact label="Quilometragem">{formatKm(record.kmAtMaintenance)}</Fact>
            {record.nextMaintenanceKm !== undefined && (
              <Fact label="Próxima manutenção">{formatKm(record.nextMaintenanceKm)}</Fact>
            )}
          </dl>
          {record.notes && <p className="record-notes">{record.notes}</p>}
          <WentBack flagged={record.odometerWentBack} />
        </RecordItem>
      )}
    />
  );
}

interface FuelTabProps {
  vehicle: VehicleWithOil;
  /** km/L of each fill-up that closes a measured stretch, from the overview. */
  perFill: Record<string, number | null>;
  average: number | null;
  costPerKm: number | null;
}

export function FuelTab({ vehicle, perFill, average, costPerKm }: FuelTabProps) {
  return (
    <RecordsTab
      vehicle={vehicle}
      kind="fuel"
      aside={
        <dl className="economy-inline">
          <Fact label="Consumo médio">{average === null ? '–' : formatKmPerLiter(average)}</Fact>
          <Fact label="Custo por km">{costPerKm === null ? '–' : formatCostPerKm(costPerKm)}</Fact>
        </dl>
      }
      // A new fill-up starts with the fuel of the last one (a diesel truck stays diesel).
      modal={(onClose, fills) => <FuelModal vehicle={vehicle} onClose={onClose} defaultFuelType={fills[0]?.fuelType} />}
      renderItem={(record, onDelete) => {
        const kmPerLiter = perFill[record.id];
        return (
          <RecordItem
            key={record.id}
            title={`Abastecimento (${FUEL_TYPE_LABELS[record.fuelType]})`}
            cost={record.totalCost}
            performedAt={record.performedAt}
            performedBy={record.performedBy}
            onDelete={onDelete}
          >
            <dl className="record-facts">
              <Fact label="Litros">{formatLiters(record.liters)}</Fact>
              <Fact label="Preço por litro">{formatPricePerLiter(record.costPerLiter)}</Fact>
              <Fact label="Quilometragem">{formatKm(record.kmAtFueling)}</Fact>
              <Fact label="Consumo">{typeof kmPerLiter === 'number' ? formatKmPerLiter(kmPerLiter) : '–'}</Fact>
              {record.fuelStation && <Fact label="Posto">{record.fuelStation}</Fact>}
            </dl>
            <p>
              <Badge tone={record.fullTank ? 'info' : 'neutral'}>{record.fullTank ? 'Tanque cheio' : 'Parcial'}</Badge>
            </p>
            {record.notes && <p className="record-notes">{record.notes}</p>}
            <WentBack flagged={record.odometerWentBack} />
          </RecordItem>
        );
      }}
    />
  );
}

export function OilChangeTab({ vehicle }: { vehicle: VehicleWithOil }) {
  return (
    <RecordsTab
      vehicle={vehicle}
      kind="oil_change"
      modal={(onClose) => <OilChangeModal vehicle={vehicle} onClose={onClose} />}
      renderItem={(record, onDelete) => (
        <RecordItem
          key={record.id}
          title={`${record.oilType} ${record.oilBrand}${record.filterChanged ? ' + Filtro' : ''}`}
          cost={record.cost}
          performedAt={record.performedAt}
          performedBy={record.performedBy}
          onDelete={onDelete}
        >
          <dl className="record-facts">
            <Fact label="KM da troca">{formatKm(record.kmAtChange)}</Fact>
            <Fact label="Próxima troca">{formatKm(record.nextChangeKm)}</Fact>
          </dl>
          {record.notes && <p className="record-notes">{record.notes}</p>}
          <WentBack flagged={record.odometerWentBack} />
        </RecordItem>
      )}
    />
  );
}
