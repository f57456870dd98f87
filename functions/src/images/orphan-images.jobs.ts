import type { ScheduledJob } from '../jobs/scheduled-job';
import type { BlobStore } from '../platform/blob-store';
import { removeOrphanImages } from './images.service';

/**
 * Photos no answer uses any more, a bounded piece every 15 minutes (images.service): 96 runs a day
 * take up to 96 pages of each company's images, so a large company's pass still ends within a day.
 */
export function orphanImagesJob(blobs: BlobStore): ScheduledJob {
  return {
    name: 'removeOrphanImages',
    schedule: 'every 15 minutes',
    intervalMs: 15 * 60 * 1000,
    run: (now) => removeOrphanImages(blobs, now),
  };
}
