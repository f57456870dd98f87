import { useState, type ReactNode } from 'react';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { needsRecentSignIn, RecentSignInPassword, useSignInAgain } from '@/components/auth/recent-sign-in';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useArchiveVehicle, useUnarchiveVehicle } from '@/data/vehicles/archive-vehicle';
import { useDeleteVehicle } from '@/data/vehicles/delete-vehicle';
import { toast } from '@/lib/toast';
import { causeOf, VEHICLE_TEXTS } from './vehicle-messages';

type Asked = { kind: 'archive' | 'delete'; vehicle: Pick<VehicleWithOil, 'id' | 'name'> };

export interface VehicleLifecycle {
  /** Opens 'Arquivar veículo' for a vehicle in use. */
  archive: (vehicle: Pick<VehicleWithOil, 'id' | 'name'>) => void;
  /** 'Reativar' at once: nothing is lost either way. */
  unarchive: (vehicle: Pick<VehicleWithOil, 'id' | 'name'>) => void;
  unarchiving: boolean;
  /** Opens 'Excluir definitivamente' for an archived vehicle. */
  remove: (vehicle: Pick<VehicleWithOil, 'id' | 'name'>) => void;
  /** The confirm dialog, to render once on the screen. */
  dialog: ReactNode;
}

/**
 * Archiving, reactivating and the real deletion of a vehicle, as the list and the vehicle's page
 * offer them. Archiving and deleting need a sign-in of the last minutes: past them, the dialog asks
 * for the password again. `onDeleted` runs after a deletion (the vehicle's page leaves).
 */
export function useVehicleLifecycle({ onDeleted }: { onDeleted?: () => void } = {}): VehicleLifecycle {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [password, setPassword] = useState('');
  const { signingIn, signInAgain } = useSignInAgain();

  function close() {
    setAsked(null);
    setNeedsSignIn(false);
    setPassword('');
  }

  const archiveVehicle = useArchiveVehicle({
    onSuccess: () => {
      toast.success(VEHICLE_TEXTS.archived);
      close();
    },
  });
  const unarchiveVehicle = useUnarchiveVehicle({ onSuccess: () => toast.success(VEHICLE_TEXTS.unarchived) });
  const deleteVehicle = useDeleteVehicle({
    onSuccess: () => {
      toast.success(VEHICLE_TEXTS.deleted);
      close();
      onDeleted?.();
    },
  });

  async function confirm() {
    if (!asked) return;
    if (needsSignIn && !(await signInAgain(password))) return;
    const onError = (error: Error) => {
      if (needsRecentSignIn(error)) setNeedsSignIn(true);
      else toast.error((asked.kind === 'archive' ? VEHICLE_TEXTS.archive : VEHICLE_TEXTS.delete)(causeOf(error)));
    };
    if (asked.kind === 'archive') archiveVehicle.mutate(asked.vehicle.id, { onError });
    else deleteVehicle.mutate(asked.vehicle.id, { onError });
  }

  const name = asked?.vehicle.name;
  const archiving = asked?.kind === 'archive';
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={archiving ? 'Arquivar veículo' : 'Excluir definitivamente'}
      confirmLabel={archiving ? 'Arquivar' : 'Excluir definitivamente'}
      busyLabel={archiving ? 'Arquivando...' : 'Excluindo...'}
      tone={archiving ? 'primary' : 'danger'}
      busy={archiveVehicle.isPending || deleteVehicle.isPending || signingIn}
      confirmDisabled={needsSignIn && password.length === 0}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {archiving ? (
        <>
          <p>Arquivar o veículo {name}?</p>
          <p>
            Todo o histórico é mantido: registros, inspeções, defeitos, multas, documentos e histórico de uso. O veículo
            sai das listas e não recebe novas inspeções, agendamentos nem saídas, e pode ser reativado a qualquer
            momento.
          </p>
        </>
      ) : (
        <>
          <p>Excluir definitivamente o veículo {name}?</p>
          <p>Serão excluídos com ele:</p>
          <ul>
            <li>os registros de manutenção, abastecimento e troca de óleo, e os lembretes;</li>
            <li>as multas e os documentos, com seus arquivos;</li>
            <li>o histórico de uso e a etiqueta QR.</li>
          </ul>
          <p className="confirm-warning">Esta ação não pode ser desfeita.</p>
        </>
      )}
      {needsSignIn && <RecentSignInPassword value={password} onChange={setPassword} disabled={signingIn} />}
    </ConfirmDialog>
  );

  return {
    archive: (vehicle) => setAsked({ kind: 'archive', vehicle }),
    unarchive: (vehicle) =>
      unarchiveVehicle.mutate(vehicle.id, {
        onError: (error) => toast.error(VEHICLE_TEXTS.unarchive(causeOf(error))),
      }),
    unarchiving: unarchiveVehicle.isPending,
    remove: (vehicle) => setAsked({ kind: 'delete', vehicle }),
    dialog,
  };
}
