import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

const at = (hour: number, minute = 0) => new Date(2025, 2, 7, hour, minute);

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
});
