import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { validVehicle } from '../../testing/vehicles';
import type { FuelInput, MaintenanceInput, OilChangeInput, ReminderInput } from '../../domain/fleet/records.schema';
import type { Vehicle, VehicleInput } from '../../domain/fleet/vehicle.schema';
import { db } from '../../platform/firebase';
import { createAccount, newCompanyId, tokenSignedInAt, type TestAccount } from '../../testing/accounts';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { call } from '../../testing/http';
import { twoCompanies } from '../../testing/world';

type Body = Record<string, unknown>;

const maintenance = (overrides: Partial<MaintenanceInput> = {}): MaintenanceInput => ({
  type: 'brake_service',
  description: 'Pastilhas dianteiras',
  cost: 480,
  kmAtMaintenance: 48_600,
  performedAt: '2026-10-10T13:00:00.000Z',
  ...overrides,
});

const fuel = (overrides: Partial<FuelInput> = {}): FuelInput => ({
  liters: 42.37,
  costPerLiter: 5.899,
  kmAtFueling: 48_700,
  fuelType: 'flex',
  performedAt: '2026-10-12T13:00:00.000Z',
  ...overrides,
});

const oilChange = (overrides: Partial<OilChangeInput> = {}): OilChangeInput => ({
  oilType: '5W30',
  oilBrand: 'Mobil',
  filterChanged: true,
  cost: 320,
  kmAtChange: 49_000,
  performedAt: '2026-10-15T13:00:00.000Z',
  ...overrides,
});

const reminder = (overrides: Partial<ReminderInput> = {}): ReminderInput => ({
  name: 'Revisão dos freios',
  type: 'brake_service',
  intervalKm: 20_000,
  intervalMonths: 12,
  lastDoneKm: 30_000,
  lastDoneAt: '2026-01-10T12:00:00.000Z',
  ...overrides,
});

/** Plates unique within a test file's run: each vehicle gets its own unless a test wants a clash. */
let plateSeq = 1000;
const nextPlate = () => `QWE${plateSeq++}`;

