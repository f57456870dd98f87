import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { checkCompanyBudget, shardsOf } from './rate-limits.service';

const NOW = new Date('2030-01-01T10:00:00.000Z');

/** Sends `count` hits of `key` against `rule` in batches; whether each was refused, in order of sending. */
async function hits(key: string, rule: { limit: number; windowSeconds: number }, count: number): Promise<boolean[]> {
  const refused: boolean[] = [];
  for (let sent = 0; sent < count; sent += 20) {
    const batch = Array.from({ length: Math.min(20, count - sent) }, () =>
      checkCompanyBudget(key, 'read', rule, NOW).then(
        () => false,
        () => true,
      ),
    );
    refused.push(...(await Promise.all(batch)));
  }
  return refused;
}

/** Each shard's count of `key`'s reads in NOW's window (0 for a shard never written). */
async function shardCounts(key: string, shards: number): Promise<number[]> {
  const window = Math.floor(NOW.getTime() / 60_000);
  const docs = await Promise.all(
    Array.from({ length: shards }, (_, shard) =>
      db().collection('rate_limits').doc(`${key}_read_60_${window}_${shard}`).get(),
    ),
  );
  return docs.map((doc) => (doc.get('count') as number | undefined) ?? 0);
}

describe("a company's budget counter", () => {
  it('when a budget is small, then one document counts it exactly: the hit past the limit is the first refused', async () => {
    const key = `company-${randomUUID()}`;
    const rule = { limit: 60, windowSeconds: 60 };
    expect(shardsOf(rule)).toBe(1);
    const refused = await hits(key, rule, 61);
    expect(refused.filter(Boolean)).toHaveLength(1);
    expect(await shardCounts(key, 1)).toEqual([61]);
  });

  it('when a budget is large, then its hits spread over several documents, and the estimate refuses once the company is past the budget, not long before', async () => {
    const key = `company-${randomUUID()}`;
    const rule = { limit: 800, windowSeconds: 60 };
    expect(shardsOf(rule)).toBe(2);
    const refused = await hits(key, rule, 1200);
    const counts = await shardCounts(key, 2);
    expect(counts.every((count) => count > 400)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1200);
    // At 600 hits a shard holds 300 ± 12: an estimate past 800 is over 8 standard deviations away.
    expect(refused.slice(0, 600).filter(Boolean)).toEqual([]);
    expect(refused.slice(1000).filter(Boolean).length).toBeGreaterThan(150);
  });
});
