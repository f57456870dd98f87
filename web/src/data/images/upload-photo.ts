import type { UploadResult } from '@domain/images/image.schema';
import { api, type UploadOptions } from '@/lib/api-client';

export interface UploadPhotoInput {
  checklistId: string;
  questionId: string;
  /** Made on the phone, so that the same upload sent twice gives back the same image. */
  uploadId: string;
  photo: Blob;
}

/** `POST /api/upload`: one photo of one question, with its progress. */
export function uploadPhoto({ checklistId, questionId, uploadId, photo }: UploadPhotoInput, options?: UploadOptions) {
  const form = new FormData();
  form.set('checklistId', checklistId);
  form.set('questionId', questionId);
  form.set('uploadId', uploadId);
  form.set('file', photo, 'foto.jpg');
  return api.upload<UploadResult>('/upload', form, options);
}
