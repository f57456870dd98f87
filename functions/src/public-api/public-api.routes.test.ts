import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyWith } from '../api-keys';
import { createApp } from '../app';
import { DEMO_API_KEY } from '../dev/demo-data';
import type { CreatedApiKey } from '../domain/api-keys/api-keys';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { Template } from '../domain/templates/template.schema';
import { db } from '../platform/firebase';
import { call } from '../testing/http';
import { validVehicle } from '../testing/vehicles';
import { adminSession, validTemplate } from '../testing/fixtures';
import { assign, fieldUser, sentChecklist, twoCompanies, type World } from '../testing/world';

const app = createApp();

let world: World;
let plates = 0;

/** Calls `/api/v1` with `key` as its bearer. */
function v1(method: 'get' | 'post', path: string, key?: string, body?: object) {
  let req = request(app)[method](`/api/v1${path}`);
  if (key) req = req.set('Authorization', `Bearer ${key}`);
  return body ? req.send(body) : req;
}

async function createKey(scopes: string[], token = world.admin.token, name = 'Integração ERP'): Promise<string> {
  const res = await call('post', '/api/api-keys', token, { name, scopes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as CreatedApiKey).secret;
}

const keyIdOf = (key: string) => key.split('_')[1]!;

async function newVehicle(token = world.admin.token): Promise<Vehicle> {
  const res = await call(
    'post',
    '/api/vehicles',
    token,
    validVehicle({ name: `Van ${++plates}`, plate: `APK${String(plates).padStart(4, '0')}` }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Vehicle;
}

const auditOf = async (companyId: string) =>
  (await db().collection('companies').doc(companyId).collection('audit').get()).docs.map((d) => d.data());

beforeAll(async () => {
  world = await twoCompanies();
});

describe('/api/v1 with an API key', () => {
  it('when a key with read scope calls, then it reads /api/v1/vehicles, is refused a write (403), and after revocation is refused (401)', async () => {
    const vehicle = await newVehicle();
    const key = await createKey(['vehicles:read']);

    const list = await v1('get', '/vehicles', key);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ id: vehicle.id, plate: vehicle.plate, createdAt: expect.any(String) }),
    );
    expect(list.body).toHaveProperty('nextCursor');
    // The contract's shape only: nothing internal (the company, who created it).
    expect(list.body.data[0]).not.toHaveProperty('companyId');

    const write = await v1('post', '/vehicles', key, validVehicle({ plate: 'NEG1A23' }));
    expect([write.status, write.body.error?.code]).toEqual([403, 'insufficient_scope']);
    expect(write.body.error.message).toBe('Esta chave não tem a permissão vehicles:write');

    expect((await call('post', `/api/api-keys/${keyIdOf(key)}/revoke`, world.admin.token)).status).toBe(200);
    const after = await v1('get', '/vehicles', key);
    expect([after.status, after.body.error?.code]).toEqual([401, 'unauthenticated']);
  });

  it('when a vehicle is archived, then the list leaves it out unless archived=true asks, and it says since when', async () => {
    const vehicle = await newVehicle();
    const key = await createKey(['vehicles:read']);
    const inUse = await v1('get', '/vehicles?limit=100', key);
    expect(inUse.body.data).toContainEqual(expect.objectContaining({ id: vehicle.id, archivedAt: null }));

    const archived = await call('post', `/api/vehicles/${vehicle.id}/archive`, world.admin.token);
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const ids = async (query: string) =>
      ((await v1('get', `/vehicles?limit=100${query}`, key)).body.data as Array<{ id: string }>).map((v) => v.id);
    expect(await ids('')).not.toContain(vehicle.id);
    expect(await ids('&archived=true')).toContain(vehicle.id);
    const one = await v1('get', `/vehicles/${vehicle.id}`, key);
    expect(one.body.data.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('when the bearer is missing, unknown, a wrong secret or a person’s sign-in token, then 401', async () => {
    const key = await createKey(['vehicles:read']);
    const wrongSecret = `${key.slice(0, -4)}AAAA`;
    for (const bearer of [undefined, 'cfk_nao_existe', wrongSecret, world.admin.token]) {
      const res = await v1('get', '/vehicles', bearer);
      expect([res.status, res.body.error?.message]).toEqual([401, 'Chave de API ausente, inválida ou revogada']);
    }
  });

  it('when a key names another company’s vehicle, then 404 and nothing is written there', async () => {
    const betaVehicle = await newVehicle(world.adminBeta.token);
    const key = await createKey(['vehicles:read', 'fuel:write', 'vehicles:write']);
    expect((await v1('get', `/vehicles/${betaVehicle.id}`, key)).status).toBe(404);
    const fuel = { liters: 40, costPerLiter: 5.89, kmAtFueling: 20_100, fuelType: 'diesel' };
    expect((await v1('post', `/vehicles/${betaVehicle.id}/fuel`, key, fuel)).status).toBe(404);
    expect((await v1('post', `/vehicles/${betaVehicle.id}/odometer`, key, { km: 99_999 })).status).toBe(404);
    const stored = await db().collection('companies').doc(world.beta).collection('vehicles').doc(betaVehicle.id).get();
    expect(stored.get('currentKm')).toBe(betaVehicle.currentKm);
    const fuels = await stored.ref.collection('fuel').get();
    expect(fuels.size).toBe(0);
  });

  it('when a list is longer than `limit`, then pages follow `nextCursor` to the end, each item once', async () => {
    const world2 = await twoCompanies();
    const token = world2.admin.token;
    for (let i = 0; i < 3; i++) await newVehicle(token);
    const key = await createKey(['vehicles:read'], token);
    const first = await v1('get', '/vehicles?limit=2', key);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await v1('get', `/vehicles?limit=2&cursor=${first.body.nextCursor}`, key);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.data, ...second.body.data].map((v: { id: string }) => v.id);
    expect(new Set(ids).size).toBe(3);

    const bad = await v1('get', '/vehicles?cursor=nao-e-um-cursor', key);
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'invalid_input']);
    expect((await v1('get', '/vehicles?limit=101', key)).status).toBe(400);
  });

  it('when a key with write scope creates a vehicle and records, then they are stored and audited as the key', async () => {
    const key = await createKey(
      ['vehicles:write', 'vehicles:read', 'fuel:write', 'fuel:read'],
      world.admin.token,
      'Telemetria',
    );
    const created = await v1(
      'post',
      '/vehicles',
      key,
      validVehicle({ name: 'Caminhão API', plate: 'API1B23', currentKm: 1000, lastOilChangeKm: 0 }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;

    const invalid = await v1('post', '/vehicles', key, validVehicle({ plate: 'XX' }));
    expect([invalid.status, invalid.body.error?.code]).toEqual([400, 'invalid_input']);

    const below = await v1('post', `/vehicles/${id}/odometer`, key, { km: 500 });
    expect([below.status, below.body.error?.message]).toEqual([
      400,
      'A quilometragem informada é menor que a atual do veículo',
    ]);
    const odometer = await v1('post', `/vehicles/${id}/odometer`, key, { km: 1500 });
    expect([odometer.status, odometer.body.data?.currentKm]).toEqual([200, 1500]);

    const fuel = await v1('post', `/vehicles/${id}/fuel`, key, {
      liters: 50,
      costPerLiter: 6,
      kmAtFueling: 1600,
      fuelType: 'diesel',
    });
    expect(fuel.status, JSON.stringify(fuel.body)).toBe(201);
    expect(fuel.body.data).toMatchObject({ vehicleId: id, totalCost: 300 });
    const fuels = await v1('get', `/vehicles/${id}/fuel`, key);
    expect(fuels.body.data.map((r: { id: string }) => r.id)).toEqual([fuel.body.data.id]);

    const entries = await auditOf(world.alfa);
    const actor = { uid: `apikey-${keyIdOf(key)}`, name: 'Chave de API: Telemetria', role: 'api_key' };
    expect(entries).toContainEqual(expect.objectContaining({ action: 'vehicle.created', actor }));
    expect(entries).toContainEqual(expect.objectContaining({ action: 'vehicle.updated', actor }));
  });

  it('when a key calls, then each call is in the company’s trail as the key, with what it called and its answer', async () => {
    const key = await createKey(['vehicles:read'], world.admin.token, 'Auditada');
    await v1('get', '/vehicles', key);
    await v1('post', '/vehicles', key, validVehicle());
    const calls = (await auditOf(world.alfa)).filter(
      (e) => e.action === 'api_key.called' && e.actor.uid === `apikey-${keyIdOf(key)}`,
    );
    expect(calls.map((e) => e.changes.map((c: { after: unknown }) => c.after)).sort()).toEqual([
      ['GET /api/v1/vehicles', 200],
      ['POST /api/v1/vehicles', 403],
    ]);
    expect(calls[0]).toMatchObject({ actor: { name: 'Chave de API: Auditada', role: 'api_key' } });
    const stored = await db().collection('api_keys').doc(keyIdOf(key)).get();
    expect(stored.get('lastUsedAt')).not.toBeNull();
  });

  it('when the other resources are read with their scopes, then each answers a page in the contract’s shape', async () => {
    const key = await createKey(['responses:read', 'defects:read', 'fines:read', 'deadlines:read', 'maintenance:read']);
    const vehicle = await newVehicle();
    for (const path of ['/responses', '/defects', '/fines', '/deadlines', `/vehicles/${vehicle.id}/maintenance`]) {
      const res = await v1('get', path, key);
      expect([path, res.status], JSON.stringify(res.body)).toEqual([path, 200]);
      expect(res.body).toEqual({ data: expect.any(Array), nextCursor: null });
    }
    expect((await v1('get', '/responses/nao-existe', key)).status).toBe(404);
    expect((await v1('get', '/nao-existe', key)).status).toBe(404);
  });

  it('when the demo’s key is seeded, then the README’s call with its fixed value reads the fleet and nothing else', async () => {
    await db().collection('api_keys').doc(DEMO_API_KEY.id).delete();
    const { id, secret, ...key } = DEMO_API_KEY;
    await createApiKeyWith(adminSession(world.alfa), key, { id, secret });
    const bearer = `cfk_${id}_${secret}`;
    expect((await v1('get', '/vehicles?limit=2', bearer)).status).toBe(200);
    expect((await v1('post', '/vehicles', bearer, validVehicle())).status).toBe(403);
  });
});

describe('/api/v1/checklists', () => {
  let template: Template;
  let vehicle: Vehicle;
  let joaoId: string;
  let sentId: string;
  let pendingId: string;
  let inspectionId: string;
  let betaId: string;

  const templateOf = async (token: string) => {
    const res = await call('post', '/api/templates', token, validTemplate());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Template;
  };

  beforeAll(async () => {
    const [joao, maria, carla] = await Promise.all([
      fieldUser(world.admin.token, 'João da API'),
      fieldUser(world.admin.token, 'Maria da API'),
      fieldUser(world.adminBeta.token, 'Carla da Beta'),
    ]);
    joaoId = joao.id;
    template = await templateOf(world.admin.token);
    vehicle = await newVehicle();
    const inspection = await call(
      'post',
      '/api/templates',
      world.admin.token,
      validTemplate({
        name: 'Inspeção de saída',
        kind: 'vehicle_inspection',
        questions: [{ type: 'boolean', question: 'Freios funcionando?' }],
      }),
    );
    expect(inspection.status).toBe(201);
    sentId = (await sentChecklist(joao, world.admin.token, template.id)).id;
    pendingId = await assign(world.admin.token, template.id, maria.id);
    inspectionId = await assign(world.admin.token, (inspection.body.data as Template).id, joao.id, vehicle.id);
    betaId = await assign(world.adminBeta.token, (await templateOf(world.adminBeta.token)).id, carla.id);
  });

  it('when a key with checklists:read lists them, then its company’s, newest assignment first, camelCase with ISO dates', async () => {
    const key = await createKey(['checklists:read']);
    const res = await v1('get', '/checklists?limit=100', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = res.body.data.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([sentId, pendingId, inspectionId]));
    expect(ids).not.toContain(betaId);
    expect(ids.indexOf(inspectionId)).toBeLessThan(ids.indexOf(sentId));
    const sent = res.body.data.find((c: { id: string }) => c.id === sentId);
    expect(sent).toMatchObject({
      templateId: template.id,
      templateName: template.name,
      userId: joaoId,
      userName: 'João da API',
      status: 'completed',
      questionsCount: 3,
      reviewedAt: null,
    });
    expect(sent.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(sent).not.toHaveProperty('companyId');
    expect(sent).not.toHaveProperty('questions');
  });

  it('when filtered by user, vehicle or status and paged by cursor, then each page holds the filtered ones once', async () => {
    const key = await createKey(['checklists:read']);
    const first = await v1('get', `/checklists?userId=${joaoId}&limit=1`, key);
    expect(first.body.data.map((c: { id: string }) => c.id)).toEqual([inspectionId]);
    const second = await v1('get', `/checklists?userId=${joaoId}&limit=1&cursor=${first.body.nextCursor}`, key);
    expect([second.body.data.map((c: { id: string }) => c.id), second.body.nextCursor]).toEqual([[sentId], null]);
    const ofVehicle = await v1('get', `/checklists?vehicleId=${vehicle.id}`, key);
    expect(ofVehicle.body.data).toEqual([
      expect.objectContaining({
        id: inspectionId,
        vehicle: { id: vehicle.id, name: vehicle.name, plate: vehicle.plate },
      }),
    ]);
    const pending = await v1('get', '/checklists?status=pending&limit=100', key);
    expect(pending.body.data.map((c: { status: string }) => c.status)).not.toContain('completed');
    expect(pending.body.data.map((c: { id: string }) => c.id)).toContain(pendingId);
    const bad = await v1('get', '/checklists?status=arquivado', key);
    expect([bad.status, bad.body.error?.code]).toEqual([400, 'invalid_input']);
  });

  it('when a key reads one checklist, then its own company’s is answered and another company’s is 404', async () => {
    const key = await createKey(['checklists:read']);
    const one = await v1('get', `/checklists/${inspectionId}`, key);
    expect([one.status, one.body.data?.id, one.body.data?.status]).toEqual([200, inspectionId, 'pending']);
    const other = await v1('get', `/checklists/${betaId}`, key);
    expect([other.status, other.body.error?.code]).toEqual([404, 'not_found']);
    const otherUser = await v1('get', `/checklists?userId=nao-existe`, key);
    expect([otherUser.status, otherUser.body.error?.message]).toEqual([404, 'Usuário não encontrado']);
  });

  it('when a key without checklists:read asks, then 403 insufficient_scope, for the list and for one', async () => {
    const key = await createKey(['checklists:write', 'responses:read']);
    for (const path of ['/checklists', `/checklists/${sentId}`]) {
      const res = await v1('get', path, key);
      expect([res.status, res.body.error?.code]).toEqual([403, 'insufficient_scope']);
      expect(res.body.error.message).toBe('Esta chave não tem a permissão checklists:read');
    }
  });
});
