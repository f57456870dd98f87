import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Truck from 'lucide-react/icons/truck';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { paths } from '@domain/paths';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { needsRecentSignIn, RecentSignInPassword, useSignInAgain } from '@/components/auth/recent-sign-in';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { CreateLink } from '@/components/ui/create-link';
import { ImportLink } from '@/components/ui/import-link';
import { ExportMenu } from '@/components/exports/export-menu';
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

  // The API deletes a vehicle only for a sign-in of the last minutes: past them, the password again.
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [password, setPassword] = useState('');
  const { signingIn, signInAgain } = useSignInAgain();

  const deleteVehicle = useDeleteVehicle({
    onSuccess: () => {
      toast.success(VEHICLE_TEXTS.deleted);
      closeDelete();
    },
  });

  function closeDelete() {
    setDeleting(null);
    setNeedsSignIn(false);
    setPassword('');
  }

  async function confirmDelete() {
    if (!deleting) return;
    if (needsSignIn && !(await signInAgain(password))) return;
    deleteVehicle.mutate(deleting.id, {
      onError: (error) => {
        if (needsRecentSignIn(error)) setNeedsSignIn(true);
        else toast.error(VEHICLE_TEXTS.delete(causeOf(error)));
      },
    });
  }

  const newVehicleLink = <CreateLink to={paths.admin.newVehicle}>Novo Veículo</CreateLink>;
  const actions = (
    <>
      <ExportMenu list="vehicles" filters={{ search: list.appliedSearch || undefined }} />
      <ImportLink to={paths.admin.vehicleImport} />
      {newVehicleLink}
    </>
  );

  return (
    <div className="page">
      <PageHeader title="Veículos" subtitle="Gerencie a frota de veículos da empresa" actions={actions} />

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
        busy={deleteVehicle.isPending || signingIn}
        confirmDisabled={needsSignIn && password.length === 0}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDelete}
      >
        <p>Tem certeza que deseja excluir o veículo {deleting?.name}?</p>
        <p className="confirm-warning">
          Esta ação não pode ser desfeita e todos os registros de manutenção e abastecimento serão perdidos.
        </p>
        <p>As multas, os documentos e o histórico de uso do veículo também serão excluídos.</p>
        {needsSignIn && <RecentSignInPassword value={password} onChange={setPassword} disabled={signingIn} />}
      </ConfirmDialog>
    </div>
  );
}
