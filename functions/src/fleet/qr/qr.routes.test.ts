import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { findChecklist } from '../../checklists';
import type { FieldChecklist } from '../../domain/checklists/checklist.schema';
import type { VehicleAccess } from '../../domain/fleet/vehicle-qr';
import type { Vehicle } from '../../domain/fleet/vehicle.schema';
import type { Template } from '../../domain/templates/template.schema';
import { db } from '../../platform/firebase';
import type { TestAccount } from '../../testing/accounts';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { inMinutes, validTemplate } from '../../testing/fixtures';
import { call } from '../../testing/http';
import { readPdfText } from '../../testing/pdf-text';
import { uploadPhoto } from '../../testing/photos';
import { validVehicle } from '../../testing/vehicles';
import { fieldUser, twoCompanies, type FieldUser } from '../../testing/world';
import { reportInspectionDefects } from '../defects';

const app = createApp();

let alfa: string;
let beta: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let joao: FieldUser;
let maria: FieldUser;
let carla: FieldUser;
let truck: Vehicle;
let onDemand: Template;
let routine: Template;

let plateSeq = 3000;

async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await call('post', path, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as T;
}

const newVehicle = (token: string, name = 'Caminhão Accelo') =>
  post<Vehicle>('/api/vehicles', token, validVehicle({ name, plate: `QRC${plateSeq++}` }));

