import { queryOptions } from '@tanstack/react-query';
import { vehicleQrApi } from '@domain/fleet/vehicle-qr-contract';
import { api } from '@/lib/api-client';

/** The one home of the scanned vehicle's query keys and fetchers (a field user's /mobile/vehicle/:token). */
export const vehicleAccessQueries = {
  all: () => ['vehicle-access'] as const,
  byToken: (token: string) =>
    queryOptions({
      queryKey: [...vehicleAccessQueries.all(), token] as const,
      queryFn: ({ signal }) => api.call(vehicleQrApi.access, { params: { token }, signal }),
      // The user stands by the vehicle now: always what the server says at this moment.
      staleTime: 0,
      // 'Veículo não encontrado' is an answer, not a failure to retry.
      retry: false,
    }),
};

/** The token of the vehicle with this plate (typed where the camera cannot read the label). */
export async function vehicleTokenByPlate(plate: string): Promise<string> {
  return (await api.call(vehicleQrApi.byPlate, { params: { plate } })).token;
}
