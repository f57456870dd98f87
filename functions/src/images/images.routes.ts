import { Router } from 'express';
import { imagesApi } from '../domain/images/contract';
import { MAX_UPLOAD_BYTES } from '../domain/images/photo-limits';
import { MESSAGES } from '../domain/messages';
import { BinaryBody, serve } from '../http/endpoint';
import * as images from './images.service';

/** `POST /api/upload`, served by its own function (sharp's memory). */
export const uploadRouter = Router();

/** A photo's bytes and the company's photos; their paths never match a checklist's (`/checklists/:id`). */
export const imagesRouter = Router();

serve(
  uploadRouter,
  imagesApi.upload,
  {
    roles: ['user'],
    rateLimit: 'upload',
    multipart: {
      fileField: 'file',
      maxFileBytes: MAX_UPLOAD_BYTES,
      tooLargeMessage: MESSAGES.images.tooLarge,
      maxFields: 8,
      maxFieldBytes: 1024,
      idleMs: 3000,
    },
    status: 201,
  },
  ({ session, body, file }) => images.uploadImage(session, body, file),
);

serve(imagesRouter, imagesApi.bytes, { roles: ['superadmin', 'admin', 'user'] }, async ({ session, params, query }) => {
  const image = await images.readImage(session, query.companyId, params.imageId, query.size);
  // Only its user and the admins may see it: kept in the browser's own cache for five minutes
  // (the app keeps what it shows in memory), never for a year on a shared phone after sign-out.
  return new BinaryBody(image.bytes, {
    'Content-Type': image.contentType,
    'Cache-Control': 'private, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  });
});

serve(imagesRouter, imagesApi.list, { roles: ['superadmin', 'admin'] }, ({ session, query }) =>
  images.listImages(session, query),
);
