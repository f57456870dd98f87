import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ApiKey, ApiKeyScope } from '../domain/api-keys/api-keys';
import { API_KEY_SCOPES } from '../domain/api-keys/api-keys';
import { timeZoneOr, type TimeZone } from '../domain/dates';
import { db } from '../platform/firebase';
import { toIso } from '../platform/firestore-values';

/**
 * api_keys/{id}: top level, so a call's key is found by its id alone, without knowing its company;
 * each names its company in `companyId`. The secret is never stored: only its SHA-256 digest.
 */
export const API_KEYS_COLLECTION = 'api_keys';

const keys = () => db().collection(API_KEYS_COLLECTION);

/** A key as stored: what the listing shows, plus its company, digest and the clock its calls read. */
export interface StoredApiKey extends ApiKey {
  companyId: string;
  secretHash: string;
  timeZone: TimeZone;
}

export interface NewApiKey {
  companyId: string;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  secretHash: string;
  createdBy: { uid: string; name: string };
  timeZone: TimeZone;
}

function toKey(id: string, d: DocumentData): StoredApiKey {
  const scopes = Array.isArray(d.scopes) ? (d.scopes as unknown[]) : [];
  return {
    id,
    companyId: String(d.companyId ?? ''),
    name: String(d.name ?? ''),
    scopes: API_KEY_SCOPES.filter((scope) => scopes.includes(scope)),
    prefix: String(d.prefix ?? ''),
    secretHash: String(d.secretHash ?? ''),
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    createdBy: { uid: String(d.createdBy?.uid ?? ''), name: String(d.createdBy?.name ?? '') },
    lastUsedAt: toIso(d.lastUsedAt),
    revokedAt: toIso(d.revokedAt),
    timeZone: timeZoneOr(d.timeZone),
  };
}

export const apiKeysRepository = {
  /** A new key's id, before its secret is made (the secret's text carries the id). */
  newId: (): string => keys().doc().id,

  async create(id: string, key: NewApiKey, now: Date): Promise<StoredApiKey> {
    const data = { ...key, createdAt: Timestamp.fromDate(now), lastUsedAt: null, revokedAt: null };
    await keys().doc(id).create(data);
    return toKey(id, data);
  },

  async get(id: string): Promise<StoredApiKey | null> {
    const snap = await keys().doc(id).get();
    return snap.exists ? toKey(snap.id, snap.data()!) : null;
  },

  /** The company's keys, newest first: a handful each, so sorted here (no composite index). */
  async listOf(companyId: string): Promise<StoredApiKey[]> {
    const snap = await keys().where('companyId', '==', companyId).get();
    return snap.docs.map((doc) => toKey(doc.id, doc.data())).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },

  /** Revokes the company's key once; null when it is not the company's, the key as it was when already revoked. */
  async revoke(companyId: string, id: string, now: Date): Promise<{ key: StoredApiKey; changed: boolean } | null> {
    return db().runTransaction(async (tx) => {
      const ref = keys().doc(id);
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const key = toKey(snap.id, snap.data()!);
      if (key.companyId !== companyId) return null;
      if (key.revokedAt) return { key, changed: false };
      tx.update(ref, { revokedAt: Timestamp.fromDate(now) });
      return { key: { ...key, revokedAt: now.toISOString() }, changed: true };
    });
  },

  stampLastUse: (id: string, now: Date): Promise<unknown> =>
    keys()
      .doc(id)
      .update({ lastUsedAt: Timestamp.fromDate(now) }),
};
