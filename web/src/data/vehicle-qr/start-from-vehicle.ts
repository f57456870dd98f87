import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { vehicleQrApi } from '@domain/fleet/vehicle-qr-contract';
import { api } from '@/lib/api-client';
import { currentPosition, requiredPosition, type Position } from '@/lib/position';
import { checklistQueries } from '../checklists/checklist-queries';
import { vehicleAccessQueries } from './vehicle-access-queries';

/**
 * What the vehicle's screen starts: an on-demand template's new checklist, or one of the user's
 * own; `requirePosition` when its template requires the phone's position ('Exigir localização').
 */
export type VehicleStart = ({ templateId: string } | { checklistId: string }) & { requirePosition?: boolean };

/**
 * Starts from the vehicle's screen ('Aberto pelo link da etiqueta'): online only, since the scan
 * itself needs the server. The phone's position goes with it when the user allowed location (the
 * record then says whether it was by the vehicle). The started checklist goes into the cache the
 * fill screen reads.
 */
export function startFromVehicle(
  token: string,
  start: VehicleStart,
  position: () => Promise<Position | null> = start.requirePosition ? requiredPosition : currentPosition,
): Promise<FieldChecklist> {
  return position().then((at) => {
    const located = at ? { position: at } : {};
    return 'templateId' in start
      ? api.call(vehicleQrApi.start, { params: { token }, body: { templateId: start.templateId, ...located } })
      : api.call(checklistsApi.start, { params: { id: start.checklistId }, body: { vehicleToken: token, ...located } });
  });
}

export function useStartFromVehicle(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: VehicleStart) => startFromVehicle(token, start),
    onSuccess: async (checklist) => {
      queryClient.setQueryData(checklistQueries.myChecklist(checklist.id).queryKey, checklist);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: checklistQueries.myLists() }),
        queryClient.invalidateQueries({ queryKey: vehicleAccessQueries.byToken(token).queryKey }),
      ]);
    },
  });
}
