import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finesApi } from '@domain/fines/contract';
import { api } from '@/lib/api-client';
import { refreshFines } from './fine-queries';

export function deleteFine({ id }: { id: string }): Promise<{ id: string }> {
  return api.call(finesApi.remove, { params: { id } });
}

export function useDeleteFine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFine, onSuccess: () => refreshFines(queryClient) });
}
