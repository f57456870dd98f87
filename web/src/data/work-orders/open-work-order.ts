import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workOrdersApi } from '@domain/work-orders/contract';
import type { OpenWorkOrderInput } from '@domain/work-orders/work-order.schema';
import { api } from '@/lib/api-client';
import { refreshWorkOrders } from './work-order-queries';

export const openWorkOrder = (body: OpenWorkOrderInput) => api.call(workOrdersApi.open, { body });

export function useOpenWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openWorkOrder, onSuccess: () => refreshWorkOrders(queryClient) });
}
