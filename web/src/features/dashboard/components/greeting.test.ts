import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

/** A wall-clock time in São Paulo (UTC−3), as an instant: the browser's own zone plays no part. */
const at = (hour: number, minute = 0) => new Date(Date.UTC(2025, 2, 7, hour + 3, minute));

describe('greetingFor', () => {
  it('when it is before noon, then it says Bom dia', () => {
    expect(greetingFor(at(0))).toBe('Bom dia');
    expect(greetingFor(at(11, 59))).toBe('Bom dia');
  });

  it('when it is from noon to before 18h, then it says Boa tarde', () => {
    expect(greetingFor(at(12))).toBe('Boa tarde');
    expect(greetingFor(at(17, 59))).toBe('Boa tarde');
  });

  it('when it is 18h or later, then it says Boa noite', () => {
    expect(greetingFor(at(18))).toBe('Boa noite');
    expect(greetingFor(at(23, 59))).toBe('Boa noite');
  });

  it('when it is 11:30 in São Paulo, then a company in Manaus (10:30) is greeted on its own clock', () => {
    expect(greetingFor(at(12, 30), 'America/Sao_Paulo')).toBe('Boa tarde');
    expect(greetingFor(at(12, 30), 'America/Manaus')).toBe('Bom dia');
  });
});
