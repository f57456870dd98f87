import { z } from 'zod';
import { ID_PATTERN } from '../api';
import { MESSAGES } from '../messages';
import type { Question } from '../templates/template.schema';

const m = MESSAGES.answers;

export const MAX_TEXT_ANSWER = 5000;
export const MAX_PHOTOS_PER_QUESTION = 20;

/** A photo answer holds references to uploaded images, never the image itself. */
export const IMAGE_REF_PREFIX = 'image_ref://';
export const imageRef = (imageId: string) => `${IMAGE_REF_PREFIX}${imageId}`;

/** The image id of a reference, or null when it is not one of ours. */
export function imageIdOf(ref: string): string | null {
  if (!ref.startsWith(IMAGE_REF_PREFIX)) return null;
  const id = ref.slice(IMAGE_REF_PREFIX.length);
  return ID_PATTERN.test(id) ? id : null;
}

const ImageRefSchema = z.string({ error: m.photoInvalid }).refine((ref) => imageIdOf(ref) !== null, m.photoInvalid);

function numberWithin(min: number | null | undefined, max: number | null | undefined, required: string) {
  let schema = z.number({ error: required }).finite(required);
  if (min != null) schema = schema.min(min, m.numberMin(min));
  if (max != null) schema = schema.max(max, m.numberMax(max));
  return schema;
}

export type AnswerQuestion = Pick<Question, 'type' | 'options' | 'unit' | 'min' | 'max'>;

/**
 * What an answer to `question` may hold, by its type. An empty text or an empty photo list is a
 * valid answer that counts as unanswered (`isAnswered`): whether a required question may stay
 * unanswered is the submit rule's concern, not the answer's. A measurement is a number in the
 * template's unit, which the question carries, so the unit is not stored again with each answer.
 */
export function answerSchemaFor(question: AnswerQuestion): z.ZodType<boolean | string | number | string[]> {
  switch (question.type) {
    case 'boolean':
      return z.boolean({ error: m.booleanRequired });
    case 'text':
      return z.string().trim().max(MAX_TEXT_ANSWER, m.textTooLong(MAX_TEXT_ANSWER));
    case 'number':
      return numberWithin(question.min, question.max, m.numberRequired);
    case 'measurement':
      return numberWithin(null, null, m.measurementRequired(question.unit ?? ''));
    case 'single_choice': {
      const options = question.options ?? [];
      return z.string({ error: m.choiceRequired }).refine((choice) => options.includes(choice), m.choiceRequired);
    }
    case 'photo':
      return z.array(ImageRefSchema, { error: m.photoInvalid }).max(MAX_PHOTOS_PER_QUESTION, m.tooManyPhotos(MAX_PHOTOS_PER_QUESTION));
    case 'datetime':
      return z.iso.datetime({ offset: true, error: m.datetimeInvalid });
  }
}
