import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Query } from 'firebase-admin/firestore';

/**
 * Production refuses a query that needs a composite index the project lacks; the local Firestore
 * stand-in serves it anyway. In the tests every query the code runs is checked against
 * firestore.indexes.json as it is sent, so a query whose index is missing fails its test.
 */

type Direction = 'ASCENDING' | 'DESCENDING';
export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** The parts of a RunQuery request's structuredQuery (the Firestore API's own shape) an index depends on. */
interface FieldReference {
  fieldPath: string;
}
interface FilterProto {
  compositeFilter?: { op: string; filters: FilterProto[] };
  fieldFilter?: { field: FieldReference; op: string };
  unaryFilter?: { field: FieldReference; op: string };
}
export interface StructuredQuery {
  from: { collectionId?: string; allDescendants?: boolean }[];
  where?: FilterProto;
  orderBy?: { field: FieldReference; direction?: Direction }[];
}

const EQUALITY = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function filtersOf(filter: FilterProto | undefined): { field: string; op: string }[] {
  if (!filter) return [];
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== 'AND') throw new Error('an OR query: name its indexes here first');
    return filter.compositeFilter.filters.flatMap(filtersOf);
  }
  const single = filter.fieldFilter ?? filter.unaryFilter;
  return single ? [{ field: single.field.fieldPath, op: single.op }] : [];
}

/**
 * The composite index a query needs, or null when Firestore's automatic single-field indexes
 * serve it: equality filters alone (merged), or one field filtered by range and ordered by.
 */
export function requiredIndex(query: StructuredQuery): CompositeIndex | null {
  const from = query.from[0] ?? {};
  const filters = filtersOf(query.where);
  const orders: IndexField[] = (query.orderBy ?? [])
    .filter((o) => o.field.fieldPath !== '__name__')
    .map((o) => ({ fieldPath: o.field.fieldPath, order: o.direction ?? 'ASCENDING' }));
  // A range filter orders by its field first unless the query orders by it.
  for (const { field, op } of filters) {
    if (!EQUALITY.has(op) && !CONTAINS.has(op) && !orders.some((o) => o.fieldPath === field))
      orders.push({ fieldPath: field, order: 'ASCENDING' });
  }
  const equalities: IndexField[] = filters
    .filter(({ field, op }) => (EQUALITY.has(op) || CONTAINS.has(op)) && !orders.some((o) => o.fieldPath === field))
    .map(({ field, op }) => (CONTAINS.has(op) ? { fieldPath: field, arrayConfig: 'CONTAINS' } : { fieldPath: field }));
  if (orders.length === 0 || (equalities.length === 0 && orders.length === 1)) return null;
  return {
    collectionGroup: from.collectionId ?? '',
    queryScope: from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    fields: [...equalities, ...orders],
  };
}

/**
 * Whether `index` serves `needed`: the equality fields in any order, then the orders as they are.
 * Strict on purpose: an index read backwards or merged with another is left to production's planner.
 */
export function serves(index: CompositeIndex, needed: CompositeIndex): boolean {
  const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
  if (index.collectionGroup !== needed.collectionGroup || index.queryScope !== needed.queryScope) return false;
  if (fields.length !== needed.fields.length) return false;
  const equalities = needed.fields.filter((f) => !f.order);
  const prefix = equalities.length;
  const head = fields.slice(0, prefix);
  const headOk = equalities.every((eq) =>
    head.some((f) => f.fieldPath === eq.fieldPath && (eq.arrayConfig ? f.arrayConfig === 'CONTAINS' : !f.arrayConfig)),
  );
  const tail = fields.slice(prefix);
  const ordered = needed.fields.slice(prefix);
  return headOk && ordered.every((o, i) => o.fieldPath === tail[i]!.fieldPath && o.order === tail[i]!.order);
}

/** Why the query cannot run in production, or null when it can. */
export function missingIndex(query: StructuredQuery, declared: readonly CompositeIndex[]): string | null {
  const needed = requiredIndex(query);
  if (!needed || declared.some((index) => serves(index, needed))) return null;
  return `firestore.indexes.json has no index for this query; production refuses it. Add: ${JSON.stringify(needed)}`;
}

export function declaredIndexes(file = path.resolve(__dirname, '../../../firestore.indexes.json')): CompositeIndex[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { indexes: CompositeIndex[] }).indexes;
}

// The SDK builds every request (get, stream, count, a transaction's read) through this method.
const queryProto = Query.prototype as unknown as { toStructuredQuery(this: Query): StructuredQuery };
const buildStructuredQuery = queryProto.toStructuredQuery;

/** The structuredQuery the SDK would send for `query`, built without sending it or checking it. */
export function structuredQueryOf(query: Query): StructuredQuery {
  return buildStructuredQuery.call(query);
}

/** From now on, a query this process sends throws when firestore.indexes.json cannot serve it. */
export function refuseUnindexedQueries(declared: readonly CompositeIndex[] = declaredIndexes()): void {
  queryProto.toStructuredQuery = function (this: Query) {
    const structured = buildStructuredQuery.call(this);
    const problem = missingIndex(structured, declared);
    if (problem) throw new Error(problem);
    return structured;
  };
}
