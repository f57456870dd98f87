import { sessionsRepository } from './sessions.repository';

/**
 * Every request checks its token's sign-in time against the account's `validAfter`, which a
 * process keeps for a few seconds: one Firestore read per user per instance and period instead
 * of an Auth lookup per request. Another instance sees an ended session within that period.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_CACHED = 10_000;

/**
 * What each user's record said, by when it was read. The entry holds the read itself, so the
 * requests of one user that arrive together while it is missing or stale share one read rather
 * than each sending its own; an entry counts from when its read began.
 */
const cache = new Map<string, { validAfter: Promise<number | null>; readAt: number }>();

function validAfter(uid: string, now: number): Promise<number | null> {
  const cached = cache.get(uid);
  if (cached && now - cached.readAt < SESSION_CACHE_MS) return cached.validAfter;
  if (cache.size >= MAX_CACHED) cache.clear();
  const entry = { validAfter: sessionsRepository.validAfter(uid), readAt: now };
  cache.set(uid, entry);
  // A failed read is not kept: the requests that shared it fail, the next one reads again.
  entry.validAfter.catch(() => {
    if (cache.get(uid) === entry) cache.delete(uid);
  });
  return entry.validAfter;
}

/** Whether a token signed in at `authTime` (seconds) still counts for the account. */
export async function isSessionValid(uid: string, authTime: number, now: number = Date.now()): Promise<boolean> {
  const after = await validAfter(uid, now);
  return after === null || authTime >= after;
}

/** Ends the accounts' sessions from now on; this process forgets what it cached of them at once. */
export async function endSessions(uids: readonly string[], at: Date = new Date()): Promise<void> {
  if (uids.length === 0) return;
  await sessionsRepository.endSessions(uids, at);
  for (const uid of uids) cache.delete(uid);
}
