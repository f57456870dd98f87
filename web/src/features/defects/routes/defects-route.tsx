import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { DEFECT_STATUS_LABELS } from '@domain/fleet/defect';
import { DEFECT_STATUS_FILTERS, type DefectStatusFilter } from '@domain/fleet/defect.schema';
import { DEFECT_SEVERITIES, DEFECT_SEVERITY_LABELS, type DefectSeverity } from '@domain/templates/template.schema';
import { DefectRows } from '@/components/defects/defect-rows';
import { SelectField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { defectQueries } from '@/data/defects/defect-queries';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import { VehicleSelect } from '@/components/fleet/choice-selects';

export const DEFECTS_PAGE_SIZE = 20;

export const STATUS_FILTER_LABELS: Record<DefectStatusFilter, string> = {
  active: 'Abertos e em andamento',
  ...DEFECT_STATUS_LABELS,
  all: 'Todos',
};

const statusOf = (value: string | null): DefectStatusFilter =>
  (DEFECT_STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as DefectStatusFilter) : 'active';
const severityOf = (value: string | null) =>
  (DEFECT_SEVERITIES as readonly string[]).includes(value ?? '') ? (value as DefectSeverity) : undefined;

/**
 * `/admin/defects` ('Defeitos'): the company's defects, open ones by default, filtered by status,
 * severity and vehicle; page and filters live in the URL.
 */
export function DefectsRoute() {
  const list = useListParams();
  const { params, setFilter } = useFilterParams();
  const filters = {
    status: statusOf(params.get('status')),
    severity: severityOf(params.get('severity')),
    vehicleId: params.get('vehicleId') || undefined,
  };
  const defects = useQuery({
    ...defectQueries.list({ page: list.page, pageSize: DEFECTS_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="page">
      <PageHeader
        title="Defeitos"
        subtitle="Falhas encontradas nas inspeções dos veículos e o que foi feito com elas."
      />

      <div className="defect-filters">
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(e) => setFilter('status', e.target.value === 'active' ? null : e.target.value)}
        >
          {DEFECT_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {STATUS_FILTER_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Gravidade"
          value={filters.severity ?? ''}
          onChange={(e) => setFilter('severity', e.target.value)}
        >
          <option value="">Todas as gravidades</option>
          {DEFECT_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {DEFECT_SEVERITY_LABELS[severity]}
            </option>
          ))}
        </SelectField>
        <VehicleSelect
          label="Veículo"
          emptyLabel="Todos os veículos"
          value={filters.vehicleId ?? ''}
          onChange={(e) => setFilter('vehicleId', e.target.value)}
        />
      </div>

      <PaginatedList
        list={list}
        result={defects}
        pageSize={DEFECTS_PAGE_SIZE}
        windowSize={5}
        summary
        loadingText="Carregando defeitos..."
        errorText="Erro ao carregar defeitos"
        empty={{
          icon: <Wrench size={40} />,
          title: 'Nenhum defeito encontrado',
          hint: 'Nenhum defeito com estes filtros.',
          searchHint: 'Nenhum defeito com estes filtros.',
        }}
      >
        {(items) => <DefectRows defects={items} />}
      </PaginatedList>
    </div>
  );
}
