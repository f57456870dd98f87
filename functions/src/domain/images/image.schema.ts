import { z } from 'zod';
import { IdSchema, PageQuerySchema } from '../api';
import { imageIdOf } from '../checklists/answer.schema';
import { QuestionIdSchema } from '../checklists/field.schema';

/**
 * The text fields beside the file. `uploadId` is made by the client, so that an upload sent
 * again (the offline queue resends what it could not confirm) gives back the same image.
 */
export const UploadFieldsSchema = z.strictObject({
  checklistId: IdSchema,
  questionId: QuestionIdSchema,
  uploadId: IdSchema.optional(),
});
export type UploadFields = z.output<typeof UploadFieldsSchema>;

export const ImageParamsSchema = z.strictObject({ imageId: IdSchema });

export const IMAGE_SIZES = ['full', 'thumb'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const ImageQuerySchema = z.strictObject({ size: z.enum(IMAGE_SIZES).default('full') });

export const ImageListQuerySchema = PageQuerySchema.omit({ search: true });
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
  uploadedAt: string;
}

/** `POST /api/upload`: the reference a photo answer holds, and the image id. */
export interface UploadResult {
  url: string;
  id: string;
}

interface AnsweredQuestion {
  answer: unknown;
  history?: ReadonlyArray<{ answer: unknown }>;
}

/**
 * The images a checklist still shows: those its answers reference, and those of rejected answers
 * kept in the history (the reviewer sees what was rejected). Any other image of it is an orphan.
 */
export function referencedImageIds(questions: readonly AnsweredQuestion[]): Set<string> {
  const ids = new Set<string>();
  const collect = (answer: unknown) => {
    if (!Array.isArray(answer)) return;
    for (const ref of answer) {
      const id = typeof ref === 'string' ? imageIdOf(ref) : null;
      if (id) ids.add(id);
    }
  };
  for (const question of questions) {
    collect(question.answer);
    for (const entry of question.history ?? []) collect(entry.answer);
  }
  return ids;
}
