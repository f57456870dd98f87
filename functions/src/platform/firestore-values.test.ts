import { describe, expect, it } from 'vitest';
import { timestampOfIso } from './firestore-values';

describe('timestampOfIso', () => {
  it("when an event's time carries microseconds, then the Timestamp keeps them", () => {
    const time = timestampOfIso('2026-11-27T08:00:01.123456Z');
    expect([time.seconds, time.nanoseconds]).toEqual([Date.parse('2026-11-27T08:00:01Z') / 1000, 123_456_000]);
  });

  it('when the time has no fraction, then its nanoseconds are zero', () => {
    expect(timestampOfIso('2026-11-27T08:00:01Z').nanoseconds).toBe(0);
  });
});
