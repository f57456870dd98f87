import { keepPreviousData, useQuery } from '@tanstack/react-query';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import { WORK_ORDER_STATUS_LABELS, WORK_ORDER_STATUSES } from '@domain/work-orders/work-order';
import { EnumFilter, FilterBar, oneOf } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { VehicleFilter } from '@/components/fleet/choice-selects';
import { workOrderQueries } from '@/data/work-orders/work-order-queries';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import { WorkOrderNumbersPanel } from '@/components/work-orders/work-order-numbers';
import { WorkOrderRows } from '@/components/work-orders/work-order-rows';

export const WORK_ORDERS_PAGE_SIZE = 20;

/** `/admin/work-orders` ('Ordens de Serviço'): every O.S., newest first; page and filters in the URL. */
export function WorkOrdersRoute() {
  const list = useListParams();
  const { params } = useFilterParams();
  const filters = {
    status: oneOf(WORK_ORDER_STATUSES, params.get('status')) ?? ('all' as const),
    vehicleId: params.get('vehicleId') || undefined,
  };
  const orders = useQuery({
    ...workOrderQueries.list({ ...list.pageQuery, pageSize: WORK_ORDERS_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="page">
      <PageHeader
        title="Ordens de Serviço"
        subtitle="Reparos nas oficinas: do orçamento à nota fiscal. Abra uma O.S. a partir de um defeito ou do veículo."
      />
      <WorkOrderNumbersPanel />
      <FilterBar>
        <EnumFilter
          name="status"
          label="Status"
          allLabel="Todos os status"
          values={WORK_ORDER_STATUSES}
          labels={WORK_ORDER_STATUS_LABELS}
        />
        <VehicleFilter />
      </FilterBar>
      <PaginatedList
        list={list}
        result={orders}
        numbered
        summary
        loadingText="Carregando ordens de serviço..."
        errorText="Erro ao carregar ordens de serviço"
        empty={{
          icon: <ClipboardList size={40} />,
          title: 'Nenhuma ordem de serviço',
          hint: 'Abra uma O.S. a partir de um defeito ou na página do veículo.',
          searchHint: 'Nenhuma O.S. com estes filtros.',
        }}
      >
        {(items) => <WorkOrderRows orders={items} />}
      </PaginatedList>
    </div>
  );
}
