import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDateTimeToIso, localDateTimeValue } from './datetime-local';
import { setDisplayTimeZone } from './format';

const processZone = process.env.TZ;
beforeEach(() => {
  // The browser's own zone must not matter: the company's clock does.
  process.env.TZ = 'Europe/Berlin';
});
afterEach(() => {
  process.env.TZ = processZone;
  setDisplayTimeZone('America/Sao_Paulo');
});

describe("datetime-local values on the company's clock", () => {
  it("when a date is shown, then it is the company's year to minute with two-digit parts", () => {
    expect(localDateTimeValue(new Date('2026-01-05T10:03:59Z'))).toBe('2026-01-05T07:03');
    expect(localDateTimeValue(new Date('2026-11-25T02:45:00Z'))).toBe('2026-11-24T23:45');
  });

  it("when an ISO instant is shown, then it is the same minute on the company's clock", () => {
    expect(localDateTimeValue('2026-03-09T21:30:00.000Z')).toBe('2026-03-09T18:30');
    setDisplayTimeZone('America/Manaus');
    expect(localDateTimeValue('2026-03-09T21:30:00.000Z')).toBe('2026-03-09T17:30');
  });

  it('when nothing is given, then it is now', () => {
    const before = localDateTimeValue(new Date());
    expect([before, localDateTimeValue(new Date())]).toContain(localDateTimeValue());
  });

  it('when the text is no date, then the input gets an empty value', () => {
    expect(localDateTimeValue('ontem')).toBe('');
  });

  it("when a due date is typed as 18:00, then it is 18:00 in the company's zone, and round-trips", () => {
    expect(localDateTimeToIso('2026-11-24T18:00')).toBe('2026-11-24T21:00:00.000Z');
    expect(localDateTimeToIso('2026-11-24T18:00', 'America/Manaus')).toBe('2026-11-24T22:00:00.000Z');
    setDisplayTimeZone('America/Rio_Branco');
    expect(localDateTimeToIso('2026-11-24T23:45')).toBe('2026-11-25T04:45:00.000Z');
    expect(localDateTimeValue(localDateTimeToIso('2026-01-05T07:03')!)).toBe('2026-01-05T07:03');
  });

  it('when the value is empty or no date, then there is no instant', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('2026-13-45T99:99')).toBeNull();
    expect(localDateTimeToIso('2026-02-30T10:00')).toBeNull();
  });
});
