import type { DocumentReference } from 'firebase-admin/firestore';
import type { CompanyCollection } from '../feature';
import { COMPANY_DATA } from '../features';
import { db } from '../platform/firebase';

/** The registry's collections as paths, a `*` for each document id between a collection and its subcollection. */
export function registryPaths(
  collections: readonly CompanyCollection[] = COMPANY_DATA.collections,
  parent = '',
): string[] {
  return collections
    .flatMap((c) => [`${parent}${c.name}`, ...registryPaths(c.children ?? [], `${parent}${c.name}/*/`)])
    .sort();
}

/**
 * What is really stored under a company, found with `listCollections()` rather than from a list
 * of names: each collection's path (a `*` stands for any document id, as in the registry's paths)
 * and how many documents it holds across the company.
 */
export async function storedUnder(companyId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const walk = async (doc: DocumentReference, prefix: string) => {
    for (const collection of await doc.listCollections()) {
      const path = `${prefix}${collection.id}`;
      const docs = (await collection.select().get()).docs;
      counts[path] = (counts[path] ?? 0) + docs.length;
      for (const child of docs) await walk(child.ref, `${path}/*/`);
    }
  };
  await walk(db().collection('companies').doc(companyId), '');
  return counts;
}
