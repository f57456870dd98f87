import type { NextFunction, Request, Response } from 'express';
import type { ApiFailure } from '../../domain/api';
import { AppError } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';
import { log } from '../../platform/logger';

function send(res: Response, status: number, error: ApiFailure['error']): void {
  const body: ApiFailure = { success: false, error };
  res.status(status).json(body);
}

/** Unknown `/api` paths answer in the envelope, not with Express's HTML page. */
export function notFoundHandler(_req: Request, res: Response): void {
  send(res, 404, { code: 'not_found', message: MESSAGES.http.notFound });
}

/** Turns every thrown error into the envelope; only unexpected ones are logged as errors. */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
    send(res, error.status, { code: error.code, message: error.message, issues: error.issues });
    return;
  }
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    send(res, 400, { code: 'invalid_input', message: MESSAGES.http.invalidParams });
    return;
  }
  if (type === 'entity.too.large') {
    send(res, 413, { code: 'too_large', message: MESSAGES.http.tooLarge });
    return;
  }
  log.requestFailed(req.method, req.path, error);
  send(res, 500, { code: 'internal', message: MESSAGES.http.internal });
}
