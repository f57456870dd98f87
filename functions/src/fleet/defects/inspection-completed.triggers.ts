import { toChecklist } from '../../checklists/checklists.repository';
import { reportInspectionDefects } from './defects.service';
import { markNewSinceCheckOut } from '../custody/custody.service';
import type { DocumentTrigger } from '../../jobs/document-trigger';

/**
 * A vehicle inspection moved to 'completed' (a submit, or a resubmit after corrections): its failed
 * items open defects on the vehicle or are reported again on the open ones. The handler is
 * once-only by itself (defects.service), so a retried, doubled or replayed submit opens each
 * defect once and adds each checklist's report once. A check-in's new defects are then marked
 * 'Novo desde a saída' (custody.service).
 */
export const inspectionDefectsTrigger: DocumentTrigger = {
  name: 'onInspectionCompleted',
  collection: 'checklists',
  on: 'updated',
  async handler({ params, before, after }) {
    if (!after?.vehicle || after.status !== 'completed' || before?.status === 'completed') return;
    const checklist = toChecklist(params.companyId, params.docId, after);
    await reportInspectionDefects(params.companyId, checklist);
    await markNewSinceCheckOut(params.companyId, checklist);
  },
};
