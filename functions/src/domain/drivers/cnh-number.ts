/**
 * The CNH's registration number (Registro Nacional): 9 digits and 2 check digits (CONTRAN Res.
 * 598/2016 art. 2º I). The resolutions do not publish how the check digits are computed; this is
 * the modulo-11 rule the public validators use (its earliest trace: DevMedia forum, 2013; also
 * klawdyo/validation-br). When the first sum leaves 10, the validators disagree on the second
 * digit, so either of their two answers is accepted rather than refusing a real licence.
 */

const digitOf = (rest: number) => (rest >= 10 ? 0 : rest);

function weighted(base: readonly number[], weightOf: (i: number) => number): number {
  return base.reduce((sum, digit, i) => sum + digit * weightOf(i), 0) % 11;
}

/** Valid when it has 11 digits, not all the same, and its check digits match. */
export function isValidCnhNumber(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const base = digits.slice(0, 9);
  const first = weighted(base, (i) => 9 - i);
  const second = weighted(base, (i) => i + 1);
  if (digits[9] !== digitOf(first)) return false;
  const accepted = first >= 10 ? [digitOf((second + 9) % 11), digitOf(second)] : [digitOf(second)];
  return accepted.includes(digits[10]!);
}
