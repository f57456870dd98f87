import { tooManyRequests } from '../domain/errors';
import { rateLimitsRepository } from './rate-limits.repository';

/** One kind's limit: at most `limit` requests of a user in each window of `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Generous for honest use: the field app's offline queue replays a whole checklist at once
 * (bench:sync: 10 answers, 3 photos, start and submit in about a second; a 200-question checklist
 * is 200 answers), and bench:api drives 50 clients through one admin account (168 requests/s on
 * this machine, 5 % of them assignments: about 500 writes a minute, then as many removals). They
 * stop one account from monopolising the heavy functions: 2 photos of 12 MP a second keep about
 * 0.7 CPU busy in sharp (bench:capacity), and a report is rendered once per version whatever the
 * downloads.
 */
export const DEFAULT_RATE_LIMITS = {
  write: { limit: 1200, windowSeconds: 60 },
  upload: { limit: 120, windowSeconds: 60 },
  pdf: { limit: 30, windowSeconds: 60 },
  // Per address: a person checks a report or a few; a guesser meets the limit at once.
  verify: { limit: 30, windowSeconds: 60 },
} satisfies Record<'write' | 'upload' | 'pdf' | 'verify', RateLimitRule>;

/**
 * Counts one request of `uid` of this kind in the current fixed window; past the rule's limit it
 * is refused with a 429 saying how many seconds remain in the window.
 */
export async function checkRateLimit(uid: string, kind: string, rule: RateLimitRule, now: Date): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const window = Math.floor(now.getTime() / windowMs);
  const windowEnd = (window + 1) * windowMs;
  // Kept a day past the window's end for the TTL sweep; nothing reads it after the window.
  const count = await rateLimitsRepository.hit(
    `${uid}_${kind}_${rule.windowSeconds}_${window}`,
    new Date(windowEnd + 86_400_000),
  );
  if (count > rule.limit) throw tooManyRequests(Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)));
}
