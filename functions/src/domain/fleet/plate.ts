/**
 * Brazilian plates (spec section 5): three letters, a digit, a letter or digit, two digits: the
 * old ABC1234 and the Mercosul ABC1D23. Stored normalised (upper case, letters and digits only).
 */
const PLATE = /^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/;

/** Upper case, letters and digits only. */
export function normalizePlate(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function isValidPlate(input: string): boolean {
  return PLATE.test(normalizePlate(input));
}

/** Spec section 9: a plate is at most 8 characters as shown (ABC-1234); the plate input's limit. */
export const PLATE_MAX_LENGTH = 8;

/**
 * How a plate is shown and typed (spec section 5: auto-formatted ABC-1234): the hyphen follows
 * the three letters once a fourth character does, the old pattern's and a Mercosul one's alike
 * (ABC-1D23). At most PLATE_MAX_LENGTH characters.
 */
export function formatPlate(input: string): string {
  const plate = normalizePlate(input).slice(0, 7);
  if (plate.length <= 3) return plate;
  return `${plate.slice(0, 3)}-${plate.slice(3)}`;
}
