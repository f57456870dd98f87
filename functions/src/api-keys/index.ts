/** API keys: what another system calls the public API (`/api/v1`) with, each with its permissions. */
export { auditKeyCall, createApiKeyWith, keyCaller, type KeyCaller } from './api-keys.service';
