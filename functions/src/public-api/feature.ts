import type { Feature } from '../feature';
import { publicApiRouter } from './public-api.routes';

/**
 * `/api/v1`: the API another system calls with an API key, and its OpenAPI document. A public page
 * for the platform (served by the light function, before `/api`'s App Check and sign-in): each
 * call authenticates with its key instead.
 */
export const publicApiFeature: Feature = {
  folder: 'public-api',
  publicPages: [publicApiRouter],
};
