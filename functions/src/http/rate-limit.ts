import type { Express, Request } from 'express';

/**
 * What is counted per user: photo uploads, PDF downloads, and every other write (POST/PUT/PATCH/DELETE);
 * and per visitor's address, the public check of reports ('verify').
 */
export type RateLimitKind = 'upload' | 'pdf' | 'write' | 'verify';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export type RateLimits = Record<RateLimitKind, RateLimitRule>;

/** Counts one request of `uid` against its rule at `now`; throws (429) past the rule's limit. */
export type RateLimitCheck = (uid: string, kind: RateLimitKind, rule: RateLimitRule, now: Date) => Promise<void>;

/** The app's per-user limits, clock and counter store, set by createApp (tests give short limits and their own clock). */
export interface RateLimitSettings {
  rules: RateLimits;
  now: () => Date;
  check: RateLimitCheck;
}

const KEY = 'rateLimits';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function useRateLimits(app: Express, settings: RateLimitSettings): void {
  app.locals[KEY] = settings;
}

/** The kind a request counts as: the route's own (uploads, PDFs), else a write, else none. */
export function rateLimitKind(req: Request, declared: RateLimitKind | undefined): RateLimitKind | null {
  return declared ?? (WRITE_METHODS.has(req.method) ? 'write' : null);
}

export async function enforceRateLimit(req: Request, uid: string, kind: RateLimitKind): Promise<void> {
  const settings = req.app.locals[KEY] as RateLimitSettings | undefined;
  if (!settings) return;
  await settings.check(uid, kind, settings.rules[kind], settings.now());
}
