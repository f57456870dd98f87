import type { Feature } from '../feature';
import { API_KEYS_COLLECTION } from './api-keys.repository';
import { apiKeysRouter } from './api-keys.routes';

export const apiKeysFeature: Feature = {
  folder: 'api-keys',
  routers: { light: [apiKeysRouter] },
  companyData: { topLevel: [API_KEYS_COLLECTION] },
};
