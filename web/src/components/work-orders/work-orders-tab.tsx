import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { paths } from '@domain/paths';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { defectQueries } from '@/data/defects/defect-queries';
import { useOpenWorkOrder } from '@/data/work-orders/open-work-order';
import { workOrderQueries } from '@/data/work-orders/work-order-queries';
import { WorkOrderNumbersPanel } from './work-order-numbers';
import { WorkOrderRows } from './work-order-rows';

export const VEHICLE_WORK_ORDERS_PAGE_SIZE = 10;

/** The vehicle's 'Ordens de Serviço' tab: its O.S., its numbers, and a new O.S. from its open defects. */
export function WorkOrdersTab({ vehicle }: { vehicle: VehicleWithOil }) {
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const open = useOpenWorkOrder();
  const orders = useQuery({
    ...workOrderQueries.list({ page, pageSize: VEHICLE_WORK_ORDERS_PAGE_SIZE, status: 'all', vehicleId: vehicle.id }),
    placeholderData: keepPreviousData,
  });
  const defects = useQuery(defectQueries.list({ page: 1, pageSize: 50, status: 'active', vehicleId: vehicle.id }));
  const openDefects = defects.data?.items ?? [];
  const openOrder = () =>
    open.mutate(
      {
        vehicleId: vehicle.id,
        description: openDefects.length > 0 ? openDefects.map((d) => d.title).join('; ') : 'Manutenção',
        defectIds: openDefects.map((d) => d.id),
      },
      { onSuccess: (order) => navigate(paths.admin.workOrder(order.id)) },
    );

  return (
    <>
      {open.error && <ErrorBanner>{open.error.message}</ErrorBanner>}
      <Button onClick={openOrder} disabled={open.isPending}>
        {openDefects.length > 0 ? `Abrir O.S. com ${openDefects.length} defeito(s) aberto(s)` : 'Abrir O.S.'}
      </Button>
      <WorkOrderNumbersPanel vehicleId={vehicle.id} />
      {orders.isPending && <LoadingState text="Carregando ordens de serviço..." />}
      {orders.isError && <ErrorBanner onRetry={() => orders.refetch()}>{orders.error.message}</ErrorBanner>}
      {orders.data && orders.data.items.length === 0 && (
        <EmptyState title="Nenhuma ordem de serviço" hint="Os reparos deste veículo nas oficinas aparecem aqui." />
      )}
      {orders.data && orders.data.items.length > 0 && (
        <>
          <WorkOrderRows orders={orders.data.items} />
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(orders.data.total / VEHICLE_WORK_ORDERS_PAGE_SIZE))}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
