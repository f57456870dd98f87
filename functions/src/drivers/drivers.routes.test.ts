import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../domain/audit/audit';
import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import { addDays, isoDayIn } from '../domain/dates';
import type { DriverLicenseInput, MyDriverData } from '../domain/drivers/driver.schema';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { Template } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { db } from '../platform/firebase';
import type { TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { inMinutes, validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { validVehicle } from '../testing/vehicles';
import { vehicleQrRepository } from '../fleet/qr/qr.repository';
import { fieldUser, twoCompanies, type FieldUser } from '../testing/world';

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let maria: FieldUser;
let checkOut: Template;
let routine: Template;
let onDemand: Template;
let onDemandReturn: Template;
let plates = 0;

const today = () => isoDayIn(new Date(), 'America/Sao_Paulo');

const license = (overrides: Partial<DriverLicenseInput> = {}): DriverLicenseInput => ({
  cnhNumber: '58316794534',
  category: 'B',
  expiryDate: addDays(today(), 10),
  ear: true,
  lastToxicologicalExamDate: null,
  ...overrides,
});

const saveLicense = (userId: string, driverLicense: DriverLicenseInput | null, token = admin.token) =>
  call('put', `/api/users/${userId}/driver`, token, { driverLicense });

async function withLicense(name: string, overrides: Partial<DriverLicenseInput> = {}): Promise<FieldUser> {
  const user = await fieldUser(admin.token, name);
  const res = await saveLicense(user.id, license(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return user;
}

async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await call('post', path, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as T;
}

const newVehicle = (name: string, requiredCnhCategory: 'C' | 'E' | null) =>
  post<Vehicle>('/api/vehicles', admin.token, validVehicle({ name, plate: `DRV${++plates}A00`, requiredCnhCategory }));

const deadlines = async (userId: string) =>
  (await db().collection(`companies/${alfa}/deadlines`).where('driverId', '==', userId).get()).docs
    .map((doc) => doc.data())
    .map(({ key, kind, dueDay, title, link }) => ({ key, kind, dueDay, title, link }))
    .sort((a, b) => a.key.localeCompare(b.key));

const inspection = (name: string, extra: Record<string, unknown> = {}) =>
  post<Template>(
    '/api/templates',
    admin.token,
    validTemplate({
      name,
      kind: 'vehicle_inspection',
      questions: [{ type: 'boolean', question: 'Freios funcionando?' }],
      ...extra,
    } as never),
  );

beforeAll(async () => {
  ({ alfa, admin, adminBeta } = await twoCompanies());
  maria = await fieldUser(admin.token, 'Maria Souza');
  [checkOut, routine, onDemand, onDemandReturn] = await Promise.all([
    inspection('Saída do veículo', { custodyRole: 'check_out' }),
    inspection('Inspeção de rotina'),
    inspection('Saída pelo QR', { custodyRole: 'check_out', onDemand: true }),
    inspection('Retorno pelo QR', { custodyRole: 'check_in', onDemand: true }),
  ]);
});

describe('the driver data of a user', () => {
  it('when the admin saves a C licence with its exam, then the user has it, the CNH and exam deadlines are written, and the audit trail has it', async () => {
    const pedro = await fieldUser(admin.token, 'Pedro Lima');
    const res = await saveLicense(
      pedro.id,
      license({ category: 'C', expiryDate: '2030-05-10', lastToxicologicalExamDate: '2025-03-31' }),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = {
      cnhNumber: '58316794534',
      category: 'C',
      expiryDate: '2030-05-10',
      ear: true,
      lastToxicologicalExamDate: '2025-03-31',
    };
    expect((res.body.data as CompanyUser).driverLicense).toEqual(expected);
    expect(((await call('get', `/api/users/${pedro.id}`, admin.token)).body.data as CompanyUser).driverLicense).toEqual(
      expected,
    );
    expect(await deadlines(pedro.id)).toEqual([
      {
        key: `cnh_${pedro.id}`,
        kind: 'cnh',
        dueDay: '2030-05-10',
        title: 'CNH de Pedro Lima',
        link: `/admin/users/${pedro.id}/edit`,
      },
      {
        key: `toxicological_exam_${pedro.id}`,
        kind: 'toxicological_exam',
        // 30 months after 31/03/2025, clamped to the end of September.
        dueDay: '2027-09-30',
        title: 'Exame toxicológico de Pedro Lima',
        link: `/admin/users/${pedro.id}/edit`,
      },
    ]);
    const trail = await call('get', `/api/audit?recordType=user&recordId=${pedro.id}`, admin.token);
    const entry = (trail.body.data.items as AuditEntry[]).find((e) => e.action === 'user.driver_license_changed');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'cnhCategory', before: null, after: 'C' },
        { field: 'cnhExpiryDate', before: null, after: '2030-05-10' },
      ]),
    );
  });

  it('when the licence becomes B and then is cleared, then the exam entry goes with the C, and the CNH entry with the licence', async () => {
    const ana = await withLicense('Ana Costa', { category: 'D', lastToxicologicalExamDate: '2025-01-10' });
    expect((await deadlines(ana.id)).map((d) => d.kind)).toEqual(['cnh', 'toxicological_exam']);

    expect(
      (await saveLicense(ana.id, license({ category: 'B', lastToxicologicalExamDate: '2025-01-10' }))).status,
    ).toBe(200);
    expect((await deadlines(ana.id)).map((d) => d.kind)).toEqual(['cnh']);

    const cleared = await saveLicense(ana.id, null);
    expect(cleared.status).toBe(200);
    expect((cleared.body.data as CompanyUser).driverLicense).toBeNull();
    expect(await deadlines(ana.id)).toEqual([]);
  });

  it('when the user is renamed, then the CNH entry carries the new name; when deleted, then the entries go', async () => {
    const bruno = await withLicense('Bruno Alves');
    const renamed = await call('put', `/api/users/${bruno.id}`, admin.token, {
      name: 'Bruno Alves Neto',
      email: bruno.email,
      phone: bruno.phone,
      isActive: true,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await deadlines(bruno.id)).map((d) => d.title)).toEqual(['CNH de Bruno Alves Neto']);

    expect((await call('delete', `/api/users/${bruno.id}`, admin.token)).status).toBe(200);
    expect(await deadlines(bruno.id)).toEqual([]);
  });

  it.each([
    ['a CNH number of 10 digits', { cnhNumber: '1234567890' }, 'Número da CNH inválido (11 dígitos)'],
    ['a CNH number with wrong check digits', { cnhNumber: '58316794535' }, 'Número da CNH inválido'],
    ['an unknown category', { category: 'F' }, 'Escolha a categoria da CNH'],
    ['an expiry that does not exist', { expiryDate: '2026-02-30' }, 'Data de validade da CNH inválida: use dd/mm/aaaa'],
    ['an expiry in another format', { expiryDate: '10/05/2030' }, 'Data de validade da CNH inválida: use dd/mm/aaaa'],
    [
      'an exam date that does not exist',
      { lastToxicologicalExamDate: '2025-13-01' },
      'Data do exame toxicológico inválida: use dd/mm/aaaa',
    ],
    [
      'an exam after today',
      { lastToxicologicalExamDate: '2099-01-01' },
      'A data do exame toxicológico não pode estar no futuro',
    ],
    ['a field it does not know', { role: 'admin' }, 'Campo não permitido: role'],
  ])('when the body has %s, then 400 "%s" and nothing is stored', async (_case, change, message) => {
    const before = await snapshotCompany(alfa, ['users', 'deadlines']);

    const res = await call('put', `/api/users/${maria.id}/driver`, admin.token, {
      driverLicense: { ...license(), ...change },
    });

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await snapshotCompany(alfa, ['users', 'deadlines'])).toBe(before);
  });

  it('when another company’s admin saves or a field user saves, then 404 / 403 and nothing changes', async () => {
    const before = await snapshotCompany(alfa, ['users', 'deadlines']);

    const other = await saveLicense(maria.id, license(), adminBeta.token);
    const self = await saveLicense(maria.id, license(), maria.token);
    const unknown = await saveLicense('nao-existe', license());

    expect([other.status, other.body.error.message]).toEqual([404, 'Usuário não encontrado']);
    expect(self.status).toBe(403);
    expect([unknown.status, unknown.body.error.message]).toEqual([404, 'Usuário não encontrado']);
    expect(await snapshotCompany(alfa, ['users', 'deadlines'])).toBe(before);
  });

  it('when field users read their driver data, then each gets only their own, with the next exam; an admin may not call it', async () => {
    const carlos = await withLicense('Carlos Dias', { category: 'E', lastToxicologicalExamDate: '2025-06-15' });

    const mine = await call('get', '/api/me/driver', carlos.token);
    const hers = await call('get', '/api/me/driver', maria.token);
    const asAdmin = await call('get', '/api/me/driver', admin.token);

    expect(mine.status).toBe(200);
    expect(mine.body.data as MyDriverData).toEqual({
      name: 'Carlos Dias',
      driverLicense: license({ category: 'E', lastToxicologicalExamDate: '2025-06-15' }),
      toxicologicalExamDue: '2027-12-15',
    });
    expect(hers.body.data as MyDriverData).toEqual({
      name: 'Maria Souza',
      driverLicense: null,
      toxicologicalExamDue: null,
    });
    expect(asAdmin.status).toBe(403);
  });
});

