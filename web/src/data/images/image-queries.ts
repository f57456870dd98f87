import { queryOptions } from '@tanstack/react-query';
import type { ImageSize } from '@domain/images/image.schema';
import { api } from '@/lib/api-client';
import { queuedPhoto } from '../offline/photo-queue';

/**
 * An image's bytes, read with the bearer token (an <img> cannot send it, and image URLs stay
 * private). An image id never names other bytes, so what was read once is kept.
 */
export const imageQueries = {
  all: () => ['images'] as const,
  bytes: (imageId: string, size: ImageSize) =>
    queryOptions({
      queryKey: [...imageQueries.all(), imageId, size] as const,
      // A photo still in the device's queue shows from there, with or without a network.
      queryFn: async ({ signal }) =>
        (await queuedPhoto(imageId)) ?? api.blob(`/checklists/image/${encodeURIComponent(imageId)}`, { params: { size }, signal }),
      networkMode: 'always',
      staleTime: Infinity,
      retry: 1,
    }),
};
