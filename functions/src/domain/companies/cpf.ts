import { checkDigit } from './cnpj';

/** A CPF's 11 digits, whatever punctuation it was typed with. */
export function cpfDigits(input: string): string {
  return input.replace(/\D/g, '');
}

const FIRST_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [11, ...FIRST_WEIGHTS];

/** Valid when it has 11 digits, not all the same, and both check digits (modulo 11) match. */
export function isValidCpf(input: string): boolean {
  const digits = cpfDigits(input);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, FIRST_WEIGHTS) === Number(digits[9]) && checkDigit(digits, SECOND_WEIGHTS) === Number(digits[10])
  );
}

/** A CPF as a report prints it: the middle six digits only, '***.456.789-**' (LGPD). */
export function maskCpf(input: string): string {
  const digits = cpfDigits(input);
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
