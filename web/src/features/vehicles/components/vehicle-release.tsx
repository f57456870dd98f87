import { useState } from 'react';
import { VehicleReleaseBodySchema } from '@domain/fleet/defect.schema';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ReasonForm } from '@/components/ui/reason-form';
import { useReleaseVehicle } from '@/data/vehicles/release-vehicle';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';

/**
 * A vehicle out of service: who released it, when and why ('Liberado por …'), or the admin's
 * 'Liberar veículo', which asks why. A new critical failure ends a release (the server's rule).
 */
export function VehicleRelease({ vehicle }: { vehicle: VehicleWithOil }) {
  const [asking, setAsking] = useState(false);
  const release = useReleaseVehicle({
    onSuccess: () => {
      setAsking(false);
      toast.success('Veículo liberado');
    },
  });
  const { outOfService, release: given } = vehicle.service;
  if (!outOfService) return null;
  if (given) {
    return (
      <p className="vehicle-release">
        Liberado por {given.byName} em {formatDateTime(given.at)}: {given.reason}
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Liberar veículo
      </Button>
      <Modal open={asking} onClose={() => setAsking(false)} title="Liberar veículo">
        <ReasonForm
          intro="O veículo poderá sair com os defeitos críticos abertos. Uma nova falha crítica encerra a liberação."
          label="Motivo da liberação"
          schema={VehicleReleaseBodySchema}
          saveLabel="Liberar veículo"
          onSubmit={(reason) => release.mutateAsync({ id: vehicle.id, reason })}
          serverError="Não foi possível liberar o veículo. Tente novamente."
          onCancel={() => setAsking(false)}
        />
      </Modal>
    </>
  );
}
