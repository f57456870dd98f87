import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHECKLIST_EVENTS_COLLECTION,
  type FieldChecklist,
  type FieldChecklistSummary,
} from '../domain/checklists/checklist.schema';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { Template } from '../domain/templates/template.schema';
import { vehiclesRepository } from '../fleet/vehicles/vehicles.repository';
import { lastOdometerOf } from '../fleet/vehicles/vehicles.service';
import { db } from '../platform/firebase';
import { type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { inMinutes, validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { readPdfText } from '../testing/pdf-text';
import { validVehicle } from '../testing/vehicles';
import { fieldUser, twoCompanies } from '../testing/world';
import type { DocumentChange } from '../jobs/document-trigger';
import { inspectionApprovedTrigger } from '../fleet/vehicles/inspection-approved.triggers';
import { renderAsked } from '../testing/reports';

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;
let joao: Awaited<ReturnType<typeof fieldUser>>;
let inspection: Template;
let general: Template;

async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await call('post', path, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as T;
}

let plates = 0;
const newVehicle = (overrides: Parameters<typeof validVehicle>[0] = {}, token = admin.token) =>
  post<Vehicle>(
    '/api/vehicles',
    token,
    validVehicle({ plate: `ODO${String(++plates).padStart(4, '0')}`, lastOilChangeKm: 0, ...overrides }),
  );

async function assignFor(vehicleId: string, templateId = inspection.id): Promise<string> {
  const result = await post<{ ids: string[] }>('/api/checklists/assign', admin.token, {
    templateId,
    dueDate: inMinutes(120),
    userIds: [joao.id],
    ...(templateId === inspection.id && { vehicleIds: [vehicleId] }),
  });
  return result.ids[0]!;
}

const get = (id: string) => call('get', `/api/checklists/${id}`, joao.token);
const questionIds = async (id: string) => ((await get(id)).body.data as FieldChecklist).questions.map((q) => q.id);
const answer = (id: string, questionId: string, value: unknown) =>
  call('put', `/api/checklists/${id}/answers/${questionId}`, joao.token, { answer: value });

/** An assigned inspection, started, with the odometer question's id. */
async function started(vehicleId: string) {
  const id = await assignFor(vehicleId);
  expect((await call('post', `/api/checklists/${id}/start`, joao.token)).status).toBe(200);
  const [odometer, brakes] = await questionIds(id);
  return { id, odometer: odometer!, brakes: brakes! };
}

/** A defect as the defects backend stores it (defects.repository.ts), for the field user's view of the vehicle. */
async function storeDefect(
  vehicle: Vehicle,
  title: string,
  severity: 'critical' | 'non_critical',
  status = 'open',
  checklistIds: string[] = [],
): Promise<string> {
  const ref = db().collection(`companies/${alfa}/defects`).doc();
  await ref.set({
    vehicle: { id: vehicle.id, name: vehicle.name, plate: vehicle.plate },
    vehicleId: vehicle.id,
    questionId: 'question_2',
    title,
    severity,
    status,
    isOpen: status === 'open' || status === 'in_progress',
    openedAt: Timestamp.fromDate(new Date('2026-11-20T09:00:00.000Z')),
    updatedAt: Timestamp.now(),
    checklistIds,
  });
  return ref.id;
}

async function takeOutOfService(vehicle: Vehicle) {
  await db()
    .doc(`companies/${alfa}/vehicles/${vehicle.id}`)
    .update({
      service: {
        outOfService: true,
        changedAt: Timestamp.now(),
        changedBy: 'joao@teste.dev',
        openDefects: 2,
        openCriticalDefects: 1,
      },
    });
}

/** An inspection answered with `km`, submitted and approved through the API; the stored change that approval makes. */
async function approved(vehicle: Vehicle, km: number): Promise<{ id: string; change: DocumentChange }> {
  const { id, odometer, brakes } = await started(vehicle.id);
  expect((await answer(id, odometer, km)).status).toBe(200);
  expect((await answer(id, brakes, true)).status).toBe(200);
  expect((await call('post', `/api/checklists/${id}/submit`, joao.token, {})).status).toBe(200);
  const before = (await db().doc(`companies/${alfa}/${CHECKLIST_EVENTS_COLLECTION}/${id}`).get()).data()!;
  const res = await call('post', `/api/responses/${id}/approve-all`, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const after = (await db().doc(`companies/${alfa}/${CHECKLIST_EVENTS_COLLECTION}/${id}`).get()).data()!;
  return {
    id,
    change: {
      eventId: `evt-${randomUUID()}`,
      time: Timestamp.now(),
      params: { companyId: alfa, docId: id },
      before,
      after,
    },
  };
}

beforeAll(async () => {
  ({ alfa, admin, adminBeta, userAlfa } = await twoCompanies());
  joao = await fieldUser(admin.token, 'João');
  inspection = await post<Template>(
    '/api/templates',
    admin.token,
    validTemplate({
      kind: 'vehicle_inspection',
      questions: [
        { type: 'odometer', question: 'Hodômetro' },
        { type: 'boolean', question: 'Freios funcionando?', severity: 'critical' },
      ],
    }),
  );
  general = await post<Template>('/api/templates', admin.token, validTemplate({ name: 'Checklist geral' }));
});

describe('the field user’s view of the vehicle', () => {
  it('when João opens an inspection of a vehicle out of service, then he sees it with its open critical defects and the last odometer', async () => {
    const truck = await newVehicle({ name: 'Caminhão 1', currentKm: 120_000 });
    await takeOutOfService(truck);
    await storeDefect(truck, 'Freios funcionando?', 'critical');
    await storeDefect(truck, 'Retrovisor', 'non_critical');
    await storeDefect(truck, 'Pneus em bom estado?', 'critical', 'resolved');
    const id = await assignFor(truck.id);

    const res = await get(id);

    expect(res.status).toBe(200);
    const data = res.body.data as FieldChecklist;
    expect(data.vehicle).toEqual({ id: truck.id, name: 'Caminhão 1', plate: truck.plate });
    expect(data.vehicleState).toEqual({
      outOfService: true,
      criticalDefects: [{ id: expect.any(String), title: 'Freios funcionando?', openedAt: '2026-11-20T09:00:00.000Z' }],
      lastOdometer: { km: 120_000, at: truck.createdAt },
    });
  });

  it('when the vehicle’s km came from a record, then the last odometer is taken when that record was', async () => {
    const car = await newVehicle({ currentKm: 10_000 });
    const res = await call('post', `/api/vehicles/${car.id}/fuel`, admin.token, {
      liters: 40,
      costPerLiter: 6,
      kmAtFueling: 10_500,
      fuelType: 'flex',
      performedAt: '2026-11-21T12:00:00.000Z',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = await assignFor(car.id);

    const data = (await get(id)).body.data as FieldChecklist;

    expect(data.vehicleState).toEqual({
      outOfService: false,
      criticalDefects: [],
      lastOdometer: { km: 10_500, at: '2026-11-21T12:00:00.000Z' },
    });
  });

  it('when the vehicle has a long history, then its inspection opens reading only the readings at the top, the latest of them giving the time', async () => {
    const car = await newVehicle({ currentKm: 1_000 });
    const fuel = (km: number, performedAt: string) =>
      call('post', `/api/vehicles/${car.id}/fuel`, admin.token, {
        liters: 30,
        costPerLiter: 6,
        kmAtFueling: km,
        fuelType: 'flex',
        performedAt,
      });
    for (const [day, km] of [
      [10, 2_000],
      [12, 3_000],
      [14, 4_000],
      [16, 5_000],
      [18, 5_000],
    ] as const)
      expect((await fuel(km, `2026-11-${day}T12:00:00.000Z`)).status).toBe(201);
    const maintenance = await call('post', `/api/vehicles/${car.id}/maintenance`, admin.token, {
      type: 'general_maintenance',
      description: 'Revisão',
      cost: 100,
      kmAtMaintenance: 4_500,
      performedAt: '2026-11-20T12:00:00.000Z',
    });
    expect(maintenance.status, JSON.stringify(maintenance.body)).toBe(201);
    const id = await assignFor(car.id);
    const wholeHistory = vi.spyOn(vehiclesRepository, 'listAllRecords');
    const allInspections = vi.spyOn(vehiclesRepository, 'listInspectionReadings');

    const data = (await get(id)).body.data as FieldChecklist;

    expect(data.vehicleState?.lastOdometer).toEqual({ km: 5_000, at: '2026-11-18T12:00:00.000Z' });
    expect(wholeHistory).not.toHaveBeenCalled();
    expect(allInspections).not.toHaveBeenCalled();
    wholeHistory.mockRestore();
    allInspections.mockRestore();
  });

  it('when readings were taken after the moment asked about, then the last odometer is the highest reading then', async () => {
    const car = await newVehicle({ currentKm: 1_000 });
    for (const [day, km] of [
      [10, 2_000],
      [20, 9_000],
    ] as const) {
      const res = await call('post', `/api/vehicles/${car.id}/fuel`, admin.token, {
        liters: 30,
        costPerLiter: 6,
        kmAtFueling: km,
        fuelType: 'flex',
        performedAt: `2026-11-${day}T12:00:00.000Z`,
      });
      expect(res.status).toBe(201);
    }
    const stored = (await vehiclesRepository.get(alfa, car.id))!;

    expect(await lastOdometerOf(stored, new Date('2026-11-15T00:00:00.000Z'))).toEqual({
      km: 2_000,
      at: '2026-11-10T12:00:00.000Z',
    });
    expect(await lastOdometerOf(stored, new Date('2026-11-09T00:00:00.000Z'))).toBeNull();
    expect(await lastOdometerOf(stored, new Date('2026-11-25T00:00:00.000Z'))).toEqual({
      km: 9_000,
      at: '2026-11-20T12:00:00.000Z',
    });
  });

  it('when the list is read, then each inspection says whether its vehicle is out of service now, and a general checklist says nothing', async () => {
    const out = await newVehicle({ name: 'Fora' });
    const fine = await newVehicle({ name: 'Ok' });
    await takeOutOfService(out);
    const outId = await assignFor(out.id);
    const fineId = await assignFor(fine.id);
    const generalId = await assignFor('', general.id);

    const res = await call('get', '/api/checklists?pageSize=50', joao.token);

    expect(res.status).toBe(200);
    const byId = new Map((res.body.data.items as FieldChecklistSummary[]).map((c) => [c.id, c]));
    expect(byId.get(outId)?.vehicleOutOfService).toBe(true);
    expect(byId.get(fineId)?.vehicleOutOfService).toBe(false);
    expect(byId.get(generalId)).not.toHaveProperty('vehicleOutOfService');
  });

  it('when the vehicle was deleted, then the checklist opens and lists without its state', async () => {
    const gone = await newVehicle();
    const id = await assignFor(gone.id);
    expect((await call('post', `/api/vehicles/${gone.id}/archive`, admin.token)).status).toBe(200);
    expect((await call('delete', `/api/vehicles/${gone.id}`, admin.token)).status).toBe(200);

    const res = await get(id);
    const list = await call('get', '/api/checklists?pageSize=50', joao.token);

    expect(res.status).toBe(200);
    expect(res.body.data.vehicle.id).toBe(gone.id);
    expect(res.body.data).not.toHaveProperty('vehicleState');
    const item = (list.body.data.items as FieldChecklistSummary[]).find((c) => c.id === id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('vehicleOutOfService');
  });
});

describe('the odometer answer', () => {
  it('when a reading is lower than the last one, then it is stored flagged for the reviewer; a plausible one clears the flag', async () => {
    const car = await newVehicle({ currentKm: 50_000 });
    const { id, odometer } = await started(car.id);

    const low = await answer(id, odometer, 49_000);
    expect(low.status).toBe(200);
    expect(low.body.data.questions[0]).toMatchObject({ answer: 49_000, odometerCheck: 'below_last' });

    const fine = await answer(id, odometer, 50_100);
    expect(fine.status).toBe(200);
    expect(fine.body.data.questions[0].answer).toBe(50_100);
    expect(fine.body.data.questions[0]).not.toHaveProperty('odometerCheck');
    const stored = (await db().doc(`companies/${alfa}/checklists/${id}`).get()).data()!;
    expect(stored.questions[0]).not.toHaveProperty('odometerCheck');
  });

  it('when a reading is more than 2,000 km a day above the last one, then it is flagged too_far', async () => {
    const car = await newVehicle({ currentKm: 50_000 });
    const { id, odometer } = await started(car.id);

    const res = await answer(id, odometer, 52_500);

    expect(res.body.data.questions[0]).toMatchObject({ answer: 52_500, odometerCheck: 'too_far' });
  });

  it('when the reading comes with the submit, then the submit flags it', async () => {
    const car = await newVehicle({ currentKm: 50_000 });
    const { id } = await started(car.id);

    const res = await call('post', `/api/checklists/${id}/submit`, joao.token, { answers: { '0': 40_000, '1': true } });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('completed');
    expect(res.body.data.questions[0]).toMatchObject({ answer: 40_000, odometerCheck: 'below_last' });
    expect(res.body.data.inspection).toEqual({ failures: 0, criticalFailures: 0, odometerKm: 40_000 });
  });

  it.each([
    ['a negative reading', -5, 'O hodômetro não pode ser negativo'],
    ['a reading with decimals', 50_000.5, 'Informe o hodômetro em km inteiros, sem casas decimais'],
    ['text', '50 mil', 'Informe o hodômetro em km'],
  ])('when the answer is %s (%s), then 400 "%s" and nothing is stored', async (_case, value, message) => {
    const car = await newVehicle();
    const { id, odometer } = await started(car.id);
    const before = await snapshotCompany(alfa, ['checklists']);

    const saved = await answer(id, odometer, value);
    const submitted = await call('post', `/api/checklists/${id}/submit`, joao.token, { answers: { '0': value } });

    expect([saved.status, saved.body.error.message]).toEqual([400, message]);
    expect([submitted.status, submitted.body.error.message]).toEqual([400, message]);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });
});

describe('an approved inspection’s odometer', () => {
  it('when the approval is delivered three times, two at once, then the reading enters the timeline once and raises the km', async () => {
    const car = await newVehicle({ currentKm: 30_000 });
    const { id, change } = await approved(car, 30_800);

    await Promise.all([inspectionApprovedTrigger.handler(change), inspectionApprovedTrigger.handler(change)]);
    await inspectionApprovedTrigger.handler({ ...change, eventId: `evt-${randomUUID()}` });

    const readings = await db().collection(`companies/${alfa}/vehicles/${car.id}/odometer_readings`).get();
    expect(readings.docs.map((d) => [d.id, d.data().km])).toEqual([[id, 30_800]]);
    const vehicle = (await db().doc(`companies/${alfa}/vehicles/${car.id}`).get()).data()!;
    expect(vehicle.currentKm).toBe(30_800);
    expect(vehicle.fleetChangedAt).toBeDefined();
    const overview = await call('get', `/api/vehicles/${car.id}/overview`, admin.token);
    expect(overview.body.data.odometer).toEqual([
      {
        km: 30_800,
        at: change.after!.submittedAt.toDate().toISOString(),
        source: 'inspection',
        recordId: id,
        wentBack: false,
      },
    ]);
  });

  it('when a flagged lower reading is approved, then it enters the timeline and the km stays the highest', async () => {
    const car = await newVehicle({ currentKm: 30_000 });
    const { id, change } = await approved(car, 29_000);
    const stored = (await db().doc(`companies/${alfa}/checklists/${id}`).get()).data()!;
    expect(stored.questions[0].odometerCheck).toBe('below_last');

    await inspectionApprovedTrigger.handler(change);

    const vehicle = (await db().doc(`companies/${alfa}/vehicles/${car.id}`).get()).data()!;
    expect(vehicle.currentKm).toBe(30_000);
    const overview = await call('get', `/api/vehicles/${car.id}/overview`, admin.token);
    expect(overview.body.data.odometer.map((r: { recordId: string }) => r.recordId)).toEqual([id]);
  });

  it('when a checklist is only submitted, or rejected, then nothing enters the timeline', async () => {
    const car = await newVehicle({ currentKm: 30_000 });
    const { change } = await approved(car, 30_500);

    await inspectionApprovedTrigger.handler({ ...change, after: { ...change.after, status: 'rejected' } });
    await inspectionApprovedTrigger.handler({ ...change, before: change.after });

    expect((await db().collection(`companies/${alfa}/vehicles/${car.id}/odometer_readings`).get()).size).toBe(0);
    expect((await db().doc(`companies/${alfa}/vehicles/${car.id}`).get()).data()!.currentKm).toBe(30_000);
  });

  it('when the vehicle was deleted before the approval arrives, then nothing is written', async () => {
    const car = await newVehicle({ currentKm: 30_000 });
    const { change } = await approved(car, 30_500);
    expect((await call('post', `/api/vehicles/${car.id}/archive`, admin.token)).status).toBe(200);
    expect((await call('delete', `/api/vehicles/${car.id}`, admin.token)).status).toBe(200);

    await inspectionApprovedTrigger.handler(change);

    expect((await db().doc(`companies/${alfa}/vehicles/${car.id}`).get()).exists).toBe(false);
    expect((await db().collection(`companies/${alfa}/vehicles/${car.id}/odometer_readings`).get()).size).toBe(0);
  });
});

describe('the PDF of an approved inspection', () => {
  const pdfText = async (id: string) => {
    expect((await call('get', `/api/responses/${id}/pdf`, admin.token)).status).toBe(200);
    return readPdfText(await renderAsked(alfa, id)).text.replace(/\n/g, '');
  };

  it('when downloaded, then it shows the vehicle, the reading and the defects this checklist reported, as they stand now', async () => {
    const truck = await newVehicle({ name: 'Caminhão do relatório', plate: 'PDF1234', currentKm: 30_000 });
    const { id } = await approved(truck, 30_400);
    const defect = await storeDefect(truck, 'Freios funcionando?', 'critical', 'open', [id]);
    await storeDefect(truck, 'Defeito de outra inspeção', 'non_critical', 'open', ['outra']);

    const text = await pdfText(id);

    for (const expected of [
      'Caminhão do relatório (PDF-1234)',
      '30.400 km',
      'Freios funcionando?',
      'Crítico',
      'Aberto',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Defeito de outra inspeção');

    await db().doc(`companies/${alfa}/defects/${defect}`).update({ status: 'resolved', isOpen: false });
    expect(await pdfText(id)).toContain('Resolvido');
  });
});

describe('the vehicle’s options and inspections', () => {
  it('when the admin asks for the options, then the active vehicles come by name, out-of-service ones marked, with the CNH category each requires', async () => {
    const { alfa: company, admin: own } = await twoCompanies();
    const make = (name: string, plate: string, isActive = true) =>
      post<Vehicle>('/api/vehicles', own.token, validVehicle({ name, plate, isActive }));
    const b = await make('Bravo', 'OPT1A11');
    const a = await post<Vehicle>(
      '/api/vehicles',
      own.token,
      validVehicle({ name: 'Alfa', plate: 'OPT2B22', requiredCnhCategory: 'C' }),
    );
    await make('Parado', 'OPT3C33', false);
    await db().doc(`companies/${company}/vehicles/${b.id}`).update({ 'service.outOfService': true });

    const res = await call('get', '/api/vehicles/options', own.token);

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: a.id, name: 'Alfa', plate: 'OPT2B22', outOfService: false, requiredCnhCategory: 'C' },
      { id: b.id, name: 'Bravo', plate: 'OPT1A11', outOfService: true, requiredCnhCategory: null },
    ]);
  });

  it('when the admin lists a vehicle’s inspections, then they come newest first, paged, with what each found', async () => {
    const car = await newVehicle();
    const other = await newVehicle();
    const ids = [await assignFor(car.id), await assignFor(other.id), await assignFor(car.id), await assignFor(car.id)];

    const first = await call('get', `/api/vehicles/${car.id}/inspections?pageSize=2`, admin.token);
    const second = await call('get', `/api/vehicles/${car.id}/inspections?page=2&pageSize=2`, admin.token);

    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.data.items.map((c: { id: string }) => c.id)).toEqual([ids[3], ids[2]]);
    expect(second.body.data.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(first.body.data.items[0]).toMatchObject({ vehicle: { id: car.id }, templateKind: 'vehicle_inspection' });
    expect(first.body.data.items[0]).not.toHaveProperty('questions');
  });

  it('when the vehicle is another company’s, then 404; a field user gets 403 on both', async () => {
    const beta = await newVehicle({}, adminBeta.token);
    const foreign = await call('get', `/api/vehicles/${beta.id}/inspections`, admin.token);
    expect([foreign.status, foreign.body.error.message]).toEqual([404, 'Veículo não encontrado']);
    for (const path of ['/api/vehicles/options', `/api/vehicles/${beta.id}/inspections`])
      expect((await call('get', path, userAlfa.token)).status).toBe(403);
  });

  it('when the page is not a number, then 400', async () => {
    const car = await newVehicle();
    const res = await call('get', `/api/vehicles/${car.id}/inspections?page=x`, admin.token);
    expect(res.status).toBe(400);
  });
});
