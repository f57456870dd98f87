import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrder } from '@domain/work-orders/work-order';
import { workOrdersApi } from '@domain/work-orders/contract';
import type { CompleteWorkOrderInput, QuoteInput } from '@domain/work-orders/work-order.schema';
import { api } from '@/lib/api-client';
import { refreshWorkOrders } from './work-order-queries';

/** An admin's move on an O.S., as the detail screen's buttons ask for it. */
export type WorkOrderMove =
  | { kind: 'requestQuote' | 'approve' | 'start' }
  | { kind: 'refuse' | 'cancel' | 'reopen'; reason: string }
  | { kind: 'quote'; quote: QuoteInput }
  | { kind: 'complete'; delivery: CompleteWorkOrderInput }
  | { kind: 'workshop'; workshopId: string };

export function moveWorkOrder({ id, move }: { id: string; move: WorkOrderMove }): Promise<WorkOrder> {
  const params = { id };
  switch (move.kind) {
    case 'requestQuote':
    case 'approve':
    case 'start':
      return api.call(workOrdersApi[move.kind], { params });
    case 'refuse':
    case 'cancel':
    case 'reopen':
      return api.call(workOrdersApi[move.kind], { params, body: { reason: move.reason } });
    case 'quote':
      return api.call(workOrdersApi.recordQuote, { params, body: move.quote });
    case 'complete':
      return api.call(workOrdersApi.complete, { params, body: move.delivery });
    case 'workshop':
      return api.call(workOrdersApi.assignWorkshop, { params, body: { workshopId: move.workshopId } });
  }
}

export function useMoveWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveWorkOrder, onSuccess: () => refreshWorkOrders(queryClient) });
}
