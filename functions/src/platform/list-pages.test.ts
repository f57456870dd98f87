import { Query, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { decodeCursor, encodeCursor } from '../domain/cursor';
import { MAX_PAGE_OFFSET } from '../domain/envelope';
import { newCompanyId } from '../testing/accounts';
import { db } from './firebase';
import { readPage, type ListOrder } from './list-pages';

const NEWEST: ListOrder = { field: 'at', direction: 'desc' };
const BY_NAME: ListOrder = { field: 'name', direction: 'asc' };

/** Documents written in an order unrelated to their ids, many sharing a value. */
async function seed(rows: Array<{ id: string } & Record<string, unknown>>, name = 'things') {
  const collection = db().collection(`companies/${newCompanyId('paginas')}/${name}`);
  const batch = db().batch();
  for (const { id, ...data } of rows) batch.set(collection.doc(id), data);
  await batch.commit();
  return collection;
}

/** Every page after the first by its cursor: the ids in the order shown, and how many pages. */
async function walk(query: Query, order: ListOrder, pageSize: number) {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const cursor = after === null ? undefined : decodeCursor(after)!;
    const page = await readPage(query, order, { page: pages + 1, pageSize, after: cursor });
    ids.push(...page.docs.map((doc) => doc.id));
    after = page.nextCursor;
    pages += 1;
  } while (after !== null);
  return { ids, pages };
}

const at = (seconds: number, nanos = 0) => new Timestamp(1_800_000_000 + seconds, nanos);

