import { describe, expect, it } from 'vitest';
import { newCompanyId } from '../testing/accounts';
import { db } from './firebase';
import { keptCounts } from './kept-counts';

const things = (companyId: string) => db().collection(`companies/${companyId}/things`);
const countsDoc = (companyId: string) => db().doc(`companies/${companyId}/vehicle_counts/fleet`);
const counts = keptCounts({
  keys: ['total', 'km'] as const,
  doc: countsDoc,
  collection: things,
  partOf: () => (data) => ({ total: 1, km: Number(data.km) }),
});

describe('kept counts', () => {
  it('when writes arrive before the counts were ever counted whole, then they add up once each, and the first read recounts', async () => {
    const companyId = newCompanyId('contagens');
    expect(await counts.countWrite(companyId, 'e1', null, { km: 100 })).toBe('applied');
    expect(await counts.countWrite(companyId, 'e2', null, { km: 50 })).toBe('applied');
    expect(await counts.countWrite(companyId, 'e1', null, { km: 100 })).toBe('duplicate');
    expect(await counts.countWrite(companyId, 'e3', { km: 50 }, { km: 50 })).toBe('unchanged');
    expect((await countsDoc(companyId).get()).data()).toEqual({ total: 2, km: 150 });

    // The documents themselves (here none was stored) are what a first read counts.
    await things(companyId).doc('a').set({ km: 10 });
    await things(companyId).doc('b').set({ km: 32 });
    expect(await counts.read(companyId)).toEqual({ total: 2, km: 42 });
    expect(await counts.countWrite(companyId, 'e4', { km: 10 }, null)).toBe('applied');
    expect(await counts.read(companyId)).toEqual({ total: 1, km: 32 });
  });
});
