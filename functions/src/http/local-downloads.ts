import type { NextFunction, Request, Response } from 'express';
import { forbidden } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { verifyLocalLink, type BlobStore } from '../platform/blob-store';

/**
 * The local stack's stand-in for Cloud Storage's signed URLs: a link the blob store signed, served
 * without a session until it expires; an altered or expired one is refused (403). Production's
 * links go to Cloud Storage, and this route is not mounted there.
 */
export function localDownloads(blobs: BlobStore, now: () => Date = () => new Date()) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const link = verifyLocalLink(req.query, now());
      if (!link) throw forbidden(MESSAGES.reports.linkExpired);
      const bytes = await blobs.get(link.path);
      if (!bytes) throw forbidden(MESSAGES.reports.linkExpired);
      res
        .status(200)
        .set({
          'Content-Type': link.type,
          'Content-Disposition': `attachment; filename="${link.name}"`,
          'Cache-Control': 'private, no-store',
        })
        .send(bytes);
    } catch (error) {
      next(error);
    }
  };
}
