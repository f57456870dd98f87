import { describe, expect, it } from 'vitest';
import { messages } from './emulator-messages';
import { addDocumentsInPlace } from './firestore-documents';
import { indexQueries } from './firestore-query';

/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS-only build (see emulators.ts) */
const { FirestoreState, FirestoreStateDocument } =
  require('@firestore-emulator/server') as typeof import('@firestore-emulator/server');
/* eslint-enable @typescript-eslint/no-require-imports */
const {
  StructuredQuery,
  StructuredQueryCompositeFilterOperator,
  StructuredQueryDirection,
  StructuredQueryFieldFilterOperator: Op,
  Write,
} = messages;

type State = InstanceType<typeof FirestoreState>;
type QueryObject = Parameters<typeof StructuredQuery.fromObject>[0];
type ValueObject = Record<string, unknown>;

const COMPANY = 'projects/demo-query/databases/(default)/documents/companies/alfa';

/** A small seeded generator (mulberry32): a failure repeats with its seed. */
function randomFrom(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomFrom>;

const STATUSES = ['pending', 'approved', 'rejected', 'Ápice', ''];
/** Few distinct values per field, so orders tie and filters hit often. */
const values = {
  status: (r: Random): ValueObject => ({ string_value: r.pick(STATUSES) }),
  n: (r: Random): ValueObject => ({ integer_value: r.int(8) - 2 }),
  t: (r: Random): ValueObject => ({
    timestamp_value: { seconds: 1_700_000_000 + r.int(6), nanos: r.pick([0, 1, 500]) },
  }),
  active: (r: Random): ValueObject => ({ boolean_value: r.next() < 0.5 }),
  // Of two types: the emulator's order of such a field is its own (no range may skip along it).
  mixed: (r: Random): ValueObject =>
    r.next() < 0.5 ? { integer_value: r.int(4) } : { string_value: r.pick(['a', 'b']) },
};
type FieldName = keyof typeof values;
const FIELDS = Object.keys(values) as FieldName[];

function randomFields(r: Random) {
  // Each field missing now and then: the emulator puts those last in either direction.
  return Object.fromEntries(FIELDS.filter(() => r.next() < 0.85).map((field) => [field, values[field](r)]));
}

/** The same writes to the emulator as it is and to one answering from its indexes (both adding documents as the local stack does). */
function twoStates() {
  addDocumentsInPlace();
  const own = new FirestoreState();
  const indexed = new FirestoreState();
  indexQueries(indexed);
  const write = (object: Parameters<typeof Write.fromObject>[0]) => {
    for (const state of [own, indexed]) state.writeV1Document(new Date(), Write.fromObject(object));
  };
  return { own, indexed, write };
}

// Ids of numbers too: the emulator keeps them first, in their numeric order (an object's keys).
const docName = (r: Random) => `${COMPANY}/checklists/${r.pick(['c', 'x', ''])}${r.int(60)}`;

function randomWrite(r: Random, write: ReturnType<typeof twoStates>['write'], existing: Set<string>) {
  const name = docName(r);
  if (existing.has(name) && r.next() < 0.2) {
    write({ delete: name });
    existing.delete(name);
  } else if (existing.has(name) && r.next() < 0.5) {
    const field = r.pick(FIELDS);
    write({ update: { name, fields: { [field]: values[field](r) } }, update_mask: { field_paths: [field] } });
  } else {
    write({ update: { name, fields: randomFields(r) } });
    existing.add(name);
  }
}

const RANGES = [Op.LESS_THAN, Op.LESS_THAN_OR_EQUAL, Op.GREATER_THAN, Op.GREATER_THAN_OR_EQUAL];

function randomFilter(r: Random, orderField: FieldName | undefined) {
  const kind = r.next();
  if (kind < 0.35) {
    // A range, mostly on the first order field (as a cursor's key range is).
    const field = orderField && r.next() < 0.8 ? orderField : r.pick(FIELDS);
    return { field: { field_path: field }, op: r.pick(RANGES), value: values[field](r) };
  }
  const field = r.pick(FIELDS);
  if (kind < 0.65) return { field: { field_path: field }, op: Op.EQUAL, value: values[field](r) };
  if (kind < 0.9) {
    const items = Array.from({ length: 1 + r.int(3) }, () => values[field](r));
    return { field: { field_path: field }, op: Op.IN, value: { array_value: { values: items } } };
  }
  return { field: { field_path: field }, op: r.pick([Op.NOT_EQUAL, Op.NOT_IN]), value: values[field](r) };
}

type Order = { field: FieldName; direction: number }[];

function randomOrder(r: Random): Order {
  return Array.from({ length: r.int(3) }, () => ({
    field: r.pick(FIELDS),
    direction: r.next() < 0.5 ? StructuredQueryDirection.ASCENDING : StructuredQueryDirection.DESCENDING,
  }));
}

/** A query in one of a few orders: the same order again uses, or rebuilds, what the last one kept. */
function randomQuery(r: Random, orders: Order[]): QueryObject {
  const order = r.pick(orders);
  const orderFields = order.map(({ field }) => field);
  const order_by = order.map(({ field, direction }) => ({ field: { field_path: field }, direction }));
  const filters = Array.from({ length: r.int(4) }, () => randomFilter(r, orderFields[0]));
  const or = filters.length > 1 && r.next() < 0.15;
  const where =
    filters.length === 0
      ? {}
      : filters.length === 1 && r.next() < 0.5
        ? { where: { field_filter: filters[0]! } }
        : {
            where: {
              composite_filter: {
                op: or ? StructuredQueryCompositeFilterOperator.OR : StructuredQueryCompositeFilterOperator.AND,
                filters: filters.map((field_filter) => ({ field_filter })),
              },
            },
          };
  return {
    from: [{ collection_id: 'checklists' }],
    order_by,
    ...where,
    ...(r.next() < 0.7 && { limit: { value: 1 + r.int(12) } }),
    // A cursor and an offset, as the SDK sends them: the emulator ignores both.
    ...(r.next() < 0.2 && { start_at: { values: [values.n(r)], before: false }, offset: r.int(5) }),
  };
}

const ask = (state: State, query: QueryObject) =>
  state.v1Query(COMPANY, StructuredQuery.fromObject(query)).map((document) => document.getPath().split('/').pop());

describe('the local Firestore, answering from its indexes', () => {
  it('when random writes and queries (==, in, ranges, not-in, or; one or two orders each way with ties; limits, cursors, offsets) alternate, then each answer is the emulator’s own, in its order', () => {
    let compared = 0;
    let nonEmpty = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const r = randomFrom(seed);
      const { own, indexed, write } = twoStates();
      const existing = new Set<string>();
      for (let n = 0; n < 40 + r.int(80); n += 1) randomWrite(r, write, existing);
      const orders = Array.from({ length: 4 }, () => randomOrder(r));
      for (let round = 0; round < 60; round += 1) {
        // Writes now and then between queries: a later query sees them.
        if (r.next() < 0.3) for (let n = r.int(4); n >= 0; n -= 1) randomWrite(r, write, existing);
        const query = randomQuery(r, orders);
        const expected = ask(own, query);
        expect(ask(indexed, query), `seed ${seed}, round ${round}: ${JSON.stringify(query)}`).toEqual(expected);
        compared += 1;
        if (expected.length > 0) nonEmpty += 1;
      }
    }
    // The comparison means something only if many answers hold documents.
    expect(nonEmpty).toBeGreaterThan(compared / 2);
  });

  it('when a write changes only the field a query filters by equality, or only its order field, then the next answer sees the change', () => {
    const { own, indexed, write } = twoStates();
    for (let n = 0; n < 12; n += 1)
      write({
        update: {
          name: `${COMPANY}/checklists/c${n}`,
          fields: { status: { string_value: n % 2 ? 'approved' : 'pending' }, n: { integer_value: n } },
        },
      });
    const byStatus = (status: string): QueryObject => ({
      from: [{ collection_id: 'checklists' }],
      where: { field_filter: { field: { field_path: 'status' }, op: Op.EQUAL, value: { string_value: status } } },
      order_by: [{ field: { field_path: 'n' }, direction: StructuredQueryDirection.DESCENDING }],
      limit: { value: 3 },
    });
    expect(ask(indexed, byStatus('pending'))).toEqual(['c10', 'c8', 'c6']);
    const change = (field: string, value: ValueObject) =>
      write({
        update: { name: `${COMPANY}/checklists/c11`, fields: { [field]: value } },
        update_mask: { field_paths: [field] },
      });
    change('status', { string_value: 'pending' });
    expect(ask(indexed, byStatus('pending'))).toEqual(['c11', 'c10', 'c8']);
    change('n', { integer_value: -1 });
    expect(ask(indexed, byStatus('pending'))).toEqual(['c10', 'c8', 'c6']);
    expect(ask(own, byStatus('pending'))).toEqual(ask(indexed, byStatus('pending')));
  });

  it('when a collection grows from 100 to 5,000 documents, then a page along a key range reads about as many fields, and the emulator reads 50× more', () => {
    const fieldsRead = (size: number) => {
      const { own, indexed, write } = twoStates();
      for (let n = 0; n < size; n += 1)
        write({
          update: {
            name: `${COMPANY}/checklists/c${n}`,
            fields: {
              reviewStatus: { string_value: n % 10 === 0 ? 'approved' : 'pending' },
              userId: { string_value: `u${n % 20}` },
              listedAt: { timestamp_value: { seconds: 1_700_000_000 + Math.floor(n / 10), nanos: 0 } },
            },
          },
        });
      const pending = { string_value: 'pending' };
      const page: QueryObject = {
        from: [{ collection_id: 'checklists' }],
        where: {
          composite_filter: {
            op: StructuredQueryCompositeFilterOperator.AND,
            filters: [
              {
                field_filter: {
                  field: { field_path: 'reviewStatus' },
                  op: Op.IN,
                  value: { array_value: { values: [pending] } },
                },
              },
              {
                field_filter: {
                  field: { field_path: 'listedAt' },
                  op: Op.LESS_THAN,
                  value: { timestamp_value: { seconds: 1_700_000_000 + size / 20, nanos: 0 } },
                },
              },
            ],
          },
        },
        order_by: [{ field: { field_path: 'listedAt' }, direction: StructuredQueryDirection.DESCENDING }],
        limit: { value: 6 },
      };
      // The first query builds the index (once per collection write); the next ones read it.
      ask(indexed, page);
      const getField = FirestoreStateDocument.prototype.getField;
      let reads = 0;
      FirestoreStateDocument.prototype.getField = function (this: unknown, path: string) {
        reads += 1;
        return getField.call(this, path);
      } as typeof getField;
      try {
        const counted = (state: State) => {
          reads = 0;
          const answer = ask(state, page);
          expect(answer).toHaveLength(6);
          return reads;
        };
        return {
          own: counted(own),
          indexed: counted(indexed),
          same: ask(indexed, page).join() === ask(own, page).join(),
        };
      } finally {
        FirestoreStateDocument.prototype.getField = getField;
      }
    };
    const [small, large] = [fieldsRead(100), fieldsRead(5_000)];
    expect(small.same && large.same).toBe(true);
    expect(large.indexed).toBeLessThanOrEqual(small.indexed + 10);
    expect(large.own).toBeGreaterThan(50 * small.own * 0.9);
  });
});
