import { describe, expect, it } from 'vitest';
import { filterBeforeSorting } from './firestore-query';

/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS-only builds (see emulators.ts) */
const { FirestoreState } = require('@firestore-emulator/server') as typeof import('@firestore-emulator/server');
const { StructuredQuery, StructuredQueryDirection, StructuredQueryFieldFilterOperator } =
  require('@firestore-emulator/proto/dist/google/firestore/v1/query') as typeof import('@firestore-emulator/proto/dist/google/firestore/v1/query');
const { Write } =
  require('@firestore-emulator/proto/dist/google/firestore/v1/write') as typeof import('@firestore-emulator/proto/dist/google/firestore/v1/write');
/* eslint-enable @typescript-eslint/no-require-imports */

const COMPANY = 'projects/demo-query/databases/(default)/documents/companies/alfa';
const STATUSES = ['pending', 'approved', 'rejected'];

/** Forty checklists: statuses in turn, times shared by threes, every seventh without a time. */
function stateWith(patched: boolean) {
  const state = new FirestoreState();
  if (patched) filterBeforeSorting(state);
  for (let n = 0; n < 40; n += 1)
    state.writeV1Document(
      new Date(),
      Write.fromObject({
        update: {
          name: `${COMPANY}/checklists/c${String(n).padStart(2, '0')}`,
          fields: {
            status: { string_value: STATUSES[n % 3]! },
            ...(n % 7 !== 0 && { listedAt: { integer_value: Math.floor(n / 3) } }),
          },
        },
      }),
    );
  return state;
}

const order = (field: string, direction: 'ASCENDING' | 'DESCENDING') => ({
  field: { field_path: field },
  direction: StructuredQueryDirection[direction],
});
const byStatus = (status: string) => ({
  field_filter: {
    field: { field_path: 'status' },
    op: StructuredQueryFieldFilterOperator.EQUAL,
    value: { string_value: status },
  },
});

describe('the local Firestore, filtering before it sorts', () => {
  it('when queries filter, order by one or two fields and cut a limit, then they answer what the emulator answers, in its order', () => {
    const [own, patched] = [stateWith(false), stateWith(true)];
    const queries = [
      { order_by: [order('listedAt', 'DESCENDING')] },
      { where: byStatus('approved'), order_by: [order('listedAt', 'DESCENDING'), order('__name__', 'DESCENDING')] },
      { where: byStatus('pending'), order_by: [order('listedAt', 'ASCENDING')], limit: { value: 4 } },
      { where: byStatus('rejected') },
      { order_by: [order('listedAt', 'DESCENDING')], limit: { value: 5 } },
      { order_by: [order('listedAt', 'ASCENDING'), order('status', 'DESCENDING')], limit: { value: 20 } },
      { order_by: [order('listedAt', 'ASCENDING')], limit: { value: 200 } },
    ];
    for (const query of queries) {
      const ask = (state: InstanceType<typeof FirestoreState>) =>
        state
          .v1Query(COMPANY, StructuredQuery.fromObject({ from: [{ collection_id: 'checklists' }], ...query }))
          .map((document) => document.getPath().split('/').pop());
      const expected = ask(own);
      expect(expected.length).toBeGreaterThan(0);
      expect(ask(patched)).toEqual(expected);
    }
  });
});
