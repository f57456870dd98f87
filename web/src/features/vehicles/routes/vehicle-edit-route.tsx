import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@domain/paths';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { useUpdateVehicle } from '@/data/vehicles/update-vehicle';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';
import { ApiError } from '@/lib/api-error';
import { VehicleForm } from '../components/vehicle-form';
import { vehicleToFormValues } from '../components/vehicle-form-values';
import { causeOf, VEHICLE_TEXTS } from '../components/vehicle-messages';
import { VehicleNotFound } from '../components/vehicle-not-found';
import '../components/vehicles.css';

export function VehicleEditRoute() {
  const { id = '' } = useParams();
  return (
    <div className="page page-narrow">
      <PageHeader title="Editar Veículo" subtitle="Altere os dados do veículo" />
      <VehicleEditor id={id} />
    </div>
  );
}

function VehicleEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const vehicle = useQuery(vehicleQueries.detail(id));
  const updateVehicle = useUpdateVehicle({
    onSuccess: () => {
      toast.success(VEHICLE_TEXTS.updated);
      navigate(paths.admin.vehicles);
    },
  });

  if (vehicle.isPending) return <LoadingState text="Carregando veículo..." />;
  if (vehicle.isError) {
    if (ApiError.isNotFound(vehicle.error)) return <VehicleNotFound />;
    return (
      <ErrorBanner onRetry={() => vehicle.refetch()}>{VEHICLE_TEXTS.loadVehicle(causeOf(vehicle.error))}</ErrorBanner>
    );
  }

  return (
    <VehicleForm
      key={vehicle.data.id}
      mode="edit"
      initialValues={vehicleToFormValues(vehicle.data)}
      onSubmit={async (input) => {
        await updateVehicle.mutateAsync({ id, input });
      }}
    />
  );
}
