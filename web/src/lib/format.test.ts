import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  displayTimeZone,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatTime,
  setDisplayTimeZone,
  formatInteger,
  formatKm,
  formatLongDate,
  formatPercent,
  formatRelativeTime,
  toDate,
} from './format';

// Noon UTC keeps the calendar day the same in every time zone the tests may run in.
const NOON_UTC = '2025-03-07T12:00:00.000Z';

describe('pt-BR formatting', () => {
  it('when a date is formatted, then it reads dd/mm/yyyy', () => {
    expect(formatDate(NOON_UTC)).toBe('07/03/2025');
    expect(formatDate(new Date(NOON_UTC))).toBe('07/03/2025');
  });

  it('when the date is missing or invalid, then nothing is shown', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('não é data')).toBe('');
    expect(toDate(undefined)).toBeNull();
  });

  it('when a date and time is formatted, then it reads dd/mm/yyyy hh:mm', () => {
    expect(formatDateTime(NOON_UTC)).toMatch(/^07\/03\/2025 \d{2}:00$/);
  });

  it('when a long date is formatted, then weekday and month are written in Portuguese', () => {
    expect(formatLongDate(NOON_UTC)).toBe('sexta-feira, 7 de março de 2025');
  });

  it('when money is formatted, then it reads as reais with a plain space', () => {
    expect(formatCurrency(1234.5)).toBe('R$ 1.234,50');
    expect(formatCurrency(0)).toBe('R$ 0,00');
  });

  it('when a distance or a count is formatted, then thousands are grouped with a dot and no decimals', () => {
    expect(formatKm(123456)).toBe('123.456 km');
    expect(formatKm(0)).toBe('0 km');
    expect(formatInteger(1234.6)).toBe('1.235');
  });

  it('when a rate is formatted, then it keeps one decimal with a comma', () => {
    expect(formatPercent(66.7)).toBe('66,7%');
    expect(formatPercent(0)).toBe('0,0%');
    expect(formatPercent(100)).toBe('100,0%');
  });

  it('when a past moment is told relative to now, then minutes, hours and days give way to the date after a week', () => {
    const now = new Date(NOON_UTC);
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(formatRelativeTime(ago(30_000), now)).toBe('agora');
    expect(formatRelativeTime(ago(60_000), now)).toBe('há 1 minuto');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('há 59 minutos');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('há 1 hora');
    expect(formatRelativeTime(ago(23 * 3_600_000), now)).toBe('há 23 horas');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('há 1 dia');
    expect(formatRelativeTime(ago(6 * 86_400_000), now)).toBe('há 6 dias');
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe('28/02/2025');
    expect(formatRelativeTime(null, now)).toBe('');
  });
});

describe("dates in the company's time zone, whatever the browser's", () => {
  const processZone = process.env.TZ;
  const TEN_UTC = '2026-11-24T10:00:00.000Z';

  beforeEach(() => {
    // A browser far from Brazil: its own clock must not leak into what is shown.
    process.env.TZ = 'Asia/Tokyo';
  });
  afterEach(() => {
    process.env.TZ = processZone;
    setDisplayTimeZone('America/Sao_Paulo');
  });

  it('when an answer was given at 10:00 UTC, then São Paulo reads 07:00 and Manaus 06:00', () => {
    expect(new Date(TEN_UTC).getHours()).toBe(19);
    expect(displayTimeZone()).toBe('America/Sao_Paulo');
    expect(formatDateTime(TEN_UTC)).toBe('24/11/2026 07:00');
    expect(formatTime(TEN_UTC)).toBe('07:00');
    setDisplayTimeZone('America/Manaus');
    expect(formatDateTime(TEN_UTC)).toBe('24/11/2026 06:00');
    expect(formatTime(TEN_UTC)).toBe('06:00');
  });

  it("when an instant is past midnight in UTC but not in the company, then the day is the company's", () => {
    const lateEvening = '2026-11-25T02:30:00.000Z';
    setDisplayTimeZone('America/Rio_Branco');
    expect(formatDate(lateEvening)).toBe('24/11/2026');
    expect(formatDayMonth(lateEvening)).toBe('24/11');
    expect(formatLongDate(lateEvening)).toBe('terça-feira, 24 de novembro de 2026');
    setDisplayTimeZone('America/Noronha');
    expect(formatDate(lateEvening)).toBe('25/11/2026');
    expect(formatDateTime(lateEvening)).toBe('25/11/2026 00:30');
  });
});
