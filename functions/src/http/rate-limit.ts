import { createHash } from 'node:crypto';
import type { Express, Request } from 'express';
import { MAX_PAGE_SIZE } from '../domain/envelope';
import { tooManyRequests } from '../domain/errors';

/**
 * What is counted per user: reads (GET), photo uploads, PDF downloads, and every other write
 * (POST/PUT/PATCH/DELETE); and per caller's address, before any account is known: the public check
 * of reports ('verify'), the links that stand for a credential ('link': a workshop's O.S., an
 * e-mail's unsubscribe) and the bearer tokens that failed their check ('tokenFailure').
 */
export type RateLimitKind = 'read' | 'upload' | 'pdf' | 'write' | 'verify' | 'link' | 'tokenFailure' | 'export';

/** The kinds a company's members spend together, on top of each one's own limit. */
export type BudgetKind = 'read' | 'write' | 'upload' | 'pdf' | 'export';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export type RateLimits = Record<RateLimitKind, RateLimitRule>;
export type CompanyBudgets = Record<BudgetKind, RateLimitRule>;

/** Counts `weight` requests of `key` against its rule at `now` (one by default); throws (429) past the rule's limit. */
export type RateLimitCheck = (
  key: string,
  kind: string,
  rule: RateLimitRule,
  now: Date,
  weight?: number,
) => Promise<void>;

/** The app's limits, clock and counter stores, set by createApp (tests give short limits and their own clock). */
export interface RateLimitSettings {
  rules: RateLimits;
  budgets: CompanyBudgets;
  now: () => Date;
  /** A user's or an address's counter: exact. */
  check: RateLimitCheck;
  /** A company's counter: spread over shards, so a busy company's requests do not all write one document. */
  checkBudget: RateLimitCheck;
  /**
   * Counters past their limit (a user's or company's kind, an address's failed tokens), until
   * that window's end (ms): their further requests are refused from memory, so a flood past its
   * limit costs no counter write. A counter only grows in its window, so the answer is the same.
   */
  refused: Map<string, number>;
}

const KEY = 'rateLimits';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BUDGET_KINDS = new Set<RateLimitKind>(['read', 'write', 'upload', 'pdf', 'export']);

export function useRateLimits(app: Express, settings: Omit<RateLimitSettings, 'refused'>): void {
  app.locals[KEY] = { ...settings, refused: new Map() } satisfies RateLimitSettings;
}

const settingsOf = (req: Request) => req.app.locals[KEY] as RateLimitSettings | undefined;

/** Items of a list's page that count as one read: the lists' usual page. */
const ITEMS_PER_READ = 25;

/**
 * How many requests of its kind one request counts as: a list's page by its size (`?pageSize=`, or `sizeParam`,
 * 25 items a read), since a page of 100 costs the server about four of 25; anything else, one.
 */
export function requestWeight(req: Request, sizeParam = 'pageSize'): number {
  const size = Number(req.query[sizeParam]);
  if (!Number.isInteger(size) || size <= ITEMS_PER_READ) return 1;
  return Math.ceil(Math.min(size, MAX_PAGE_SIZE) / ITEMS_PER_READ);
}

/** The kind a request counts as: the route's own (uploads, PDFs), else a write, else a read. */
export function rateLimitKind(req: Request, declared: RateLimitKind | undefined): RateLimitKind {
  return declared ?? (WRITE_METHODS.has(req.method) ? 'write' : 'read');
}

/**
 * Counts one request of a user against the user's limit, then against the company's budget of
 * that kind. A request the user's own limit refused does not spend the company's budget, so one
 * member past the limit does not lock out the others.
 */
export async function enforceRateLimit(
  req: Request,
  caller: { uid: string; companyId: string | null },
  kind: RateLimitKind,
  weight = 1,
): Promise<void> {
  const settings = settingsOf(req);
  if (!settings) return;
  const now = settings.now();
  await counted(settings, `${caller.uid}:${kind}`, () =>
    settings.check(caller.uid, kind, settings.rules[kind], now, weight),
  );
  if (caller.companyId && BUDGET_KINDS.has(kind)) {
    const budgetKind = kind as BudgetKind;
    const key = `company-${caller.companyId}`;
    await counted(settings, `${key}:${budgetKind}`, () =>
      settings.checkBudget(key, budgetKind, settings.budgets[budgetKind], now, weight),
    );
  }
}

/** A caller's address as a counter's key: a digest, so the key names no one. */
function addressKey(req: Request): string {
  const digest = createHash('sha256')
    .update(req.ip ?? '')
    .digest('base64url');
  return `ip-${digest.slice(0, 22)}`;
}

/** Counts one request of the caller's address of this kind; throws (429) past the rule's limit. */
export async function enforceAddressLimit(req: Request, kind: 'verify' | 'link' | 'tokenFailure'): Promise<void> {
  const settings = settingsOf(req);
  if (!settings) return;
  await settings.check(addressKey(req), kind, settings.rules[kind], settings.now());
}

/** While a refusal of `key` is remembered (its window has not ended): 429 with the seconds left. */
function refuseIfRemembered(settings: RateLimitSettings, key: string): void {
  const until = settings.refused.get(key);
  if (until === undefined) return;
  const left = until - settings.now().getTime();
  if (left <= 0) {
    settings.refused.delete(key);
    return;
  }
  throw tooManyRequests(Math.max(1, Math.ceil(left / 1000)));
}

/** Past a thousand refusals, the ones whose window has ended are dropped: the memory stays bounded by the refusals of one window. */
function remember(settings: RateLimitSettings, key: string, until: number): void {
  const refused = settings.refused;
  if (refused.size >= 1000) {
    const now = settings.now().getTime();
    for (const [counter, end] of refused) if (end <= now) refused.delete(counter);
  }
  refused.set(key, until);
}

/** Counts with `count`, unless `key`'s refusal is remembered; a refusal (429) is remembered to its window's end. */
async function counted(settings: RateLimitSettings, key: string, count: () => Promise<void>): Promise<void> {
  refuseIfRemembered(settings, key);
  try {
    await count();
  } catch (error) {
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter !== undefined) remember(settings, key, settings.now().getTime() + retryAfter * 1000);
    throw error;
  }
}

const tokenFailuresKey = (req: Request) => `${addressKey(req)}:tokenFailure`;

/**
 * Before a token is verified: an address past its limit of failed token checks is refused (429)
 * until its window ends, from memory, so an honest request costs no counter read.
 */
export function refuseAddressPastTokenFailures(req: Request): void {
  const settings = settingsOf(req);
  if (settings) refuseIfRemembered(settings, tokenFailuresKey(req));
}

/** After a token failed its check: counted per address; past the limit the answer is 429, and remembered. */
export async function countTokenFailure(req: Request): Promise<void> {
  const settings = settingsOf(req);
  if (!settings) return;
  await counted(settings, tokenFailuresKey(req), () => enforceAddressLimit(req, 'tokenFailure'));
}
