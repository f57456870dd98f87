import { db } from '../platform/firebase';

export const companiesRepository = {
  /** Every company's id (the schedule walks companies: the local emulator has no collection-group queries). */
  async listIds(): Promise<string[]> {
    const snap = await db().collection('companies').select().get();
    return snap.docs.map((doc) => doc.id);
  },

  /** The company's name, or null when its document is missing or has none. */
  async getName(companyId: string): Promise<string | null> {
    const name = (await db().collection('companies').doc(companyId).get()).get('name');
    return typeof name === 'string' && name.trim() ? name : null;
  },
};
