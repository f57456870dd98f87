import { describe, expect, it } from 'vitest';
import { BRAZIL_TIME_ZONES, isoDayIn, startOfDayIn, zonedParts } from './dates';

describe('the company clock', () => {
  it("when it is 02:30 UTC, then Noronha is already on the next day and São Paulo and Rio Branco are not, each with that day's weekday", () => {
    const at = new Date('2026-11-27T02:30:00Z');
    expect(isoDayIn(at, 'America/Noronha')).toBe('2026-11-27');
    expect(isoDayIn(at, 'America/Sao_Paulo')).toBe('2026-11-26');
    expect(zonedParts(at, 'America/Noronha')).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      weekday: 5,
      hour: 0,
      minute: 30,
      second: 0,
    });
    expect(zonedParts(at, 'America/Rio_Branco')).toMatchObject({ day: 26, weekday: 4, hour: 21 });
  });

  it('when a day starts at midnight on a clock, then its hour reads 0, and the start of the year before is found across New Year', () => {
    expect(zonedParts(new Date('2027-01-01T03:00:00Z'), 'America/Sao_Paulo')).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      weekday: 5,
      hour: 0,
    });
    expect(startOfDayIn(new Date('2027-01-01T03:00:00Z'), 'America/Sao_Paulo', -1).toISOString()).toBe(
      '2026-12-31T03:00:00.000Z',
    );
    expect(isoDayIn(new Date('0999-06-01T12:00:00Z'), 'America/Sao_Paulo')).toBe('0999-06-01');
  });

  it("when Brazil's zones are read by arithmetic, then every seventh hour from March 2019 to 2030 reads as Intl's clock of that zone", () => {
    for (const timeZone of BRAZIL_TIME_ZONES) {
      const intl = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
        weekday: 'short',
      });
      for (let at = Date.UTC(2019, 2, 1); at < Date.UTC(2031, 0, 1); at += 7 * 3_600_000 + 60_000) {
        const p = zonedParts(new Date(at), timeZone);
        const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][p.weekday];
        expect(
          `${weekday}, ${p.month}/${p.day}/${p.year}, ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`,
        ).toBe(intl.format(at));
      }
    }
  });

  it("when a zone is not one of Brazil's, then its clock still comes from Intl", () => {
    expect(zonedParts(new Date('2026-07-01T12:00:00Z'), 'Europe/Lisbon')).toMatchObject({ hour: 13, day: 1, month: 7 });
  });
});
