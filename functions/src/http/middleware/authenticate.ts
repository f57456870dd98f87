import type { NextFunction, Request, Response } from 'express';
import { timeZoneOr } from '../../domain/dates';
import type { SecondFactorGate } from '../../domain/auth/second-factor';
import { readSessionClaims, type Role, type SessionUser } from '../../domain/roles';
import { unauthenticated } from '../../domain/errors';
import { auth } from '../../platform/firebase';
import { log } from '../../platform/logger';
import { countTokenFailure, refuseAddressPastTokenFailures } from '../rate-limit';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      sessionUser?: SessionUser;
      /** When the token's holder signed in (the token's auth_time, seconds since the epoch). */
      authTime?: number;
      /** Whether this sign-in passed its second factor, or must verify or enrol first (endpoint() enforces it). */
      secondFactorGate?: SecondFactorGate;
    }
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a token signed in at `authTime` (seconds) still counts for the account (accounts/: its sessions' record). */
export type SessionCheck = (uid: string, authTime: number) => Promise<boolean>;

/** Whether a sign-in of an admin or the superadmin passed its second factor (second-factor/). */
export type SecondFactorCheck = (uid: string, role: Role, authTime: number) => Promise<SecondFactorGate>;

/**
 * Verifies the bearer ID token and resolves the session user from its custom claims. Every
 * request, reads included, is refused when the account's sessions were ended after this token's
 * sign-in (`isSessionValid`: our own record, cached briefly, so no Auth lookup per request).
 * Writes also ask Auth, which catches a revocation or a disabling made outside the app. Each
 * failed check counts against the caller's address; past its limit the address is refused (429)
 * before its tokens are verified, until the window ends. An admin's or the superadmin's request
 * also learns whether its sign-in passed the second factor; the routes refuse it until it has.
 */
export const authenticate =
  (isSessionValid: SessionCheck, secondFactorGateOf: SecondFactorCheck) =>
  async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated();
    refuseAddressPastTokenFailures(req);
    const refuse = async (reason: string) => {
      log.tokenRejected(reason);
      await countTokenFailure(req);
      return unauthenticated();
    };
    let decoded;
    try {
      decoded = await auth().verifyIdToken(match[1], !READ_METHODS.has(req.method));
    } catch (error) {
      throw await refuse((error as { code?: string }).code ?? 'invalid');
    }
    if (!(await isSessionValid(decoded.uid, decoded.auth_time))) throw await refuse('session_ended');
    const claims = readSessionClaims(decoded);
    if (!claims) throw await refuse('no_role_claim');
    const email = decoded.email ?? '';
    req.authTime = decoded.auth_time;
    req.secondFactorGate = await secondFactorGateOf(decoded.uid, claims.role, decoded.auth_time);
    req.sessionUser = {
      uid: decoded.uid,
      email,
      // The record's name (a claim only the server sets), never the profile's, which its holder may edit.
      name: claims.personName ?? email,
      role: claims.role,
      companyId: claims.companyId ?? null,
      companyName: claims.companyName ?? null,
      timeZone: timeZoneOr(claims.timeZone),
      ...(claims.passwordChangeRequired && { passwordChangeRequired: true }),
    };
    next();
  };
