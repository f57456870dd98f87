import { randomInt } from 'node:crypto';
import { tooManyRequests } from '../domain/errors';
import { rateLimitsRepository } from './rate-limits.repository';

/** One kind's limit: at most `limit` requests in each window of `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Per user (and, for the kinds counted before sign-in, per address). Generous for honest use: the
 * field app's offline queue replays a whole checklist at once (bench:sync: 10 answers, 3 photos,
 * start and submit in about a second; a 200-question checklist is 200 answers), and a busy
 * admin's screens load a few lists each (300 reads a minute is 5 a second, all day). They stop
 * one account from monopolising the heavy functions: 2 photos of 12 MP a second keep about 0.7 CPU
 * busy in sharp (bench:capacity), and a report is rendered once per version whatever the downloads.
 */
export const DEFAULT_RATE_LIMITS = {
  read: { limit: 300, windowSeconds: 60 },
  write: { limit: 1200, windowSeconds: 60 },
  upload: { limit: 120, windowSeconds: 60 },
  pdf: { limit: 30, windowSeconds: 60 },
  // A spreadsheet of a list reads every row of it: an admin exports a few lists, not dozens a minute.
  export: { limit: 10, windowSeconds: 60 },
  // Per address: a person checks a report or a few; a guesser meets the limit at once.
  verify: { limit: 30, windowSeconds: 60 },
  // Per address: a workshop's office opens its O.S. links a few times each (one link alone may be
  // opened 60 times a minute); an e-mail's link is clicked once.
  link: { limit: 300, windowSeconds: 60 },
  // Per address: an expired token is refreshed and sent again; a guesser fails on and on.
  tokenFailure: { limit: 30, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Per company, whatever the number of its members (an admin can add users without bound, each
 * with a fresh limit of their own): a share of the platform's ceilings (the light API's 20
 * instances of 20 requests, the PDF function's 5 renders) that a company's honest peak, its whole
 * office and field staff at once, stays far below.
 */
export const DEFAULT_COMPANY_BUDGETS = {
  read: { limit: 6000, windowSeconds: 60 },
  write: { limit: 3000, windowSeconds: 60 },
  upload: { limit: 600, windowSeconds: 60 },
  pdf: { limit: 60, windowSeconds: 60 },
  export: { limit: 30, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

interface Window {
  index: number;
  end: number;
}

function windowAt(rule: RateLimitRule, now: Date): Window {
  const windowMs = rule.windowSeconds * 1000;
  const index = Math.floor(now.getTime() / windowMs);
  return { index, end: (index + 1) * windowMs };
}

// Kept a day past the window's end for the TTL sweep; nothing reads it after the window.
const expiryOf = (window: Window) => new Date(window.end + 86_400_000);

function refuseIfPast(count: number, rule: RateLimitRule, window: Window, now: Date): void {
  if (count > rule.limit) throw tooManyRequests(Math.max(1, Math.ceil((window.end - now.getTime()) / 1000)));
}

/**
 * Counts one request of `key` (a user, an address) of this kind in the current fixed window, or
 * `weight` for one that costs as many (a long list's page); past the rule's limit it is refused
 * with a 429 saying how many seconds remain in the window.
 */
export async function checkRateLimit(key: string, kind: string, rule: RateLimitRule, now: Date, weight = 1) {
  const window = windowAt(rule, now);
  const count = await rateLimitsRepository.hit(
    `${key}_${kind}_${rule.windowSeconds}_${window.index}`,
    expiryOf(window),
    weight,
  );
  refuseIfPast(count, rule, window, now);
}

/** Hits a shard holds at the budget's full use: enough that one shard's count estimates the whole. */
const HITS_PER_SHARD = 400;

/** How many shards a budget's counter is spread over: one for a small budget, which stays exact. */
export const shardsOf = (rule: RateLimitRule) => Math.max(1, Math.ceil(rule.limit / HITS_PER_SHARD));

/**
 * Counts one request of a company against a budget (or `weight`, as checkRateLimit), estimated rather than exact so the counter is
 * never one hot document: every member's request would otherwise write the same document, and a
 * document takes only a few writes a second before they contend. Each request increments one of
 * `shardsOf(rule)` documents at random and reads it back; that shard's count times the shards
 * estimates the company's. A shard holds at least 400 hits of a window at the full budget, so the
 * estimate is within about 5 % there (one standard deviation), while each shard takes a fraction of
 * the company's rate (at the 6000 reads a minute, 15 shards of under 7 writes a second).
 */
export async function checkCompanyBudget(key: string, kind: string, rule: RateLimitRule, now: Date, weight = 1) {
  const window = windowAt(rule, now);
  const shards = shardsOf(rule);
  const shard = shards === 1 ? 0 : randomInt(shards);
  const count = await rateLimitsRepository.hit(
    `${key}_${kind}_${rule.windowSeconds}_${window.index}_${shard}`,
    expiryOf(window),
    weight,
  );
  refuseIfPast(count * shards, rule, window, now);
}
