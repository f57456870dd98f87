import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defectMessages } from '@domain/fleet/messages';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { DefectRows } from '@/components/defects/defect-rows';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { defectQueries } from '@/data/defects/defect-queries';
import { errorMessage } from '@/lib/api-error';

export const VEHICLE_DEFECTS_PAGE_SIZE = 10;

/** The 'Defeitos' tab: every defect of the vehicle, open ones first (the API's order). */
export function DefectsTab({ vehicle }: { vehicle: VehicleWithOil }) {
  const [page, setPage] = useState(1);
  const defects = useQuery({
    ...defectQueries.list({ page, pageSize: VEHICLE_DEFECTS_PAGE_SIZE, status: 'all', vehicleId: vehicle.id }),
    placeholderData: keepPreviousData,
  });

  if (defects.isPending) return <LoadingState text="Carregando defeitos..." />;
  if (defects.isError)
    return (
      <ErrorBanner onRetry={() => defects.refetch()}>
        {errorMessage(defects.error, defectMessages.loadError)}
      </ErrorBanner>
    );
  const { items, total } = defects.data;
  if (items.length === 0)
    return <EmptyState title="Nenhum defeito" hint="Os itens reprovados nas inspeções deste veículo aparecem aqui." />;

  return (
    <>
      <DefectRows defects={items} showVehicle={false} />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / VEHICLE_DEFECTS_PAGE_SIZE))}
        onPageChange={setPage}
        summary={{ total, pageSize: VEHICLE_DEFECTS_PAGE_SIZE }}
      />
    </>
  );
}
