/** A CNPJ's 14 digits, whatever punctuation it was typed with. */
export function cnpjDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** The modulo-11 check digit of `digits` under `weights` (the CNPJ's and the CPF's rule). */
export function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + Number(digits[i]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

/** Valid when it has 14 digits, not all the same, and both check digits (modulo 11) match. */
export function isValidCnpj(input: string): boolean {
  const digits = cnpjDigits(input);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  return (
    checkDigit(digits, FIRST_WEIGHTS) === Number(digits[12]) &&
    checkDigit(digits, SECOND_WEIGHTS) === Number(digits[13])
  );
}

/** 00.000.000/0000-00: the length of a CNPJ as shown, the CNPJ input's limit. */
export const CNPJ_MAX_LENGTH = 18;

/** 00.000.000/0000-00, as far as the digits typed go. */
export function formatCnpj(input: string): string {
  const d = cnpjDigits(input).slice(0, 14);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 8), d.slice(8, 12), d.slice(12, 14)];
  let out = parts[0]!;
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}
