import { Router } from 'express';
import {
  ImageListQuerySchema,
  ImageParamsSchema,
  ImageQuerySchema,
  UploadFieldsSchema,
} from '../domain/images/image.schema';
import { MAX_UPLOAD_BYTES } from '../domain/images/photo-limits';
import { MESSAGES } from '../domain/messages';
import { auditSuperadminRead } from '../audit/audit.service';
import { companyInScope, companyOf, type SessionUser } from '../domain/roles';
import { BinaryBody, endpoint } from '../http/endpoint';
import * as images from './images.service';

/** `POST /api/upload`, served by its own function (sharp's memory): mounted at the API root. */
export const uploadRouter = Router();

/**
 * Mounted at the API root, before the checklists router, so that `/checklists/image/…` and
 * `/checklists/images/list` are never read as a checklist id.
 */
export const imagesRouter = Router();

uploadRouter.post(
  '/upload',
  endpoint(
    {
      roles: ['user'],
      rateLimit: 'upload',
      body: UploadFieldsSchema,
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
    ({ session, body, file }) => images.uploadImage(companyOf(session), body, file),
  ),
);

/** Images are read in the caller's company; the superadmin names one (the diagnostic page, a response's photos). */
const companyFor = (session: SessionUser, companyId: string | undefined) =>
  companyInScope(session, companyId, MESSAGES.images);

imagesRouter.get(
  '/checklists/image/:imageId',
  endpoint(
    { roles: ['superadmin', 'admin', 'user'], params: ImageParamsSchema, query: ImageQuerySchema },
    async ({ session, params, query }) => {
      const image = await images.readImage(session, companyFor(session, query.companyId), params.imageId, query.size);
      // Only its user and the admins may see it: kept in the browser's own cache for five minutes
      // (the app keeps what it shows in memory), never for a year on a shared phone after sign-out.
      return new BinaryBody(image.bytes, {
        'Content-Type': image.contentType,
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  ),
);

imagesRouter.get(
  '/checklists/images/list',
  endpoint({ roles: ['superadmin', 'admin'], query: ImageListQuerySchema }, async ({ session, query }) => {
    const companyId = companyFor(session, query.companyId);
    await auditSuperadminRead(session, companyId, { type: 'company', id: companyId, label: 'Imagens' });
    return images.listImages(companyId, query);
  }),
);
