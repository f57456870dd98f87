/** Lower-cases and strips accents so that "inspeção" matches "INSPECAO". */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** True when the search term is empty or found in any of the fields. */
export function matchesSearch(term: string | undefined, fields: Array<string | null | undefined>): boolean {
  const needle = normalizeForSearch(term ?? '');
  if (!needle) return true;
  return fields.some((field) => field != null && normalizeForSearch(field).includes(needle));
}
