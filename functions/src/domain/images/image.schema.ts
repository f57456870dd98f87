import { z } from 'zod';
import { IdSchema, PageQuerySchema } from '../api';
import { imageIdOf, LOCATION_RANGES } from '../checklists/answer.schema';
import { coarseLocation, type AnswerLocation } from '../checklists/checklist.schema';
import { QuestionIdSchema } from '../checklists/field.schema';
import { answerMessages } from '../checklists/messages';

/** A number sent as a form field (text), within its range. */
const formNumber = ({ min, max, message }: { min: number; max: number; message: string }) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform(Number)
    .pipe(z.number({ error: message }).min(min, message).max(max, message));

/**
 * The text fields beside the file. `uploadId` is made by the client, so that an upload sent
 * again (the offline queue resends what it could not confirm) gives back the same image.
 * `latitude`, `longitude` and `accuracy` (metres) say where the photo was taken, when the user
 * allowed location: all three or none.
 */
export const UploadFieldsSchema = z
  .strictObject({
    checklistId: IdSchema,
    questionId: QuestionIdSchema,
    uploadId: IdSchema.optional(),
    latitude: formNumber(LOCATION_RANGES.latitude).optional(),
    longitude: formNumber(LOCATION_RANGES.longitude).optional(),
    accuracy: formNumber(LOCATION_RANGES.accuracy).optional(),
  })
  .superRefine((fields, ctx) => {
    const given = [fields.latitude, fields.longitude, fields.accuracy].filter((v) => v !== undefined).length;
    if (given !== 0 && given !== 3)
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: answerMessages.locationIncomplete });
  })
  .transform(({ latitude, longitude, accuracy, ...fields }) => ({
    ...fields,
    location:
      latitude !== undefined && longitude !== undefined && accuracy !== undefined
        ? coarseLocation({ latitude, longitude, accuracy })
        : null,
  }));
export type UploadFields = z.output<typeof UploadFieldsSchema>;

export const ImageParamsSchema = z.strictObject({ imageId: IdSchema });

export const IMAGE_SIZES = ['full', 'thumb'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
/** The superadmin names the company of the image; an admin's or field user's is their own. */
export const ImageQuerySchema = z.strictObject({
  size: z.enum(IMAGE_SIZES).default('full'),
  companyId: IdSchema.optional(),
});

export const ImageListQuerySchema = PageQuerySchema.omit({ search: true }).extend({ companyId: IdSchema.optional() });
export type ImageListQuery = z.output<typeof ImageListQuerySchema>;

/** An uploaded photo as the API describes it; the bytes are served apart. */
export interface ImageInfo {
  id: string;
  checklistId: string;
  questionId: string;
  /** The uid of the field user who sent it. */
  uploader: string;
  /** Bytes of the stored (re-encoded) photo. */
  size: number;
  contentType: string;
  width: number;
  height: number;
  /** The server's time when it arrived. */
  uploadedAt: string;
  /** Where it was taken, when the field user allowed location. */
  location: AnswerLocation | null;
}

/** `POST /api/upload`: the reference a photo answer holds, and the image id. */
export interface UploadResult {
  url: string;
  id: string;
}

interface AnsweredQuestion {
  answer: unknown;
  evidencePhotos?: readonly unknown[];
}

/**
 * The images a checklist still shows: those its answers and their justification photos
 * reference, and those of its rejected answers in the answer history (`archived`: what was
 * rejected can still be shown). Any other image of it is an orphan.
 */
export function referencedImageIds(
  questions: readonly AnsweredQuestion[],
  archived: readonly AnsweredQuestion[] = [],
): Set<string> {
  const ids = new Set<string>();
  const collect = (answer: unknown) => {
    // An 'Assinatura' answer names its drawing.
    const drawing = answer && typeof answer === 'object' && 'image' in answer ? [answer.image] : null;
    const refs = Array.isArray(answer) ? answer : drawing;
    if (!refs) return;
    for (const ref of refs) {
      const id = typeof ref === 'string' ? imageIdOf(ref) : null;
      if (id) ids.add(id);
    }
  };
  for (const answered of [...questions, ...archived]) {
    collect(answered.answer);
    collect(answered.evidencePhotos);
  }
  return ids;
}
