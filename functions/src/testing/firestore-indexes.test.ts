import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Query } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { declaredIndexes, missingIndex, structuredQueryOf as sent, type CompositeIndex } from './firestore-indexes';

const app = getApps().find((a) => a.name === 'indexes') ?? initializeApp({ projectId: 'demo-indexes' }, 'indexes');
const db = getFirestore(app);
const checklists = db.collection('companies/c1/checklists');

const DECLARED = declaredIndexes();
const byUserNewestFirst = checklists.where('userId', '==', 'u1').orderBy('assignedAt', 'desc');

/** A query `index` serves: equal to a value on each field but the last (contains, for an array), ordered by the last. */
function queryServedBy(index: CompositeIndex): Query {
  const base =
    index.queryScope === 'COLLECTION_GROUP'
      ? db.collectionGroup(index.collectionGroup)
      : db.collection(`companies/c1/${index.collectionGroup}`);
  const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
  const last = fields.at(-1)!;
  return fields
    .slice(0, -1)
    .reduce<Query>((query, f) => query.where(f.fieldPath, f.arrayConfig ? 'array-contains' : '==', 'x'), base)
    .orderBy(last.fieldPath, last.order === 'DESCENDING' ? 'desc' : 'asc');
}

describe('the queries checked against firestore.indexes.json', () => {
  it('when a query filters by equality and orders by another field, then it needs its composite index', () => {
    expect(missingIndex(sent(byUserNewestFirst), DECLARED)).toBeNull();
    const without = DECLARED.filter(
      (i) => !(i.collectionGroup === 'checklists' && i.fields.map((f) => f.fieldPath).join() === 'userId,assignedAt'),
    );
    expect(without).toHaveLength(DECLARED.length - 1);
    expect(missingIndex(sent(byUserNewestFirst), without)).toMatch(
      /no index for this query.*"collectionGroup":"checklists".*"userId".*"assignedAt","order":"DESCENDING"/,
    );
  });

  it('when the same fields are ordered the other way, then that order needs its own index', () => {
    const oldestFirst = checklists.where('userId', '==', 'u1').orderBy('assignedAt', 'asc');
    const newestFirstOnly = DECLARED.filter(
      (i) => i.collectionGroup === 'checklists' && i.fields[0]?.fieldPath === 'userId',
    );
    expect(missingIndex(sent(byUserNewestFirst), newestFirstOnly)).toBeNull();
    expect(missingIndex(sent(oldestFirst), newestFirstOnly)).toMatch(/"assignedAt","order":"ASCENDING"/);
  });

  it('when a query needs only single-field indexes, then nothing is required', () => {
    for (const query of [
      checklists.where('userId', '==', 'u1').where('status', '==', 'pending'),
      checklists.orderBy('assignedAt', 'desc').limit(10),
      checklists.where('assignedAt', '>=', new Date(0)).orderBy('assignedAt'),
      checklists.where('photoIds', 'array-contains', 'p1'),
    ])
      expect(missingIndex(sent(query), [])).toBeNull();
  });

  it('when any composite index is removed from firestore.indexes.json, then a query it served fails', () => {
    expect(DECLARED.length).toBeGreaterThan(0);
    for (const [at, index] of DECLARED.entries()) {
      const query = sent(queryServedBy(index));
      expect(missingIndex(query, DECLARED)).toBeNull();
      expect(
        missingIndex(
          query,
          DECLARED.filter((_, i) => i !== at),
        ),
      ).toMatch(/no index for this query/);
    }
  });
});
