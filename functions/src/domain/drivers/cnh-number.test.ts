import { describe, expect, it } from 'vitest';
import { isValidCnhNumber } from './cnh-number';

describe('the CNH number', () => {
  it.each(['58316794534', '50195131143', '69044271146', '46190906839', '62472927637'])(
    'when it is %s (check digits right), then it is valid',
    (number) => {
      expect(isValidCnhNumber(number)).toBe(true);
    },
  );

  it.each([
    ['58316794535', 'a wrong second check digit'],
    ['58316794524', 'a wrong first check digit'],
    ['50195471143', 'a changed base digit'],
    ['58316474534', 'two base digits swapped'],
    ['11111111111', 'one digit repeated'],
    ['5831679453', '10 digits'],
    ['5831679453a', 'a letter'],
  ])('when it is %s (%s), then it is invalid', (number) => {
    expect(isValidCnhNumber(number)).toBe(false);
  });

  it('when the first sum leaves 10, then the first digit is 0 and either published second digit is accepted', () => {
    // Base 000329109: 08 by the DevMedia / validation-br rule, 00 by the validators that skip its adjustment.
    expect(['00032910908', '00032910900', '00032910918', '00032910905'].map(isValidCnhNumber)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
