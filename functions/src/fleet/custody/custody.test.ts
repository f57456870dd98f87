import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { companiesRepository } from '../../companies/companies.repository';
import { CHECKLIST_EVENTS_COLLECTION, type FieldChecklist } from '../../domain/checklists/checklist.schema';
import type { Custody } from '../../domain/fleet/custody';
import type { Defect } from '../../domain/fleet/defect';
import type { Vehicle } from '../../domain/fleet/vehicle.schema';
import type { Template } from '../../domain/templates/template.schema';
import { pseudonymOf } from '../../personal-data/pseudonyms';
import { db } from '../../platform/firebase';
import type { TestAccount } from '../../testing/accounts';
import { inMinutes, validTemplate } from '../../testing/fixtures';
import { call } from '../../testing/http';
import { validVehicle } from '../../testing/vehicles';
import { fieldUser, twoCompanies, type FieldUser } from '../../testing/world';
import { recordingPushSender } from '../../platform/messaging';
import { pushTokensRepository } from '../../notifications/push-tokens.repository';
import { custodyTrigger as custodyTriggerFor } from './custody.triggers';
import { inspectionCompletedTrigger } from '../defects/inspection-completed.triggers';
import type { DocumentChange } from '../../jobs/document-trigger';

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;
let joao: FieldUser;
let maria: FieldUser;
let checkOut: Template;
let checkIn: Template;
const push = recordingPushSender();
const custodyTrigger = custodyTriggerFor(push);

async function post<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await call('post', path, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as T;
}

let plates = 0;
const newVehicle = (token = admin.token) =>
  post<Vehicle>('/api/vehicles', token, validVehicle({ plate: `CUS${String(++plates).padStart(4, '0')}` }));

// Custody, not evidence: the critical item does not ask the photo it would by default.
const items = [
  { type: 'odometer', question: 'Hodômetro' },
  { type: 'boolean', question: 'Freios funcionando?', severity: 'critical', requirePhotoOnNo: false },
  { type: 'boolean', question: 'Pneus em bom estado?' },
] as const;

/**
 * A 'Saída' or 'Retorno' inspection of `vehicle` sent by `user` with `km` and the yes/no answers
 * (brakes, tyres), and the stored change its submit made, as a trigger receives it.
 */
