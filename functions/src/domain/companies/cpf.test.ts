import { describe, expect, it } from 'vitest';
import { isValidCpf, maskCpf } from './cpf';

describe('CPF', () => {
  it('when both check digits match, then it is valid, whatever the punctuation', () => {
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('when a check digit is wrong, the length is off or one digit repeats, then it is not valid', () => {
    expect(isValidCpf('123.456.789-00')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('when printed, then only the middle six digits show', () => {
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
  });
});
