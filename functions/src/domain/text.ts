/** 'Inspeção diária' as 'Inspecao diaria': accents dropped, letters kept. */
export function withoutAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** Lower-cases and strips accents so that "inspeção" matches "INSPECAO". */
export function normalizeForSearch(value: string): string {
  return withoutAccents(value).toLowerCase().trim();
}

/** True when the search term is empty or found in any of the fields. */
export function matchesSearch(term: string | undefined, fields: Array<string | null | undefined>): boolean {
  const needle = normalizeForSearch(term ?? '');
  if (!needle) return true;
  return fields.some((field) => field != null && normalizeForSearch(field).includes(needle));
}

/** A part of a file name (spec section 9): every character but ASCII letters and digits becomes '_'. */
export const fileNamePart = (text: string): string => text.replace(/[^A-Za-z0-9]/g, '_');
