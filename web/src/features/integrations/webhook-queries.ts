import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListQueryOf } from '@domain/contract';
import { webhooksApi } from '@domain/webhooks/contract';
import type { WebhookInput } from '@domain/webhooks/webhook.schema';
import { api } from '@/lib/api-client';

/** The one home of webhooks' query keys: every change to an endpoint or its log refreshes `all()`. */
export const webhookQueries = {
  all: () => ['webhooks'] as const,
  list: () =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => api.call(webhooksApi.list, { query: {}, signal }),
    }),
  deliveries: (id: string, query: ListQueryOf<typeof webhooksApi.deliveries>) =>
    queryOptions({
      queryKey: [...webhookQueries.all(), 'deliveries', id, query] as const,
      queryFn: ({ signal }) => api.call(webhooksApi.deliveries, { params: { id }, query, signal }),
    }),
};

const refreshWebhooks = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: webhookQueries.all() });

/** A mutation that refreshes every webhooks list and log once it is done. */
function useWebhookMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshWebhooks(queryClient) });
}

/** A new endpoint (its answer carries the secret, shown once) or the whole of an existing one. */
export const useSaveWebhook = () =>
  useWebhookMutation(({ id, input }: { id: string | null; input: WebhookInput }) =>
    id ? api.call(webhooksApi.update, { params: { id }, body: input }) : api.call(webhooksApi.create, { body: input }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => api.call(webhooksApi.remove, { params: { id } }));

/** 'Revelar segredo': read when asked, never kept in the cache. */
export const revealWebhookSecret = (id: string) => api.call(webhooksApi.secret, { params: { id } });

export const useSendTestWebhook = () =>
  useWebhookMutation((id: string) => api.call(webhooksApi.test, { params: { id } }));

export const useResendWebhookDelivery = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    api.call(webhooksApi.resend, { params: { id, deliveryId } }),
  );
