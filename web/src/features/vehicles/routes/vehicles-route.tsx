import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Truck from 'lucide-react/icons/truck';
import { paths } from '@domain/paths';
import { EnumFilter, FilterBar, oneOf } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { PaginatedList } from '@/components/ui/paginated-list';
import { CreateLink } from '@/components/ui/create-link';
import { ImportLink } from '@/components/ui/import-link';
import { ExportMenu } from '@/components/exports/export-menu';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { useFilterParams, useListParams } from '@/lib/use-list-params';
import { PHONE_QUERY, useMediaQuery } from '../components/use-media-query';
import { useVehicleLifecycle } from '../components/vehicle-lifecycle';
import { VehicleCards, VehicleTable } from '../components/vehicle-list-views';
import { causeOf, VEHICLE_TEXTS } from '../components/vehicle-messages';
import { VehicleSummaryCards } from '../components/vehicle-summary-cards';
import '../components/vehicles.css';

/** The spec leaves the vehicle page size open: the users' 25 and their window of 5 page numbers. */
export const VEHICLES_PAGE_SIZE = 25;

/** The list's 'Situação' (`?situacao=`): the vehicles in use, or the archived ones. */
const SITUATIONS = ['em-uso', 'arquivados'] as const;
const SITUATION_LABELS = { 'em-uso': 'Em uso', arquivados: 'Arquivados' } as const;

export function VehiclesRoute() {
  const list = useListParams();
  const phone = useMediaQuery(PHONE_QUERY);
  const { params } = useFilterParams();
  const archived = oneOf(SITUATIONS, params.get('situacao')) === 'arquivados';
  const lifecycle = useVehicleLifecycle();

  const vehicles = useQuery({
    ...vehicleQueries.list({
      search: list.appliedSearch,
      ...list.pageQuery,
      pageSize: VEHICLES_PAGE_SIZE,
      ...(archived && { archived: 'true' as const }),
    }),
    placeholderData: keepPreviousData,
  });

  const newVehicleLink = <CreateLink to={paths.admin.newVehicle}>Novo Veículo</CreateLink>;
  const actions = (
    <>
      <ExportMenu
        list="vehicles"
        filters={{ search: list.appliedSearch || undefined, archived: archived ? 'true' : undefined }}
      />
      <ImportLink to={paths.admin.vehicleImport} />
      {newVehicleLink}
    </>
  );

  return (
    <div className="page">
      <PageHeader title="Veículos" subtitle="Gerencie a frota de veículos da empresa" actions={actions} />

      <VehicleSummaryCards />

      <FilterBar>
        <EnumFilter name="situacao" label="Situação" fallback="em-uso" values={SITUATIONS} labels={SITUATION_LABELS} />
      </FilterBar>

      <PaginatedList
        list={list}
        search={{ label: 'Buscar veículos', placeholder: 'Buscar por nome, placa, modelo ou marca...' }}
        result={vehicles}
        numbered
        summary
        loadingText="Carregando veículos..."
        errorText={VEHICLE_TEXTS.loadList(causeOf(vehicles.error))}
        empty={
          archived
            ? {
                icon: <Truck size={40} />,
                title: 'Nenhum veículo arquivado',
                hint: 'Um veículo arquivado sai das listas e guarda todo o seu histórico.',
                searchHint: `Nenhum veículo arquivado corresponde a "${list.appliedSearch}".`,
              }
            : {
                icon: <Truck size={40} />,
                title: 'Nenhum veículo encontrado',
                hint: 'Comece adicionando um novo veículo à frota',
                searchHint: `Nenhum veículo corresponde a "${list.appliedSearch}". Tente buscar por outro nome, placa, modelo ou marca.`,
                action: newVehicleLink,
              }
        }
      >
        {(items) =>
          phone ? (
            <VehicleCards vehicles={items} lifecycle={lifecycle} />
          ) : (
            <VehicleTable vehicles={items} lifecycle={lifecycle} />
          )
        }
      </PaginatedList>

      {lifecycle.dialog}
    </div>
  );
}
