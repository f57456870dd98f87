import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Wrench from 'lucide-react/icons/wrench';
import { DEFECT_STATUS_LABELS } from '@domain/fleet/defect';
import { DEFECT_STATUS_FILTERS, type DefectStatusFilter } from '@domain/fleet/defect.schema';
import { defectMessages } from '@domain/fleet/messages';
import { DEFECT_SEVERITIES, DEFECT_SEVERITY_LABELS } from '@domain/templates/template.schema';
import { DefectRows } from '@/components/defects/defect-rows';
import { ExportMenu } from '@/components/exports/export-menu';
import { EnumFilter, FilterBar, oneOf } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { defectQueries } from '@/data/defects/defect-queries';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import { VehicleFilter } from '@/components/fleet/choice-selects';

export const DEFECTS_PAGE_SIZE = 20;

export const STATUS_FILTER_LABELS: Record<DefectStatusFilter, string> = {
  active: 'Abertos e em andamento',
  ...DEFECT_STATUS_LABELS,
  all: 'Todos',
};

/**
 * `/admin/defects` ('Defeitos'): the company's defects, open ones by default, filtered by status,
 * severity and vehicle; page and filters live in the URL.
 */
export function DefectsRoute() {
  const list = useListParams();
  const { params } = useFilterParams();
  const filters = {
    status: oneOf(DEFECT_STATUS_FILTERS, params.get('status')) ?? 'active',
    severity: oneOf(DEFECT_SEVERITIES, params.get('severity')),
    vehicleId: params.get('vehicleId') || undefined,
  };
  const defects = useQuery({
    ...defectQueries.list({ ...list.pageQuery, pageSize: DEFECTS_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="page">
      <PageHeader
        title="Defeitos"
        subtitle="Falhas encontradas nas inspeções dos veículos e o que foi feito com elas."
        actions={<ExportMenu list="defects" filters={filters} />}
      />

      <FilterBar>
        <EnumFilter
          name="status"
          label="Status"
          fallback="active"
          values={DEFECT_STATUS_FILTERS}
          labels={STATUS_FILTER_LABELS}
        />
        <EnumFilter
          name="severity"
          label="Gravidade"
          allLabel="Todas as gravidades"
          values={DEFECT_SEVERITIES}
          labels={DEFECT_SEVERITY_LABELS}
        />
        <VehicleFilter />
      </FilterBar>

      <PaginatedList
        list={list}
        result={defects}
        numbered
        summary
        loadingText="Carregando defeitos..."
        errorText={defectMessages.loadError}
        empty={{
          icon: <Wrench size={40} />,
          title: 'Nenhum defeito encontrado',
          hint: 'Nenhum defeito com estes filtros.',
        }}
      >
        {(items) => <DefectRows defects={items} />}
      </PaginatedList>
    </div>
  );
}
