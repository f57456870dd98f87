import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { DEADLINE_KIND_LABELS, DEADLINE_KINDS, type DeadlineKind } from '@domain/deadlines/deadlines';
import { DUE_STATUS_LABELS, DUE_STATUSES, type DueStatus } from '@domain/deadlines/due-status';
import { deadlineMessages } from '@domain/deadlines/messages';
import { SelectField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { deadlineQueries } from '@/data/deadlines/deadline-queries';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import { DeadlineRow } from '../components/deadline-row';
import { DriverSelect, VehicleSelect } from '@/components/fleet/choice-selects';

export const DEADLINES_PAGE_SIZE = 20;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * `/admin/deadlines` ('Vencimentos', issue 24): every document, CNH, exam and fine deadline of the
 * company, soonest first (the past ones first of all), filtered by kind, status, vehicle and
 * driver; page and filters live in the URL, so the dashboard's counts link to a filtered list.
 */
export function DeadlinesRoute() {
  const list = useListParams();
  const { params, setFilter } = useFilterParams();
  const filters = {
    kind: oneOf<DeadlineKind>(DEADLINE_KINDS, params.get('kind')),
    status: oneOf<DueStatus>(DUE_STATUSES, params.get('status')),
    vehicleId: params.get('vehicleId') || undefined,
    driverId: params.get('driverId') || undefined,
  };
  const deadlines = useQuery({
    ...deadlineQueries.list({ page: list.page, pageSize: DEADLINES_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });
  const today = deadlines.data?.today ?? '';

  return (
    <div className="page">
      <PageHeader
        title="Vencimentos"
        subtitle="Documentos dos veículos, CNHs, exames toxicológicos e prazos de indicação de multas, do mais próximo ao mais distante."
      />

      <div className="deadline-filters">
        <SelectField label="Tipo" value={filters.kind ?? ''} onChange={(e) => setFilter('kind', e.target.value)}>
          <option value="">Todos os tipos</option>
          {DEADLINE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DEADLINE_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Situação"
          value={filters.status ?? ''}
          onChange={(e) => setFilter('status', e.target.value)}
        >
          <option value="">Todas as situações</option>
          {DUE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DUE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <VehicleSelect
          label="Veículo"
          emptyLabel="Todos os veículos"
          value={filters.vehicleId ?? ''}
          onChange={(e) => setFilter('vehicleId', e.target.value)}
        />
        <DriverSelect
          label="Motorista"
          emptyLabel="Todos os motoristas"
          value={filters.driverId ?? ''}
          onChange={(e) => setFilter('driverId', e.target.value)}
        />
      </div>

      <PaginatedList
        list={list}
        result={deadlines}
        pageSize={DEADLINES_PAGE_SIZE}
        windowSize={5}
        summary
        loadingText="Carregando vencimentos..."
        errorText={deadlineMessages.loadError}
        empty={{
          icon: <CalendarCheck size={40} />,
          title: 'Nenhum vencimento encontrado',
          hint: deadlineMessages.empty,
          searchHint: deadlineMessages.empty,
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
