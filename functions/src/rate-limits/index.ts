/** Per-user limits on uploads, PDFs and writes, counted in `rate_limits` (the API's port). */
export { checkRateLimit, DEFAULT_RATE_LIMITS } from './rate-limits.service';
