import type { ScheduledJob } from '../jobs/scheduled-job';
import type { BlobStore } from '../platform/blob-store';
import { removeOrphanImages } from './images.service';

/** Once a day at 03:00 in São Paulo (deployed schedules run on its clock): photos no answer uses any more. */
export function orphanImagesJob(blobs: BlobStore): ScheduledJob {
  return {
    name: 'removeOrphanImages',
    schedule: 'every day 03:00',
    intervalMs: 24 * 60 * 60 * 1000,
    run: (now) => removeOrphanImages(blobs, now),
  };
}
