import { describe, expect, it } from 'vitest';
import { newCompanyId } from '../testing/accounts';
import { db } from './firebase';
import { keptCounts } from './kept-counts';

const KEYS = ['total', 'km'] as const;
const counts = keptCounts(KEYS);

describe('kept counts', () => {
  it('when deltas arrive before the counts were ever counted whole, then they add up from zero but read as not counted', async () => {
    const companyId = newCompanyId('contagens');
    const doc = db().doc(`companies/${companyId}/vehicle_counts/fleet`);
    expect(await counts.apply(companyId, doc, 'e1', { total: 1, km: 100 })).toBe(true);
    expect(await counts.apply(companyId, doc, 'e2', { total: 1, km: 50 })).toBe(true);
    expect(await counts.apply(companyId, doc, 'e1', { total: 1, km: 100 })).toBe(false);
    expect((await doc.get()).data()).toEqual({ total: 2, km: 150 });
    expect(await counts.read(doc)).toBeNull();
  });

  it('when a collection is recounted, then its sums replace the kept ones and later deltas add to them', async () => {
    const companyId = newCompanyId('recontagem');
    const things = db().collection(`companies/${companyId}/things`);
    await Promise.all([things.doc('a').set({ km: 10 }), things.doc('b').set({ km: 32 })]);
    const doc = db().doc(`companies/${companyId}/vehicle_counts/fleet`);
    await counts.apply(companyId, doc, 'early', { total: 5, km: 5 });

    const recounted = await counts.recount(doc, things, (d) => ({ total: 1, km: Number(d.km) }));
    expect(recounted).toEqual({ total: 2, km: 42 });
    await counts.apply(companyId, doc, 'later', { total: -1, km: -10 });
    expect(await counts.read(doc)).toEqual({ total: 1, km: 32 });
  });
});
