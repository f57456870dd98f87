import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@domain/paths';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateVehicle } from '@/data/vehicles/create-vehicle';
import { VehicleForm } from '../components/vehicle-form';
import { VEHICLE_TEXTS } from '../components/vehicle-messages';
import '../components/vehicles.css';

export function VehicleCreateRoute() {
  const navigate = useNavigate();
  const createVehicle = useCreateVehicle({
    onSuccess: () => {
      toast.success(VEHICLE_TEXTS.created);
      navigate(paths.admin.vehicles);
    },
  });

  return (
    <div className="page page-narrow">
      <PageHeader title="Novo Veículo" subtitle="Cadastre um veículo da frota" />
      <VehicleForm
        mode="create"
        onSubmit={async (input) => {
          await createVehicle.mutateAsync(input);
        }}
      />
    </div>
  );
}
