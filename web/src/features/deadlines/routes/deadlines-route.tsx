import { keepPreviousData, useQuery } from '@tanstack/react-query';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { DEADLINE_KIND_LABELS, DEADLINE_KINDS } from '@domain/deadlines/deadlines';
import { DUE_STATUS_LABELS, DUE_STATUSES } from '@domain/deadlines/due-status';
import { deadlineMessages } from '@domain/deadlines/messages';
import { ExportMenu } from '@/components/exports/export-menu';
import { EnumFilter, FilterBar, oneOf } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { deadlineQueries } from '@/data/deadlines/deadline-queries';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import { DeadlineRow } from '../components/deadline-row';
import { DriverFilter, VehicleFilter } from '@/components/fleet/choice-selects';

export const DEADLINES_PAGE_SIZE = 20;

/**
 * `/admin/deadlines` ('Vencimentos'): every document, CNH, exam and fine deadline of the
 * company, soonest first (the past ones first of all), filtered by kind, status, vehicle and
 * driver; page and filters live in the URL, so the dashboard's counts link to a filtered list.
 */
export function DeadlinesRoute() {
  const list = useListParams();
  const { params } = useFilterParams();
  const filters = {
    kind: oneOf(DEADLINE_KINDS, params.get('kind')),
    status: oneOf(DUE_STATUSES, params.get('status')),
    vehicleId: params.get('vehicleId') || undefined,
    driverId: params.get('driverId') || undefined,
  };
  const deadlines = useQuery({
    ...deadlineQueries.list({ ...list.pageQuery, pageSize: DEADLINES_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });
  const today = deadlines.data?.today ?? '';

  return (
    <div className="page">
      <PageHeader
        title="Vencimentos"
        subtitle="Documentos dos veículos, CNHs, exames toxicológicos e prazos de indicação de multas, do mais próximo ao mais distante."
        actions={<ExportMenu list="deadlines" filters={filters} />}
      />

      <FilterBar>
        <EnumFilter
          name="kind"
          label="Tipo"
          allLabel="Todos os tipos"
          values={DEADLINE_KINDS}
          labels={DEADLINE_KIND_LABELS}
        />
        <EnumFilter
          name="status"
          label="Situação"
          allLabel="Todas as situações"
          values={DUE_STATUSES}
          labels={DUE_STATUS_LABELS}
        />
        <VehicleFilter />
        <DriverFilter label="Motorista" allLabel="Todos os motoristas" />
      </FilterBar>

      <PaginatedList
        list={list}
        result={deadlines}
        numbered
        summary
        loadingText="Carregando vencimentos..."
        errorText={deadlineMessages.loadError}
        empty={{
          icon: <CalendarCheck size={40} />,
          title: 'Nenhum vencimento encontrado',
          hint: deadlineMessages.empty,
        }}
      >
        {(items) => (
          <ul className="deadline-list" aria-label="Vencimentos">
            {items.map((item) => (
              <DeadlineRow key={item.key} item={item} today={today} />
            ))}
          </ul>
        )}
      </PaginatedList>
    </div>
  );
}
