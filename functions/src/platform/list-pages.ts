import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { decodeCursor, encodeCursor, type PageCursor, type PageRequest } from '../domain/cursor';
import { MAX_PAGE_OFFSET } from '../domain/envelope';
import { AppError } from '../domain/errors';
import { httpMessages } from '../domain/http-messages';

/** A list's order: one field, then the document id (a tie-break both Firestores agree on). */
export interface ListOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** One page's documents in list order, and the cursor of the page after it (null on the last). */
export interface DocPage {
  docs: QueryDocumentSnapshot[];
  nextCursor: string | null;
}

type SortValue = string | number | Timestamp;

function sortValue(doc: QueryDocumentSnapshot, order: ListOrder): SortValue {
  const value: unknown = doc.get(order.field);
  return value instanceof Timestamp || typeof value === 'number' || typeof value === 'string' ? value : '';
}

function compareValues(a: SortValue, b: SortValue): number {
  if (a instanceof Timestamp && b instanceof Timestamp) return a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Firestore orders strings by their UTF-8 bytes.
  if (typeof a === 'string' && typeof b === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return 0;
}

const compareIds = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Sorts documents of one or several queries into the list's order (field, then id). */
export function byListOrder(order: ListOrder) {
  const sign = order.direction === 'asc' ? 1 : -1;
  return (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
    sign * (compareValues(sortValue(a, order), sortValue(b, order)) || compareIds(a.id, b.id));
}

const cursorValue = (value: SortValue) =>
  value instanceof Timestamp ? { seconds: value.seconds, nanos: value.nanoseconds } : value;
const storedValue = (value: PageCursor['value']): SortValue =>
  typeof value === 'object' ? new Timestamp(value.seconds, value.nanos) : value;

/**
 * The documents of `query` whose order field holds `value`, asked as a range of that one value in
 * list order: the list's own index serves it. An equality there would need another index when the
 * list also filters that field by range ('Enviados' since a day), and Firestore refuses an order
 * on a field filtered by equality.
 */
const sharing = (query: Query, order: ListOrder, value: SortValue) =>
  query
    .where(order.field, '>=', value)
    .where(order.field, '<=', value)
    .orderBy(order.field, order.direction)
    .get()
    .then(({ docs }) => docs);

/**
 * Of `docs`, the first documents past a value in the order Firestore read them (`count + 1` or
 * more, or all there are), the first `count` in list order and whether more follow (`count + 1`
 * returned then). Neither Firestore is asked to order by id (the local stand-in ignores it): the
 * documents sharing the last value read are read whole and ordered here, so a page never cuts a
 * group of equal values at a different place than the next page starts.
 */
async function settleLastGroup(
  query: Query,
  order: ListOrder,
  count: number,
  docs: QueryDocumentSnapshot[],
): Promise<QueryDocumentSnapshot[]> {
  const sort = byListOrder(order);
  const [last, extra] = [docs[count - 1], docs[count]];
  if (!last || !extra) return docs.sort(sort);
  const edge = sortValue(extra, order);
  if (compareValues(sortValue(last, order), edge) !== 0) return [...docs.slice(0, count).sort(sort), extra];
  const ties = await sharing(query, order, edge);
  const before = docs.slice(0, count + 1).filter((doc) => compareValues(sortValue(doc, order), edge) !== 0);
  return [...before, ...ties].sort(sort).slice(0, count + 1);
}

/** The first `count` documents of `query` in list order and whether more follow; with `after`, only those past that value. */
async function firstInOrder(
  query: Query,
  order: ListOrder,
  count: number,
  after?: SortValue,
): Promise<QueryDocumentSnapshot[]> {
  const range = after === undefined ? query : query.where(order.field, order.direction === 'asc' ? '>' : '<', after);
  const { docs } = await range
    .orderBy(order.field, order.direction)
    .limit(count + 1)
    .get();
  return settleLastGroup(query, order, count, docs);
}

/**
 * The page after a cursor and whether more follow (`pageSize + 1` returned then). One query reads
 * from the cursor's value on: when the cursor's item is the only one read at that value before
 * the others, those read are the page. Otherwise the cursor's group of equal values is read whole
 * (unless that read already ended past it), then only as many after it as the page still lacks.
 */
async function pageAfter(query: Query, order: ListOrder, pageSize: number, after: PageCursor) {
  const value = storedValue(after.value);
  const sign = order.direction === 'asc' ? 1 : -1;
  const isTie = (doc: QueryDocumentSnapshot) => compareValues(sortValue(doc, order), value) === 0;
  const isAfter = (doc: QueryDocumentSnapshot) => sign * compareIds(doc.id, after.id) > 0;
  const wanted = pageSize + 2;
  const { docs } = await query
    .where(order.field, order.direction === 'asc' ? '>=' : '<=', value)
    .orderBy(order.field, order.direction)
    .limit(wanted)
    .get();
  const ties = docs.filter(isTie);
  const rest = docs.filter((doc) => !isTie(doc));
  const allRead = docs.length < wanted;
  // Read in the field's order, the group comes first: any other value read means it is whole.
  const group = allRead || rest.length > 0 ? ties : await sharing(query, order, value);
  const groupAfter = group.filter(isAfter).sort(byListOrder(order));
  const count = pageSize - groupAfter.length;
  if (count < 0) return groupAfter.slice(0, pageSize + 1);
  const past =
    allRead || rest.length >= count + 1
      ? await settleLastGroup(query, order, count, rest)
      : await firstInOrder(query, order, count, value);
  return [...groupAfter, ...past].slice(0, pageSize + 1);
}

/**
 * The documents a page needs, in list order: with a cursor, those after it (a key range, so a
 * deep page reads no more than the first); without one, those up to the page (a typed `?page=`
 * link, bounded by MAX_PAGE_OFFSET). `query` holds the list's filters but no order.
 */
export async function readPageDocs(
  query: Query,
  order: ListOrder,
  { page, pageSize, after }: PageRequest,
): Promise<QueryDocumentSnapshot[]> {
  if (!after) {
    const offset = (page - 1) * pageSize;
    if (offset > MAX_PAGE_OFFSET) throw new AppError('invalid_input', httpMessages.pageTooFar);
    return firstInOrder(query, order, offset + pageSize);
  }
  return pageAfter(query, order, pageSize, after);
}

interface ReadDoc {
  doc: QueryDocumentSnapshot;
  /** Which of the list's queries it came from. */
  part: number;
}

function pageOf(read: ReadDoc[], order: ListOrder, { page, pageSize, after }: PageRequest): DocPage {
  const start = after ? 0 : (page - 1) * pageSize;
  const items = read.slice(start, start + pageSize);
  const last = items.at(-1);
  const more = read.length > start + pageSize;
  const cursor = last && { value: cursorValue(sortValue(last.doc, order)), id: last.doc.id };
  return {
    docs: items.map(({ doc }) => doc),
    nextCursor: more && cursor ? encodeCursor(last.part > 0 ? { ...cursor, part: last.part } : cursor) : null,
  };
}

/** The page of `docs` (several companies' as readPageDocs read them, merged in list order) and its next cursor. */
export function toDocPage(docs: QueryDocumentSnapshot[], order: ListOrder, request: PageRequest): DocPage {
  return pageOf(
    docs.map((doc) => ({ doc, part: 0 })),
    order,
    request,
  );
}

/**
 * One page of `query` (its filters, no order) in `order`, with the cursor of the next. A list
 * made of several queries in a row (the open ones, then the closed) passes them in that order.
 */
export async function readPage(
  query: Query | readonly Query[],
  order: ListOrder,
  request: PageRequest,
): Promise<DocPage> {
  const parts = Array.isArray(query) ? query : [query];
  const first = request.after?.part ?? 0;
  const wanted = (request.after ? 0 : (request.page - 1) * request.pageSize) + request.pageSize + 1;
  const read: ReadDoc[] = [];
  for (let part = first; part < parts.length && read.length < wanted; part += 1) {
    const asked = part === first ? request : { page: 1, pageSize: wanted - 1 - read.length };
    const docs = await readPageDocs(parts[part]!, order, asked);
    read.push(...docs.map((doc) => ({ doc, part })));
  }
  return pageOf(read, order, request);
}

/**
 * Every document of `query` in `order`, `pageSize` at a time, each page read after the last one's
 * cursor (a key range): an export walks a list of any length holding one page at a time.
 */
export async function* pagesInOrder(
  query: Query | readonly Query[],
  order: ListOrder,
  pageSize: number,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: PageCursor | undefined;
  for (;;) {
    const { docs, nextCursor } = await readPage(query, order, { page: 1, pageSize, after });
    if (docs.length > 0) yield docs;
    const next = nextCursor ? decodeCursor(nextCursor) : null;
    if (!next) return;
    after = next;
  }
}
