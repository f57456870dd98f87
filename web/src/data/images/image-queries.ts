import { queryOptions } from '@tanstack/react-query';
import { pathOf } from '@domain/contract';
import { imagesApi } from '@domain/images/contract';
import type { ImageSize } from '@domain/images/image.schema';
import { api } from '@/lib/api-client';
import { queuedPhoto } from '../offline/photo-queue';

/** An image's bytes from the API, as stored (`size` picks the full image or its thumbnail). */
export function fetchImage(imageId: string, size: ImageSize, companyId?: string, signal?: AbortSignal): Promise<Blob> {
  return api.blob(pathOf(imagesApi.bytes.path, { imageId }), { params: { size, companyId }, signal });
}

/**
 * An image's bytes, read with the bearer token (an <img> cannot send it, and image URLs stay
 * private). An image id never names other bytes, so what was read once is kept.
 */
export const imageQueries = {
  all: () => ['images'] as const,
  /** `companyId`: the company the superadmin reads in (the API takes an admin's or user's own from the session). */
  bytes: (imageId: string, size: ImageSize, companyId?: string) =>
    queryOptions({
      queryKey: [...imageQueries.all(), imageId, size, companyId ?? null] as const,
      // A photo still in the device's queue shows from there, with or without a network.
      queryFn: async ({ signal }) => (await queuedPhoto(imageId)) ?? fetchImage(imageId, size, companyId, signal),
      networkMode: 'always',
      staleTime: Infinity,
      retry: 1,
    }),
};
