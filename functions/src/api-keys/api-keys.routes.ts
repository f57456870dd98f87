import { Router } from 'express';
import { apiKeysApi } from '../domain/api-keys/contract';
import { serve } from '../http/endpoint';
import * as apiKeys from './api-keys.service';

/** The company's API keys: its admins create, list and revoke them. */
export const apiKeysRouter = Router();

const admin = { roles: ['admin'] } as const;

serve(apiKeysRouter, apiKeysApi.list, admin, ({ session }) => apiKeys.listApiKeys(session));
serve(apiKeysRouter, apiKeysApi.create, { ...admin, status: 201 }, ({ session, body }) =>
  apiKeys.createApiKey(session, body),
);
serve(apiKeysRouter, apiKeysApi.revoke, admin, ({ session, params }) => apiKeys.revokeApiKey(session, params.id));
