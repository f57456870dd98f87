import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '../domain/api-keys/api-keys';
import { db } from '../platform/firebase';
import { call } from '../testing/http';
import { twoCompanies, type World } from '../testing/world';
import { API_KEYS_COLLECTION } from './api-keys.repository';

let world: World;

beforeAll(async () => {
  world = await twoCompanies();
});

async function createKey(name: string, scopes: string[], token = world.admin.token): Promise<CreatedApiKey> {
  const res = await call('post', '/api/api-keys', token, { name, scopes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as CreatedApiKey;
}

const storedKey = async (id: string) => (await db().collection(API_KEYS_COLLECTION).doc(id).get()).data();
const keysOf = async (companyId: string) =>
  (await db().collection(API_KEYS_COLLECTION).where('companyId', '==', companyId).get()).size;
const auditOf = async (companyId: string, action: string) =>
  (await db().collection('companies').doc(companyId).collection('audit').where('action', '==', action).get()).docs.map(
    (d) => d.data(),
  );

describe('API keys: create, list, revoke', () => {
  it('when an admin creates a key, then its secret is answered once, listed never, and stored only as a digest', async () => {
    const key = await createKey('Integração ERP', ['vehicles:read', 'fuel:write']);
    expect(key.secret).toMatch(new RegExp(`^cfk_${key.id}_[A-Za-z0-9_-]{43}$`));
    expect(key.prefix).toBe(`${key.secret.slice(0, `cfk_${key.id}_`.length + 4)}…`);
    expect(key.scopes).toEqual(['vehicles:read', 'fuel:write']);

    const stored = await storedKey(key.id);
    const secretPart = key.secret.slice(`cfk_${key.id}_`.length);
    expect(JSON.stringify(stored)).not.toContain(secretPart);
    expect(stored?.secretHash).toBe(createHash('sha256').update(secretPart).digest('base64url'));

    const list = await call('get', '/api/api-keys', world.admin.token);
    expect(list.status).toBe(200);
    const listed = (list.body.data as ApiKey[]).find((k) => k.id === key.id);
    expect(listed).toMatchObject({ name: 'Integração ERP', lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(secretPart);
    expect(await auditOf(world.alfa, 'api_key.created')).toContainEqual(
      expect.objectContaining({ record: { type: 'api_key', id: key.id, label: 'Integração ERP' } }),
    );
  });

  it('when a field user or an unsigned caller asks, then they are refused and nothing is stored', async () => {
    const before = await keysOf(world.alfa);
    const asUser = await call('post', '/api/api-keys', world.userAlfa.token, { name: 'X', scopes: ['vehicles:read'] });
    expect(asUser.status).toBe(403);
    expect((await call('get', '/api/api-keys', world.userAlfa.token)).status).toBe(403);
    expect((await call('get', '/api/api-keys')).status).toBe(401);
    expect(await keysOf(world.alfa)).toBe(before);
  });

  it('when the name or the permissions are missing or unknown, then 400 with the pt-BR message and nothing stored', async () => {
    const before = await keysOf(world.alfa);
    const cases: Array<[unknown, string]> = [
      [{ name: '', scopes: ['vehicles:read'] }, 'Informe o nome da chave'],
      [{ name: 'ERP', scopes: [] }, 'Escolha ao menos uma permissão'],
      [{ name: 'ERP', scopes: ['vehicles:delete'] }, 'Permissão inválida'],
      [{ name: 'ERP', scopes: ['responses:write'] }, 'Permissão inválida'],
    ];
    for (const [body, message] of cases) {
      const res = await call('post', '/api/api-keys', world.admin.token, body);
      expect([res.status, res.body.error?.message]).toEqual([400, message]);
    }
    expect(await keysOf(world.alfa)).toBe(before);
  });

  it('when another company’s admin lists or revokes a key, then it is not theirs: absent, 404, and left working', async () => {
    const key = await createKey('Telemetria', ['vehicles:read']);
    const list = await call('get', '/api/api-keys', world.adminBeta.token);
    expect((list.body.data as ApiKey[]).map((k) => k.id)).not.toContain(key.id);
    const res = await call('post', `/api/api-keys/${key.id}/revoke`, world.adminBeta.token);
    expect([res.status, res.body.error?.message]).toEqual([404, 'Chave de API não encontrada']);
    expect((await storedKey(key.id))?.revokedAt).toBeNull();
    expect((await call('post', '/api/api-keys/nao-existe/revoke', world.admin.token)).status).toBe(404);
  });

  it('when an admin revokes a key, then it is marked revoked, audited, and a second revoke is a conflict', async () => {
    const key = await createKey('Seguradora', ['responses:read']);
    const res = await call('post', `/api/api-keys/${key.id}/revoke`, world.admin.token);
    expect(res.status).toBe(200);
    expect((res.body.data as ApiKey).revokedAt).toEqual(expect.any(String));
    expect(await auditOf(world.alfa, 'api_key.revoked')).toContainEqual(
      expect.objectContaining({ record: { type: 'api_key', id: key.id, label: 'Seguradora' } }),
    );
    expect((await call('post', `/api/api-keys/${key.id}/revoke`, world.admin.token)).status).toBe(409);
  });
});
