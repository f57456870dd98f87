import { describe, expect, it } from 'vitest';
import {
  arrive,
  EMPTY_RENDER_QUEUE,
  leave,
  RENDER_TURN_LEASE_MS,
  RENDERS_PER_COMPANY,
  rejoin,
  withdraw,
  type RenderQueue,
} from './render-queue';

const NOW = new Date('2030-03-04T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const render = (n: number) => ({ renderId: `c${n}_1`, checklistId: `c${n}` });

/** Renders 1..n arriving one after another from an empty queue. */
function arrived(n: number): { queue: RenderQueue; turns: string[] } {
  let queue = EMPTY_RENDER_QUEUE;
  const turns: string[] = [];
  for (let i = 1; i <= n; i++) {
    const result = arrive(queue, render(i), NOW);
    queue = result.queue;
    turns.push(result.turn);
  }
  return { queue, turns };
}

describe("a company's renders in turn", () => {
  it(`when more than ${RENDERS_PER_COMPANY} renders arrive, then ${RENDERS_PER_COMPANY} are drawn and the rest wait in order`, () => {
    const { queue, turns } = arrived(4);
    expect(turns).toEqual(['now', 'now', 'waiting', 'waiting']);
    expect(queue.running.map((r) => r.renderId)).toEqual(['c1_1', 'c2_1']);
    expect(queue.waiting.map((r) => r.renderId)).toEqual(['c3_1', 'c4_1']);
  });

  it('when a render leaves, then the first waiting gets its turn, untaken until its event arrives, and then drawn once', () => {
    const { queue } = arrived(4);
    const left = leave(queue, 'c1_1', later(1000));
    expect(left.started).toEqual([render(3)]);
    expect(left.queue.running.map((r) => [r.renderId, r.taken])).toEqual([
      ['c2_1', true],
      ['c3_1', false],
    ]);
    const called = arrive(left.queue, render(3), later(2000));
    expect(called.turn).toBe('now');
    // A second delivery of the same event: already taken, nothing drawn twice.
    expect(arrive(called.queue, render(3), later(3000)).turn).toBe('taken');
  });

  it('when a render arrives twice while it waits, then it waits once', () => {
    const { queue } = arrived(3);
    const again = arrive(queue, render(3), NOW);
    expect(again.turn).toBe('waiting');
    expect(again.queue.waiting).toEqual([render(3)]);
  });

  it('when drawn renders die past their lease, then their turns go to the waiting, in order, the one arriving among them', () => {
    const { queue } = arrived(3);
    const next = arrive(queue, render(4), later(RENDER_TURN_LEASE_MS + 1));
    expect(next.turn).toBe('now');
    expect(next.started).toEqual([render(3)]);
    expect(next.queue.running.map((r) => [r.renderId, r.taken])).toEqual([
      ['c3_1', false],
      ['c4_1', true],
    ]);
    expect(next.queue.waiting).toEqual([]);
  });

  it('when a render no longer wanted withdraws, then it leaves its place or its untaken turn, never a taken one', () => {
    const { queue } = arrived(3);
    expect(withdraw(queue, 'c1_1', NOW).queue).toEqual(queue);
    const gone = withdraw(queue, 'c3_1', NOW);
    expect(gone.queue.waiting).toEqual([]);
    const given = leave(queue, 'c1_1', NOW);
    const untaken = withdraw(given.queue, 'c3_1', NOW);
    expect(untaken.queue.running.map((r) => r.renderId)).toEqual(['c2_1']);
  });

  it('when a render still wanted holds no place, then it rejoins at the end, at once given a free turn; holding one, nothing changes', () => {
    const { queue } = arrived(3);
    expect(rejoin(queue, render(3), NOW)).toEqual({ queue, started: [] });
    const lost = rejoin(queue, render(5), NOW);
    expect(lost.started).toEqual([]);
    expect(lost.queue.waiting.map((r) => r.renderId)).toEqual(['c3_1', 'c5_1']);
    const free = rejoin(leave(arrived(1).queue, 'c1_1', NOW).queue, render(5), NOW);
    expect(free.started).toEqual([render(5)]);
  });
});
