import { db } from '../platform/firebase';

/** The rendered report of a checklist kept in the blob store: which version of it, and where. */
export interface StoredReport {
  version: string;
  path: string;
  renderedAt: string;
}

/** `companies/{c}/reports/{checklistId}`: the report kept for each approved checklist. */
export const REPORTS_COLLECTION = 'reports';

const ref = (companyId: string, checklistId: string) =>
  db().collection('companies').doc(companyId).collection(REPORTS_COLLECTION).doc(checklistId);

export const reportsRepository = {
  async get(companyId: string, checklistId: string): Promise<StoredReport | null> {
    const data = (await ref(companyId, checklistId).get()).data();
    return data ? (data as StoredReport) : null;
  },
  async set(companyId: string, checklistId: string, report: StoredReport): Promise<void> {
    await ref(companyId, checklistId).set(report);
  },
};
