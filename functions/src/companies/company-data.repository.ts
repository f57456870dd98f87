import type { DocumentData } from 'firebase-admin/firestore';
import type { CompanyCollection, CompanyDataRegistry } from '../feature';
import { BATCH_WRITES } from '../platform/batched-writes';
import { db } from '../platform/firebase';

/** A collection of one company: which one of the registry, and where (opaque to callers). */
export interface CompanyDataPlace {
  readonly collection: CompanyCollection;
  readonly path: string;
}

/** A stored document of a company's collection: its id, the files it names and its subcollections. */
export interface CompanyDataRow {
  id: string;
  files: string[];
  children: CompanyDataPlace[];
}

const under = (companyId: string, place: CompanyDataPlace) =>
  db().collection('companies').doc(companyId).collection(place.path);

export const companyDataRepository = {
  /** The most documents one batch may delete. */
  maxBatch: BATCH_WRITES,

  /** The registry's collections of a company, in its order. */
  places(registry: CompanyDataRegistry): CompanyDataPlace[] {
    return registry.collections.map((collection) => ({ collection, path: collection.name }));
  },

  /** Up to `limit` documents of the place, with the files they name and their subcollections. */
  async nextBatch(companyId: string, place: CompanyDataPlace, limit: number): Promise<CompanyDataRow[]> {
    const files = place.collection.files ?? [];
    const snap = await under(companyId, place)
      .select(...files)
      .limit(limit)
      .get();
    return snap.docs.map((doc) => {
      const data: DocumentData = doc.data();
      return {
        id: doc.id,
        files: files
          .map((field) => data[field])
          .filter((value): value is string => typeof value === 'string' && !!value),
        children: (place.collection.children ?? []).map((child) => ({
          collection: child,
          path: `${place.path}/${doc.id}/${child.name}`,
        })),
      };
    });
  },

  /** Up to `limit` ids of the company's documents in a top-level collection (the registry's `topLevel`). */
  async nextTopLevel(companyId: string, collection: string, limit: number): Promise<string[]> {
    const snap = await db().collection(collection).where('companyId', '==', companyId).select().limit(limit).get();
    return snap.docs.map((doc) => doc.id);
  },

  async deleteTopLevel(collection: string, ids: string[]): Promise<void> {
    const batch = db().batch();
    for (const id of ids) batch.delete(db().collection(collection).doc(id));
    await batch.commit();
  },

  /** Deletes these documents of the place, in one batch. */
  async deleteDocs(companyId: string, place: CompanyDataPlace, ids: string[]): Promise<void> {
    const batch = db().batch();
    for (const id of ids) batch.delete(under(companyId, place).doc(id));
    await batch.commit();
  },
};
