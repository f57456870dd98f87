import { findChecklist } from '../../checklists';
import { CHECKLIST_EVENTS_COLLECTION } from '../../domain/checklists/checklist.schema';
import type { DocumentTrigger } from '../../jobs/document-trigger';
import type { PushSender } from '../../platform/messaging';
import { recordCustodyInspection } from './custody.service';

/**
 * A 'Saída' or 'Retorno' inspection submitted (reaching 'completed'): who holds its vehicle
 * follows (custody.service). Once-only by itself: the check-out's custody and the check-in's
 * return are create()d under the checklist's id, and the rest is settled from what is stored.
 */
export function custodyTrigger(push: PushSender): DocumentTrigger {
  return {
    name: 'onCustodyInspectionSubmitted',
    collection: CHECKLIST_EVENTS_COLLECTION,
    on: 'updated',
    async handler({ params, before, after }) {
      if (!after?.vehicle || !after.custodyRole || after.status !== 'completed' || before?.status === 'completed')
        return;
      const checklist = await findChecklist(params.companyId, params.docId);
      if (checklist) await recordCustodyInspection(push, params.companyId, checklist);
    },
  };
}
