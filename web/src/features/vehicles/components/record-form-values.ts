/** Helpers shared by the record modals: the date as sent, typed numbers, optional text. */
import { localDateTimeToIso } from '@/lib/datetime-local';

/** The input's local date-time as ISO; absent when empty (the server takes now); text that is no date is sent as is for the schema to refuse. */
export function performedAtOf(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return localDateTimeToIso(text) ?? text;
}

/** Spec section 5: empty optional fields are sent absent. */
export const optionalTextOf = (text: string): string | undefined => (text.trim() === '' ? undefined : text);
export const optionalNumberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