describe('the CNH check before a driver takes a vehicle', () => {
  const assign = (templateId: string, userIds: string[], vehicleIds: string[]) =>
    call('post', '/api/checklists/assign', admin.token, { templateId, dueDate: inMinutes(120), userIds, vehicleIds });

  it('when a B driver is assigned a truck that requires C, then 400 naming the reason, and nothing is written', async () => {
    const b = await withLicense('Rafael Nunes', { category: 'B' });
    const truck = await newVehicle('Caminhão 01', 'C');
    const van = await newVehicle('Van 02', null);
    const before = await snapshotCompany(alfa, ['checklists']);

    const res = await assign(routine.id, [b.id], [van.id, truck.id]);

    expect([res.status, res.body.error.message]).toEqual([
      400,
      'Rafael Nunes tem CNH categoria B; Caminhão 01 exige categoria C.',
    ]);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when the driver’s CNH is expired, or none is on record for a vehicle that requires one, then 400 with the reason', async () => {
    const expired = await withLicense('Lucas Prado', { category: 'E', expiryDate: '2026-01-05' });
    const truck = await newVehicle('Carreta 03', 'E');
    const van = await newVehicle('Van 04', null);

    const onVan = await assign(routine.id, [expired.id], [van.id]);
    const none = await assign(routine.id, [maria.id], [truck.id]);

    expect([onVan.status, onVan.body.error.message]).toEqual([400, 'A CNH de Lucas Prado venceu em 05/01/2026.']);
    expect([none.status, none.body.error.message]).toEqual([
      400,
      'Maria Souza não tem CNH cadastrada; Carreta 03 exige categoria E.',
    ]);
  });

  it('when an E driver is assigned the truck, or anyone a vehicle that requires nothing, then the checklists are made', async () => {
    const e = await withLicense('Sérgio Mota', { category: 'AE', lastToxicologicalExamDate: '2025-01-01' });
    const truck = await newVehicle('Caminhão 05', 'C');
    const van = await newVehicle('Van 06', null);

    const res = await assign(routine.id, [e.id, maria.id], [van.id]);
    const onTruck = await assign(routine.id, [e.id], [truck.id]);

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.count).toBe(2);
    expect(onTruck.status, JSON.stringify(onTruck.body)).toBe(201);
  });

  it('when a schedule gives the truck to a B driver, then 400 with the reason and no schedule is stored', async () => {
    const b = await withLicense('Tiago Reis', { category: 'B' });
    const truck = await newVehicle('Caminhão 07', 'C');
    const before = await snapshotCompany(alfa, ['schedules']);

    const res = await call('post', '/api/schedules', admin.token, {
      templateId: routine.id,
      userIds: [b.id],
      vehicleIds: [truck.id],
      recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
      dueTime: '08:00',
      startDate: '2099-01-01',
    });

    expect([res.status, res.body.error.message]).toEqual([
      400,
      'Tiago Reis tem CNH categoria B; Caminhão 07 exige categoria C.',
    ]);
    expect(await snapshotCompany(alfa, ['schedules'])).toBe(before);
  });

  it('when the driver’s CNH expired after a check-out was assigned, then its start is refused with the reason and it stays pending; a routine inspection still starts', async () => {
    const driver = await withLicense('Paulo Rocha');
    const van = await newVehicle('Van 08', null);
    const out = await assign(checkOut.id, [driver.id], [van.id]);
    const other = await assign(routine.id, [driver.id], [van.id]);
    expect([out.status, other.status]).toEqual([201, 201]);
    expect((await saveLicense(driver.id, license({ expiryDate: '2026-01-05' }))).status).toBe(200);

    const start = await call('post', `/api/checklists/${out.body.data.ids[0]}/start`, driver.token);
    const routineStart = await call('post', `/api/checklists/${other.body.data.ids[0]}/start`, driver.token);

    expect([start.status, start.body.error.message]).toEqual([400, 'A CNH de Paulo Rocha venceu em 05/01/2026.']);
    const stored = await db().doc(`companies/${alfa}/checklists/${out.body.data.ids[0]}`).get();
    expect(stored.get('status')).toBe('pending');
    expect(routineStart.status).toBe(200);
    expect((routineStart.body.data as FieldChecklist).status).toBe('in_progress');
  });

  it('when a B driver scans the truck that requires C to start an on-demand check-out, then 400 with the reason and no checklist is made; a check-in still starts', async () => {
    const b = await withLicense('Igor Freitas', { category: 'B' });
    const truck = await newVehicle('Caminhão 09', 'C');
    const token = (await vehicleQrRepository.ensure(alfa, truck.id))!;
    const before = await snapshotCompany(alfa, ['checklists']);

    const res = await call('post', `/api/vehicle-access/${token}/start`, b.token, { templateId: onDemand.id });

    expect([res.status, res.body.error.message]).toEqual([
      400,
      'Igor Freitas tem CNH categoria B; Caminhão 09 exige categoria C.',
    ]);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);

    // Bringing the truck back ('Retorno') is never stopped at the CNH.
    const back = await call('post', `/api/vehicle-access/${token}/start`, b.token, { templateId: onDemandReturn.id });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((back.body.data as FieldChecklist).status).toBe('in_progress');
  });
});
