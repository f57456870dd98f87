import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workshopsApi } from '@domain/work-orders/contract';
import type { WorkshopInput } from '@domain/work-orders/work-order.schema';
import { api } from '@/lib/api-client';
import { refreshWorkOrders } from './work-order-queries';

/** A new workshop (no id) or the whole of an existing one. */
export function saveWorkshop({ id, input }: { id: string | null; input: WorkshopInput }) {
  return id
    ? api.call(workshopsApi.update, { params: { id }, body: input })
    : api.call(workshopsApi.create, { body: input });
}

export function useSaveWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveWorkshop, onSuccess: () => refreshWorkOrders(queryClient) });
}

/** Refused (in pt-BR) while an O.S. under way names the workshop; its finished ones keep its name. */
export function useDeleteWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(workshopsApi.remove, { params: { id } }),
    onSuccess: () => refreshWorkOrders(queryClient),
  });
}
