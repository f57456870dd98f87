/**
 * A module fetched on first use and kept. A failed fetch (offline before the service worker had
 * it, or a deploy that replaced the chunk) is forgotten, so the next use fetches again: the
 * browser would otherwise keep answering the import with the same failure.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
