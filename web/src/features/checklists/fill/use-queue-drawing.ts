import { imageRef } from '@domain/checklists/answer.schema';
import { uploadImageId } from '@domain/images/image-id';
import { useQueuePhotoUpload } from '@/data/images/upload-photo';
import { queuePhoto } from '@/data/offline/photo-queue';
import { lastPosition } from '@/lib/position';
import { useSessionUser } from '@/lib/session-context';

/**
 * Queues a signature's drawing as the photos are queued (kept on the device, sent in the
 * checklist's queue, before the answer or submit that names it) and gives its reference at once:
 * offline, the signature waits with the rest.
 */
export function useQueueDrawing(checklistId: string) {
  const upload = useQueuePhotoUpload(checklistId);
  const { companyId, uid } = useSessionUser();
  return async (questionId: string, drawing: Blob): Promise<string> => {
    const uploadId = crypto.randomUUID();
    const imageId = await uploadImageId(companyId ?? '', uid, uploadId);
    await queuePhoto(imageId, drawing);
    upload.mutate({ checklistId, questionId, uploadId, imageId, location: lastPosition() });
    return imageRef(imageId);
  };
}
