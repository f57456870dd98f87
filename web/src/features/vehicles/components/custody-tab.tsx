import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CUSTODY_HISTORY_LABEL, kmDriven, type Custody, type CurrentDriver } from '@domain/fleet/custody';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { custodyQueries } from '@/data/vehicles/custody-queries';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatKm } from '@/lib/format';
import { ExportMenu } from '@/components/exports/export-menu';
import { useListParams } from '@/lib/use-list-params';

export const CUSTODY_PAGE_SIZE = 10;

/** The 'Motorista atual' card's value: who holds the vehicle since when, at which km; or no one. */
export function CurrentDriverValue({ driver }: { driver: CurrentDriver | undefined }) {
  if (!driver) return <span className="muted">Nenhum</span>;
  return (
    <span className="service-cell">
      <strong>{driver.name}</strong>
      <span className="muted">
        desde {formatDateTime(driver.since)}
        {driver.km !== null && ` · ${formatKm(driver.km)}`}
      </span>
    </span>
  );
}

const endLabel = (custody: Custody) => {
  if (!custody.to) return 'Em uso';
  const to = formatDateTime(custody.to);
  return custody.endedBy === 'next_check_out' && custody.endedByDriverName
    ? `${to} (saída de ${custody.endedByDriverName})`
    : to;
};

/** The 'Histórico de uso' tab: each custody (driver, from, to, km driven), newest first; the page is in the URL. */
export function CustodyTab({ vehicle }: { vehicle: VehicleWithOil }) {
  const { page, setPage } = useListParams();
  const history = useQuery({
    ...custodyQueries.history(vehicle.id, { page, pageSize: CUSTODY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  if (history.isPending) return <LoadingState text="Carregando histórico de uso..." />;
  if (history.isError)
    return (
      <ErrorBanner onRetry={() => history.refetch()}>
        {errorMessage(history.error, 'Erro ao carregar o histórico de uso')}
      </ErrorBanner>
    );
  const { items, total } = history.data;
  if (items.length === 0 && page === 1)
    return (
      <EmptyState
        title="Nenhum uso registrado"
        hint="Cada inspeção de saída enviada registra aqui quem ficou com o veículo."
      />
    );

  return (
    <>
      <div className="records-tab-header">
        <ExportMenu list="custody" filters={{ vehicleId: vehicle.id }} />
      </div>
      <div className="card table-card">
        <table className="fleet-table" aria-label={CUSTODY_HISTORY_LABEL}>
          <thead>
            <tr>
              <th scope="col">Motorista</th>
              <th scope="col">Saída</th>
              <th scope="col">Retorno</th>
              <th scope="col">Km rodados</th>
            </tr>
          </thead>
          <tbody>
            {items.map((custody) => {
              const km = kmDriven(custody);
              return (
                <tr key={custody.id}>
                  <td>{custody.driverName}</td>
                  <td>{formatDateTime(custody.from)}</td>
                  <td>{endLabel(custody)}</td>
                  <td>{km === null ? '—' : formatKm(km)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / CUSTODY_PAGE_SIZE))}
        onPageChange={setPage}
        summary={{ total, pageSize: CUSTODY_PAGE_SIZE }}
      />
    </>
  );
}
