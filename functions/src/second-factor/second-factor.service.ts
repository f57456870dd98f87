import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { endSessions, userAccounts } from '../accounts';
import { audit } from '../audit';
import type { AuditAction } from '../domain/audit/audit';
import {
  hasSecondFactorRole,
  isSecondFactorRequired,
  secondFactorGate,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  type SecondFactorEnrolment,
  type SecondFactorGate,
  type SecondFactorStatus,
} from '../domain/auth/second-factor';
import { AppError, conflict, forbidden, notFound, tooManyRequests } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { Role, SessionUser } from '../domain/roles';
import { log } from '../platform/logger';
import { secondFactorRepository, type CodeOutcome, type StoredSecondFactor } from './second-factor.repository';

const m = MESSAGES.secondFactor;

/** Wrong codes in a row before the account's codes are refused for a while (6 digits must not be guessed). */
export const MAX_CODE_FAILURES = 5;
export const CODE_LOCK_MS = 15 * 60 * 1000;

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** The time step a code belongs to, or null when it is none of the window's. */
function stepOf(secret: string, code: string, now: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

function statusOf(stored: StoredSecondFactor, role: Role, authTime: number): SecondFactorStatus {
  const enrolled = stored.secret !== null;
  return {
    enrolled,
    required: isSecondFactorRequired(role),
    verified: enrolled && stored.verifiedSignIns.includes(authTime),
  };
}

/**
 * What each person's record said, by when it was read: the check every admin request makes. Only
 * a record that lets the request through is reused for a few seconds; one that stops it is read
 * again, so a code just verified on another instance counts at once. A reset also ends the
 * person's sessions (accounts/), which refuses them within the same few seconds.
 */
const CACHE_MS = 5_000;
const MAX_CACHED = 10_000;
const cache = new Map<string, { stored: StoredSecondFactor; readAt: number }>();

async function read(uid: string, now: number): Promise<StoredSecondFactor> {
  const stored = await secondFactorRepository.get(uid);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(uid, { stored, readAt: now });
  return stored;
}

/** Whether a request of this sign-in may go on, or must verify or enrol first (http/middleware/authenticate.ts). */
export async function secondFactorGateOf(
  uid: string,
  role: Role,
  authTime: number,
  now: number = Date.now(),
): Promise<SecondFactorGate> {
  if (!hasSecondFactorRole(role)) return 'passed';
  const cached = cache.get(uid);
  if (cached && now - cached.readAt < CACHE_MS) {
    const gate = secondFactorGate(statusOf(cached.stored, role, authTime));
    if (gate === 'passed') return gate;
  }
  return secondFactorGate(statusOf(await read(uid, now), role, authTime));
}

export async function secondFactorStatus(session: SessionUser, authTime: number): Promise<SecondFactorStatus> {
  return statusOf(await read(session.uid, Date.now()), session.role, authTime);
}

/** A new secret for the person, pending until `confirmEnrolment`; a new one replaces one not confirmed. */
export async function startEnrolment(session: SessionUser): Promise<SecondFactorEnrolment> {
  const stored = await secondFactorRepository.get(session.uid);
  if (stored.secret) throw conflict(m.secondFactorAlreadyEnrolled);
  const secret = new Secret({ size: 20 }).base32;
  await secondFactorRepository.savePending(session.uid, secret, session.companyId);
  const uri = totp(secret, session.email).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * Checks `code` against the secret `which` names, in one transaction with its outcome: a code
 * accepted verifies this sign-in and is never accepted again (its step); a wrong one counts, and
 * past MAX_CODE_FAILURES the person's codes are refused for CODE_LOCK_MS.
 */
async function checkCode(
  session: SessionUser,
  authTime: number,
  code: string,
  which: 'enrol' | 'verify',
  now: number,
): Promise<StoredSecondFactor> {
  let missing: string | null = null;
  let lockedFor = 0;
  const outcome = await secondFactorRepository.checkCode(session.uid, (stored): CodeOutcome => {
    const secret = which === 'enrol' ? stored.pendingSecret : stored.secret;
    if (which === 'enrol' && stored.secret) missing = m.secondFactorAlreadyEnrolled;
    else if (!secret) missing = which === 'enrol' ? m.secondFactorNotStarted : m.secondFactorNotEnrolled;
    if (stored.lockedUntil !== null && stored.lockedUntil > now) lockedFor = stored.lockedUntil - now;
    if (missing || lockedFor > 0 || !secret)
      return { accepted: false, failures: stored.failures, lockedUntil: stored.lockedUntil };
    const step = stepOf(secret, code, now);
    if (step !== null && step > stored.lastStep) return { accepted: true, step, authTime, enrol: which === 'enrol' };
    const failures = stored.failures + 1;
    return failures >= MAX_CODE_FAILURES
      ? { accepted: false, failures: 0, lockedUntil: now + CODE_LOCK_MS }
      : { accepted: false, failures, lockedUntil: null };
  });
  if (missing) throw conflict(missing);
  if (lockedFor > 0) throw tooManyRequests(Math.ceil(lockedFor / 1000));
  if (!outcome.accepted) throw new AppError('invalid_input', m.secondFactorCodeWrong);
  cache.delete(session.uid);
  return secondFactorRepository.get(session.uid);
}

const auditOwn = (session: SessionUser, action: AuditAction, target: { uid: string; name: string; email: string }) =>
  session.companyId
    ? audit(session, session.companyId, action, {
        type: 'user',
        id: target.uid,
        label: `${target.name} (${target.email})`,
      })
    : Promise.resolve(log.superadminSecondFactor(action, session.uid, target.uid));

export async function confirmEnrolment(
  session: SessionUser,
  authTime: number,
  code: string,
  now: number = Date.now(),
): Promise<SecondFactorStatus> {
  const stored = await checkCode(session, authTime, code, 'enrol', now);
  await auditOwn(session, 'user.second_factor_enabled', { uid: session.uid, name: session.name, email: session.email });
  return statusOf(stored, session.role, authTime);
}

export async function verifySignIn(
  session: SessionUser,
  authTime: number,
  code: string,
  now: number = Date.now(),
): Promise<SecondFactorStatus> {
  return statusOf(await checkCode(session, authTime, code, 'verify', now), session.role, authTime);
}

/** An admin turns theirs off, proving it with a current code; the superadmin's stays. */
export async function disableSecondFactor(
  session: SessionUser,
  authTime: number,
  code: string,
  now: number = Date.now(),
): Promise<SecondFactorStatus> {
  if (isSecondFactorRequired(session.role)) throw forbidden(m.secondFactorRequiredForRole);
  await checkCode(session, authTime, code, 'verify', now);
  await secondFactorRepository.remove(session.uid);
  cache.delete(session.uid);
  await auditOwn(session, 'user.second_factor_disabled', {
    uid: session.uid,
    name: session.name,
    email: session.email,
  });
  return statusOf(await secondFactorRepository.get(session.uid), session.role, authTime);
}

/**
 * A lost phone: another admin of the same company, or the superadmin, removes the person's factor
 * and ends their sessions; they sign in with the password alone (and a superadmin enrols again at
 * once). Anyone else, or an account that is not an admin or superadmin, is a 404.
 */
export async function resetSecondFactor(session: SessionUser, targetUid: string): Promise<{ id: string }> {
  if (targetUid === session.uid) throw forbidden(m.secondFactorNotYours);
  const target = await userAccounts.holder(targetUid);
  const reachable =
    target !== null &&
    (session.role === 'superadmin'
      ? target.role === 'admin' || target.role === 'superadmin'
      : target.role === 'admin' && target.companyId === session.companyId);
  if (!target || !reachable) throw notFound(m.accountNotFound);
  await secondFactorRepository.remove(targetUid);
  cache.delete(targetUid);
  await endSessions([targetUid]);
  const entry = { uid: targetUid, name: target.name, email: target.email };
  if (typeof target.companyId === 'string' && target.companyId !== '') {
    await audit(session, target.companyId, 'user.second_factor_reset', {
      type: 'user',
      id: targetUid,
      label: `${entry.name} (${entry.email})`,
    });
  } else {
    log.superadminSecondFactor('user.second_factor_reset', session.uid, targetUid);
  }
  return { id: targetUid };
}

/** The demo's and the tests' enrolled accounts (a fixed secret), with the sign-in at `authTime` verified when given. */
export async function enrolWithSecret(
  uid: string,
  secret: string,
  companyId: string | null,
  authTime?: number,
): Promise<void> {
  await secondFactorRepository.setEnrolled(uid, secret, companyId, authTime);
  cache.delete(uid);
}
