import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyBody } from '@domain/api-keys/api-keys';
import { apiKeysApi } from '@domain/api-keys/contract';
import { api } from '@/lib/api-client';

/** The one home of the API keys' query keys: a creation or revocation refreshes `all()`. */
export const apiKeyQueries = {
  all: () => ['api-keys'] as const,
  list: () =>
    queryOptions({
      queryKey: [...apiKeyQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => api.call(apiKeysApi.list, { query: {}, signal }),
    }),
};

/** A new key: the answer carries its whole value, which no later call shows again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.call(apiKeysApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.all() }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(apiKeysApi.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.all() }),
  });
}
