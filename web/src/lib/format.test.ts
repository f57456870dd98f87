import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, toDate } from './format';

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
});
