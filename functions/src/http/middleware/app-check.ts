import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';
import { log } from '../../platform/logger';

/** Resolves when the token is a valid App Check token of the project's app; rejects otherwise. */
export type AppCheckVerifier = (token: string) => Promise<void>;

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/**
 * Production's proof that a call comes from the CheckFrota web app (App Check with reCAPTCHA
 * Enterprise), checked before the caller's token and before any route's work: a script that holds
 * a stolen password, or floods the function's public URL, is refused here. The local stack and the
 * tests run without it (createApp is given no verifier there).
 */
export const requireAppCheck =
  (verify: AppCheckVerifier) =>
  async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const token = req.get(APP_CHECK_HEADER);
    if (!token) throw new AppError('app_check_failed', MESSAGES.secondFactor.appCheckFailed);
    try {
      await verify(token);
    } catch (error) {
      log.appCheckRejected((error as { code?: string }).code ?? 'invalid');
      throw new AppError('app_check_failed', MESSAGES.secondFactor.appCheckFailed);
    }
    next();
  };
