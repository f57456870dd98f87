import type { Feature } from '../feature';

/** No routes: the API counts each request against `rate_limits/{key}` (a port of createApp), kept by a TTL policy. */
export const rateLimitsFeature: Feature = { folder: 'rate-limits' };
