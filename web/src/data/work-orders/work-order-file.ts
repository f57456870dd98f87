import { useMutation } from '@tanstack/react-query';
import { pathOf } from '@domain/contract';
import { workOrdersApi } from '@domain/work-orders/contract';
import type { WorkOrderFileSlot } from '@domain/work-orders/work-order';
import { api } from '@/lib/api-client';

/** The quote's or the invoice's file the workshop sent, downloaded by an admin. */
export function useWorkOrderFile() {
  return useMutation({
    mutationFn: ({ id, slot }: { id: string; slot: WorkOrderFileSlot }) =>
      api.download(pathOf(workOrdersApi.getFile.path, { id, slot })),
  });
}
