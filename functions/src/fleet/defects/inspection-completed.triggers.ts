import { findChecklist } from '../../checklists';
import { CHECKLIST_EVENTS_COLLECTION } from '../../domain/checklists/checklist.schema';
import type { DocumentTrigger } from '../../jobs/document-trigger';
import { markNewSinceCheckOut, reportInspectionDefects } from './defects.service';

/**
 * A vehicle inspection moved to 'completed' (a submit, or a resubmit after corrections): its failed
 * items open defects on the vehicle or are reported again on the open ones. The handler is
 * once-only by itself (defects.service), so a retried, doubled or replayed submit opens each
 * defect once and adds each checklist's report once. A check-in's new defects are then marked
 * 'Novo desde a saída'.
 */
export const inspectionCompletedTrigger: DocumentTrigger = {
  name: 'onInspectionCompleted',
  collection: CHECKLIST_EVENTS_COLLECTION,
  on: 'updated',
  async handler({ params, before, after }) {
    if (!after?.vehicle || after.status !== 'completed' || before?.status === 'completed') return;
    // The questions stay in the checklist: the event carries only what the filter reads.
    const checklist = await findChecklist(params.companyId, params.docId);
    if (!checklist) return;
    await reportInspectionDefects(params.companyId, checklist);
    await markNewSinceCheckOut(params.companyId, checklist);
  },
};
