import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Receipt from 'lucide-react/icons/receipt';
import { useState } from 'react';
import { FINE_DEADLINE_FILTER_LABELS, FINE_DEADLINE_FILTERS } from '@domain/fines/fine.schema';
import { FINE_STATUS_LABELS, FINE_STATUSES } from '@domain/fines/fines';
import { fineMessages } from '@domain/fines/messages';
import { ExportMenu } from '@/components/exports/export-menu';
import { Button } from '@/components/ui/button';
import { EnumFilter, FilterBar, oneOf } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { LoadingState } from '@/components/ui/spinner';
import { fineQueries } from '@/data/fines/fine-queries';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import { FineFormModal } from '../components/fine-form-modal';
import { FineRows } from '@/components/fines/fine-rows';
import '@/components/fines/fines.css';
import { DriverFilter, VehicleFilter } from '@/components/fleet/choice-selects';

export const FINES_PAGE_SIZE = 20;

/** `?fine=ID` (a deadline's link, a row's 'Ver detalhes'): that fine, once loaded. */
function OpenFine({ id, onClose }: { id: string; onClose: () => void }) {
  const fine = useQuery(fineQueries.detail(id));
  if (fine.isPending) return <LoadingState text="Carregando multa..." />;
  if (fine.isError) return <p role="alert">{fineMessages.notFound}</p>;
  return <FineFormModal fine={fine.data} onClose={onClose} />;
}

/**
 * `/admin/fines` ('Multas'): the company's traffic fines, filtered by status, vehicle, driver and
 * deadline ('Risco de NIC', within 7 or 30 days); page, filters and the open fine live in the URL.
 */
export function FinesRoute() {
  const list = useListParams();
  const { params, setFilter } = useFilterParams();
  const [creating, setCreating] = useState(false);
  const filters = {
    status: oneOf(FINE_STATUSES, params.get('status')),
    vehicleId: params.get('vehicleId') || undefined,
    driverId: params.get('driverId') || undefined,
    deadline: oneOf(FINE_DEADLINE_FILTERS, params.get('deadline')),
  };
  const openId = params.get('fine');
  const fines = useQuery({
    ...fineQueries.list({ ...list.pageQuery, pageSize: FINES_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="page">
      <PageHeader
        title="Multas"
        subtitle="Infrações da frota e a indicação do condutor em até 30 dias da notificação."
        actions={
          <>
            <ExportMenu list="fines" filters={filters} />
            <Button onClick={() => setCreating(true)}>Nova multa</Button>
          </>
        }
      />

      <FilterBar>
        <EnumFilter
          name="status"
          label="Situação"
          allLabel="Todas as situações"
          values={FINE_STATUSES}
          labels={FINE_STATUS_LABELS}
        />
        <VehicleFilter />
        <DriverFilter label="Condutor" allLabel="Todos os condutores" />
        <EnumFilter
          name="deadline"
          label="Prazo"
          allLabel="Qualquer prazo"
          values={FINE_DEADLINE_FILTERS}
          labels={FINE_DEADLINE_FILTER_LABELS}
        />
      </FilterBar>

      <PaginatedList
        list={list}
        result={fines}
        numbered
        summary
        loadingText="Carregando multas..."
        errorText={fineMessages.loadError}
        empty={{
          icon: <Receipt size={40} />,
          title: fineMessages.empty,
          hint: 'Cadastre as multas da frota para acompanhar o prazo de indicação do condutor.',
          searchHint: 'Nenhuma multa com estes filtros.',
        }}
      >
        {(items) => <FineRows fines={items} onOpen={(fine) => setFilter('fine', fine.id)} />}
      </PaginatedList>

      {creating && <FineFormModal fine={null} onClose={() => setCreating(false)} />}
      {openId && <OpenFine key={openId} id={openId} onClose={() => setFilter('fine', null)} />}
    </div>
  );
}
