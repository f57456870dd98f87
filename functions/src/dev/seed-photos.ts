import sharp from 'sharp';
import { UploadFieldsSchema } from '../domain/images/image.schema';
import type { CompanySession } from '../domain/roles';
import { uploadImage } from '../images';

let photo: Promise<Buffer> | undefined;

/** A plain photo for the demo's failures (the upload re-encodes it as it does the phone's). */
function demoJpeg(): Promise<Buffer> {
  photo ??= sharp({ create: { width: 640, height: 480, channels: 3, background: '#6b5b4e' } })
    .jpeg()
    .toBuffer();
  return photo;
}

/**
 * The photos a demo failure needs before its answer is saved: one, uploaded by the driver as the
 * phone does, when the question asks a photo of its failing answer; none otherwise.
 */
export async function demoFailurePhotos(
  session: CompanySession,
  checklistId: string,
  question: { id: string; requirePhotoOnNo?: boolean },
  at: Date,
): Promise<string[]> {
  if (!question.requirePhotoOnNo) return [];
  const fields = UploadFieldsSchema.parse({ checklistId, questionId: question.id });
  const { url } = await uploadImage(session, fields, { bytes: await demoJpeg() }, at);
  return [url];
}
