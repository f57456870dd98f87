import { IdParamsSchema, NoQuerySchema } from '../api';
import { route } from '../contract';
import { CreateApiKeyBodySchema, type ApiKey, type CreatedApiKey } from './api-keys';

/** The company's API keys (`Integrações`): admins only. */
export const apiKeysApi = {
  list: route('get', '/api-keys', { query: NoQuerySchema }).returns<ApiKey[]>(),
  create: route('post', '/api-keys', { body: CreateApiKeyBodySchema }).returns<CreatedApiKey>(),
  revoke: route('post', '/api-keys/:id/revoke', { params: IdParamsSchema }).returns<ApiKey>(),
};
