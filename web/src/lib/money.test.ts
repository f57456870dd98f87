import { describe, expect, it } from 'vitest';
import { moneyOf, moneyText, typedMoney } from './money';

describe('money fields', () => {
  it.each([
    ['130,16', 'R$ 130,16', 130.16],
    ['1300', 'R$ 1.300', 1300],
    ['1.300,5', 'R$ 1.300,5', 1300.5],
    ['R$ 1.234.567,891', 'R$ 1.234.567,89', 1234567.89],
    ['130.16', 'R$ 130,16', 130.16],
    ['007,', 'R$ 7,', 7],
    [',5', 'R$ 0,5', 0.5],
  ])('when "%s" is typed, then the field reads "%s" and holds %d reais', (typed, shown, amount) => {
    expect(typedMoney(typed)).toBe(shown);
    expect(moneyOf(typedMoney(typed))).toBe(amount);
    expect(moneyOf(typed)).toBe(amount);
  });

  it('when the field is empty or has no digit, then it stays empty and holds no number', () => {
    expect(typedMoney('')).toBe('');
    expect(typedMoney('R$ ')).toBe('');
    expect(moneyOf('')).toBeNaN();
  });

  it('when a stored amount is shown for editing, then it reads as a typed one and holds the same amount', () => {
    expect(moneyText(130.16)).toBe('R$ 130,16');
    expect(moneyOf(moneyText(1300.5))).toBe(1300.5);
    expect(moneyText(null)).toBe('');
  });
});
