import { db } from '../platform/firebase';

/** Every document of the named subcollections of a company, as comparable JSON. */
export async function snapshotCompany(companyId: string, subcollections: string[]): Promise<string> {
  const company = db().collection('companies').doc(companyId);
  const parts: Record<string, unknown> = {};
  const self = await company.get();
  parts['.'] = self.data() ?? null;
  for (const name of subcollections) {
    const snap = await company.collection(name).get();
    for (const doc of snap.docs) parts[`${name}/${doc.id}`] = doc.data();
  }
  return JSON.stringify(Object.entries(parts).sort(([a], [b]) => a.localeCompare(b)));
}