async function createVehicle(token: string, overrides: Partial<VehicleInput> = {}): Promise<Vehicle & Body> {
  const res = await call('post', '/api/vehicles', token, validVehicle({ plate: nextPlate(), ...overrides }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function add(token: string, vehicleId: string, path: string, body: object): Promise<Body> {
  const res = await call('post', `/api/vehicles/${vehicleId}/${path}`, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** The company's vehicles, plates, and every vehicle's records and reminders, as comparable JSON. */
async function snapshotFleet(companyId: string): Promise<string> {
  const top = await snapshotCompany(companyId, ['vehicles', 'vehicle_plates']);
  const vehicles = await db().collection('companies').doc(companyId).collection('vehicles').get();
  const nested: Record<string, unknown> = {};
  for (const vehicle of vehicles.docs) {
    for (const name of ['maintenance', 'fuel', 'oil_changes', 'reminders']) {
      const snap = await vehicle.ref.collection(name).get();
      for (const doc of snap.docs) nested[`${vehicle.id}/${name}/${doc.id}`] = doc.data();
    }
  }
  return JSON.stringify([top, Object.entries(nested).sort(([a], [b]) => a.localeCompare(b))]);
}

async function newAdmin(): Promise<{ company: string; admin: TestAccount }> {
  const company = newCompanyId('frota');
  return { company, admin: await createAccount({ role: 'admin', companyId: company }) };
}

let alfa: string;
let adminAlfa: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;
let superadmin: TestAccount;

beforeAll(async () => {
  ({ alfa, admin: adminAlfa, adminBeta, userAlfa, superadmin } = await twoCompanies());
});

describe('vehicles', () => {
  it('when a vehicle is created, then its plate is stored normalised, with defaults, audit fields and its oil status', async () => {
    const { company, admin } = await newAdmin();
    const res = await call('post', '/api/vehicles', admin.token, validVehicle());
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({
      companyId: company,
      plate: 'ABC1D23',
      oilChangeIntervalKm: 10_000,
      isActive: true,
      createdBy: admin.email,
      updatedAt: null,
      oil: { status: 'ok', kmSinceChange: 3_500, nextChangeKm: 55_000, remainingKm: 6_500, needsChange: false },
    });
    const read = await call('get', `/api/vehicles/${created.id}`, admin.token);
    expect(read.body.data).toEqual(created);
    const gate = await db().doc(`companies/${company}/vehicle_plates/ABC1D23`).get();
    expect(gate.data()?.vehicleId).toBe(created.id);
  });

  it('when vehicles are listed, then they come by name with the total, a page at a time', async () => {
    const { admin } = await newAdmin();
    for (const name of ['Caminhão Baú', 'Amarok', 'Bongo']) await createVehicle(admin.token, { name });

    const first = await call('get', '/api/vehicles?page=1&pageSize=2', admin.token);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.data.items.map((v: Vehicle) => v.name)).toEqual(['Amarok', 'Bongo']);
    const second = await call('get', '/api/vehicles?page=2&pageSize=2', admin.token);
    expect(second.body.data.items.map((v: Vehicle) => v.name)).toEqual(['Caminhão Baú']);
  });

  it('when searching, then name, plate (typed either way), model and brand match regardless of case and accents', async () => {
    const { admin } = await newAdmin();
    await createVehicle(admin.token, {
      name: 'Caminhão Baú',
      plate: 'KLM-4321',
      model: 'Accelo',
      brand: 'Mercedes-Benz',
    });
    await createVehicle(admin.token, { name: 'Picape', plate: 'RST2E45', model: 'Hilux', brand: 'Toyota' });
    const names = async (search: string) =>
      (await call('get', `/api/vehicles?search=${encodeURIComponent(search)}`, admin.token)).body.data.items.map(
        (v: Vehicle) => v.name,
      );

    expect(await names('CAMINHAO')).toEqual(['Caminhão Baú']);
    expect(await names('klm-43')).toEqual(['Caminhão Baú']);
    expect(await names('klm432')).toEqual(['Caminhão Baú']);
    expect(await names('hilux')).toEqual(['Picape']);
    expect(await names('toyo')).toEqual(['Picape']);
    expect(await names('nada')).toEqual([]);
  });

  it('when the summary is read, then it counts vehicles, active ones and those needing oil, and sums their km', async () => {
    const { admin } = await newAdmin();
    await createVehicle(admin.token, { currentKm: 20_000, lastOilChangeKm: 15_000 });
    await createVehicle(admin.token, { currentKm: 60_000, lastOilChangeKm: 50_000, isActive: false });
    await createVehicle(admin.token, { currentKm: 9_000, lastOilChangeKm: 0, oilChangeIntervalKm: 5_000 });

    const res = await call('get', '/api/vehicles/summary', admin.token);
    expect(res.body.data).toEqual({ total: 3, active: 2, needingOilChange: 2, totalKm: 89_000, archived: 0 });
  });

  it('when a vehicle is updated with a new plate, then its fields change and the old plate is free again', async () => {
    const { company, admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, { plate: 'AAA1111' });
    const res = await call(
      'put',
      `/api/vehicles/${vehicle.id}`,
      admin.token,
      validVehicle({ name: 'Nova Strada', plate: 'bbb-2222', isActive: false }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Nova Strada',
      plate: 'BBB2222',
      isActive: false,
      createdAt: vehicle.createdAt,
    });
    expect(res.body.data.updatedAt).not.toBeNull();

    expect((await db().doc(`companies/${company}/vehicle_plates/AAA1111`).get()).exists).toBe(false);
    await createVehicle(admin.token, { plate: 'AAA1111' });
  });

  it('when the plate is taken in the company, then 409 on create and on update and nothing changes; another company may use it', async () => {
    const { company, admin } = await newAdmin();
    await createVehicle(admin.token, { plate: 'CCC3333' });
    const other = await createVehicle(admin.token, { plate: 'DDD4444' });
    const before = await snapshotFleet(company);

    const create = await call('post', '/api/vehicles', admin.token, validVehicle({ plate: 'ccc-3333' }));
    const update = await call('put', `/api/vehicles/${other.id}`, admin.token, validVehicle({ plate: 'CCC3333' }));
    for (const res of [create, update]) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Já existe um veículo com esta placa');
    }
    expect(await snapshotFleet(company)).toBe(before);

    const elsewhere = await newAdmin();
    await createVehicle(elsewhere.admin.token, { plate: 'CCC3333' });
  });

  it('when a vehicle keeps its plate on update, then it is not a clash with itself', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, { plate: 'EEE5555' });
    const res = await call(
      'put',
      `/api/vehicles/${vehicle.id}`,
      admin.token,
      validVehicle({ plate: 'EEE-5555', color: 'Prata' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.color).toBe('Prata');
  });

  it('when an archived vehicle is deleted, then its records, reminders and plate go with it', async () => {
    const { company, admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, { plate: 'FFF6666' });
    await add(admin.token, vehicle.id, 'maintenance', maintenance());
    await add(admin.token, vehicle.id, 'fuel', fuel());
    await add(admin.token, vehicle.id, 'oil-changes', oilChange());
    await add(admin.token, vehicle.id, 'reminders', reminder());
    const ref = db().doc(`companies/${company}/vehicles/${vehicle.id}`);
    const held = (await Promise.all((await ref.listCollections()).map((c) => c.count().get()))).reduce(
      (sum, c) => sum + c.data().count,
      0,
    );
    expect(held).toBeGreaterThanOrEqual(4);
    expect((await call('post', `/api/vehicles/${vehicle.id}/archive`, admin.token)).status).toBe(200);

    const res = await call('delete', `/api/vehicles/${vehicle.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: vehicle.id });
    expect(await snapshotFleet(company)).toBe(JSON.stringify([JSON.stringify([['.', null]]), []]));
    expect((await call('get', `/api/vehicles/${vehicle.id}`, admin.token)).body.error.message).toBe(
      'Veículo não encontrado',
    );
    // Its one entry says what went with it, by kind.
    const trail = await db().collection(`companies/${company}/audit`).where('recordId', '==', vehicle.id).get();
    const deleted = trail.docs.map((d) => d.data()).filter((e) => e.action === 'vehicle.deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'plate', before: 'FFF6666', after: null },
        { field: 'records', before: held, after: 0 },
        { field: 'fines', before: 0, after: 0 },
        { field: 'documents', before: 0, after: 0 },
        { field: 'custodies', before: 0, after: 0 },
      ]),
    );
  });

  it('when the admin signed in more than 5 minutes ago, then deleting is 403 "Entre novamente para confirmar esta ação" and the vehicle stays whole', async () => {
    const { company, admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, { plate: 'FFF6667' });
    await add(admin.token, vehicle.id, 'fuel', fuel());
    expect((await call('post', `/api/vehicles/${vehicle.id}/archive`, admin.token)).status).toBe(200);
    const before = await snapshotFleet(company);
    const claims = { role: 'admin', companyId: company, email: admin.email };
    const old = await tokenSignedInAt(admin.uid, claims, Math.floor(Date.now() / 1000) - 6 * 60);

    const res = await call('delete', `/api/vehicles/${vehicle.id}`, old);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'recent_sign_in_required',
      message: 'Entre novamente para confirmar esta ação',
    });
    expect(await snapshotFleet(company)).toBe(before);
    const recent = await tokenSignedInAt(admin.uid, claims, Math.floor(Date.now() / 1000) - 60);
    expect((await call('delete', `/api/vehicles/${vehicle.id}`, recent)).status).toBe(200);
  });

  it('when the id is unknown, then every vehicle route answers 404 "Veículo não encontrado" and creates nothing', async () => {
    const { company, admin } = await newAdmin();
    const calls: Array<['get' | 'put' | 'delete' | 'post', string, object?]> = [
      ['get', '/api/vehicles/nao-existe'],
      ['put', '/api/vehicles/nao-existe', validVehicle()],
      ['delete', '/api/vehicles/nao-existe'],
      ['post', '/api/vehicles/nao-existe/archive'],
      ['post', '/api/vehicles/nao-existe/unarchive'],
      ['get', '/api/vehicles/nao-existe/overview'],
      ['post', '/api/vehicles/nao-existe/maintenance', maintenance()],
      ['post', '/api/vehicles/nao-existe/fuel', fuel()],
      ['post', '/api/vehicles/nao-existe/oil-changes', oilChange()],
      ['get', '/api/vehicles/nao-existe/fuel'],
      ['get', '/api/vehicles/nao-existe/reminders'],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, admin.token, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.message).toBe('Veículo não encontrado');
    }
    expect(await snapshotFleet(company)).toBe(JSON.stringify([JSON.stringify([['.', null]]), []]));
  });
});

describe('archiving', () => {
  const names = async (token: string, query = '') =>
    (await call('get', `/api/vehicles?pageSize=100${query}`, token)).body.data.items.map((v: Vehicle) => v.name);
  const entriesOf = async (company: string, id: string) =>
    (await db().collection(`companies/${company}/audit`).where('recordId', '==', id).get()).docs.map((d) => d.data());

  it('when a vehicle is archived, then it leaves the list and the cards, shows under "Arquivados", keeps its records, and both moves are audited', async () => {
    const { company, admin } = await newAdmin();
    const kept = await createVehicle(admin.token, { name: 'Amarok', currentKm: 20_000, lastOilChangeKm: 15_000 });
    const old = await createVehicle(admin.token, { name: 'Bongo velha', currentKm: 90_000, lastOilChangeKm: 89_000 });
    const fill = await add(admin.token, old.id, 'fuel', fuel({ kmAtFueling: 90_100 }));

    const res = await call('post', `/api/vehicles/${old.id}/archive`, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.archived).toMatchObject({ byUid: admin.uid, at: expect.any(String) });

    expect(await names(admin.token)).toEqual([kept.name]);
    expect(await names(admin.token, '&archived=true')).toEqual(['Bongo velha']);
    expect(await names(admin.token, '&search=bongo')).toEqual([]);
    expect(await names(admin.token, '&archived=true&search=bongo')).toEqual(['Bongo velha']);
    const page = (await call('get', '/api/vehicles?archived=true', admin.token)).body.data;
    expect(page.total).toBe(1);
    expect((await call('get', '/api/vehicles/summary', admin.token)).body.data).toEqual({
      total: 1,
      active: 1,
      needingOilChange: 0,
      totalKm: 20_000,
      archived: 1,
    });
    expect((await call('get', '/api/vehicles/options', admin.token)).body.data.map((v: Vehicle) => v.id)).toEqual([
      kept.id,
    ]);
    // Its history stays: the page, the records.
    expect((await call('get', `/api/vehicles/${old.id}`, admin.token)).status).toBe(200);
    expect((await call('get', `/api/vehicles/${old.id}/fuel`, admin.token)).body.data.map((r: Body) => r.id)).toEqual([
      fill.id,
    ]);
    const again = await call('post', `/api/vehicles/${old.id}/archive`, admin.token);
    expect([again.status, again.body.error.message]).toEqual([409, 'Este veículo já está arquivado']);

    const back = await call('post', `/api/vehicles/${old.id}/unarchive`, admin.token);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.archived).toBeNull();
    expect(await names(admin.token)).toEqual(['Amarok', 'Bongo velha']);
    expect(await names(admin.token, '&archived=true')).toEqual([]);
    const twice = await call('post', `/api/vehicles/${old.id}/unarchive`, admin.token);
    expect([twice.status, twice.body.error.message]).toEqual([409, 'Este veículo não está arquivado']);
    expect((await entriesOf(company, old.id)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['vehicle.archived', 'vehicle.unarchived']),
    );
  });

  it('when a vehicle in use is deleted, then 409 "Arquive o veículo antes de excluí-lo definitivamente" and nothing is removed', async () => {
    const { company, admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token);
    await add(admin.token, vehicle.id, 'fuel', fuel());
    const before = await snapshotFleet(company);

    const res = await call('delete', `/api/vehicles/${vehicle.id}`, admin.token);
    expect([res.status, res.body.error.message]).toEqual([409, 'Arquive o veículo antes de excluí-lo definitivamente']);
    expect(await snapshotFleet(company)).toBe(before);
    expect((await entriesOf(company, vehicle.id)).map((e) => e.action)).toEqual(['vehicle.created']);
  });

  it('when the admin signed in more than 5 minutes ago, then archiving is 403 and the vehicle stays in use; reactivating needs no new sign-in', async () => {
    const { company, admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token);
    const claims = { role: 'admin', companyId: company, email: admin.email };
    const old = await tokenSignedInAt(admin.uid, claims, Math.floor(Date.now() / 1000) - 6 * 60);
    const before = await snapshotFleet(company);

    const res = await call('post', `/api/vehicles/${vehicle.id}/archive`, old);
    expect([res.status, res.body.error?.message]).toEqual([403, 'Entre novamente para confirmar esta ação']);
    expect(await snapshotFleet(company)).toBe(before);
    expect((await call('post', `/api/vehicles/${vehicle.id}/archive`, admin.token)).status).toBe(200);
    expect((await call('post', `/api/vehicles/${vehicle.id}/unarchive`, old)).status).toBe(200);
  });

  it('when the filter or the id is malformed, then 400 in Portuguese and nothing changes', async () => {
    const { company, admin } = await newAdmin();
    await createVehicle(admin.token);
    const before = await snapshotFleet(company);
    const filter = await call('get', '/api/vehicles?archived=talvez', admin.token);
    expect([filter.status, filter.body.error.message]).toEqual([400, 'Parâmetros inválidos']);
    const id = await call('post', '/api/vehicles/__x__/archive', admin.token);
    expect([id.status, id.body.error.message]).toEqual([400, 'Parâmetros inválidos']);
    expect(await snapshotFleet(company)).toBe(before);
  });

  it('when vehicles were stored before archiving existed, then the list still shows them and writes their field once', async () => {
    const { company, admin } = await newAdmin();
    const made = await createVehicle(admin.token, { name: 'Antigo' });
    const ref = db().doc(`companies/${company}/vehicles/${made.id}`);
    await ref.update({ archived: FieldValue.delete(), archive: FieldValue.delete() });

    expect(await names(admin.token)).toEqual(['Antigo']);
    expect((await ref.get()).get('archived')).toBe(false);
  });
});

describe('records', () => {
  it('when a fill-up is added, then the server computes its total, stamps who and when, and raises the odometer', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token);
    const before = Date.now();
    const record = await add(
      admin.token,
      vehicle.id,
      'fuel',
      fuel({ performedAt: undefined, fuelStation: '', notes: '  ' }),
    );

    expect(record).toMatchObject({
      vehicleId: vehicle.id,
      totalCost: 249.94,
      fullTank: true,
      performedBy: admin.email,
      odometerWentBack: false,
    });
    expect(record).not.toHaveProperty('fuelStation');
    expect(record).not.toHaveProperty('notes');
    expect(Date.parse(record.performedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect((await call('get', `/api/vehicles/${vehicle.id}`, admin.token)).body.data.currentKm).toBe(48_700);
  });

  it('when a fill-up sends its own total, then 400 and nothing is stored', async () => {
    const { company, admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token);
    const before = await snapshotFleet(company);
    const res = await call('post', `/api/vehicles/${vehicle.id}/fuel`, admin.token, { ...fuel(), totalCost: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Campo não permitido: totalCost');
    expect(await snapshotFleet(company)).toBe(before);
  });

  it('when a maintenance of type oil_change is added, then the vehicle’s last oil change and km follow it', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, { currentKm: 55_500, lastOilChangeKm: 45_000 });
    expect(vehicle.oil).toMatchObject({ status: 'overdue' });
    await add(
      admin.token,
      vehicle.id,
      'maintenance',
      maintenance({ type: 'oil_change', description: 'Troca na revisão', kmAtMaintenance: 56_000 }),
    );

    const read = (await call('get', `/api/vehicles/${vehicle.id}`, admin.token)).body.data;
    expect(read).toMatchObject({
      currentKm: 56_000,
      lastOilChangeKm: 56_000,
      oil: { status: 'ok', nextChangeKm: 66_000 },
    });
  });

  it('when an oil change is added without a next km, then it is its km plus the interval, and the vehicle follows it', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, {
      currentKm: 50_000,
      lastOilChangeKm: 41_000,
      oilChangeIntervalKm: 8_000,
    });
    const record = await add(admin.token, vehicle.id, 'oil-changes', oilChange({ kmAtChange: 49_800 }));

    expect(record).toMatchObject({ nextChangeKm: 57_800, filterChanged: true, performedBy: admin.email });
    const read = (await call('get', `/api/vehicles/${vehicle.id}`, admin.token)).body.data;
    expect(read).toMatchObject({ currentKm: 50_000, lastOilChangeKm: 49_800 });
  });

  it('when records are listed, then the newest performedAt comes first, per kind', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token);
    for (const day of ['05', '20', '12']) {
      await add(
        admin.token,
        vehicle.id,
        'maintenance',
        maintenance({ description: `Dia ${day}`, performedAt: `2026-09-${day}T12:00:00.000Z` }),
      );
    }
    await add(admin.token, vehicle.id, 'fuel', fuel());

    const res = await call('get', `/api/vehicles/${vehicle.id}/maintenance`, admin.token);
    expect(res.body.data.map((r: Body) => r.description)).toEqual(['Dia 20', 'Dia 12', 'Dia 05']);
    expect((await call('get', `/api/vehicles/${vehicle.id}/fuel`, admin.token)).body.data).toHaveLength(1);
    expect((await call('get', `/api/vehicles/${vehicle.id}/oil-changes`, admin.token)).body.data).toEqual([]);
  });

  it('when a reading later in time is below an earlier one, then it is kept, flagged, and the odometer stays', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, { currentKm: 10_000, lastOilChangeKm: 5_000 });
    await add(admin.token, vehicle.id, 'fuel', fuel({ kmAtFueling: 12_000, performedAt: '2026-03-01T12:00:00.000Z' }));
    const back = await add(
      admin.token,
      vehicle.id,
      'fuel',
      fuel({ kmAtFueling: 11_500, performedAt: '2026-04-01T12:00:00.000Z' }),
    );
    const earlierInTime = await add(
      admin.token,
      vehicle.id,
      'maintenance',
      maintenance({ kmAtMaintenance: 11_000, performedAt: '2026-02-01T12:00:00.000Z' }),
    );

    expect(back.odometerWentBack).toBe(true);
    expect(earlierInTime.odometerWentBack).toBe(false);
    expect((await call('get', `/api/vehicles/${vehicle.id}`, admin.token)).body.data.currentKm).toBe(12_000);
  });

  it('when a record is deleted, then only it is gone', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token);
    const kept = await add(admin.token, vehicle.id, 'oil-changes', oilChange());
    const wrong = await add(admin.token, vehicle.id, 'oil-changes', oilChange({ cost: 3_200 }));

    const res = await call('delete', `/api/vehicles/${vehicle.id}/oil-changes/${wrong.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: wrong.id });
    const left = (await call('get', `/api/vehicles/${vehicle.id}/oil-changes`, admin.token)).body.data;
    expect(left.map((r: Body) => r.id)).toEqual([kept.id]);
    const again = await call('delete', `/api/vehicles/${vehicle.id}/oil-changes/${wrong.id}`, admin.token);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Registro não encontrado');
  });
});

describe('reminders and the overview', () => {
  it('when a maintenance of a reminder’s type is done, then the reminder starts again from it', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, { currentKm: 49_000 });
    const created = await add(admin.token, vehicle.id, 'reminders', reminder());
    expect(created).toMatchObject({
      name: 'Revisão dos freios',
      intervalKm: 20_000,
      due: { byKm: { dueKm: 50_000 }, status: 'warning' },
    });
    await add(
      admin.token,
      vehicle.id,
      'reminders',
      reminder({ name: 'Pneus', type: 'tire_change', intervalMonths: null }),
    );

    await add(
      admin.token,
      vehicle.id,
      'maintenance',
      maintenance({ kmAtMaintenance: 49_200, performedAt: new Date().toISOString() }),
    );

    const list = (await call('get', `/api/vehicles/${vehicle.id}/reminders`, admin.token)).body.data;
    expect(list.map((r: Body) => [r.name, r.lastDoneKm])).toEqual([
      ['Pneus', 30_000],
      ['Revisão dos freios', 49_200],
    ]);
    expect(list[1].due).toMatchObject({ status: 'ok', byKm: { dueKm: 69_200 } });

    const res = await call('delete', `/api/vehicles/${vehicle.id}/reminders/${created.id}`, admin.token);
    expect(res.status).toBe(200);
    expect((await call('get', `/api/vehicles/${vehicle.id}/reminders`, admin.token)).body.data).toHaveLength(1);
  });

  it('when a reminder has neither interval, then 400', async () => {
    const { company, admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token);
    const before = await snapshotFleet(company);
    const res = await call(
      'post',
      `/api/vehicles/${vehicle.id}/reminders`,
      admin.token,
      reminder({ intervalKm: null, intervalMonths: null }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toContainEqual({
      path: 'intervalKm',
      message: 'Informe o intervalo em km, em meses ou ambos',
    });
    expect(await snapshotFleet(company)).toBe(before);
  });

  it('when the overview is read, then it has the vehicle, fuel economy, odometer, the 5 newest maintenance and fuel records and 12 months of costs', async () => {
    const { admin } = await newAdmin();
    const vehicle = await createVehicle(admin.token, { currentKm: 10_000, lastOilChangeKm: 9_000 });
    const month = (back: number) => {
      const d = new Date();
      d.setUTCDate(15);
      d.setUTCMonth(d.getUTCMonth() - back);
      return d.toISOString();
    };
    await add(
      admin.token,
      vehicle.id,
      'fuel',
      fuel({ kmAtFueling: 10_000, liters: 40, costPerLiter: 6, fullTank: true, performedAt: month(3) }),
    );
    await add(
      admin.token,
      vehicle.id,
      'fuel',
      fuel({ kmAtFueling: 10_300, liters: 15, costPerLiter: 6, fullTank: false, performedAt: month(2) }),
    );
    await add(
      admin.token,
      vehicle.id,
      'fuel',
      fuel({ kmAtFueling: 10_600, liters: 25, costPerLiter: 6, fullTank: true, performedAt: month(1) }),
    );
    await add(
      admin.token,
      vehicle.id,
      'maintenance',
      maintenance({ kmAtMaintenance: 10_650, cost: 500, performedAt: month(1) }),
    );
    await add(
      admin.token,
      vehicle.id,
      'oil-changes',
      oilChange({ kmAtChange: 10_700, cost: 300, performedAt: month(0) }),
    );
    await add(
      admin.token,
      vehicle.id,
      'maintenance',
      maintenance({ kmAtMaintenance: 10_800, cost: 100, performedAt: month(0) }),
    );
    await add(
      admin.token,
      vehicle.id,
      'fuel',
      fuel({ kmAtFueling: 10_900, liters: 10, costPerLiter: 6, fullTank: false, performedAt: month(14) }),
    );

    const res = await call('get', `/api/vehicles/${vehicle.id}/overview`, admin.token);
    expect(res.status).toBe(200);
    const overview = res.body.data;
    expect(overview.vehicle).toMatchObject({
      id: vehicle.id,
      currentKm: 10_900,
      lastOilChangeKm: 10_700,
      oil: { nextChangeKm: 20_700 },
    });
    expect(overview.fuelEconomy.average).toBe(15);
    expect(overview.odometer).toHaveLength(7);
    expect(overview.odometer[0]).toMatchObject({ km: 10_900, wentBack: false });
    expect(overview.odometer[1]).toMatchObject({ km: 10_000, wentBack: true });
    expect(overview.recentActivity).toHaveLength(5);
    expect(overview.recentActivity.map((a: Body) => a.kind)).not.toContain('oil_change');
    expect(overview.recentActivity[0]).toMatchObject({
      kind: 'maintenance',
      label: 'Serviço de Freios',
      cost: 100,
      performedBy: admin.email,
    });
    expect(overview.monthlyCosts).toHaveLength(12);
    expect(overview.monthlyCosts.at(-1)).toMatchObject({ maintenance: 400, fuel: 0 });
    expect(overview.monthlyCosts.at(-2)).toMatchObject({ maintenance: 500, fuel: 150 });
    expect(overview.monthlyCosts.reduce((sum: number, m: Body) => sum + (m.fuel as number), 0)).toBe(240 + 90 + 150);
    expect(overview.reminders).toEqual([]);
  });
});

describe('tenancy and roles', () => {
  it('when the admin of another company calls any route on a vehicle or its records, then 404 and nothing changes', async () => {
    const target = await createVehicle(adminAlfa.token);
    const record = await add(adminAlfa.token, target.id, 'maintenance', maintenance());
    const fill = await add(adminAlfa.token, target.id, 'fuel', fuel());
    const change = await add(adminAlfa.token, target.id, 'oil-changes', oilChange());
    const task = await add(adminAlfa.token, target.id, 'reminders', reminder());
    const before = await snapshotFleet(alfa);

    const v = `/api/vehicles/${target.id}`;
    const calls: Array<['get' | 'put' | 'delete' | 'post', string, object?]> = [
      ['get', v],
      ['put', v, validVehicle({ name: 'Invadido', plate: nextPlate() })],
      ['delete', v],
      ['post', `${v}/archive`],
      ['post', `${v}/unarchive`],
      ['get', `${v}/overview`],
      ['get', `${v}/maintenance`],
      ['post', `${v}/maintenance`, maintenance()],
      ['delete', `${v}/maintenance/${record.id}`],
      ['get', `${v}/fuel`],
      ['post', `${v}/fuel`, fuel()],
      ['delete', `${v}/fuel/${fill.id}`],
      ['get', `${v}/oil-changes`],
      ['post', `${v}/oil-changes`, oilChange()],
      ['delete', `${v}/oil-changes/${change.id}`],
      ['get', `${v}/reminders`],
      ['post', `${v}/reminders`, reminder()],
      ['delete', `${v}/reminders/${task.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, adminBeta.token, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const list = await call('get', '/api/vehicles?pageSize=100', adminBeta.token);
    expect(list.body.data.items.some((x: Vehicle) => x.id === target.id)).toBe(false);
    expect(await snapshotFleet(alfa)).toBe(before);
  });

  it('when a field user or the superadmin calls any vehicle route, then 403 and nothing changes', async () => {
    const target = await createVehicle(adminAlfa.token);
    const record = await add(adminAlfa.token, target.id, 'fuel', fuel());
    const before = await snapshotFleet(alfa);
    const v = `/api/vehicles/${target.id}`;
    const calls: Array<['get' | 'put' | 'delete' | 'post', string, object?]> = [
      ['get', '/api/vehicles'],
      ['get', '/api/vehicles/summary'],
      ['post', '/api/vehicles', validVehicle({ plate: nextPlate() })],
      ['get', v],
      ['put', v, validVehicle({ plate: nextPlate() })],
      ['delete', v],
      ['post', `${v}/archive`],
      ['post', `${v}/unarchive`],
      ['get', `${v}/overview`],
      ['get', `${v}/maintenance`],
      ['post', `${v}/maintenance`, maintenance()],
      ['delete', `${v}/maintenance/x`],
      ['get', `${v}/fuel`],
      ['post', `${v}/fuel`, fuel()],
      ['delete', `${v}/fuel/${record.id}`],
      ['get', `${v}/oil-changes`],
      ['post', `${v}/oil-changes`, oilChange()],
      ['delete', `${v}/oil-changes/x`],
      ['get', `${v}/reminders`],
      ['post', `${v}/reminders`, reminder()],
      ['delete', `${v}/reminders/x`],
    ];
    for (const account of [userAlfa, superadmin]) {
      for (const [method, path, body] of calls) {
        const res = await call(method, path, account.token, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
    }
    expect(await snapshotFleet(alfa)).toBe(before);
  });
});

describe('invalid bodies', () => {
  const vehicleCases: Array<[Body, string, string]> = [
    [{ name: ' ' }, 'name', 'Nome é obrigatório'],
    [{ plate: '' }, 'plate', 'Placa é obrigatória'],
    [{ plate: 'AB-12345' }, 'plate', 'Formato de placa inválido (ex: ABC1234 ou ABC1D23)'],
    [{ model: '' }, 'model', 'Modelo é obrigatório'],
    [{ brand: '' }, 'brand', 'Marca é obrigatória'],
    [{ color: '' }, 'color', 'Cor é obrigatória'],
    [{ year: 1899 }, 'year', `Informe um ano entre 1900 e ${new Date().getFullYear() + 1}`],
    [{ year: new Date().getFullYear() + 2 }, 'year', `Informe um ano entre 1900 e ${new Date().getFullYear() + 1}`],
    [{ currentKm: -1 }, 'currentKm', 'Quilometragem atual deve ser positiva'],
    [{ lastOilChangeKm: -5 }, 'lastOilChangeKm', 'Quilometragem da última troca de óleo deve ser positiva'],
    [{ lastOilChangeKm: 50_000 }, 'lastOilChangeKm', 'Quilometragem da última troca não pode ser maior que a atual'],
    [{ oilChangeIntervalKm: 0 }, 'oilChangeIntervalKm', 'Intervalo de troca de óleo deve ser positivo'],
    [{ companyId: 'outra' }, '', 'Campo não permitido: companyId'],
  ];

  it.each(vehicleCases)(
    'when a vehicle is sent with %j, then 400 on create and update with "%s: %s" and nothing is stored',
    async (change, path, message) => {
      const { company, admin } = await newAdmin();
      const existing = await createVehicle(admin.token);
      const before = await snapshotFleet(company);
      for (const [method, url] of [
        ['post', '/api/vehicles'],
        ['put', `/api/vehicles/${existing.id}`],
      ] as const) {
        const res = await call(method, url, admin.token, { ...validVehicle({ plate: nextPlate() }), ...change });
        expect(res.status).toBe(400);
        expect(res.body.error.issues).toContainEqual({ path, message });
      }
      expect(await snapshotFleet(company)).toBe(before);
    },
  );

  const recordCases: Array<[string, Body, string, string]> = [
    ['maintenance', { ...maintenance(), type: 'lavagem' }, 'type', 'Tipo de manutenção é obrigatório'],
    ['maintenance', { ...maintenance(), description: '' }, 'description', 'Descrição é obrigatória'],
    ['maintenance', { ...maintenance(), cost: -1 }, 'cost', 'Informe o custo em reais, zero ou mais (ex: R$ 130,16)'],
    ['maintenance', { ...maintenance(), kmAtMaintenance: -1 }, 'kmAtMaintenance', 'Quilometragem deve ser positiva'],
    [
      'maintenance',
      { ...maintenance(), nextMaintenanceKm: -1 },
      'nextMaintenanceKm',
      'Próxima quilometragem deve ser positiva',
    ],
    [
      'maintenance',
      { ...maintenance(), performedAt: 'ontem' },
      'performedAt',
      'Data e hora inválidas: use dd/mm/aaaa e hh:mm',
    ],
    ['maintenance', { ...maintenance(), performedBy: 'outro@x.dev' }, '', 'Campo não permitido: performedBy'],
    ['fuel', { ...fuel(), liters: 0 }, 'liters', 'Litros devem ser maiores que zero'],
    ['fuel', { ...fuel(), costPerLiter: -0.1 }, 'costPerLiter', 'Preço por litro deve ser positivo'],
    ['fuel', { ...fuel(), kmAtFueling: -1 }, 'kmAtFueling', 'Quilometragem deve ser positiva'],
    ['fuel', { ...fuel(), fuelType: 'gnv' }, 'fuelType', 'Tipo de combustível é obrigatório'],
    ['oil-changes', { ...oilChange(), oilType: ' ' }, 'oilType', 'Tipo de óleo é obrigatório'],
    ['oil-changes', { ...oilChange(), oilBrand: '' }, 'oilBrand', 'Marca do óleo é obrigatória'],
    ['oil-changes', { ...oilChange(), cost: -3 }, 'cost', 'Informe o custo em reais, zero ou mais (ex: R$ 130,16)'],
    ['oil-changes', { ...oilChange(), kmAtChange: -3 }, 'kmAtChange', 'Quilometragem deve ser positiva'],
    ['oil-changes', { ...oilChange(), nextChangeKm: -3 }, 'nextChangeKm', 'Próxima quilometragem deve ser positiva'],
    ['reminders', { ...reminder(), name: '' }, 'name', 'Nome do serviço é obrigatório'],
    ['reminders', { ...reminder(), intervalKm: 0 }, 'intervalKm', 'Intervalo em km deve ser positivo'],
    [
      'reminders',
      { ...reminder(), intervalMonths: 1.5 },
      'intervalMonths',
      'Intervalo em meses deve ser um número inteiro positivo',
    ],
  ];

  it.each(recordCases)(
    'when %s gets %j, then 400 with "%s: %s" and nothing is stored',
    async (kind, body, path, message) => {
      const { company, admin } = await newAdmin();
      const vehicle = await createVehicle(admin.token);
      const before = await snapshotFleet(company);
      const res = await call('post', `/api/vehicles/${vehicle.id}/${kind}`, admin.token, body);
      expect(res.status).toBe(400);
      expect(res.body.error.issues).toContainEqual({ path, message });
      expect(await snapshotFleet(company)).toBe(before);
    },
  );
});
