/** Per-user and per-address limits, and per-company budgets, counted in `rate_limits` (the API's port). */
export {
  checkCompanyBudget,
  checkRateLimit,
  DEFAULT_COMPANY_BUDGETS,
  DEFAULT_RATE_LIMITS,
} from './rate-limits.service';
