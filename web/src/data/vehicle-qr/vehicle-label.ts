import { useMutation } from '@tanstack/react-query';
import { pathOf } from '@domain/contract';
import type { LabelLayout } from '@domain/fleet/vehicle-qr';
import { vehicleQrApi } from '@domain/fleet/vehicle-qr-contract';
import { api, type Download } from '@/lib/api-client';

/** The vehicle's QR label as a PDF ('single': one label; 'sheet': an A4 sheet of labels). */
export function fetchVehicleLabel({ id, layout }: { id: string; layout: LabelLayout }): Promise<Download> {
  return api.download(pathOf(vehicleQrApi.label.path, { id }), { params: { layout } });
}

export function useVehicleLabel() {
  return useMutation({ mutationFn: fetchVehicleLabel });
}

/** 'Gerar nova etiqueta': the labels printed so far stop working. */
export function useRevokeVehicleLabel() {
  return useMutation({ mutationFn: (id: string) => api.call(vehicleQrApi.revoke, { params: { id } }) });
}
