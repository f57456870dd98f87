import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_EVENTS_COLLECTION } from '../../domain/checklists/checklist.schema';
import { startEventBridge, type EventBridge } from '../../dev/event-bridge';
import type { Page } from '../../domain/api';
import type { Defect, DefectCounts, DefectDetail } from '../../domain/fleet/defect';
import type { VehicleWithOil } from '../../domain/fleet/vehicle-api';
import type { Template } from '../../domain/templates/template.schema';
import type { ReporterDefectReport } from '../../domain/users/personal-data';
import { pseudonymOf } from '../../personal-data/pseudonyms';
import { blobStore } from '../../platform/blob-store';
import { db } from '../../platform/firebase';
import { recordingPushSender } from '../../platform/messaging';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { eventually, validTemplate } from '../../testing/fixtures';
import { call } from '../../testing/http';
import { validVehicle } from '../../testing/vehicles';
import { fieldUser, startedChecklist, twoCompanies, type FieldUser, type World } from '../../testing/world';
import { backgroundJobs } from '../../features';
import { inspectionCompletedTrigger } from './inspection-completed.triggers';

let world: World;
let template: Template;
let joao: FieldUser;
let maria: FieldUser;
let bridge: EventBridge;
let plates = 0;

beforeAll(async () => {
  // The company document too: the event bridge watches the companies that have one.
  world = await twoCompanies({ adminName: 'Ana Souza', companyDoc: true });
  const mine = new Set([world.alfa, world.beta]);
  // The stack's triggers, for these companies only (other test files write at the same time).
  const triggers = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() }).triggers.map((trigger) => ({
    ...trigger,
    handler: (change: Parameters<typeof trigger.handler>[0]) =>
      mine.has(change.params.companyId) ? trigger.handler(change) : Promise.resolve(),
  }));
  bridge = startEventBridge(db(), triggers, (name, error) => {
    throw new Error(`${name}: ${String(error)}`);
  });
  await bridge.ready;
  const created = await call(
    'post',
    '/api/templates',
    world.admin.token,
    validTemplate({
      name: 'Inspeção diária',
      kind: 'vehicle_inspection',
      // Defects, not evidence: the critical items do not ask the photo they would by default.
      questions: [
        { type: 'boolean', question: 'Freios funcionando?', severity: 'critical', requirePhotoOnNo: false },
        { type: 'boolean', question: 'Pneus em bom estado?', severity: 'non_critical' },
        {
          type: 'boolean',
          question: 'Há vazamento de óleo?',
          failingAnswer: true,
          severity: 'critical',
          requirePhotoOnNo: false,
        },
        { type: 'odometer', question: 'Hodômetro' },
      ],
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  template = created.body.data as Template;
  [joao, maria] = await Promise.all([fieldUser(world.admin.token, 'João'), fieldUser(world.admin.token, 'Maria')]);
});

afterAll(() => bridge.stop());

async function newVehicle(token = world.admin.token): Promise<VehicleWithOil> {
  plates += 1;
  const res = await call(
    'post',
    '/api/vehicles',
    token,
    validVehicle({ name: `Caminhão ${plates}`, plate: `DEF${String(plates).padStart(4, '0')}` }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as VehicleWithOil;
}

/** Which items fail, by question text prefix: 'freios', 'pneus', 'oleo'. */
type Failing = Array<'freios' | 'pneus' | 'oleo'>;

/** An inspection of the vehicle assigned to the user, started and answered (failing `failing`), not sent. */
async function answeredInspection(user: FieldUser, vehicleId: string, failing: Failing, comment = 'Com problema') {
  const { id, questions } = await startedChecklist(user, world.admin.token, template.id, vehicleId);
  const keyOf = (text: string) => (text.startsWith('Freios') ? 'freios' : text.startsWith('Pneus') ? 'pneus' : 'oleo');
  for (const q of questions) {
    const fails = q.type === 'boolean' && failing.includes(keyOf(q.question));
    const isOil = keyOf(q.question) === 'oleo';
    const answer = q.type === 'odometer' ? 48_600 : isOil ? fails : !fails;
    const res = await call('put', `/api/checklists/${id}/answers/${q.id}`, user.token, {
      answer,
      ...(fails && { comment }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { id, questions };
}

const submit = (user: FieldUser, id: string, submissionId = `envio-${id}`) =>
  call('post', `/api/checklists/${id}/submit`, user.token, { submissionId });

async function defectsOf(vehicleId: string, status = 'all', token = world.admin.token): Promise<Defect[]> {
  const res = await call('get', `/api/defects?vehicleId=${vehicleId}&status=${status}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Page<Defect>).items;
}

const vehicleOf = async (id: string) =>
  (await call('get', `/api/vehicles/${id}`, world.admin.token)).body.data as VehicleWithOil;

/** Runs the inspection trigger on the checklist's event document as stored, as a redelivered event would. */
async function redeliver(checklistId: string) {
  const after = (
    await db().collection('companies').doc(world.alfa).collection(CHECKLIST_EVENTS_COLLECTION).doc(checklistId).get()
  ).data();
  await inspectionCompletedTrigger.handler({
    eventId: `redelivery-${checklistId}`,
    time: Timestamp.now(),
    params: { companyId: world.alfa, docId: checklistId },
    before: { ...after, status: 'in_progress' },
    after: after ?? null,
  });
}

async function auditOf(recordType: string, recordId: string) {
  const res = await call('get', `/api/audit?recordType=${recordType}&recordId=${recordId}`, world.admin.token);
  return (res.body.data.items as Array<{ action: string; actor: { uid: string; name: string } }>).map((e) => ({
    action: e.action,
    actor: e.actor.name,
  }));
}

describe('defects from a submitted inspection', () => {
  it('when the same submit is sent three times, two of them at once, and its event is delivered again, then each defect opens once with one report', async () => {
    const vehicle = await newVehicle();
    const { id } = await answeredInspection(joao, vehicle.id, ['freios', 'pneus'], 'Pedal baixo');
    const sent = await Promise.all([submit(joao, id), submit(joao, id)]);
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    expect((await submit(joao, id)).status).toBe(200);
    await redeliver(id);
    await eventually(
      () => vehicleOf(vehicle.id),
      (v) => v.service.openDefects === 2,
    );
    await Promise.all([redeliver(id), redeliver(id)]);
    await redeliver(id);

    const defects = await defectsOf(vehicle.id);
    expect(defects.map((d) => [d.title, d.severity, d.status, d.reportsCount, d.checklistIds]).sort()).toEqual([
      ['Freios funcionando?', 'critical', 'open', 1, [id]],
      ['Pneus em bom estado?', 'non_critical', 'open', 1, [id]],
    ]);
    for (const defect of defects) {
      const detail = (await call('get', `/api/defects/${defect.id}`, world.admin.token)).body.data as DefectDetail;
      expect(detail.reports).toEqual([
        expect.objectContaining({
          checklistId: id,
          reportedBy: joao.id,
          reportedByName: 'João',
          comment: 'Pedal baixo',
        }),
      ]);
      expect(detail.history.map((e) => e.kind)).toEqual(['opened']);
      expect(await auditOf('defect', defect.id)).toEqual([{ action: 'defect.opened', actor: 'João' }]);
    }
    const after = await vehicleOf(vehicle.id);
    expect(after.service).toMatchObject({
      outOfService: true,
      changedBy: 'João',
      openDefects: 2,
      openCriticalDefects: 1,
    });
    expect(await auditOf('vehicle', vehicle.id)).toEqual(
      expect.arrayContaining([{ action: 'vehicle.out_of_service', actor: 'João' }]),
    );
    expect((await auditOf('vehicle', vehicle.id)).filter((e) => e.action === 'vehicle.out_of_service')).toHaveLength(1);
  }, 60_000);

  it('when two drivers fail the same item of one vehicle at once, then one defect opens and the second report joins it (Reportado novamente)', async () => {
    const vehicle = await newVehicle();
    const [a, b] = await Promise.all([
      answeredInspection(joao, vehicle.id, ['oleo'], 'Mancha no chão'),
      answeredInspection(maria, vehicle.id, ['oleo'], 'Gotejando'),
    ]);
    const sent = await Promise.all([submit(joao, a.id), submit(maria, b.id)]);
    expect(sent.map((r) => r.status)).toEqual([200, 200]);
    await Promise.all([redeliver(a.id), redeliver(b.id)]);
    const [defect] = await eventually(
      () => defectsOf(vehicle.id),
      (list) => list.length === 1 && list[0]!.reportsCount === 2,
    );
    expect(defect!.checklistIds.sort()).toEqual([a.id, b.id].sort());
    expect(defect!.history.map((e) => e.kind)).toEqual(['opened', 'reported_again']);
    const audit = await auditOf('defect', defect!.id);
    expect(audit.map((e) => e.action).sort()).toEqual(['defect.opened', 'defect.reported_again']);
    expect(
      await eventually(
        () => vehicleOf(vehicle.id),
        (v) => v.service.openCriticalDefects === 1,
      ),
    ).toMatchObject({
      service: { outOfService: true, openDefects: 1 },
    });
  }, 60_000);

  it('when a rejected failing answer is corrected and resubmitted, then the checklist’s report is updated, not added', async () => {
    const vehicle = await newVehicle();
    const { id, questions } = await answeredInspection(joao, vehicle.id, ['pneus'], 'Careca');
    expect((await submit(joao, id)).status).toBe(200);
    const [opened] = await eventually(
      () => defectsOf(vehicle.id),
      (list) => list.length === 1,
    );
    const tyres = questions.find((q) => q.question.startsWith('Pneus'))!;
    const rejected = await call('post', `/api/responses/${id}/questions/${tyres.id}/reject`, world.admin.token, {
      reason: 'A foto não mostra o pneu',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const corrected = await call('put', `/api/checklists/${id}/answers/${tyres.id}`, joao.token, {
      answer: false,
      comment: 'Pneu dianteiro careca',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((await submit(joao, id, `correcao-${id}`)).status).toBe(200);
    const detail = await eventually(
      async () => (await call('get', `/api/defects/${opened!.id}`, world.admin.token)).body.data as DefectDetail,
      // The report is rewritten first, then the defect's aggregates follow it.
      (d) => d.reports[0]?.comment === 'Pneu dianteiro careca' && d.lastReport.comment === 'Pneu dianteiro careca',
    );
    expect(detail.reportsCount).toBe(1);
    expect(detail.reports).toHaveLength(1);
    expect(detail.lastReport.comment).toBe('Pneu dianteiro careca');
    expect(await defectsOf(vehicle.id)).toHaveLength(1);
  }, 60_000);
});

/** A vehicle with the brakes and the oil failing (two critical defects), once the trigger opened them. */
async function vehicleWithTwoCriticalDefects() {
  const vehicle = await newVehicle();
  const { id } = await answeredInspection(joao, vehicle.id, ['freios', 'oleo']);
  expect((await submit(joao, id)).status).toBe(200);
  const defects = await eventually(
    () => defectsOf(vehicle.id, 'active'),
    (list) => list.length === 2,
  );
  await eventually(
    () => vehicleOf(vehicle.id),
    (v) => v.service.openCriticalDefects === 2,
  );
  return { vehicle, defects, checklistId: id };
}

describe('dealing with defects', () => {
  it('when one of two critical defects is resolved, then the vehicle stays out; when the other is dismissed, it is back in service, recorded with who', async () => {
    const { vehicle, defects } = await vehicleWithTwoCriticalDefects();
    const [first, second] = defects;
    const resolved = await call('post', `/api/defects/${first!.id}/resolve`, world.admin.token, {
      note: 'Pastilhas trocadas',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect((resolved.body.data as DefectDetail).status).toBe('resolved');
    expect((await vehicleOf(vehicle.id)).service).toMatchObject({ outOfService: true, openCriticalDefects: 1 });
    const dismissed = await call('post', `/api/defects/${second!.id}/dismiss`, world.admin.token, {
      reason: 'Era água do ar-condicionado',
    });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    const detail = dismissed.body.data as DefectDetail;
    expect(detail.history.at(-1)).toMatchObject({ kind: 'dismissed', note: 'Era água do ar-condicionado' });
    const back = await vehicleOf(vehicle.id);
    expect(back.service).toMatchObject({ outOfService: false, openDefects: 0, openCriticalDefects: 0 });
    expect(back.service.changedBy).toBe('Ana Souza');
    expect((await auditOf('vehicle', vehicle.id)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['vehicle.out_of_service', 'vehicle.back_in_service']),
    );
    expect((await auditOf('defect', first!.id)).map((e) => e.action)).toEqual(['defect.resolved', 'defect.opened']);
  }, 60_000);

  it('when a defect is resolved with a new maintenance record, then the record is on the vehicle, raises its km, and the vehicle is back in service', async () => {
    const vehicle = await newVehicle();
    const { id } = await answeredInspection(joao, vehicle.id, ['freios']);
    expect((await submit(joao, id)).status).toBe(200);
    const [defect] = await eventually(
      () => defectsOf(vehicle.id, 'active'),
      (list) => list.length === 1,
    );
    await eventually(
      () => vehicleOf(vehicle.id),
      (v) => v.service.outOfService,
    );
    const res = await call('post', `/api/defects/${defect!.id}/resolve`, world.admin.token, {
      note: 'Freios revisados',
      maintenance: {
        type: 'brake_service',
        description: 'Troca de pastilhas',
        cost: 480,
        kmAtMaintenance: 49_000,
        performedAt: new Date().toISOString(),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const resolved = res.body.data as DefectDetail;
    expect(resolved.status).toBe('resolved');
    const records = (await call('get', `/api/vehicles/${vehicle.id}/maintenance`, world.admin.token)).body.data;
    const items = (Array.isArray(records) ? records : records.items) as Array<{ id: string; description: string }>;
    expect(items.map((r) => [r.id, r.description])).toEqual([[resolved.maintenanceRecordId, 'Troca de pastilhas']]);
    expect(resolved.history.at(-1)).toMatchObject({
      kind: 'resolved',
      note: 'Freios revisados',
      maintenanceRecordId: resolved.maintenanceRecordId,
    });
    const back = await vehicleOf(vehicle.id);
    expect(back.currentKm).toBe(49_000);
    expect(back.service).toMatchObject({ outOfService: false, openDefects: 0 });
    // The fleet entry follows the vehicle (its trigger re-syncs on fleetChangedAt).
    await eventually(
      async () => (await call('get', '/api/dashboard', world.admin.token)).body.data.fleet,
      (fleet: { outOfService: Array<{ id: string }> }) => !fleet.outOfService.some((v) => v.id === vehicle.id),
    );
  }, 60_000);

  it('when a closed defect is reopened while another defect of the item is open, then 409; once that one closes, it reopens and takes the vehicle out again', async () => {
    const vehicle = await newVehicle();
    const first = await answeredInspection(joao, vehicle.id, ['freios']);
    expect((await submit(joao, first.id)).status).toBe(200);
    const [old] = await eventually(
      () => defectsOf(vehicle.id, 'active'),
      (list) => list.length === 1,
    );
    expect((await call('post', `/api/defects/${old!.id}/resolve`, world.admin.token, { note: 'Ok' })).status).toBe(200);
    const second = await answeredInspection(maria, vehicle.id, ['freios']);
    expect((await submit(maria, second.id)).status).toBe(200);
    const [fresh] = await eventually(
      () => defectsOf(vehicle.id, 'active'),
      (list) => list.length === 1,
    );
    expect(fresh!.id).not.toBe(old!.id);
    const refused = await call('post', `/api/defects/${old!.id}/reopen`, world.admin.token, { reason: 'Voltou' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Já existe um defeito aberto para este item deste veículo');
    expect((await call('post', `/api/defects/${fresh!.id}/start`, world.admin.token)).status).toBe(200);
    expect(
      (await call('post', `/api/defects/${fresh!.id}/dismiss`, world.admin.token, { reason: 'Duplicado' })).status,
    ).toBe(200);
    expect((await vehicleOf(vehicle.id)).service.outOfService).toBe(false);
    const reopened = await call('post', `/api/defects/${old!.id}/reopen`, world.admin.token, { reason: 'Voltou' });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((reopened.body.data as DefectDetail).status).toBe('open');
    expect((await vehicleOf(vehicle.id)).service.outOfService).toBe(true);
    // The reopened defect holds the item: a new failure joins it.
    const third = await answeredInspection(joao, vehicle.id, ['freios']);
    expect((await submit(joao, third.id)).status).toBe(200);
    const joined = await eventually(
      () => defectsOf(vehicle.id, 'active'),
      (list) => list.length === 1 && list[0]!.reportsCount === 2,
    );
    expect(joined[0]!.id).toBe(old!.id);
  }, 60_000);

  it('when the list is filtered, then status, severity, vehicle and checklist narrow it, open first and newest first, and the counts agree', async () => {
    const { vehicle, defects, checklistId } = await vehicleWithTwoCriticalDefects();
    const other = await newVehicle();
    const { id } = await answeredInspection(joao, other.id, ['pneus']);
    expect((await submit(joao, id)).status).toBe(200);
    await eventually(
      () => defectsOf(other.id, 'active'),
      (list) => list.length === 1,
    );
    await call('post', `/api/defects/${defects[0]!.id}/resolve`, world.admin.token, { note: 'Feito' });
    const list = async (query: string) =>
      ((await call('get', `/api/defects?${query}`, world.admin.token)).body.data as Page<Defect>).items.map(
        (d) => d.id,
      );
    expect(await list(`vehicleId=${vehicle.id}`)).toEqual([defects[1]!.id]);
    expect(await list(`vehicleId=${vehicle.id}&status=all`)).toEqual([defects[1]!.id, defects[0]!.id]);
    expect(await list(`vehicleId=${vehicle.id}&status=resolved`)).toEqual([defects[0]!.id]);
    expect(await list(`checklistId=${checklistId}&status=all`)).toHaveLength(2);
    expect(await list(`vehicleId=${other.id}&severity=critical`)).toEqual([]);
    expect(await list(`vehicleId=${other.id}&severity=non_critical`)).toHaveLength(1);
    const page = (
      await call('get', `/api/defects?vehicleId=${vehicle.id}&status=all&pageSize=1&page=2`, world.admin.token)
    ).body.data as Page<Defect>;
    expect([page.total, page.items.map((d) => d.id)]).toEqual([2, [defects[0]!.id]]);
    const counts = (await call('get', '/api/defects/counts', world.admin.token)).body.data as DefectCounts;
    const active = (await call('get', '/api/defects?pageSize=100', world.admin.token)).body.data as Page<Defect>;
    expect(counts.open).toBe(active.total);
    expect(counts.openCritical).toBe(active.items.filter((d) => d.severity === 'critical').length);
    expect(counts.vehiclesOutOfService).toBe(
      new Set(active.items.filter((d) => d.severity === 'critical').map((d) => d.vehicle.id)).size,
    );
  }, 60_000);
});

describe('a driver’s defect reports (LGPD)', () => {
  it('when a driver who reported defects is exported, then the reports come; when deleted, they stay under a pseudonym', async () => {
    const pedro = await fieldUser(world.admin.token, 'Pedro Alves');
    const vehicle = await newVehicle();
    const { id } = await answeredInspection(pedro, vehicle.id, ['freios', 'pneus'], 'Barulho estranho');
    expect((await submit(pedro, id)).status).toBe(200);
    const defects = await eventually(
      () => defectsOf(vehicle.id),
      (list) => list.length === 2,
    );
    const exported = await call('get', `/api/users/${pedro.id}/export`, world.admin.token);
    expect(exported.status).toBe(200);
    const reports = exported.body.data.defectReports as ReporterDefectReport[];
    expect(reports.map((r) => [r.defectId, r.title, r.vehicle.plate, r.comment, r.checklistId]).sort()).toEqual(
      defects.map((d) => [d.id, d.title, vehicle.plate, 'Barulho estranho', id]).sort(),
    );

    expect((await call('delete', `/api/users/${pedro.id}`, world.admin.token)).status).toBe(200);
    for (const defect of defects) {
      const detail = (await call('get', `/api/defects/${defect.id}`, world.admin.token)).body.data as DefectDetail;
      expect(detail.reports.map((r) => [r.reportedByName, r.comment])).toEqual([
        [(await pseudonymOf(world.alfa, pedro.id)).name, 'Barulho estranho'],
      ]);
      expect(JSON.stringify(detail)).not.toContain('Pedro Alves');
    }
  }, 60_000);
});

describe('the defect routes’ guards', () => {
  it('when another company’s admin reads or acts on a defect, then 404 and nothing changes', async () => {
    const { defects } = await vehicleWithTwoCriticalDefects();
    const target = defects[0]!.id;
    const before = await snapshotCompany(world.alfa, ['defects', 'vehicles', 'defect_slots']);
    const beta = world.adminBeta.token;
    for (const [method, path, body] of [
      ['get', `/api/defects/${target}`, undefined],
      ['post', `/api/defects/${target}/start`, undefined],
      ['post', `/api/defects/${target}/resolve`, { note: 'Feito' }],
      ['post', `/api/defects/${target}/dismiss`, { reason: 'Não é defeito' }],
      ['post', `/api/defects/${target}/reopen`, { reason: 'Voltou' }],
    ] as const) {
      const res = await call(method, path, beta, body);
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe('Defeito não encontrado');
    }
    expect(((await call('get', '/api/defects?status=all', beta)).body.data as Page<Defect>).total).toBe(0);
    expect(await snapshotCompany(world.alfa, ['defects', 'vehicles', 'defect_slots'])).toBe(before);
  }, 60_000);

  it('when a field user calls the defect routes, then 403 and nothing changes; the admin can resolve', async () => {
    const { defects } = await vehicleWithTwoCriticalDefects();
    const target = defects[0]!.id;
    const before = await snapshotCompany(world.alfa, ['defects', 'vehicles']);
    for (const [method, path, body] of [
      ['get', '/api/defects', undefined],
      ['get', '/api/defects/counts', undefined],
      ['get', `/api/defects/${target}`, undefined],
      ['post', `/api/defects/${target}/resolve`, { note: 'Eu mesmo arrumei' }],
    ] as const) {
      expect((await call(method, path, joao.token, body)).status, path).toBe(403);
    }
    expect(await snapshotCompany(world.alfa, ['defects', 'vehicles'])).toBe(before);
    expect((await call('post', `/api/defects/${target}/resolve`, world.admin.token, { note: 'Feito' })).status).toBe(
      200,
    );
  }, 60_000);

  it('when the input is bad, then 400 with the pt-BR message and nothing stored', async () => {
    const { vehicle, defects } = await vehicleWithTwoCriticalDefects();
    const target = defects[0]!.id;
    const otherVehicle = await newVehicle();
    const elsewhere = await call('post', `/api/vehicles/${otherVehicle.id}/maintenance`, world.admin.token, {
      type: 'brake_service',
      description: 'Outro veículo',
      cost: 100,
      kmAtMaintenance: 48_600,
      performedAt: new Date().toISOString(),
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    const before = await snapshotCompany(world.alfa, ['defects', 'vehicles', 'defect_slots']);
    const cases: Array<[string, unknown, number, string]> = [
      ['resolve', {}, 400, 'Erro: Informações necessárias não encontradas'],
      ['resolve', { note: '' }, 400, 'Descreva o que foi feito para resolver o defeito'],
      ['resolve', { note: '   ' }, 400, 'Descreva o que foi feito para resolver o defeito'],
      ['resolve', { note: 'x'.repeat(1001) }, 400, 'O texto pode ter no máximo 1000 caracteres'],
      [
        'resolve',
        {
          note: 'Feito',
          maintenanceRecordId: elsewhere.body.data.id,
          maintenance: { type: 'brake_service', description: 'x', cost: 1, kmAtMaintenance: 1 },
        },
        400,
        'Vincule uma manutenção existente ou registre uma nova, não as duas',
      ],
      [
        'resolve',
        {
          note: 'Feito',
          maintenance: { type: 'brake_service', description: 'Pastilhas', cost: -5, kmAtMaintenance: 49_000 },
        },
        400,
        'Informe o custo em reais, zero ou mais (ex: R$ 130,16)',
      ],
      [
        'resolve',
        { note: 'Feito', maintenanceRecordId: elsewhere.body.data.id },
        404,
        'Manutenção não encontrada neste veículo',
      ],
      ['dismiss', { reason: '' }, 400, 'Informe por que não é necessário corrigir'],
      ['reopen', { reason: '' }, 400, 'Informe o motivo da reabertura'],
      ['reopen', { reason: 'Voltou' }, 409, 'Este defeito já está aberto'],
    ];
    for (const [action, body, status, message] of cases) {
      const res = await call('post', `/api/defects/${target}/${action}`, world.admin.token, body);
      expect([res.status, res.body.error?.message], `${action} ${JSON.stringify(body)}`).toEqual([status, message]);
    }
    const badQuery = await call('get', '/api/defects?status=quebrado', world.admin.token);
    expect(badQuery.status).toBe(400);
    expect(await snapshotCompany(world.alfa, ['defects', 'vehicles', 'defect_slots'])).toBe(before);
    expect((await call('get', `/api/vehicles/${vehicle.id}/maintenance`, world.admin.token)).status).toBe(200);
  }, 60_000);
});
