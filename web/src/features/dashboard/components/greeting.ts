import { zonedParts } from '@domain/dates';
import { displayTimeZone } from '@/lib/format';

/** Bom dia before noon, Boa tarde before 18h, Boa noite after (spec, /admin/dashboard), on the company's clock. */
export function greetingFor(date: Date, timeZone: string = displayTimeZone()): string {
  const { hour } = zonedParts(date, timeZone);
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}
