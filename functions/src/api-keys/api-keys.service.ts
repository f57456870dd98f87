import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { actorOf, recordAudit } from '../audit';
import {
  apiKeyActorName,
  apiKeyActorUid,
  apiKeyPrefix,
  formatApiKey,
  lastUseIsStale,
  parseApiKey,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '../domain/api-keys/api-keys';
import { apiKeyMessages } from '../domain/api-keys/messages';
import { auditEntry, changedFields, type AuditRecordRef } from '../domain/audit/audit';
import { conflict, notFound } from '../domain/errors';
import type { CompanySession } from '../domain/roles';
import { apiKeysRepository as repo, type StoredApiKey } from './api-keys.repository';

/** 256 random bits: a digest of them needs no slow hash, there is nothing to guess. */
const SECRET_BYTES = 32;

const digestOf = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

const listed = ({ companyId: _c, secretHash: _h, timeZone: _t, ...key }: StoredApiKey): ApiKey => key;
const keyRecord = (key: Pick<ApiKey, 'id' | 'name'>): AuditRecordRef => ({
  type: 'api_key',
  id: key.id,
  label: key.name,
});

export async function listApiKeys(session: CompanySession): Promise<ApiKey[]> {
  return (await repo.listOf(session.companyId)).map(listed);
}

/** A new key: its whole value is in this answer only; the store keeps its digest. */
export function createApiKey(
  session: CompanySession,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<CreatedApiKey> {
  return createApiKeyWith(session, input, {
    id: repo.newId(),
    secret: randomBytes(SECRET_BYTES).toString('base64url'),
  });
}

/** A key of a chosen id and secret: the local demo's, whose value the README's example sends. */
export async function createApiKeyWith(
  session: CompanySession,
  input: { name: string; scopes: ApiKeyScope[] },
  { id, secret }: { id: string; secret: string },
  now = new Date(),
): Promise<CreatedApiKey> {
  const key = await repo.create(
    id,
    {
      companyId: session.companyId,
      name: input.name,
      scopes: input.scopes,
      prefix: apiKeyPrefix(id, secret),
      secretHash: digestOf(secret),
      createdBy: { uid: session.uid, name: session.name },
      timeZone: session.timeZone,
    },
    now,
  );
  const fields = { name: key.name, scopes: key.scopes.join(', ') };
  await recordAudit(session.companyId, [
    auditEntry(actorOf(session), 'api_key.created', keyRecord(key), changedFields(null, fields, ['name', 'scopes'])),
  ]);
  return { ...listed(key), secret: formatApiKey(id, secret) };
}

/** Revoked at once: its next call is refused (401). Another company's key is not found. */
export async function revokeApiKey(session: CompanySession, id: string, now = new Date()): Promise<ApiKey> {
  const revoked = await repo.revoke(session.companyId, id, now);
  if (!revoked) throw notFound(apiKeyMessages.notFound);
  if (!revoked.changed) throw conflict(apiKeyMessages.alreadyRevoked);
  await recordAudit(session.companyId, [auditEntry(actorOf(session), 'api_key.revoked', keyRecord(revoked.key))]);
  return listed(revoked.key);
}

/** A call's key as the public API acts with it: its scopes, and the session its use cases run as. */
export interface KeyCaller {
  keyId: string;
  scopes: ApiKeyScope[];
  /**
   * An admin's reach within the key's company, named after the key: what it writes and its audit
   * entries say 'Chave de API: <name>' (actor role 'api_key').
   */
  session: CompanySession & { actorRole: 'api_key' };
}

/**
 * The key a bearer value stands for, or null when it is malformed, unknown, revoked or its secret
 * differs (compared in constant time). Its last use is written at most once a minute.
 */
export async function keyCaller(bearer: string, now = new Date()): Promise<KeyCaller | null> {
  const parsed = parseApiKey(bearer);
  if (!parsed) return null;
  const key = await repo.get(parsed.id);
  if (!key || key.revokedAt) return null;
  const expected = Buffer.from(key.secretHash);
  const given = Buffer.from(digestOf(parsed.secret));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (lastUseIsStale(key.lastUsedAt, now)) await repo.stampLastUse(key.id, now);
  return {
    keyId: key.id,
    scopes: key.scopes,
    session: {
      uid: apiKeyActorUid(key.id),
      email: '',
      name: apiKeyActorName(key.name),
      role: 'admin',
      actorRole: 'api_key',
      companyId: key.companyId,
      companyName: null,
      timeZone: key.timeZone,
    },
  };
}

/** Every call a key makes, in its company's trail: what it called and how it was answered. */
export function auditKeyCall(caller: KeyCaller, call: string, status: number): Promise<void> {
  const record = { type: 'api_key' as const, id: caller.keyId, label: caller.session.name };
  return recordAudit(caller.session.companyId, [
    auditEntry(actorOf(caller.session), 'api_key.called', record, [
      { field: 'call', before: null, after: call },
      { field: 'status', before: null, after: status },
    ]),
  ]);
}
