import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workOrdersApi } from '@domain/work-orders/contract';
import { api } from '@/lib/api-client';
import { refreshWorkOrders } from './work-order-queries';

/** A new link for the workshop: its URL is shown once, to copy, and e-mailed to the workshop when asked. */
export function useCreateWorkshopLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sendByEmail }: { id: string; sendByEmail: boolean }) =>
      api.call(workOrdersApi.createLink, { params: { id }, body: { sendByEmail } }),
    onSuccess: () => refreshWorkOrders(queryClient),
  });
}

export function useRevokeWorkshopLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, linkId }: { id: string; linkId: string }) =>
      api.call(workOrdersApi.revokeLink, { params: { id, linkId } }),
    onSuccess: () => refreshWorkOrders(queryClient),
  });
}