async function submitted(
  user: FieldUser,
  template: Template,
  vehicle: Vehicle,
  km: number,
  [brakes, tyres]: [boolean, boolean] = [true, true],
  performedAt?: string,
): Promise<DocumentChange> {
  const { ids } = await post<{ ids: string[] }>('/api/checklists/assign', admin.token, {
    templateId: template.id,
    dueDate: inMinutes(120),
    userIds: [user.id],
    vehicleIds: [vehicle.id],
  });
  const id = ids[0]!;
  expect((await call('post', `/api/checklists/${id}/start`, user.token)).status).toBe(200);
  const questions = ((await call('get', `/api/checklists/${id}`, user.token)).body.data as FieldChecklist).questions;
  for (const [q, answer] of questions.map((q, i) => [q, [km, brakes, tyres][i]] as const)) {
    const failed = q.type === 'boolean' && answer === false;
    const body = { answer, ...(failed && { comment: 'Com defeito' }) };
    const res = await call('put', `/api/checklists/${id}/answers/${q.id}`, user.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const ref = db().doc(`companies/${alfa}/${CHECKLIST_EVENTS_COLLECTION}/${id}`);
  const before = (await ref.get()).data()!;
  const sent = await call('post', `/api/checklists/${id}/submit`, user.token, performedAt ? { performedAt } : {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const after = (await ref.get()).data()!;
  return {
    eventId: `evt-${randomUUID()}`,
    time: Timestamp.now(),
    params: { companyId: alfa, docId: id },
    before,
    after,
  };
}

const custodies = async (vehicleId: string) =>
  (await call('get', `/api/vehicles/${vehicleId}/custody?pageSize=100`, admin.token)).body.data.items as Custody[];
const currentDriver = async (vehicleId: string) =>
  ((await call('get', `/api/vehicles/${vehicleId}`, admin.token)).body.data as Vehicle).currentDriver;
const custodyNotices = async (uid: string) =>
  (await db().collection(`companies/${alfa}/admins/${uid}/notifications`).get()).docs
    .map((doc) => doc.data())
    .filter((n) => n.type === 'vehicle_custody_changed');

beforeAll(async () => {
  ({ alfa, admin, adminBeta, userAlfa } = await twoCompanies());
  await companiesRepository.createAdmin(alfa, admin.uid, { name: 'Ana Admin', email: admin.email }, 'teste');
  [joao, maria] = await Promise.all([fieldUser(admin.token, 'João'), fieldUser(admin.token, 'Maria')]);
  const template = (name: string, custodyRole: string) =>
    post<Template>(
      '/api/templates',
      admin.token,
      validTemplate({ name, kind: 'vehicle_inspection', custodyRole, questions: [...items] } as never),
    );
  [checkOut, checkIn] = await Promise.all([template('Saída do veículo', 'check_out'), template('Retorno', 'check_in')]);
});

describe('who holds the vehicle', () => {
  it('when João’s check-out is delivered twice at once, then he holds the vehicle once, from its submit, with its km', async () => {
    const truck = await newVehicle();
    const out = await submitted(joao, checkOut, truck, 50_100);

    await Promise.all([custodyTrigger.handler(out), custodyTrigger.handler({ ...out, eventId: 'again' })]);

    const submittedAt = (out.after!.submittedAt as { toDate(): Date }).toDate().toISOString();
    expect(await custodies(truck.id)).toEqual([
      {
        id: out.params.docId,
        vehicleId: truck.id,
        driverId: joao.id,
        driverName: 'João',
        from: submittedAt,
        // Sent with no time of its own: the receipt counts, and says so.
        fromSource: 'server',
        receivedAt: submittedAt,
        kmFrom: 50_100,
        to: null,
        toSource: null,
        kmTo: null,
        checkInChecklistId: null,
        endedBy: null,
        endedByDriverName: null,
      },
    ]);
    expect(await currentDriver(truck.id)).toEqual({
      userId: joao.id,
      name: 'João',
      since: submittedAt,
      km: 50_100,
      custodyId: out.params.docId,
    });
  });

  it('when João’s check-in arrives before his check-out’s event, and each twice, then his custody ends at the check-in with the km driven', async () => {
    const truck = await newVehicle();
    const out = await submitted(joao, checkOut, truck, 50_100);
    const back = await submitted(joao, checkIn, truck, 50_420);

    await custodyTrigger.handler(back);
    await custodyTrigger.handler(out);
    await Promise.all([custodyTrigger.handler(back), custodyTrigger.handler(out)]);

    const [custody] = await custodies(truck.id);
    expect(custody).toMatchObject({
      id: out.params.docId,
      driverId: joao.id,
      kmFrom: 50_100,
      to: (back.after!.submittedAt as { toDate(): Date }).toDate().toISOString(),
      kmTo: 50_420,
      checkInChecklistId: back.params.docId,
      endedBy: 'check_in',
    });
    expect(await currentDriver(truck.id)).toBeUndefined();
  });

  it('when a check-in is sent by someone who does not hold the vehicle, then the holder keeps it', async () => {
    const truck = await newVehicle();
    const out = await submitted(joao, checkOut, truck, 50_100);
    await custodyTrigger.handler(out);
    await custodyTrigger.handler(await submitted(maria, checkIn, truck, 50_200));

    expect((await currentDriver(truck.id))?.userId).toBe(joao.id);
    expect((await custodies(truck.id))[0]?.endedBy).toBeNull();
  });

  it('when Maria checks out a vehicle João holds, then his custody ends there and the admins are told once', async () => {
    await pushTokensRepository.register(alfa, admin.uid, 'aparelho-da-ana');
    const truck = await newVehicle();
    const joaoOut = await submitted(joao, checkOut, truck, 50_100);
    await custodyTrigger.handler(joaoOut);
    const mariaOut = await submitted(maria, checkOut, truck, 50_300);

    await Promise.all([custodyTrigger.handler(mariaOut), custodyTrigger.handler({ ...mariaOut, eventId: 'again' })]);
    await custodyTrigger.handler(joaoOut);

    const [mine, joaos] = await custodies(truck.id);
    expect(mine).toMatchObject({ driverId: maria.id, to: null, endedBy: null });
    expect(joaos).toMatchObject({
      driverId: joao.id,
      to: mine!.from,
      kmTo: 50_300,
      endedBy: 'next_check_out',
      endedByDriverName: 'Maria',
    });
    expect((await currentDriver(truck.id))?.userId).toBe(maria.id);
    expect(await custodyNotices(admin.uid)).toEqual([
      expect.objectContaining({
        title: 'Troca de motorista',
        body: `${truck.plate}: Maria fez a saída e encerrou o uso de João`,
        link: `/admin/vehicles/${truck.id}`,
        checklistId: mariaOut.params.docId,
      }),
    ]);
    const pushes = push.sent.filter((p) => p.message.body.startsWith(`${truck.plate}:`));
    expect(pushes).toEqual([
      expect.objectContaining({
        tokens: ['aparelho-da-ana'],
        message: expect.objectContaining({ title: 'Troca de motorista' }),
      }),
    ]);
  });
});

describe('Novo desde a saída', () => {
  const defectsOf = async (vehicleId: string) =>
    (await call('get', `/api/defects?vehicleId=${vehicleId}&status=all`, admin.token)).body.data.items as Defect[];

  it.each([
    ['the custody trigger runs first', [custodyTrigger, inspectionCompletedTrigger]],
    ['the defects trigger runs first', [inspectionCompletedTrigger, custodyTrigger]],
  ] as const)(
    'when João’s check-in fails brakes that passed at his check-out and tyres that failed there too (%s), then only the brakes’ defect is new since the check-out, naming him',
    async (_order, triggers) => {
      const truck = await newVehicle();
      const out = await submitted(joao, checkOut, truck, 50_100, [true, false]);
      await custodyTrigger.handler(out);
      await inspectionCompletedTrigger.handler(out);
      const back = await submitted(joao, checkIn, truck, 50_420, [false, false]);

      for (const trigger of triggers) await trigger.handler(back);
      await inspectionCompletedTrigger.handler(back);

      const defects = await defectsOf(truck.id);
      const brakes = defects.find((d) => d.title === 'Freios funcionando?');
      const tyres = defects.find((d) => d.title === 'Pneus em bom estado?');
      expect(brakes?.newSinceCheckOut).toEqual({
        driverId: joao.id,
        driverName: 'João',
        checkOutChecklistId: out.params.docId,
      });
      expect(tyres).toBeDefined();
      expect(tyres?.newSinceCheckOut).toBeUndefined();
      const detail = await call('get', `/api/defects/${brakes!.id}`, admin.token);
      expect(detail.body.data.newSinceCheckOut.driverName).toBe('João');
    },
  );

  it('when a routine inspection fails an item, then its defect is not marked', async () => {
    const truck = await newVehicle();
    const routine = await post<Template>(
      '/api/templates',
      admin.token,
      validTemplate({ name: 'Rotina', kind: 'vehicle_inspection', questions: [...items] } as never),
    );
    await custodyTrigger.handler(await submitted(joao, checkOut, truck, 50_100));
    const change = await submitted(joao, routine, truck, 50_200, [false, true]);
    await custodyTrigger.handler(change);
    await inspectionCompletedTrigger.handler(change);

    const [defect] = await defectsOf(truck.id);
    expect(defect?.title).toBe('Freios funcionando?');
    expect(defect?.newSinceCheckOut).toBeUndefined();
  });
});

describe('a deleted driver', () => {
  it('when Maria is deleted, then who held the vehicle stays under her pseudonym: her custody, the one she ended, the current driver and her check-in’s new defect', async () => {
    const ana = await fieldUser(admin.token, 'Maria Temporária');
    const truck = await newVehicle();
    const joaoOut = await submitted(joao, checkOut, truck, 50_100);
    await custodyTrigger.handler(joaoOut);
    const anaOut = await submitted(ana, checkOut, truck, 50_200);
    await custodyTrigger.handler(anaOut);
    // Tyres, not brakes: a critical failure would take the truck out of service and refuse her next 'Saída'.
    const anaBack = await submitted(ana, checkIn, truck, 50_300, [true, false]);
    await inspectionCompletedTrigger.handler(anaBack);
    const anaAgain = await submitted(ana, checkOut, truck, 50_300);
    await custodyTrigger.handler(anaAgain);

    expect((await call('delete', `/api/users/${ana.id}`, admin.token)).status).toBe(200);

    const pseudonym = (await pseudonymOf(alfa, ana.id)).name;
    const history = await custodies(truck.id);
    expect(history.map((c) => [c.driverName, c.endedByDriverName])).toEqual([
      [pseudonym, null],
      [pseudonym, pseudonym],
      ['João', pseudonym],
    ]);
    expect((await currentDriver(truck.id))?.name).toBe(pseudonym);
    const [defect] = (await call('get', `/api/defects?vehicleId=${truck.id}&status=all`, admin.token)).body.data
      .items as Defect[];
    expect(defect?.newSinceCheckOut?.driverName).toBe(pseudonym);
    const stored = JSON.stringify(
      (await db().collection(`companies/${alfa}/vehicles/${truck.id}/custody`).get()).docs.map((d) => d.data()),
    );
    expect(stored).not.toContain('Maria Temporária');
  });
});

describe('the custody routes', () => {
  it('when asked who held the vehicle at a moment, then the driver of that moment, or no one before and after', async () => {
    const truck = await newVehicle();
    const out = await submitted(joao, checkOut, truck, 50_100);
    await custodyTrigger.handler(out);
    const back = await submitted(joao, checkIn, truck, 50_420);
    await custodyTrigger.handler(back);
    const [custody] = await custodies(truck.id);
    const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
    const ask = (moment: string) =>
      call('get', `/api/vehicles/${truck.id}/driver-at?at=${encodeURIComponent(moment)}`, admin.token);

    const during = await ask(at(custody!.from, 1));
    expect(during.status).toBe(200);
    expect(during.body.data).toEqual({ driver: { id: joao.id, name: 'João' }, custody });
    expect((await ask(at(custody!.from, -1))).body.data).toEqual({ driver: null, custody: null });
    expect((await ask(custody!.to!)).body.data).toEqual({ driver: null, custody: null });
  });

  it('when the history is paged, then the newest custody comes first with the total', async () => {
    const truck = await newVehicle();
    const first = await submitted(joao, checkOut, truck, 50_100);
    await custodyTrigger.handler(first);
    const second = await submitted(maria, checkOut, truck, 50_200);
    await custodyTrigger.handler(second);

    const res = await call('get', `/api/vehicles/${truck.id}/custody?page=2&pageSize=1`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: first.params.docId }] });
  });

  it('when another company’s admin asks about the vehicle, then 404 "Veículo não encontrado"', async () => {
    const truck = await newVehicle();
    for (const path of [`driver-at?at=${encodeURIComponent(new Date().toISOString())}`, 'custody']) {
      const res = await call('get', `/api/vehicles/${truck.id}/${path}`, adminBeta.token);
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe('Veículo não encontrado');
    }
  });

  it('when a field user asks, then 403', async () => {
    const truck = await newVehicle();
    for (const token of [userAlfa.token, joao.token])
      for (const path of [`driver-at?at=${encodeURIComponent(new Date().toISOString())}`, 'custody']) {
        const res = await call('get', `/api/vehicles/${truck.id}/${path}`, token);
        expect(res.status, path).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
  });

  it.each([
    ['', 'Informe o momento (data e hora) a consultar'],
    ['?at=ontem', 'Data e hora inválidas: use o formato ISO (ex: 2026-11-24T14:30:00-03:00)'],
    ['?at=2026-13-45T10:00:00Z', 'Data e hora inválidas: use o formato ISO (ex: 2026-11-24T14:30:00-03:00)'],
  ])('when `at` is %j, then 400 with the pt-BR message', async (query, message) => {
    const truck = await newVehicle();
    const res = await call('get', `/api/vehicles/${truck.id}/driver-at${query}`, admin.token);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(message);
  });
});

describe('the time a custody counts from', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const driverAt = async (vehicleId: string, at: string) =>
    (await call('get', `/api/vehicles/${vehicleId}/driver-at?at=${encodeURIComponent(at)}`, admin.token)).body.data;

  it('when a check-out sent late carries the phone’s time of the action, then the custody counts from it, says so, and keeps when it was received', async () => {
    const truck = await newVehicle();
    const performedAt = hoursAgo(2);
    await custodyTrigger.handler(await submitted(joao, checkOut, truck, 1_000, [true, true], performedAt));
    const [held] = await custodies(truck.id);
    expect(held).toMatchObject({ driverId: joao.id, from: performedAt, fromSource: 'client' });
    expect(Date.parse(held!.receivedAt!)).toBeGreaterThan(Date.parse(performedAt) + 3_600_000);
    // Who drove an hour ago: João, though the server heard of it only now.
    expect((await driverAt(truck.id, hoursAgo(1))).driver).toEqual({ id: joao.id, name: 'João' });

    // His check-in, sent at once: its own time ends it, by the phone too.
    const back = hoursAgo(0.5);
    await custodyTrigger.handler(await submitted(joao, checkIn, truck, 1_050, [true, true], back));
    expect((await custodies(truck.id))[0]).toMatchObject({ to: back, toSource: 'client', endedBy: 'check_in' });
  });

  it('when the phone’s time is ahead of the server, days old, or before the vehicle’s previous custody event, then the receipt time counts and the custody says so', async () => {
    const truck = await newVehicle();
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    await custodyTrigger.handler(await submitted(joao, checkOut, truck, 2_000, [true, true], ahead));
    const [first] = await custodies(truck.id);
    expect(first!.fromSource).toBe('server');
    expect(first!.from).toBe(first!.receivedAt);

    // Maria's check-out claims a time before João's: not believed.
    await custodyTrigger.handler(await submitted(maria, checkOut, truck, 2_100, [true, true], hoursAgo(1)));
    const [second] = await custodies(truck.id);
    expect(second).toMatchObject({ driverId: maria.id, fromSource: 'server' });
    expect(second!.from >= first!.from).toBe(true);

    const van = await newVehicle();
    await custodyTrigger.handler(await submitted(joao, checkOut, van, 3_000, [true, true], hoursAgo(24 * 4)));
    expect((await custodies(van.id))[0]).toMatchObject({ fromSource: 'server' });
  });

  it('when the phone’s time is not a date-time, then 400 in Portuguese and the checklist is not sent', async () => {
    const truck = await newVehicle();
    const { ids } = await post<{ ids: string[] }>('/api/checklists/assign', admin.token, {
      templateId: checkOut.id,
      dueDate: inMinutes(120),
      userIds: [joao.id],
      vehicleIds: [truck.id],
    });
    const res = await call('post', `/api/checklists/${ids[0]}/submit`, joao.token, { performedAt: 'ontem' });
    expect([res.status, res.body.error.message]).toEqual([400, 'Data e hora do envio inválidas']);
    expect((await db().doc(`companies/${alfa}/checklists/${ids[0]}`).get()).get('status')).toBe('pending');
  });
});
