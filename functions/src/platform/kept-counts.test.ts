import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { newCompanyId } from '../testing/accounts';
import { db } from './firebase';
import { keptCounts } from './kept-counts';

const things = (companyId: string) => db().collection(`companies/${companyId}/things`);
const countsDoc = (companyId: string) => db().doc(`companies/${companyId}/vehicle_counts/fleet`);
const counts = keptCounts({
  keys: ['total', 'km'] as const,
  doc: countsDoc,
  documents: things,
  partOf: () => (data) => ({ total: 1, km: Number(data.km) }),
});
const event = (id: string, time = Timestamp.now()) => ({ id, time });

describe('kept counts', () => {
  it('when writes arrive before the counts were ever counted whole, then they add up once each, and the first read recounts', async () => {
    const companyId = newCompanyId('contagens');
    expect(await counts.countWrite(companyId, event('e1'), null, { km: 100 })).toBe('applied');
    expect(await counts.countWrite(companyId, event('e2'), null, { km: 50 })).toBe('applied');
    expect(await counts.countWrite(companyId, event('e1'), null, { km: 100 })).toBe('duplicate');
    expect(await counts.countWrite(companyId, event('e3'), { km: 50 }, { km: 50 })).toBe('unchanged');
    expect((await countsDoc(companyId).get()).data()).toEqual({ total: 2, km: 150 });

    // The documents themselves (here none was stored) are what a first read counts.
    await things(companyId).doc('a').set({ km: 10 });
    await things(companyId).doc('b').set({ km: 32 });
    expect(await counts.read(companyId)).toEqual({ total: 2, km: 42 });
    expect(await counts.countWrite(companyId, event('e4'), { km: 10 }, null)).toBe('applied');
    expect(await counts.read(companyId)).toEqual({ total: 1, km: 32 });
  });

  it('when a write the first recount already read is delivered after it, then it is not counted twice; a later write is', async () => {
    const companyId = newCompanyId('contagens');
    const a = await things(companyId).doc('a').set({ km: 10 });
    expect(await counts.read(companyId)).toEqual({ total: 1, km: 10 });

    // The creation's event was still pending when the recount read the document.
    expect(await counts.countWrite(companyId, event('created-a', a.writeTime), null, { km: 10 })).toBe('recounted');
    expect(await counts.countWrite(companyId, event('created-a', a.writeTime), null, { km: 10 })).toBe('duplicate');
    expect(await counts.read(companyId)).toEqual({ total: 1, km: 10 });

    const b = await things(companyId).doc('b').set({ km: 5 });
    expect(await counts.countWrite(companyId, event('created-b', b.writeTime), null, { km: 5 })).toBe('applied');
    expect(await counts.read(companyId)).toEqual({ total: 2, km: 15 });
  });
});
