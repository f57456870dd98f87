import { useMutation } from '@tanstack/react-query';
import { fetchImage } from './image-queries';

/**
 * The images diagnosis's test of one id: the full image read through the API each time, never
 * from the cache or the device's queue, so what it shows is what the API serves.
 */
export function useTestImage(companyId: string | undefined) {
  return useMutation({ mutationFn: (imageId: string) => fetchImage(imageId, 'full', companyId) });
}
