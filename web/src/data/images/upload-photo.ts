import { useMutation } from '@tanstack/react-query';
import type { AnswerLocation } from '@domain/checklists/checklist.schema';
import { pathOf, type ResponseOf } from '@domain/contract';
import { imagesApi } from '@domain/images/contract';
import type { UploadResult } from '@domain/images/image.schema';
import { api, type UploadOptions } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { dropQueuedPhoto, queuedPhoto } from '../offline/photo-queue';
import { setUploadProgress } from '../offline/upload-progress';
import { checklistScope } from '../checklists/checklist-queries';

export const uploadPhotoKey = ['images', 'upload'] as const;

export interface UploadPhotoInput {
  checklistId: string;
  questionId: string;
  /** Made on the phone, so that the same upload sent twice gives back the same image. */
  uploadId: string;
  /** Where it was taken, when the user allows location. */
  location?: AnswerLocation | null;
  photo: Blob;
}

/** `POST /api/upload`: one photo of one question, with its progress. */
export function uploadPhoto(
  { checklistId, questionId, uploadId, location, photo }: UploadPhotoInput,
  options?: UploadOptions,
) {
  const form = new FormData();
  form.set('checklistId', checklistId);
  form.set('questionId', questionId);
  form.set('uploadId', uploadId);
  if (location) {
    form.set('latitude', String(location.latitude));
    form.set('longitude', String(location.longitude));
    form.set('accuracy', String(location.accuracy));
  }
  form.set('file', photo, 'foto.jpg');
  return api.upload<ResponseOf<typeof imagesApi.upload>>(pathOf(imagesApi.upload.path), form, options);
}

/** A photo waiting in the device's queue (photo-queue.ts): what the mutation carries, and persists. */
export interface QueuedUpload {
  checklistId: string;
  questionId: string;
  uploadId: string;
  /** The id the server will give it (uploadImageId), already in the answer. */
  imageId: string;
  location?: AnswerLocation | null;
}

/** Sends a queued photo; once the server has it, the device's copy goes. */
export async function sendQueuedPhoto({ imageId, ...fields }: QueuedUpload): Promise<UploadResult> {
  const photo = await queuedPhoto(imageId);
  if (!photo) {
    throw new ApiError({
      status: 404,
      code: 'not_found',
      message: 'A foto não está mais neste aparelho. Tire a foto novamente.',
    });
  }
  try {
    const uploaded = await uploadPhoto(
      { ...fields, photo },
      { onProgress: (fraction) => setUploadProgress(imageId, Math.round(fraction * 100)) },
    );
    await dropQueuedPhoto(imageId);
    return uploaded;
  } finally {
    setUploadProgress(imageId, null);
  }
}

export function useQueuePhotoUpload(checklistId: string) {
  return useMutation<UploadResult, Error, QueuedUpload>({
    mutationKey: uploadPhotoKey,
    scope: checklistScope(checklistId),
  });
}
