import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inCompanyTurns, turnOrder } from './company-turns';

/** A clock that moves only when a part says how long it took. */
function steppedClock() {
  let ms = 0;
  return { clock: () => ms, spend: (taken: number) => (ms += taken) };
}

describe('a timed job’s turns by company', () => {
  it('when no run stopped short before, then every company in order; after one did, the run starts after the last company served and wraps around', () => {
    expect(turnOrder(['c', 'a', 'b'], null)).toEqual(['a', 'b', 'c']);
    expect(turnOrder(['c', 'a', 'b', 'd'], 'b')).toEqual(['c', 'd', 'a', 'b']);
    expect(turnOrder(['a', 'b'], 'z')).toEqual(['a', 'b']);
    // The last company served was deleted since: its successor comes first.
    expect(turnOrder(['a', 'c', 'd'], 'b')).toEqual(['c', 'd', 'a']);
  });

  it("when company A's part throws, then B's and C's still run and A is told apart as failed", async () => {
    const ran: string[] = [];
    const result = await inCompanyTurns(`test-${randomUUID()}`, ['a', 'b', 'c'], async (companyId) => {
      ran.push(companyId);
      if (companyId === 'a') throw new Error('Firestore indisponível');
    });
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ served: ['b', 'c'], failed: ['a'], left: [] });
  });

  it('when a large company spends the run’s budget, then the rest are left to the next run, which starts with them, and the large one comes last', async () => {
    const job = `test-${randomUUID()}`;
    const companies = ['a', 'big', 'c', 'd'];
    const { clock, spend } = steppedClock();
    const part = async (companyId: string) => {
      spend(companyId === 'big' ? 50_000 : 1_000);
    };

    const first = await inCompanyTurns(job, companies, part, { budgetMs: 40_000, clock });
    expect(first).toEqual({ served: ['a', 'big'], failed: [], left: ['c', 'd'] });

    const second = await inCompanyTurns(job, companies, part, { budgetMs: 40_000, clock });
    expect(second).toEqual({ served: ['c', 'd', 'a', 'big'], failed: [], left: [] });
  });

  it('when every run is spent by the same large company, then each run still serves the others first', async () => {
    const job = `test-${randomUUID()}`;
    const { clock, spend } = steppedClock();
    const part = async (companyId: string) => {
      spend(companyId === 'a' ? 50_000 : 1_000);
    };
    const first = await inCompanyTurns(job, ['a', 'b', 'c'], part, { budgetMs: 40_000, clock });
    expect(first.served).toEqual(['a']);
    const second = await inCompanyTurns(job, ['a', 'b', 'c'], part, { budgetMs: 40_000, clock });
    expect(second.served).toEqual(['b', 'c', 'a']);
  });
});
