import type { DocumentTrigger } from '../jobs/document-trigger';
import { REPORT_RENDERS_COLLECTION, type RenderAsked } from './reports.repository';
import { renderRequestedReport, type RenderDeps } from './reports.service';

/**
 * Renders a report once it is asked for: fires on the creation of the render's own document, so
 * the report's progress writes fire nothing. Sized for the largest report: 200 questions of 20
 * photos peaked at 1.4 GB and took 93 s on one render at a time; gen-2 event functions may run 540 s.
 */
export function reportRenderTrigger(deps: RenderDeps): DocumentTrigger {
  return {
    name: 'onReportAsked',
    collection: REPORT_RENDERS_COLLECTION,
    on: 'created',
    sizing: { memory: '2GiB', timeoutSeconds: 540, concurrency: 1, maxInstances: 5 },
    async handler({ params, after }) {
      const { checklistId, renderId } = after as RenderAsked;
      await renderRequestedReport(params.companyId, checklistId, renderId, deps);
    },
  };
}
