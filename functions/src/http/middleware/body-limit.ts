import type { NextFunction, Request, Response } from 'express';
import { MAX_ATTACHMENT_BYTES } from '../../domain/attachments/attachment';
import { AppError } from '../../domain/errors';
import { MAX_UPLOAD_BYTES } from '../../domain/images/photo-limits';
import { MESSAGES } from '../../domain/messages';
import { FORM_OVERHEAD_BYTES } from '../multipart';

/** The JSON routes' limit, as the 413's message says. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const UPLOAD_PATH = '/api/upload';
/** An attachment's upload (`PUT …/attachment`): up to 10 MB of file in its form. */
const ATTACHMENT_PATH = /^\/api\/[A-Za-z0-9/_-]+\/attachment$/;

function limitOf(req: Request): { bytes: number; message: string } {
  if (req.path === UPLOAD_PATH)
    return { bytes: MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES, message: MESSAGES.images.tooLarge };
  if (req.method === 'PUT' && ATTACHMENT_PATH.test(req.path))
    return { bytes: MAX_ATTACHMENT_BYTES + FORM_OVERHEAD_BYTES, message: MESSAGES.attachments.tooLarge };
  return { bytes: MAX_JSON_BODY_BYTES, message: MESSAGES.http.tooLarge };
}

/**
 * Refuses an oversized body before authentication and before any route runs. On Cloud Functions
 * the platform has already read (up to 32 MB) and parsed the body into `req.rawBody` / `req.body`,
 * so express.json's own limit never runs there: the size is taken from `rawBody` when the
 * platform set it, else from the declared length (a body sent without one is still cut at the
 * limit by express.json, or by the multipart reader on the upload route).
 */
export function bodyLimit(req: Request, _res: Response, next: NextFunction): void {
  const limit = limitOf(req);
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  const size = Buffer.isBuffer(rawBody) ? rawBody.length : Number(req.get('content-length'));
  if (Number.isFinite(size) && size > limit.bytes) throw new AppError('too_large', limit.message);
  next();
}
