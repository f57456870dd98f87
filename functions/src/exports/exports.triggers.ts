import type { DocumentTrigger } from '../jobs/document-trigger';
import type { BlobStore } from '../platform/blob-store';
import { EXPORTS_COLLECTION } from './exports.repository';
import { runExportJob } from './exports.service';

/**
 * Builds a background export once it is asked for: fires on the creation of its document, so its
 * progress writes fire nothing. bench:exports measures the file's build (docs/exports.md).
 */
export function exportJobTrigger({ blobs }: { blobs: BlobStore }): DocumentTrigger {
  return {
    name: 'onExportAsked',
    collection: EXPORTS_COLLECTION,
    on: 'created',
    sizing: { memory: '1GiB', timeoutSeconds: 540, concurrency: 1, maxInstances: 5 },
    async handler({ params }) {
      await runExportJob(params.companyId, params.docId, blobs);
    },
  };
}
