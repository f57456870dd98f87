import { describe, expect, it } from 'vitest';
import { CNPJ_MAX_LENGTH, formatCnpj, isValidCnpj } from './cnpj';

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.997.418/0001-53'])(
    'when %s is given, then its check digits hold',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it.each(['11.222.333/0001-82', '11.222.333/0001-91', '00.000.000/0000-00', '1122233300018', ''])(
    'when %s is given, then it is refused',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );

  it('when typed, then it is formatted as far as the digits go', () => {
    expect(['11', '11222', '11222333000', '11222333000181', '112223330001819'].map(formatCnpj)).toEqual([
      '11',
      '11.222',
      '11.222.333/000',
      '11.222.333/0001-81',
      '11.222.333/0001-81',
    ]);
  });

  it('when a whole CNPJ is shown, then it fills the input limit exactly', () => {
    expect(formatCnpj('1122233300018199')).toHaveLength(CNPJ_MAX_LENGTH);
  });
});
