import type { Express, Request } from 'express';
import { checkRateLimit, type RateLimitKind, type RateLimits } from '../rate-limits/rate-limits.service';

/** The app's per-user limits and clock, set by createApp (tests give short limits and their own clock). */
export interface RateLimitSettings {
  rules: RateLimits;
  now: () => Date;
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
  await checkRateLimit(uid, kind, settings.rules[kind], settings.now());
}
