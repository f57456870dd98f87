import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { inspectionResultLabel } from '@domain/fleet/inspection';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { paths } from '@domain/paths';
import { ChecklistStatusBadge } from '@/components/checklists/checklist-status-badge';
import { ExportMenu } from '@/components/exports/export-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatKm } from '@/lib/format';

export const INSPECTIONS_PAGE_SIZE = 10;

/** The 'Inspeções' tab: the vehicle's checklists, newest first, with what each found and a link to a sent one. */
export function InspectionsTab({ vehicle }: { vehicle: VehicleWithOil }) {
  const [page, setPage] = useState(1);
  const inspections = useQuery({
    ...vehicleQueries.inspections(vehicle.id, { page, pageSize: INSPECTIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  if (inspections.isPending) return <LoadingState text="Carregando inspeções..." />;
  if (inspections.isError)
    return (
      <ErrorBanner onRetry={() => inspections.refetch()}>
        {errorMessage(inspections.error, 'Erro ao carregar as inspeções')}
      </ErrorBanner>
    );
  const { items, total } = inspections.data;
  if (items.length === 0)
    return <EmptyState title="Nenhuma inspeção" hint="As inspeções atribuídas a este veículo aparecem aqui." />;

  return (
    <>
      <div className="records-tab-header">
        <ExportMenu list="checklists" filters={{ vehicleId: vehicle.id }} />
      </div>
      <ul className="inspection-list" aria-label="Inspeções do veículo">
        {items.map((checklist) => (
          <li key={checklist.id} className="inspection-row">
            <div>
              <p>
                <strong>{checklist.templateName}</strong>
              </p>
              <p className="muted">
                {checklist.userName} · {formatDateTime(checklist.submittedAt ?? checklist.assignedAt)}
              </p>
              {checklist.inspection && (
                <p>
                  {inspectionResultLabel(checklist.inspection)}
                  {checklist.inspection.odometerKm !== null && ` · ${formatKm(checklist.inspection.odometerKm)}`}
                </p>
              )}
            </div>
            <div className="service-cell">
              <ChecklistStatusBadge status={checklist.status} />
              {checklist.submittedAt && (
                <Link to={paths.admin.response(checklist.id)} aria-label={`Ver resposta de ${checklist.userName}`}>
                  Ver resposta
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / INSPECTIONS_PAGE_SIZE))}
        onPageChange={setPage}
        summary={{ total, pageSize: INSPECTIONS_PAGE_SIZE }}
      />
    </>
  );
}
