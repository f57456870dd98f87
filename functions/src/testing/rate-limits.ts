import type { BudgetKind, CompanyBudgets, RateLimitKind, RateLimits } from '../http/rate-limit';

const generous = { limit: 100, windowSeconds: 60 };

/** Limits for a test of one kind: `limit` requests a minute of that kind, 100 of every other. */
export function rateLimitsWith(kind: RateLimitKind, limit: number): RateLimits {
  return {
    read: generous,
    write: generous,
    upload: generous,
    pdf: generous,
    verify: generous,
    link: generous,
    tokenFailure: generous,
    export: generous,
    [kind]: { limit, windowSeconds: 60 },
  };
}

/** Company budgets for a test of one kind: `limit` requests a minute of that kind, 100 of every other. */
export function companyBudgetsWith(kind: BudgetKind, limit: number): CompanyBudgets {
  return {
    read: generous,
    write: generous,
    upload: generous,
    pdf: generous,
    export: generous,
    [kind]: { limit, windowSeconds: 60 },
  };
}
