import type { RateLimitKind, RateLimits } from '../http/rate-limit';

/** Limits for a test of one kind: `limit` requests a minute of that kind, 100 of every other. */
export function rateLimitsWith(kind: RateLimitKind, limit: number): RateLimits {
  const generous = { limit: 100, windowSeconds: 60 };
  return {
    write: generous,
    upload: generous,
    pdf: generous,
    verify: generous,
    [kind]: { limit, windowSeconds: 60 },
  };
}
