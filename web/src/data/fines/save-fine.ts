import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finesApi } from '@domain/fines/contract';
import type { FineInput } from '@domain/fines/fine.schema';
import type { TrafficFine } from '@domain/fines/fines';
import { api } from '@/lib/api-client';
import { refreshFines } from './fine-queries';

/** A new fine (no id) or the whole of an existing one. */
export function saveFine({ id, input }: { id: string | null; input: FineInput }): Promise<TrafficFine> {
  return id ? api.call(finesApi.update, { params: { id }, body: input }) : api.call(finesApi.create, { body: input });
}

export function useSaveFine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFine, onSuccess: () => refreshFines(queryClient) });
}