describe('list pages by cursor', () => {
  it('when many items share the instant a page ends on, then the pages after it show each once, newest first, ties by id', async () => {
    // 'k'..'a' at one instant, written in a shuffled order, between newer and older items.
    const tied = ['f', 'c', 'j', 'a', 'h', 'e', 'b', 'k', 'g', 'd', 'i'];
    const collection = await seed([
      { id: 'new1', at: at(30) },
      ...tied.map((id) => ({ id, at: at(20) })),
      { id: 'new2', at: at(40) },
      { id: 'old1', at: at(10) },
      { id: 'old2', at: at(10, 5) },
    ]);
    for (const pageSize of [1, 2, 3, 4, 7, 20]) {
      const { ids } = await walk(collection, NEWEST, pageSize);
      expect(ids, `pageSize ${pageSize}`).toEqual(['new2', 'new1', ...[...tied].sort().reverse(), 'old2', 'old1']);
    }
  });

  it('when a list is ordered by name ascending, then its cursor pages cover it once in that order', async () => {
    const names = ['Caminhão 3', 'Ágil', 'Caminhão 3', 'Van', 'Bitrem', 'Caminhão 3', 'Ônibus', 'Van'];
    const collection = await seed(names.map((name, i) => ({ id: `v${(7 - i) * 3}`, name })));
    const { ids, pages } = await walk(collection, BY_NAME, 3);
    expect(pages).toBe(3);
    const shown = await Promise.all(ids.map(async (id) => (await collection.doc(id).get()).get('name') as string));
    expect(shown).toEqual(['Bitrem', 'Caminhão 3', 'Caminhão 3', 'Caminhão 3', 'Van', 'Van', 'Ágil', 'Ônibus']);
    expect(new Set(ids).size).toBe(names.length);
  });

  it('when a list filters, then its pages after a cursor keep the filter', async () => {
    const collection = await seed(
      Array.from({ length: 9 }, (_, i) => ({ id: `d${i}`, assignedAt: at(i % 3), userId: i % 2 ? 'u1' : 'u2' })),
      'checklists',
    );
    const { ids } = await walk(collection.where('userId', '==', 'u2'), { field: 'assignedAt', direction: 'desc' }, 2);
    expect(ids).toEqual(['d8', 'd2', 'd4', 'd6', 'd0']);
  });

  it('when a list also filters its order field by range, then its pages after a cursor keep the range and need only its own index', async () => {
    // Two items at each instant; checked against firestore.indexes.json as every test query is.
    const collection = await seed(
      Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, submittedAt: at(i % 4), userId: 'u1' })),
      'checklists',
    );
    const since = collection.where('userId', '==', 'u1').where('submittedAt', '>=', at(1));
    for (const pageSize of [1, 2, 3, 4]) {
      const { ids } = await walk(since, { field: 'submittedAt', direction: 'desc' }, pageSize);
      expect(ids, `pageSize ${pageSize}`).toEqual(['s7', 's3', 's6', 's2', 's5', 's1']);
    }
  });

  it('when the list is read as two queries in a row, then the cursor crosses from the first to the second', async () => {
    const collection = await seed(
      [
        ...['o1', 'o2', 'o3'].map((id, i) => ({ id, openedAt: at(i), isOpen: true })),
        ...['c1', 'c2', 'c3'].map((id, i) => ({ id, openedAt: at(10 + i), isOpen: false })),
      ],
      'defects',
    );
    const parts = [collection.where('isOpen', '==', true), collection.where('isOpen', '==', false)];
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const cursor = after === null ? undefined : decodeCursor(after)!;
      const page = await readPage(
        parts,
        { field: 'openedAt', direction: 'desc' },
        { page: 1, pageSize: 2, after: cursor },
      );
      seen.push(...page.docs.map((doc) => doc.id));
      after = page.nextCursor;
    } while (after !== null);
    expect(seen).toEqual(['o3', 'o2', 'o1', 'c3', 'c2', 'c1']);
  });

  it('when values tie in random groups, then the pages after each cursor, of any size and either direction, show every item once in list order', async () => {
    for (let round = 1; round <= 4; round += 1) {
      // Ids and values from a fixed sequence: groups of one to several at a value, written out of order.
      const rows = Array.from({ length: 24 }, (_, i) => ({
        id: `r${(i * 7 * round) % 97}-${i}`,
        rank: Math.floor(((i * 13 + round * 5) % 24) / (round % 2 ? 3 : 1)),
      }));
      const collection = await seed(rows);
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...rows]
          .sort((a, b) => sign * (a.rank - b.rank || Buffer.compare(Buffer.from(a.id), Buffer.from(b.id))))
          .map((row) => row.id);
        for (const pageSize of [1, 2, 5]) {
          const { ids } = await walk(collection, { field: 'rank', direction }, pageSize);
          expect(ids, `round ${round}, ${direction}, pageSize ${pageSize}`).toEqual(expected);
        }
      }
    }
  });

  it('when the item a cursor names shares its value with no other, then the page after it is read with one query', async () => {
    const collection = await seed(Array.from({ length: 9 }, (_, i) => ({ id: `u${i}`, name: `Veículo ${i}` })));
    const first = await readPage(collection, BY_NAME, { page: 1, pageSize: 3 });
    const get = vi.spyOn(Query.prototype, 'get');
    try {
      const second = await readPage(collection, BY_NAME, {
        page: 2,
        pageSize: 3,
        after: decodeCursor(first.nextCursor!)!,
      });
      expect(second.docs.map((doc) => doc.id)).toEqual(['u3', 'u4', 'u5']);
      expect(second.nextCursor).not.toBeNull();
      expect(get).toHaveBeenCalledTimes(1);
    } finally {
      get.mockRestore();
    }
  });

  it('when a cursor falls inside a group of equal values, then the page after it is read with three queries, the group once', async () => {
    // Ten at each instant, as checklists sent together are; page 3 ends on the fifth of the second group.
    const collection = await seed(
      Array.from({ length: 40 }, (_, i) => ({ id: `c${String(i).padStart(2, '0')}`, at: at(Math.floor(i / 10)) })),
    );
    const first = await readPage(collection, NEWEST, { page: 3, pageSize: 5 });
    expect(first.docs.map((doc) => doc.id)).toEqual(['c29', 'c28', 'c27', 'c26', 'c25']);
    const get = vi.spyOn(Query.prototype, 'get');
    try {
      const next = await readPage(collection, NEWEST, {
        page: 4,
        pageSize: 5,
        after: decodeCursor(first.nextCursor!)!,
      });
      expect(next.docs.map((doc) => doc.id)).toEqual(['c24', 'c23', 'c22', 'c21', 'c20']);
      expect(next.nextCursor).not.toBeNull();
      expect(get).toHaveBeenCalledTimes(3);
    } finally {
      get.mockRestore();
    }
  });

  it('when a page is asked by number alone, then it is the same page the cursors reach', async () => {
    const collection = await seed(Array.from({ length: 12 }, (_, i) => ({ id: `n${i % 5}${i}`, at: at(i % 4) })));
    const { ids } = await walk(collection, NEWEST, 5);
    const third = await readPage(collection, NEWEST, { page: 3, pageSize: 5 });
    expect(third.docs.map((doc) => doc.id)).toEqual(ids.slice(10, 15));
    expect(third.nextCursor).toBeNull();
  });

  it('when a page by number alone lies beyond the bound, then it is refused in pt-BR', async () => {
    const collection = await seed([{ id: 'x', at: at(1) }]);
    const pageSize = 25;
    await expect(
      readPage(collection, NEWEST, { page: MAX_PAGE_OFFSET / pageSize + 2, pageSize }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Página distante demais/) });
  });
});

describe('cursor text', () => {
  it('when a cursor is made, then it reads back exactly, the instant to the nanosecond', () => {
    const cursor = { value: { seconds: 1_800_000_000, nanos: 123_456_789 }, id: 'abc', part: 1 };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ value: 'Caminhão ônibus', id: 'v1' }))).toEqual({
      value: 'Caminhão ônibus',
      id: 'v1',
    });
  });

  it('when the text is not a cursor a page gave, then it reads as none', () => {
    for (const text of [
      '',
      'abc',
      '!!!',
      encodeCursor({ value: 1, id: 'x' }).slice(0, -3),
      btoa('[1]'),
      'x'.repeat(3000),
    ])
      expect(decodeCursor(text), text.slice(0, 20)).toBeNull();
  });
});
