import { API_ERROR_STATUS, type ApiErrorCode, type ApiIssue } from './envelope';
import { authMessages } from './auth/messages';
import { httpMessages } from './http-messages';

/**
 * A failure a use case reports to its caller, in pt-BR. Entry points turn it into a response
 * (HTTP envelope) or a log line (triggers); services never know which.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
    /** Seconds a refused caller should wait (a 429's `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = API_ERROR_STATUS[code];
  }
}

export const notFound = (message: string = httpMessages.notFound) => new AppError('not_found', message);
export const forbidden = (message: string = httpMessages.forbidden) => new AppError('forbidden', message);
export const unauthenticated = () => new AppError('unauthenticated', authMessages.unauthenticated);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('too_many_requests', httpMessages.tooManyRequests(retryAfterSeconds), undefined, retryAfterSeconds);
