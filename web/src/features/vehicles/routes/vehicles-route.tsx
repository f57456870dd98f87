import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Truck from 'lucide-react/icons/truck';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { paths } from '@domain/paths';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { CreateLink } from '@/components/ui/create-link';
import { useDeleteVehicle } from '@/data/vehicles/delete-vehicle';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { useListParams } from '@/lib/use-list-params';
import { PHONE_QUERY, useMediaQuery } from '../components/use-media-query';
import { VehicleCards, VehicleTable } from '../components/vehicle-list-views';
import { causeOf, VEHICLE_TEXTS } from '../components/vehicle-messages';
import { VehicleSummaryCards } from '../components/vehicle-summary-cards';
import '../components/vehicles.css';

/** The spec leaves the vehicle page size open: the users' 25 and their window of 5 page numbers. */
export const VEHICLES_PAGE_SIZE = 25;

export function VehiclesRoute() {
  const list = useListParams();
  const phone = useMediaQuery(PHONE_QUERY);
  const [deleting, setDeleting] = useState<VehicleWithOil | null>(null);

  const vehicles = useQuery({
    ...vehicleQueries.list({ search: list.appliedSearch, ...list.pageQuery, pageSize: VEHICLES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const deleteVehicle = useDeleteVehicle({
    onSuccess: () => {
      toast.success(VEHICLE_TEXTS.deleted);
      setDeleting(null);
    },
  });

  function confirmDelete() {
    if (!deleting) return;
    deleteVehicle.mutate(deleting.id, {
      onError: (error) => toast.error(VEHICLE_TEXTS.delete(causeOf(error))),
    });
  }

  const newVehicleLink = <CreateLink to={paths.admin.newVehicle}>Novo Veículo</CreateLink>;

  return (
    <div className="page">
      <PageHeader title="Veículos" subtitle="Gerencie a frota de veículos da empresa" actions={newVehicleLink} />

      <VehicleSummaryCards />

      <PaginatedList
        list={list}
        search={{ label: 'Buscar veículos', placeholder: 'Buscar por nome, placa, modelo ou marca...' }}
        result={vehicles}
        numbered
        summary
        loadingText="Carregando veículos..."
        errorText={VEHICLE_TEXTS.loadList(causeOf(vehicles.error))}
        empty={{
          icon: <Truck size={40} />,
          title: 'Nenhum veículo encontrado',
          hint: 'Comece adicionando um novo veículo à frota',
          searchHint: `Nenhum veículo corresponde a "${list.appliedSearch}". Tente buscar por outro nome, placa, modelo ou marca.`,
          action: newVehicleLink,
        }}
      >
        {(items) =>
          phone ? (
            <VehicleCards vehicles={items} onDelete={setDeleting} />
          ) : (
            <VehicleTable vehicles={items} onDelete={setDeleting} />
          )
        }
      </PaginatedList>

      <ConfirmDialog
        open={deleting !== null}
        title="Confirmar Exclusão"
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleteVehicle.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Tem certeza que deseja excluir o veículo {deleting?.name}?</p>
        <p className="confirm-warning">
          Esta ação não pode ser desfeita e todos os registros de manutenção e abastecimento serão perdidos.
        </p>
      </ConfirmDialog>
    </div>
  );
}
