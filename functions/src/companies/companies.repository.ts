import { db } from '../platform/firebase';

export const companiesRepository = {
  /** Every company's id (the schedule walks companies: the local emulator has no collection-group queries). */
  async listIds(): Promise<string[]> {
    const snap = await db().collection('companies').select().get();
    return snap.docs.map((doc) => doc.id);
  },
};
