import type { NextFunction, Request, Response } from 'express';
import { readSessionClaims, type SessionUser } from '../../domain/roles';
import { unauthenticated } from '../../domain/errors';
import { auth } from '../../platform/firebase';
import { log } from '../../platform/logger';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      sessionUser?: SessionUser;
    }
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Verifies the bearer ID token and resolves the session user from its custom claims. Writes
 * also check revocation, so a disabled or revoked account cannot change anything.
 */
export async function authenticate(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthenticated();
  let decoded;
  try {
    decoded = await auth().verifyIdToken(match[1], !READ_METHODS.has(req.method));
  } catch (error) {
    log.tokenRejected((error as { code?: string }).code ?? 'invalid');
    throw unauthenticated();
  }
  const claims = readSessionClaims(decoded);
  if (!claims) {
    log.tokenRejected('no_role_claim');
    throw unauthenticated();
  }
  const email = decoded.email ?? '';
  req.sessionUser = {
    uid: decoded.uid,
    email,
    name: typeof decoded.name === 'string' && decoded.name ? decoded.name : email,
    role: claims.role,
    companyId: claims.companyId ?? null,
    companyName: claims.companyName ?? null,
  };
  next();
}
