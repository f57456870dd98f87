import { z } from 'zod';
import { apiKeyMessages as m } from './messages';

/**
 * API keys: an admin names a key and picks what it may read and write in the public API
 * (`/api/v1`); its secret is shown once, kept only as a digest, and the key is revoked, never edited.
 */

/** What a key may reach, each domain with the actions the public API has for it. */
export const API_KEY_DOMAINS = {
  vehicles: { label: 'Veículos', actions: ['read', 'write'] },
  fuel: { label: 'Abastecimentos', actions: ['read', 'write'] },
  maintenance: { label: 'Manutenções', actions: ['read', 'write'] },
  checklists: { label: 'Checklists', actions: ['read', 'write'] },
  responses: { label: 'Respostas', actions: ['read'] },
  defects: { label: 'Defeitos', actions: ['read', 'write'] },
  fines: { label: 'Multas', actions: ['read'] },
  deadlines: { label: 'Vencimentos', actions: ['read'] },
} as const satisfies Record<string, { label: string; actions: readonly ('read' | 'write')[] }>;
export type ApiKeyDomain = keyof typeof API_KEY_DOMAINS;
export const API_KEY_DOMAIN_NAMES = Object.keys(API_KEY_DOMAINS) as ApiKeyDomain[];

export const API_KEY_ACTION_LABELS = { read: 'Leitura', write: 'Escrita' } as const;
export type ApiKeyAction = keyof typeof API_KEY_ACTION_LABELS;

/** A permission: `vehicles:read`, `fuel:write`. */
export type ApiKeyScope = {
  [D in ApiKeyDomain]: `${D}:${(typeof API_KEY_DOMAINS)[D]['actions'][number]}`;
}[ApiKeyDomain];

/** Every permission a key may carry, domain by domain, reads first. */
export const API_KEY_SCOPES = API_KEY_DOMAIN_NAMES.flatMap((domain) =>
  API_KEY_DOMAINS[domain].actions.map((action) => `${domain}:${action}`),
) as ApiKeyScope[];

/** A permission as an admin reads it: 'Veículos: leitura'. */
export function scopeLabel(scope: ApiKeyScope): string {
  const [domain, action] = scope.split(':') as [ApiKeyDomain, ApiKeyAction];
  return `${API_KEY_DOMAINS[domain].label}: ${API_KEY_ACTION_LABELS[action].toLowerCase()}`;
}

/** `POST /api/api-keys`: a name and at least one permission, each once. */
export const CreateApiKeyBodySchema = z.strictObject({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80, m.nameTooLong),
  scopes: z
    .array(z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]], { error: m.scopeInvalid }), {
      error: m.scopesRequired,
    })
    .min(1, m.scopesRequired)
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBodySchema>;

/** A key as its company's admins see it: never its secret, which exists only in the creation's answer. */
export interface ApiKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters (`cfk_<id>_` and a few of the secret's): enough to tell keys apart. */
  prefix: string;
  createdAt: string;
  createdBy: { uid: string; name: string };
  /** Its last call, to the minute; null when never used. */
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The creation's answer: the key, and its whole value this once. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}

const KEY_PREFIX = 'cfk';
const KEY_PATTERN = /^cfk_([A-Za-z0-9]{1,64})_([A-Za-z0-9_-]{43})$/;
/** Characters of the secret kept in the listing's prefix. */
const PREFIX_SECRET_CHARS = 4;

/** The value a caller sends as `Authorization: Bearer …`: the key's id, then its secret (256 bits, base64url). */
export const formatApiKey = (id: string, secret: string): string => `${KEY_PREFIX}_${id}_${secret}`;

/** The id and secret of a key as `formatApiKey` wrote it; null for anything else. */
export function parseApiKey(value: string): { id: string; secret: string } | null {
  const match = KEY_PATTERN.exec(value);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

export const apiKeyPrefix = (id: string, secret: string): string =>
  `${formatApiKey(id, secret.slice(0, PREFIX_SECRET_CHARS))}…`;

/** Who a key is in the audit trail and in the records it writes: 'Chave de API: Integração ERP'. */
export const apiKeyActorName = (name: string): string => `Chave de API: ${name}`;

/** A key's actor id in the audit trail (one of the trail's filters). */
export const apiKeyActorUid = (id: string): string => `apikey-${id}`;

/** How often a key's last use is written: at most once a minute, so a busy key is not a hot document. */
export const LAST_USE_RESOLUTION_MS = 60_000;

export function lastUseIsStale(lastUsedAt: string | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - Date.parse(lastUsedAt) >= LAST_USE_RESOLUTION_MS;
}

export const hasScope = (scopes: readonly ApiKeyScope[], scope: ApiKeyScope): boolean => scopes.includes(scope);
