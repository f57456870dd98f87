import { z } from 'zod';
import { ID_PATTERN } from '../api';
import { answerMessages, signatureMessages } from './messages';
import { cpfDigits, isValidCpf } from '../companies/cpf';
import type { Question } from '../templates/template.schema';
import { coarseLocation, type AnswerLocation } from './checklist.schema';

const m = answerMessages;

export const MAX_TEXT_ANSWER = 5000;
export const MAX_PHOTOS_PER_QUESTION = 20;
export const MAX_COMMENT = 2000;

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

const PhotoRefsSchema = z
  .array(ImageRefSchema, { error: m.photoInvalid })
  .max(MAX_PHOTOS_PER_QUESTION, m.tooManyPhotos(MAX_PHOTOS_PER_QUESTION));

/** The longest device description a signature keeps: a phone's model, system and browser. */
export const MAX_DEVICE = 160;
/** The longest signer's name kept. */
export const MAX_SIGNER_NAME = 120;

/** A signature's drawing: an uploaded image, referenced as a photo answer's are. */
export const signatureImageSchema = () =>
  z
    .string({ error: signatureMessages.drawingRequired })
    .refine((ref) => imageIdOf(ref) !== null, signatureMessages.drawingRequired);

/** The device a signature was drawn on, as the phone describes itself. */
export const signatureDeviceSchema = () =>
  z
    .string({ error: signatureMessages.deviceRequired })
    .trim()
    .min(1, signatureMessages.deviceRequired)
    .max(MAX_DEVICE, signatureMessages.deviceRequired);

/**
 * The answer of an 'Assinatura' question: the drawing, who signed, their CPF when the company
 * records it (digits only; null without), and the device. When it was signed is the server's time
 * of the answer (`answeredAt`); where, the answer's location. Made when asked for (as are the two
 * above): the field list's first load, which reads this module, builds none of them.
 */
export const signatureAnswerSchema = () =>
  z.strictObject(
    {
      image: signatureImageSchema(),
      name: z
        .string({ error: signatureMessages.signerNameRequired })
        .trim()
        .min(1, signatureMessages.signerNameRequired)
        .max(MAX_SIGNER_NAME, signatureMessages.signerNameRequired),
      cpf: z
        .string({ error: signatureMessages.cpfInvalid })
        .refine(isValidCpf, signatureMessages.cpfInvalid)
        .transform(cpfDigits)
        .nullable()
        .optional()
        .transform((cpf) => cpf ?? null),
      device: signatureDeviceSchema(),
    },
    { error: signatureMessages.signatureRequired },
  );
export type SignatureAnswer = z.output<ReturnType<typeof signatureAnswerSchema>>;

/** The justification beside an answer: trimmed; one left blank is no comment (null). */
export const AnswerCommentSchema = z
  .string({ error: m.commentInvalid })
  .trim()
  .max(MAX_COMMENT, m.commentTooLong(MAX_COMMENT))
  .transform((comment) => (comment.length > 0 ? comment : null));

/** The photos justifying a yes/no answer: references to uploaded images, like a photo answer's. */
export const EvidencePhotosSchema = PhotoRefsSchema;

/** Ranges of a position as the browser's Geolocation API gives it (accuracy in metres). */
export const LOCATION_RANGES = {
  latitude: { min: -90, max: 90, message: m.latitudeInvalid },
  longitude: { min: -180, max: 180, message: m.longitudeInvalid },
  accuracy: { min: 0, max: Number.MAX_VALUE, message: m.accuracyInvalid },
} as const;

const coordinate = ({ min, max, message }: { min: number; max: number; message: string }) =>
  z.number({ error: message }).min(min, message).max(max, message);

/** Where an answer was given: every coordinate within its range, all three present. */
export const AnswerLocationSchema = z
  .strictObject(
    {
      latitude: coordinate(LOCATION_RANGES.latitude),
      longitude: coordinate(LOCATION_RANGES.longitude),
      accuracy: coordinate(LOCATION_RANGES.accuracy),
    },
    { error: m.locationInvalid },
  )
  // Stored to about 10 m whatever the phone sends (coarseLocation says why).
  .transform(coarseLocation) satisfies z.ZodType<AnswerLocation>;

/** Whether the question takes justification photos: a yes/no one that asks for a photo on 'Não'. */
export function acceptsEvidencePhotos(question: Pick<Question, 'type' | 'requirePhotoOnNo'>): boolean {
  return question.type === 'boolean' && question.requirePhotoOnNo === true;
}

/** Whether `POST /api/upload` takes a photo for the question: a photo answer's, or a justification's. */
export function acceptsPhotos(question: Pick<Question, 'type' | 'requirePhotoOnNo'>): boolean {
  // An 'Assinatura' question's drawing is uploaded as its photo.
  return question.type === 'photo' || question.type === 'signature' || acceptsEvidencePhotos(question);
}

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
export function answerSchemaFor(
  question: AnswerQuestion,
): z.ZodType<boolean | string | number | string[] | SignatureAnswer> {
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
      return PhotoRefsSchema;
    case 'datetime':
      return z.iso.datetime({ offset: true, error: m.datetimeInvalid });
    case 'signature':
      return signatureAnswerSchema();
    case 'odometer':
      return z
        .number({ error: m.odometerRequired })
        .finite(m.odometerRequired)
        .int(m.odometerNotInteger)
        .min(0, m.odometerNegative);
  }
}
