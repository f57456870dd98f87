import type { NextFunction, Request, Response } from 'express';
import { keyCaller, type KeyCaller } from '../api-keys';
import { apiKeyMessages } from '../domain/api-keys/messages';
import { AppError } from '../domain/errors';
import { countTokenFailure, refuseAddressPastTokenFailures } from '../http/rate-limit';

const KEY = 'keyCaller';

const refused = () => new AppError('unauthenticated', apiKeyMessages.unauthenticated);

/**
 * `/api/v1` answers only an API key (`Authorization: Bearer cfk_…`), never a person's token: an
 * unknown, malformed or revoked key is a 401, counted against the caller's address like a failed
 * sign-in token, and past that limit the address is refused (429) before its keys are looked up.
 */
export async function authenticateKey(req: Request, res: Response, next: NextFunction): Promise<void> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match?.[1]) throw refused();
  refuseAddressPastTokenFailures(req);
  const caller = await keyCaller(match[1]);
  if (!caller) {
    await countTokenFailure(req);
    throw refused();
  }
  res.locals[KEY] = caller;
  next();
}

export function callerOf(res: Response): KeyCaller {
  const caller = res.locals[KEY] as KeyCaller | undefined;
  if (!caller) throw new Error('a /api/v1 route mounted without authenticateKey');
  return caller;
}
