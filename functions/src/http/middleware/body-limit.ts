import type { NextFunction, Request, Response } from 'express';
import { MAX_ATTACHMENT_BYTES } from '../../domain/attachments/attachment';
import { AppError } from '../../domain/errors';
import { MAX_UPLOAD_BYTES } from '../../domain/images/photo-limits';
import { MESSAGES } from '../../domain/messages';
import { FORM_OVERHEAD_BYTES } from '../multipart';

/** The JSON routes' limit, as the 413's message says. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const UPLOAD_PATH = '/api/upload';
/** A record's attachment (issue 24): `PUT …/attachment`, a form with one file of up to 10 MB. */
const ATTACHMENT_PATH = /^\/api\/.+\/attachment$/;

/**
 * Refuses an oversized body before authentication and before any route runs. On Cloud Functions
 * the platform has already read (up to 32 MB) and parsed the body into `req.rawBody` / `req.body`,
 * so express.json's own limit never runs there: the size is taken from `rawBody` when the
 * platform set it, else from the declared length (a body sent without one is still cut at the
 * limit by express.json, or by the multipart reader on the upload route).
 */
export function bodyLimit(req: Request, _res: Response, next: NextFunction): void {
  const upload = req.path === UPLOAD_PATH;
  const attachment = req.method === 'PUT' && ATTACHMENT_PATH.test(req.path);
  const limit = upload
    ? MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES
    : attachment
      ? MAX_ATTACHMENT_BYTES + FORM_OVERHEAD_BYTES
      : MAX_JSON_BODY_BYTES;
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  const size = Buffer.isBuffer(rawBody) ? rawBody.length : Number(req.get('content-length'));
  if (Number.isFinite(size) && size > limit) {
    const message = upload
      ? MESSAGES.images.tooLarge
      : attachment
        ? MESSAGES.attachments.tooLarge
        : MESSAGES.http.tooLarge;
    throw new AppError('too_large', message);
  }
  next();
}
