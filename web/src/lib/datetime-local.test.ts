import { describe, expect, it } from 'vitest';
import { localDateTimeToIso, localDateTimeValue } from './datetime-local';

describe('datetime-local values', () => {
  it('when a date is shown, then it is the local year to minute with two-digit parts', () => {
    expect(localDateTimeValue(new Date(2026, 0, 5, 7, 3, 59))).toBe('2026-01-05T07:03');
    expect(localDateTimeValue(new Date(2026, 10, 24, 23, 45))).toBe('2026-11-24T23:45');
  });

  it('when an ISO instant is shown, then it is the same local minute', () => {
    const instant = new Date(2026, 2, 9, 18, 30);
    expect(localDateTimeValue(instant.toISOString())).toBe('2026-03-09T18:30');
  });

  it('when nothing is given, then it is now', () => {
    const before = localDateTimeValue(new Date());
    expect([before, localDateTimeValue(new Date())]).toContain(localDateTimeValue());
  });

  it('when the text is no date, then the input gets an empty value', () => {
    expect(localDateTimeValue('ontem')).toBe('');
  });

  it('when a value is read back, then it is the instant it means locally, and round-trips', () => {
    expect(localDateTimeToIso('2026-11-24T23:45')).toBe(new Date(2026, 10, 24, 23, 45).toISOString());
    expect(localDateTimeValue(localDateTimeToIso('2026-01-05T07:03')!)).toBe('2026-01-05T07:03');
  });

  it('when the value is empty or no date, then there is no instant', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('2026-13-45T99:99')).toBeNull();
  });
});