const label = (vehicleId: string, token: string, layout?: string) =>
  request(app)
    .get(`/api/vehicles/${vehicleId}/label${layout ? `?layout=${layout}` : ''}`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const tokenOf = async (companyId: string, vehicleId: string) =>
  (await db().doc(`companies/${companyId}/vehicles/${vehicleId}`).get()).get('qrToken') as string | undefined;

/** The vehicle's token, made by printing its first label. */
async function printedToken(vehicleId: string, token = admin.token, companyId = alfa): Promise<string> {
  const res = await label(vehicleId, token);
  expect(res.status).toBe(200);
  const qr = await tokenOf(companyId, vehicleId);
  expect(qr).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return qr!;
}

/** A checklist of the template assigned by the admin to the user for the vehicle, due in two hours; its id. */
async function assignedFor(templateId: string, userId: string, vehicleId: string): Promise<string> {
  const { ids } = await post<{ ids: string[] }>('/api/checklists/assign', admin.token, {
    templateId,
    dueDate: inMinutes(120),
    userIds: [userId],
    vehicleIds: [vehicleId],
  });
  return ids[0]!;
}

const inspectionTemplate = (name: string, extra: Record<string, unknown> = {}) =>
  validTemplate({
    name,
    kind: 'vehicle_inspection',
    questions: [{ type: 'boolean', question: 'Freios funcionando?' }],
    ...extra,
  });

beforeAll(async () => {
  ({ alfa, beta, admin, adminBeta } = await twoCompanies());
  [joao, maria, carla] = await Promise.all([
    fieldUser(admin.token, 'João'),
    fieldUser(admin.token, 'Maria'),
    fieldUser(adminBeta.token, 'Carla'),
  ]);
  truck = await newVehicle(admin.token);
  onDemand = await post<Template>(
    '/api/templates',
    admin.token,
    inspectionTemplate('Saída do veículo', { onDemand: true }),
  );
  routine = await post<Template>('/api/templates', admin.token, inspectionTemplate('Inspeção de rotina'));
});

describe('the vehicle’s QR label', () => {
  it('when the admin prints one label, then a PDF with the call to action, the plate and the name, and the vehicle gets a token kept across prints', async () => {
    const res = await label(truck.id, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`etiqueta-${truck.plate.slice(0, 3)}-`);
    const { pages, text } = readPdfText(res.body as Buffer);
    expect(pages).toHaveLength(1);
    expect(text).toContain('Escaneie para iniciar a inspeção');
    expect(text).toContain('Caminhão Accelo');
    expect(text).toContain(`${truck.plate.slice(0, 3)}-${truck.plate.slice(3)}`);
    const first = await tokenOf(alfa, truck.id);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await db().doc(`vehicle_qr_tokens/${first}`).get()).data()).toMatchObject({
      companyId: alfa,
      vehicleId: truck.id,
    });
    expect((await label(truck.id, admin.token, 'sheet')).status).toBe(200);
    expect(await tokenOf(alfa, truck.id)).toBe(first);
  });

  it('when the admin prints the A4 sheet, then one A4 page of eight labels', async () => {
    const res = await label(truck.id, admin.token, 'sheet');
    expect(res.status).toBe(200);
    const { pages } = readPdfText(res.body as Buffer);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.split('Escaneie para iniciar a inspeção').length - 1).toBe(8);
    expect(res.headers['content-disposition']).toContain('etiquetas-');
  });

  it('when a field user asks for a label or a new one, then 403; another company’s vehicle is 404 and gets no token', async () => {
    expect((await label(truck.id, joao.token)).status).toBe(403);
    expect((await call('post', `/api/vehicles/${truck.id}/label/revoke`, joao.token)).status).toBe(403);
    const foreign = await newVehicle(adminBeta.token, 'Van Beta');
    const res = await call('get', `/api/vehicles/${foreign.id}/label`, admin.token);
    expect([res.status, res.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    const revoke = await call('post', `/api/vehicles/${foreign.id}/label/revoke`, admin.token);
    expect([revoke.status, revoke.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    expect(await tokenOf(beta, foreign.id)).toBeUndefined();
  });

  it('when the layout is unknown, then 400 in Portuguese and no token is made', async () => {
    const van = await newVehicle(admin.token, 'Van');
    const res = await call('get', `/api/vehicles/${van.id}/label?layout=giant`, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/Opção inválida|inválid/);
    expect(await tokenOf(alfa, van.id)).toBeUndefined();
  });

  it('when the admin makes a new label, then the old token opens nothing (404) and the new one opens the vehicle; the change is audited', async () => {
    const van = await newVehicle(admin.token, 'Van de entregas');
    const old = await printedToken(van.id);
    expect((await call('get', `/api/vehicle-access/${old}`, joao.token)).status).toBe(200);
    const res = await call('post', `/api/vehicles/${van.id}/label/revoke`, admin.token);
    expect(res.status).toBe(200);
    const fresh = await tokenOf(alfa, van.id);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(old);
    const revoked = await call('get', `/api/vehicle-access/${old}`, joao.token);
    expect([revoked.status, revoked.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    expect((await db().doc(`vehicle_qr_tokens/${old}`).get()).exists).toBe(false);
    expect((await call('get', `/api/vehicle-access/${fresh}`, joao.token)).status).toBe(200);
    const audit = await db().collection(`companies/${alfa}/audit`).where('action', '==', 'vehicle.qr_revoked').get();
    expect(audit.docs.map((d) => d.get('record.id'))).toContain(van.id);
  });

  it('when the vehicle is deleted, then its token goes with it', async () => {
    const van = await newVehicle(admin.token, 'Van antiga');
    const token = await printedToken(van.id);
    expect((await call('post', `/api/vehicles/${van.id}/archive`, admin.token)).status).toBe(200);
    expect((await call('delete', `/api/vehicles/${van.id}`, admin.token)).status).toBe(200);
    expect((await db().doc(`vehicle_qr_tokens/${token}`).get()).exists).toBe(false);
    expect((await call('get', `/api/vehicle-access/${token}`, joao.token)).status).toBe(404);
  });
});

describe('scanning a vehicle’s QR code', () => {
  it('when João scans, then the vehicle, his open checklists of it (not Maria’s, not another vehicle’s) and the on-demand templates', async () => {
    const token = await printedToken(truck.id);
    const other = await newVehicle(admin.token, 'Strada');
    const assign = (userId: string, vehicleId: string, templateId = routine.id) =>
      post<{ ids: string[] }>('/api/checklists/assign', admin.token, {
        templateId,
        dueDate: inMinutes(120),
        userIds: [userId],
        vehicleIds: [vehicleId],
      });
    const mine = (await assign(joao.id, truck.id)).ids[0];
    await assign(maria.id, truck.id);
    await assign(joao.id, other.id);
    const res = await call('get', `/api/vehicle-access/${token}`, joao.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const access = res.body.data as VehicleAccess;
    expect(access.vehicle).toEqual({
      id: truck.id,
      name: 'Caminhão Accelo',
      plate: truck.plate,
      outOfService: false,
      released: false,
    });
    expect(access.criticalDefects).toEqual([]);
    expect(access.checklists.map((c) => c.id)).toEqual([mine]);
    expect(access.checklists[0]).toMatchObject({ status: 'pending', overdue: false });
    expect(access.templates).toEqual([
      { id: onDemand.id, name: 'Saída do veículo', custodyRole: null, requirePosition: false },
    ]);
  });

  it('when a field user of Beta scans Alfa’s QR code, then 404 “Veículo não encontrado” and nothing of Alfa’s', async () => {
    const token = await printedToken(truck.id);
    const res = await call('get', `/api/vehicle-access/${token}`, carla.token);
    expect([res.status, res.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    expect(JSON.stringify(res.body)).not.toContain('Caminhão');
    const before = await snapshotCompany(beta, ['checklists']);
    const start = await call('post', `/api/vehicle-access/${token}/start`, carla.token, { templateId: onDemand.id });
    expect([start.status, start.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    expect(await snapshotCompany(beta, ['checklists'])).toBe(before);
  });

  it('when the token is unknown, then 404; malformed, then 400 in Portuguese; an admin scanning gets 403', async () => {
    const unknown = 'A'.repeat(32);
    const res = await call('get', `/api/vehicle-access/${unknown}`, joao.token);
    expect([res.status, res.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    const bad = await call('get', '/api/vehicle-access/abc', joao.token);
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Código do veículo inválido']);
    const token = await printedToken(truck.id);
    expect((await call('get', `/api/vehicle-access/${token}`, admin.token)).status).toBe(403);
    expect(
      (await call('post', `/api/vehicle-access/${token}/start`, admin.token, { templateId: onDemand.id })).status,
    ).toBe(403);
  });
});

describe('typing the plate where the camera fails', () => {
  it('when João types the plate as the label prints it, or in any case and spacing, then he gets the token the label opens, even before any label was printed', async () => {
    const unprinted = await newVehicle(admin.token, 'Van sem etiqueta');
    const typed = `${unprinted.plate.slice(0, 3).toLowerCase()} -${unprinted.plate.slice(3)}`;
    const res = await call('get', `/api/vehicle-access/plate/${encodeURIComponent(typed)}`, joao.token);
    expect(res.status).toBe(200);
    const { token } = res.body.data as { token: string };
    expect(token).toBe(await tokenOf(alfa, unprinted.id));
    expect(await printedToken(unprinted.id)).toBe(token);
    const access = await call('get', `/api/vehicle-access/${token}`, joao.token);
    expect((access.body.data as VehicleAccess).vehicle.id).toBe(unprinted.id);
  });

  it('when the plate is another company’s or nobody’s, then 404 “Veículo não encontrado”; malformed, then 400 in Portuguese; an admin gets 403', async () => {
    const betaTruck = await newVehicle(adminBeta.token, 'Caminhão da Beta');
    const other = await call('get', `/api/vehicle-access/plate/${betaTruck.plate}`, joao.token);
    expect([other.status, other.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    expect(await tokenOf(beta, betaTruck.id)).toBeUndefined();
    const nobody = await call('get', '/api/vehicle-access/plate/ZZZ9Z99', joao.token);
    expect([nobody.status, nobody.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    const bad = await call('get', '/api/vehicle-access/plate/12', joao.token);
    expect([bad.status, bad.body.error.message]).toEqual([400, 'Formato de placa inválido (ex: ABC1234 ou ABC1D23)']);
    expect((await call('get', `/api/vehicle-access/plate/${truck.plate}`, admin.token)).status).toBe(403);
  });
});

describe('starting an inspection from the vehicle', () => {
  const checklistsOf = async (userId: string) =>
    (await db().collection(`companies/${alfa}/checklists`).where('userId', '==', userId).get()).docs.map((d) =>
      d.data(),
    );

  it('when João starts the on-demand template, then a checklist of his, of the truck, started, origin on_demand and startedVia qr', async () => {
    const pedro = await fieldUser(admin.token, 'Pedro');
    const token = await printedToken(truck.id);
    const res = await call('post', `/api/vehicle-access/${token}/start`, pedro.token, { templateId: onDemand.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const checklist = res.body.data as FieldChecklist;
    expect(checklist).toMatchObject({
      userId: pedro.id,
      templateId: onDemand.id,
      templateName: 'Saída do veículo',
      vehicle: { id: truck.id, name: 'Caminhão Accelo', plate: truck.plate },
      status: 'in_progress',
      origin: 'on_demand',
      startedVia: 'qr',
    });
    expect(checklist.questions.map((q) => q.question)).toEqual(['Freios funcionando?']);
    expect(Date.parse(checklist.dueDate) - Date.now()).toBeGreaterThanOrEqual(12 * 60 * 60 * 1000 - 60_000);
    const stored = await checklistsOf(pedro.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ vehicleId: truck.id, origin: 'on_demand', startedVia: 'qr' });
    // He sees it in his list, and the screen lists it as his open checklist of the truck.
    const access = (await call('get', `/api/vehicle-access/${token}`, pedro.token)).body.data as VehicleAccess;
    expect(access.checklists.map((c) => c.id)).toEqual([checklist.id]);
  });

  it('when the template is not on demand, inactive, unknown, or the body is bad, then 400/404 in Portuguese and nothing is stored', async () => {
    const ana = await fieldUser(admin.token, 'Ana');
    const token = await printedToken(truck.id);
    const start = (body: unknown) => call('post', `/api/vehicle-access/${token}/start`, ana.token, body);
    const notOnDemand = await start({ templateId: routine.id });
    expect([notOnDemand.status, notOnDemand.body.error.message]).toEqual([
      400,
      'Este checklist não pode ser iniciado pelo QR do veículo',
    ]);
    const missing = await start({ templateId: 'nao-existe' });
    expect([missing.status, missing.body.error.message]).toEqual([404, 'Template não encontrado']);
    const empty = await start({});
    expect([empty.status, empty.body.error.message]).toEqual([400, 'Erro: Informações necessárias não encontradas']);
    expect(empty.body.error.issues.map((i: { path: string }) => i.path)).toEqual(['templateId']);
    const extra = await start({ templateId: onDemand.id, userId: joao.id });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toContain('userId');
    const betaTemplate = await post<Template>(
      '/api/templates',
      adminBeta.token,
      inspectionTemplate('Saída Beta', { onDemand: true }),
    );
    expect((await start({ templateId: betaTemplate.id })).status).toBe(404);
    expect(await checklistsOf(ana.id)).toEqual([]);
  });

  it('when João starts an assigned checklist from the truck’s screen, then it records startedVia qr; another vehicle’s token is refused and starts nothing', async () => {
    const token = await printedToken(truck.id);
    const other = await newVehicle(admin.token, 'Fiorino');
    const otherToken = await printedToken(other.id);
    const id = await assignedFor(routine.id, joao.id, truck.id);
    const malformed = await call('post', `/api/checklists/${id}/start`, joao.token, { vehicleToken: 'curto' });
    expect([malformed.status, malformed.body.error.message]).toEqual([400, 'Código do veículo inválido']);
    const wrong = await call('post', `/api/checklists/${id}/start`, joao.token, { vehicleToken: otherToken });
    expect([wrong.status, wrong.body.error.message]).toEqual([400, 'Este QR não é do veículo deste checklist']);
    expect((await db().doc(`companies/${alfa}/checklists/${id}`).get()).get('status')).toBe('pending');
    const res = await call('post', `/api/checklists/${id}/start`, joao.token, { vehicleToken: token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'in_progress', startedVia: 'qr' });
    // Started without the vehicle's screen: no mark.
    const plain = await assignedFor(routine.id, joao.id, truck.id);
    const started = await call('post', `/api/checklists/${plain}/start`, joao.token);
    expect(started.status).toBe(200);
    expect(started.body.data).not.toHaveProperty('startedVia');
  });
});

describe('where a start through the label’s link was taken', () => {
  /** The yard where the van was last inspected, and two places: about 100 m away and about 5 km away. */
  const yard = { latitude: -23.5505, longitude: -46.6333, accuracy: 10 };
  const nearby = { latitude: -23.5514, longitude: -46.6333, accuracy: 15 };
  const faraway = { latitude: -23.5955, longitude: -46.6333, accuracy: 15 };

  const startedEntry = async (id: string) =>
    (await db().collection(`companies/${alfa}/audit`).where('recordId', '==', id).get()).docs
      .map((d) => d.data())
      .find((e) => e.action === 'checklist.started')!;

  let van: Vehicle;
  let token: string;
  beforeAll(async () => {
    van = await newVehicle(admin.token, 'Van do pátio');
    token = await printedToken(van.id);
    // Maria inspects the van at the yard: her answer's position is the van's last known one.
    const id = await assignedFor(routine.id, maria.id, van.id);
    expect((await call('post', `/api/checklists/${id}/start`, maria.token)).status).toBe(200);
    const [question] = ((await call('get', `/api/checklists/${id}`, maria.token)).body.data as FieldChecklist)
      .questions;
    const saved = await call('put', `/api/checklists/${id}/answers/${question!.id}`, maria.token, {
      answer: true,
      location: yard,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('post', `/api/checklists/${id}/submit`, maria.token)).status).toBe(200);
  });

  it('when the position sent at the start is within the distance of the van’s last known one, then the record says it was opened by the vehicle, how far and from when', async () => {
    const res = await call('post', `/api/vehicle-access/${token}/start`, joao.token, {
      templateId: onDemand.id,
      position: nearby,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const checklist = res.body.data as FieldChecklist;
    expect(checklist.startPlace).toMatchObject({ location: nearby, nearVehicle: { metres: 100 } });
    const entry = await startedEntry(checklist.id);
    expect(entry.changes).toContainEqual({
      field: 'startedVia',
      before: null,
      after: expect.stringMatching(
        /^Aberto junto ao veículo: a 100 m da última posição conhecida \(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/,
      ),
    });
  });

  it('when the position is far from it, or none is sent, then the record says only that the label’s link was used', async () => {
    const far = await call('post', `/api/vehicle-access/${token}/start`, joao.token, {
      templateId: onDemand.id,
      position: faraway,
    });
    expect(far.status).toBe(200);
    expect((far.body.data as FieldChecklist).startPlace).toEqual({ location: faraway, nearVehicle: null });
    const assigned = await assignedFor(routine.id, joao.id, van.id);
    const unlocated = await call('post', `/api/checklists/${assigned}/start`, joao.token, { vehicleToken: token });
    expect(unlocated.status).toBe(200);
    expect(unlocated.body.data).not.toHaveProperty('startPlace');
    for (const id of [far.body.data.id as string, assigned])
      expect((await startedEntry(id)).changes).toContainEqual({
        field: 'startedVia',
        before: null,
        after: 'Aberto pelo link da etiqueta',
      });
  });

  it('when an assigned checklist is started by the van with a position, then it is kept on it; a malformed one is refused in Portuguese and starts nothing', async () => {
    const id = await assignedFor(routine.id, joao.id, van.id);
    const bad = await call('post', `/api/checklists/${id}/start`, joao.token, {
      vehicleToken: token,
      position: { latitude: 123, longitude: 0, accuracy: 10 },
    });
    expect([bad.status, bad.body.error.message]).toEqual([
      400,
      'Localização inválida: a latitude deve ser um número entre -90 e 90',
    ]);
    expect((await db().doc(`companies/${alfa}/checklists/${id}`).get()).get('status')).toBe('pending');
    const ok = await call('post', `/api/checklists/${id}/start`, joao.token, { vehicleToken: token, position: nearby });
    expect(ok.status).toBe(200);
    expect((await db().doc(`companies/${alfa}/checklists/${id}`).get()).get('startPlace')).toMatchObject({
      location: nearby,
      nearVehicle: { metres: 100 },
    });
  });
});

describe('a vehicle out of service', () => {
  /** A van whose routine inspection failed its critical brakes (photo and comment given): out of service. */
  async function brokenVan(driver: FieldUser, name = 'Van 07') {
    const van = await newVehicle(admin.token, name);
    await failCritical(driver, van, 'Freios funcionando?');
    return van;
  }

  /** An inspection of the van by the driver whose one critical item, `question`, fails; its defects reported. */
  async function failCritical(driver: FieldUser, van: Vehicle, question: string) {
    const critical = await post<Template>(
      '/api/templates',
      admin.token,
      inspectionTemplate(`Inspeção: ${question}`, {
        questions: [{ type: 'boolean', question, severity: 'critical' }],
      }),
    );
    const id = await assignedFor(critical.id, driver.id, van.id);
    expect((await call('post', `/api/checklists/${id}/start`, driver.token)).status).toBe(200);
    const brakes = ((await call('get', `/api/checklists/${id}`, driver.token)).body.data as FieldChecklist)
      .questions[0]!;
    const photo = await uploadPhoto(driver.token, id, brakes.id);
    const answer = { answer: false, comment: 'Pedal baixo', photos: [photo] };
    expect((await call('put', `/api/checklists/${id}/answers/${brakes.id}`, driver.token, answer)).status).toBe(200);
    expect((await call('post', `/api/checklists/${id}/submit`, driver.token)).status).toBe(200);
    await reportInspectionDefects(alfa, (await findChecklist(alfa, id))!);
  }

  it('when the van has an open critical defect, then its screen says why, a check-out from it or assigned is refused 409 with the reason and nothing is stored; a check-in still starts', async () => {
    const rui = await fieldUser(admin.token, 'Rui');
    const van = await brokenVan(rui);
    const token = await printedToken(van.id);
    const [checkOut, checkIn] = await Promise.all([
      post<Template>(
        '/api/templates',
        admin.token,
        inspectionTemplate('Saída da van', { onDemand: true, custodyRole: 'check_out' }),
      ),
      post<Template>(
        '/api/templates',
        admin.token,
        inspectionTemplate('Retorno da van', { onDemand: true, custodyRole: 'check_in' }),
      ),
    ]);
    const assignedCheckOut = await assignedFor(checkOut.id, rui.id, van.id);

    const access = (await call('get', `/api/vehicle-access/${token}`, rui.token)).body.data as VehicleAccess;
    expect(access.vehicle.outOfService).toBe(true);
    expect(access.criticalDefects.map((d) => d.title)).toEqual(['Freios funcionando?']);

    const before = await snapshotCompany(alfa, ['checklists']);
    const reason =
      'O veículo Van 07 está fora de serviço: a saída fica bloqueada até o reparo dos defeitos críticos. Avise o gestor.';
    const scanned = await call('post', `/api/vehicle-access/${token}/start`, rui.token, { templateId: checkOut.id });
    expect([scanned.status, scanned.body.error.message]).toEqual([409, reason]);
    const assigned = await call('post', `/api/checklists/${assignedCheckOut}/start`, rui.token);
    expect([assigned.status, assigned.body.error.message]).toEqual([409, reason]);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);

    const back = await call('post', `/api/vehicle-access/${token}/start`, rui.token, { templateId: checkIn.id });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });

  it('when an admin releases the van with a reason, then it may be checked out with its critical defect open, the page and the trail say who, when and why; a new critical failure ends it', async () => {
    const ana = await fieldUser(admin.token, 'Ana');
    const van = await brokenVan(ana, 'Van 08');
    const checkOut = await post<Template>(
      '/api/templates',
      admin.token,
      inspectionTemplate('Saída liberada', { onDemand: true, custodyRole: 'check_out' }),
    );
    const token = await printedToken(van.id);
    const refused = await call('post', `/api/vehicle-access/${token}/start`, ana.token, { templateId: checkOut.id });
    expect(refused.status).toBe(409);

    const reason = 'Freio revisado na oficina parceira; peça definitiva chega amanhã';
    const released = await call('post', `/api/vehicles/${van.id}/release`, admin.token, { reason: `  ${reason} ` });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data.service).toMatchObject({
      outOfService: true,
      release: { byUid: admin.uid, reason, at: expect.any(String) },
    });
    const again = await call('post', `/api/vehicles/${van.id}/release`, admin.token, { reason });
    expect([again.status, again.body.error.message]).toEqual([409, 'O veículo já está liberado']);

    const started = await call('post', `/api/vehicle-access/${token}/start`, ana.token, { templateId: checkOut.id });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    const trail = (await call('get', '/api/audit?pageSize=50', admin.token)).body.data.items as Array<{
      action: string;
      record: { id: string };
      reason: string | null;
    }>;
    expect(trail.filter((e) => e.record.id === van.id && e.action === 'vehicle.released')).toEqual([
      expect.objectContaining({ reason }),
    ]);

    // The known brakes failing again are what the release was given for; a new critical defect ends it.
    await failCritical(ana, van, 'Pneus em bom estado?');
    expect((await call('get', `/api/vehicles/${van.id}`, admin.token)).body.data.service).toMatchObject({
      outOfService: true,
      release: null,
    });
    const ended = (await call('get', '/api/audit?pageSize=50', admin.token)).body.data.items as Array<{
      action: string;
      record: { id: string };
      actor: { uid: string };
    }>;
    expect(ended.filter((e) => e.record.id === van.id && e.action === 'vehicle.release_ended')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ uid: ana.id }) }),
    ]);
    const stopped = await call('post', `/api/vehicle-access/${token}/start`, ana.token, { templateId: checkOut.id });
    expect(stopped.status).toBe(409);
  });

  it('when the release has no reason, comes from a field user or another company, or the vehicle is in service, then it is refused and nothing changes', async () => {
    const bia = await fieldUser(admin.token, 'Bia');
    const van = await brokenVan(bia, 'Van 09');
    const inService = await newVehicle(admin.token, 'Van 10');
    const stored = async () => (await db().doc(`companies/${alfa}/vehicles/${van.id}`).get()).data();
    const before = await stored();

    const empty = await call('post', `/api/vehicles/${van.id}/release`, admin.token, { reason: '   ' });
    expect([empty.status, empty.body.error.message]).toEqual([400, 'Informe o motivo da liberação']);
    const extra = await call('post', `/api/vehicles/${van.id}/release`, admin.token, { reason: 'ok', at: 'x' });
    expect(extra.status).toBe(400);
    const byDriver = await call('post', `/api/vehicles/${van.id}/release`, bia.token, { reason: 'preciso sair' });
    expect(byDriver.status).toBe(403);
    const otherCompany = await call('post', `/api/vehicles/${van.id}/release`, adminBeta.token, { reason: 'liberar' });
    expect([otherCompany.status, otherCompany.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    const notOut = await call('post', `/api/vehicles/${inService.id}/release`, admin.token, { reason: 'liberar' });
    expect([notOut.status, notOut.body.error.message]).toEqual([
      409,
      'O veículo não está fora de serviço: não há o que liberar',
    ]);
    expect(await stored()).toEqual(before);
    expect(before?.service?.release ?? null).toBeNull();
  });
});

describe('an archived vehicle', () => {
  it('when the van is archived, then its screen offers no template, a QR start and a check-out are refused 409, a new assignment and a schedule 400, in Portuguese, with nothing stored; reactivated, it starts again', async () => {
    const rita = await fieldUser(admin.token, 'Rita');
    const van = await newVehicle(admin.token, 'Van arquivada');
    const token = await printedToken(van.id);
    const checkOut = await post<Template>(
      '/api/templates',
      admin.token,
      inspectionTemplate('Saída da van arquivada', { onDemand: true, custodyRole: 'check_out' }),
    );
    const assignedCheckOut = await assignedFor(checkOut.id, rita.id, van.id);
    expect((await call('post', `/api/vehicles/${van.id}/archive`, admin.token)).status).toBe(200);

    const access = (await call('get', `/api/vehicle-access/${token}`, rita.token)).body.data as VehicleAccess;
    expect(access.templates).toEqual([]);

    const before = await snapshotCompany(alfa, ['checklists', 'schedules']);
    const reason = 'O veículo Van arquivada está arquivado. Reative-o para usá-lo.';
    const scanned = await call('post', `/api/vehicle-access/${token}/start`, rita.token, { templateId: onDemand.id });
    expect([scanned.status, scanned.body.error.message]).toEqual([409, reason]);
    const assigned = await call('post', `/api/checklists/${assignedCheckOut}/start`, rita.token);
    expect([assigned.status, assigned.body.error.message]).toEqual([409, reason]);
    const byLabel = await call('post', `/api/checklists/${assignedCheckOut}/start`, rita.token, {
      vehicleToken: token,
    });
    expect([byLabel.status, byLabel.body.error.message]).toEqual([409, reason]);
    const assign = await call('post', '/api/checklists/assign', admin.token, {
      templateId: routine.id,
      dueDate: inMinutes(120),
      userIds: [rita.id],
      vehicleIds: [van.id],
    });
    expect([assign.status, assign.body.error.message]).toEqual([400, reason]);
    const schedule = await call('post', '/api/schedules', admin.token, {
      templateId: routine.id,
      userIds: [rita.id],
      vehicleIds: [van.id],
      recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
      dueTime: '08:00',
      startDate: '2099-01-01',
    });
    expect([schedule.status, schedule.body.error.message]).toEqual([400, reason]);
    expect(await snapshotCompany(alfa, ['checklists', 'schedules'])).toBe(before);

    expect((await call('post', `/api/vehicles/${van.id}/unarchive`, admin.token)).status).toBe(200);
    const started = await call('post', `/api/vehicle-access/${token}/start`, rita.token, { templateId: onDemand.id });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
  });
});

describe('a check-out that requires the position', () => {
  const here = { latitude: -23.5505, longitude: -46.6333, accuracy: 12 };
  const message = 'Esta inspeção exige a localização do aparelho. Permita o acesso à localização e tente novamente.';

  it('when started from the label or from the list without a position, then 400 in Portuguese and nothing starts; with one, it starts and keeps where', async () => {
    const bia = await fieldUser(admin.token, 'Bia');
    const van = await newVehicle(admin.token, 'Van com localização');
    const token = await printedToken(van.id);
    const template = await post<Template>(
      '/api/templates',
      admin.token,
      inspectionTemplate('Saída com localização', { onDemand: true, custodyRole: 'check_out', requirePosition: true }),
    );
    expect(template.requirePosition).toBe(true);
    const access = (await call('get', `/api/vehicle-access/${token}`, bia.token)).body.data as VehicleAccess;
    expect(access.templates.find((t) => t.id === template.id)).toMatchObject({ requirePosition: true });
    const assigned = await assignedFor(template.id, bia.id, van.id);
    const before = await snapshotCompany(alfa, ['checklists']);

    const scanned = await call('post', `/api/vehicle-access/${token}/start`, bia.token, { templateId: template.id });
    expect([scanned.status, scanned.body.error.message]).toEqual([400, message]);
    const listed = await call('post', `/api/checklists/${assigned}/start`, bia.token);
    expect([listed.status, listed.body.error.message]).toEqual([400, message]);
    const byLabel = await call('post', `/api/checklists/${assigned}/start`, bia.token, { vehicleToken: token });
    expect([byLabel.status, byLabel.body.error.message]).toEqual([400, message]);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);

    const started = await call('post', `/api/checklists/${assigned}/start`, bia.token, { position: here });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({
      status: 'in_progress',
      requirePosition: true,
      startPlace: { location: { latitude: -23.5505, longitude: -46.6333 } },
    });
    expect(started.body.data).not.toHaveProperty('startedVia');
    // From the label, an on-demand check-in with the position starts too.
    const returned = await post<Template>(
      '/api/templates',
      admin.token,
      inspectionTemplate('Retorno com localização', { onDemand: true, custodyRole: 'check_in', requirePosition: true }),
    );
    const fromLabel = await call('post', `/api/vehicle-access/${token}/start`, bia.token, {
      templateId: returned.id,
      position: here,
    });
    expect(fromLabel.status, JSON.stringify(fromLabel.body)).toBe(200);
    expect(fromLabel.body.data).toMatchObject({ startedVia: 'qr', requirePosition: true });
  });

  it('when the template does not require it, then a start without a position goes as before', async () => {
    const leo = await fieldUser(admin.token, 'Léo');
    const van = await newVehicle(admin.token, 'Van sem exigência');
    const template = await post<Template>(
      '/api/templates',
      admin.token,
      inspectionTemplate('Saída sem exigência', { custodyRole: 'check_out', requirePosition: false }),
    );
    const id = await assignedFor(template.id, leo.id, van.id);
    const res = await call('post', `/api/checklists/${id}/start`, leo.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).not.toHaveProperty('requirePosition');
  });
});
