import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { checkConnectivity, isOnline, subscribeConnectivity } from './connectivity';
import { onSessionEnd } from './session-end';

const MAX_RETRIES = 3;

/** Retrying a 4xx repeats the same refusal; only transient failures deserve another try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  // Online means the API answers (lib/connectivity.ts), not only what navigator.onLine says: a page
  // opened (or reloaded) without a network starts offline, so queued writes wait instead of failing.
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeConnectivity(setOnline);
  });
  void checkConnectivity();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let shared: QueryClient | null = null;

/**
 * The signed-in screens' one client, made when the first of them opens (the sign-in screen does
 * not query, so it never loads TanStack Query). It outlives the layouts, and a session's end empties it.
 */
export function sharedQueryClient(): QueryClient {
  if (!shared) {
    const client = createQueryClient();
    onSessionEnd(() => client.clear());
    shared = client;
  }
  return shared;
}
