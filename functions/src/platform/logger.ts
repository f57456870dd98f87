import * as logger from 'firebase-functions/logger';

/** Named log events, so that logs can be searched by event rather than by wording. */
export const log = {
  requestFailed: (method: string, path: string, error: unknown) =>
    logger.error('request_failed', { method, path, error: error instanceof Error ? error.stack : String(error) }),
  tokenRejected: (reason: string) => logger.info('token_rejected', { reason }),
};
