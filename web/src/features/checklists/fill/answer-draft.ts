import type { SignatureAnswer } from '@domain/checklists/answer.schema';
import type { ChecklistQuestion } from '@domain/checklists/checklist.schema';
import { localDateTimeToIso, localDateTimeValue } from '@/lib/datetime-local';

/**
 * What an answer input holds while the user edits it: numbers and dates as the input's text,
 * Sim/Não as a boolean, photos as their references, a signature as its answer. null is "not answered".
 */
export type Draft = string | boolean | string[] | SignatureAnswer | null;

const isSignature = (value: unknown): value is SignatureAnswer =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as SignatureAnswer).image === 'string';

type Typed = Pick<ChecklistQuestion, 'type'>;

/** The input's value for a stored answer. */
export function toDraft(question: Typed, answer: unknown): Draft {
  if (answer === null || answer === undefined) return question.type === 'photo' ? [] : null;
  switch (question.type) {
    case 'boolean':
      return typeof answer === 'boolean' ? answer : null;
    case 'photo':
      // Entries that are empty or not strings are ignored (spec section 5).
      return Array.isArray(answer) ? answer.filter((ref): ref is string => typeof ref === 'string' && ref !== '') : [];
    case 'number':
    case 'measurement':
    case 'odometer':
      return typeof answer === 'number' ? String(answer) : null;
    case 'signature':
      return isSignature(answer) ? answer : null;
    case 'datetime':
      // Shown in the phone's own time zone.
      return typeof answer === 'string' ? localDateTimeValue(answer) : null;
    default:
      return typeof answer === 'string' ? answer : null;
  }
}

/** An answer as the API takes it (answerSchemaFor); null clears it. */
export type AnswerValue = boolean | string | number | string[] | SignatureAnswer | null;

/** The answer to send for what the input holds; null when nothing is answered. */
export function fromDraft(question: Typed, draft: Draft): AnswerValue {
  if (draft === null) return null;
  switch (question.type) {
    case 'boolean':
      return typeof draft === 'boolean' ? draft : null;
    case 'photo':
      return Array.isArray(draft) ? draft : [];
    case 'number':
    case 'measurement': {
      // A phone keyboard may type a comma as the decimal separator.
      const text = String(draft).trim().replace(',', '.');
      return text === '' ? null : Number(text);
    }
    case 'odometer':
      return odometerKm(String(draft));
    case 'signature':
      return isSignature(draft) ? draft : null;
    case 'datetime':
      // Text that is no date is sent as is, for the server to refuse with its message.
      return draft === '' ? null : (localDateTimeToIso(String(draft)) ?? String(draft));
    case 'text':
      return typeof draft === 'string' ? draft : null;
    default:
      return draft === '' || typeof draft !== 'string' ? null : draft;
  }
}

/**
 * The km typed for an odometer: digits grouped by dots as pt-BR writes thousands ('45.230', as the
 * hint shows the last reading) are one whole number; a comma is a decimal separator, which the
 * answer's schema then refuses with its message. Spaces are ignored.
 */
function odometerKm(draft: string): number | null {
  const text = draft.replace(/\s/g, '');
  if (text === '') return null;
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) return Number(text.replace(/\./g, ''));
  return Number(text.replace(',', '.'));
}

/** Whether the input holds something other than the stored answer (so there is something to save). */
export function draftDiffers(question: Typed, draft: Draft, answer: unknown): boolean {
  const stored = toDraft(question, answer);
  const blank = (v: Draft) => v === null || v === '' || (Array.isArray(v) && v.length === 0);
  if (blank(draft) && blank(stored)) return false;
  return JSON.stringify(fromDraft(question, draft)) !== JSON.stringify(fromDraft(question, stored));
}
