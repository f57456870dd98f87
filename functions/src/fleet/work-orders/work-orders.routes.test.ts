import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { findChecklist } from '../../checklists';
import type { Defect } from '../../domain/fleet/defect';
import type { VehicleWithOil } from '../../domain/fleet/vehicle-api';
import type { Template } from '../../domain/templates/template.schema';
import type { Workshop, WorkOrder, WorkOrderNumbers, WorkshopView } from '../../domain/work-orders/work-order';
import { formatPlate } from '../../domain/fleet/plate';
import { connectAlertChannels, retryDueDeliveries } from '../../notifications';
import { db } from '../../platform/firebase';
import { recordingEmailSender } from '../../platform/mail';
import { processedEvents } from '../../platform/processed-events';
import { createAccount } from '../../testing/accounts';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { validTemplate } from '../../testing/fixtures';
import { call } from '../../testing/http';
import { testJpeg, uploadPhoto } from '../../testing/photos';
import { validVehicle } from '../../testing/vehicles';
import { fieldUser, startedChecklist, twoCompanies, type FieldUser, type World } from '../../testing/world';
import { reportInspectionDefects } from '../defects';
import { addRecord } from '../vehicles';
import { CLOSING_LEASE_MS, WORK_ORDER_LINKS_COLLECTION, workOrdersRepository } from './work-orders.repository';

let world: World;
let template: Template;
/** The same inspection, asking a photo of a failed brake. */
let photoTemplate: Template;
let joao: FieldUser;
let plates = 0;

const CNPJ = '11.222.333/0001-81';
const QUOTE = {
  lines: [
    { kind: 'part', description: 'Pastilhas de freio', quantity: 2, unitPrice: 18_990 },
    { kind: 'labour', description: 'Troca das pastilhas', quantity: 1.5, unitPrice: 12_000 },
  ],
  deadline: '2026-12-04',
  notes: 'Peças originais',
};
const QUOTE_TOTAL = 2 * 18_990 + 18_000;
/** Everything the feature writes under a company, to prove a refused call stored nothing. */
const STORED = ['workshops', 'work_orders', 'work_order_numbers', 'work_order_settings', 'audit'];

/** A vehicle inspection with a critical brake question, which asks a photo of a failure or not. */
async function inspectionTemplate(name: string, requirePhotoOnNo: boolean): Promise<Template> {
  const created = await call(
    'post',
    '/api/templates',
    world.admin.token,
    validTemplate({
      name,
      kind: 'vehicle_inspection',
      questions: [
        { type: 'boolean', question: 'Freios funcionando?', severity: 'critical', requirePhotoOnNo },
        { type: 'odometer', question: 'Hodômetro' },
      ],
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as Template;
}

beforeAll(async () => {
  world = await twoCompanies({ adminName: 'Ana Souza', companyDoc: true });
  template = await inspectionTemplate('Inspeção diária', false);
  photoTemplate = await inspectionTemplate('Inspeção com foto', true);
  joao = await fieldUser(world.admin.token, 'João');
});

async function newVehicle(token = world.admin.token): Promise<VehicleWithOil> {
  plates += 1;
  const res = await call(
    'post',
    '/api/vehicles',
    token,
    validVehicle({ name: `Accelo ${plates}`, plate: `OSX${String(plates).padStart(4, '0')}`, currentKm: 191_500 }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as VehicleWithOil;
}

/**
 * A critical brake defect on the vehicle, from a sent inspection (the defects' use case run as its
 * trigger would); with the driver's photo of it when asked.
 */
async function brakeDefect(vehicleId: string, withPhoto = false): Promise<Defect> {
  const chosen = withPhoto ? photoTemplate : template;
  const { id, questions } = await startedChecklist(joao, world.admin.token, chosen.id, vehicleId);
  for (const q of questions) {
    const answer = q.type === 'odometer' ? 191_600 : false;
    const photos = withPhoto && q.type === 'boolean' ? [await uploadPhoto(joao.token, id, q.id)] : undefined;
    const res = await call('put', `/api/checklists/${id}/answers/${q.id}`, joao.token, {
      answer,
      ...(q.type === 'boolean' && { comment: 'Pedal baixo, chiando' }),
      ...(photos && { photos }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await call('post', `/api/checklists/${id}/submit`, joao.token, { submissionId: `envio-${id}` })).status).toBe(
    200,
  );
  await reportInspectionDefects(world.alfa, (await findChecklist(world.alfa, id))!);
  const defects = await call('get', `/api/defects?vehicleId=${vehicleId}`, world.admin.token);
  return (defects.body.data.items as Defect[])[0]!;
}

async function newWorkshop(token = world.admin.token, name = 'Oficina Silva'): Promise<Workshop> {
  const res = await call('post', '/api/workshops', token, { name, cnpj: CNPJ, phone: '(11) 98888-7777' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Workshop;
}

async function openOrder(body: Record<string, unknown>, token = world.admin.token): Promise<WorkOrder> {
  const res = await call('post', '/api/work-orders', token, { description: 'Revisar freios', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as WorkOrder;
}

async function linkFor(orderId: string): Promise<{ token: string; id: string }> {
  const res = await call('post', `/api/work-orders/${orderId}/links`, world.admin.token, {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: String(res.body.data.url).split('/oficina/')[1]!, id: res.body.data.id as string };
}

const getOrder = async (id: string) =>
  (await call('get', `/api/work-orders/${id}`, world.admin.token)).body.data as WorkOrder;

async function auditOf(recordType: string, recordId: string) {
  const res = await call('get', `/api/audit?recordType=${recordType}&recordId=${recordId}`, world.admin.token);
  return res.body.data.items as Array<{ action: string; actor: { role: string; name: string }; reason: string | null }>;
}

describe("'Oficinas'", () => {
  it('when an admin registers a workshop, then its CNPJ is kept as digits and the registration is audited', async () => {
    const workshop = await newWorkshop();
    expect(workshop).toMatchObject({ name: 'Oficina Silva', cnpj: '11222333000181', phone: '(11) 98888-7777' });
    expect((await auditOf('workshop', workshop.id)).map((e) => e.action)).toEqual(['workshop.created']);
  });

  it('when the CNPJ check digits are wrong, then 400 "CNPJ inválido" and nothing is stored', async () => {
    const before = await snapshotCompany(world.alfa, STORED);
    const res = await call('post', '/api/workshops', world.admin.token, {
      name: 'Oficina X',
      cnpj: '11.222.333/0001-80',
    });
    expect([res.status, res.body.error.message]).toEqual([400, 'CNPJ inválido']);
    expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
  });

  it("when another company's admin reads, edits or deletes a workshop, then 404 and it is unchanged", async () => {
    const workshop = await newWorkshop();
    const body = { name: 'Outra', cnpj: CNPJ };
    const answers = await Promise.all([
      call('get', `/api/workshops/${workshop.id}`, world.adminBeta.token),
      call('put', `/api/workshops/${workshop.id}`, world.adminBeta.token, body),
      call('delete', `/api/workshops/${workshop.id}`, world.adminBeta.token),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
    expect((await call('get', `/api/workshops/${workshop.id}`, world.admin.token)).body.data).toEqual(workshop);
  });

  it('when an O.S. under way uses the workshop, then its delete is refused in pt-BR; once the O.S. ends, it is deleted and audited', async () => {
    const workshop = await newWorkshop(world.admin.token, 'Oficina a excluir');
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: workshop.id });
    const refused = await call('delete', `/api/workshops/${workshop.id}`, world.admin.token);
    expect([refused.status, refused.body.error.message]).toEqual([
      409,
      'Esta oficina tem ordens de serviço em andamento',
    ]);
    expect((await call('get', `/api/workshops/${workshop.id}`, world.admin.token)).status).toBe(200);

    await call('post', `/api/work-orders/${order.id}/cancel`, world.admin.token, { reason: 'Outra oficina' });
    expect((await call('delete', `/api/workshops/${workshop.id}`, world.admin.token)).status).toBe(200);
    expect((await call('get', `/api/workshops/${workshop.id}`, world.admin.token)).status).toBe(404);
    expect((await auditOf('workshop', workshop.id)).map((e) => e.action)).toEqual([
      'workshop.deleted',
      'workshop.created',
    ]);
    expect((await getOrder(order.id)).workshop?.name).toBe('Oficina a excluir');
  });
});

describe('opening an O.S.', () => {
  it('when O.S. are opened at once, then each gets its own number of the year, OS-YYYY-NNNN', async () => {
    const vehicle = await newVehicle();
    const orders = await Promise.all([1, 2, 3, 4].map(() => openOrder({ vehicleId: vehicle.id })));
    const numbers = orders.map((o) => o.number);
    expect(new Set(numbers).size).toBe(4);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^OS-${new Date().getUTCFullYear()}-\\d{4}$`));
  });

  it('when opened from a defect, then it carries the defect with its comment, and the audit says who opened it', async () => {
    const vehicle = await newVehicle();
    const defect = await brakeDefect(vehicle.id);
    const order = await openOrder({ vehicleId: vehicle.id, defectIds: [defect.id] });
    expect(order).toMatchObject({
      status: 'open',
      origin: 'defects',
      serviceType: 'repair',
      defects: [{ id: defect.id, title: 'Freios funcionando?', severity: 'critical', comment: 'Pedal baixo, chiando' }],
    });
    expect(order.outOfServiceSince).not.toBeNull();
    const audit = await auditOf('work_order', order.id);
    expect(audit.map((e) => [e.action, e.actor.name])).toEqual([['work_order.opened', 'Ana Souza']]);
  });

  it("when the body names another company's vehicle or defect, or lacks a description, then nothing is stored", async () => {
    const theirs = await newVehicle(world.adminBeta.token);
    const mine = await newVehicle();
    const before = await snapshotCompany(world.alfa, STORED);
    const answers = await Promise.all([
      call('post', '/api/work-orders', world.admin.token, { vehicleId: theirs.id, description: 'x' }),
      call('post', '/api/work-orders', world.admin.token, {
        vehicleId: mine.id,
        description: 'x',
        defectIds: ['nao-existe'],
      }),
      call('post', '/api/work-orders', world.admin.token, { vehicleId: mine.id }),
      call('post', '/api/work-orders', world.admin.token, { vehicleId: mine.id, description: 'x', total: 1 }),
    ]);
    expect(answers.map((r) => [r.status, r.body.error?.message])).toEqual([
      [404, 'Veículo não encontrado'],
      [404, 'Defeito não encontrado'],
      [400, 'Descreva o serviço'],
      [400, 'Campo não permitido: total'],
    ]);
    expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
  });
});

describe('the loop: quote by link, approval, closing', () => {
  it('when the workshop quotes and delivers through its link, then the defect is resolved, the vehicle back in service, a maintenance record with the total exists, the odometer shows the reading, and a second delivery changes nothing', async () => {
    const vehicle = await newVehicle();
    const defect = await brakeDefect(vehicle.id);
    expect((await call('get', `/api/vehicles/${vehicle.id}`, world.admin.token)).body.data.service.outOfService).toBe(
      true,
    );
    const workshop = await newWorkshop();
    const order = await openOrder({ vehicleId: vehicle.id, defectIds: [defect.id], workshopId: workshop.id });
    const { token } = await linkFor(order.id);
    expect((await getOrder(order.id)).status).toBe('awaiting_quote');

    const seen = await call('get', `/api/oficina/${token}`);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.data).toMatchObject({
      number: order.number,
      vehicle: { name: vehicle.name, plate: vehicle.plate, model: vehicle.model, km: 191_500 },
      defects: [{ title: 'Freios funcionando?', comment: 'Pedal baixo, chiando' }],
    });

    const quoted = await call('post', `/api/oficina/${token}/quote`, undefined, QUOTE);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect((quoted.body.data as WorkshopView).quote?.totals.total).toBe(QUOTE_TOTAL);
    const approved = await call('post', `/api/work-orders/${order.id}/approve`, world.admin.token);
    expect(approved.body.data.status).toBe('approved');

    const delivery = { invoiceNumber: '000123456', odometerKm: 192_100 };
    const done = await call('post', `/api/oficina/${token}/complete`, undefined, delivery);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const closed = await getOrder(order.id);
    expect(closed).toMatchObject({ status: 'completed', invoice: { number: '000123456', amount: QUOTE_TOTAL } });
    expect(closed.downtimeDays).toBeGreaterThanOrEqual(0);

    const after = (await call('get', `/api/vehicles/${vehicle.id}`, world.admin.token)).body.data as VehicleWithOil;
    expect(after.service.outOfService).toBe(false);
    expect(after.currentKm).toBe(192_100);
    const resolved = (await call('get', `/api/defects/${defect.id}`, world.admin.token)).body.data as Defect;
    expect([resolved.status, resolved.maintenanceRecordId]).toEqual(['resolved', closed.maintenanceRecordId]);
    const records = (await call('get', `/api/vehicles/${vehicle.id}/maintenance`, world.admin.token)).body.data;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ cost: QUOTE_TOTAL / 100, kmAtMaintenance: 192_100, type: 'repair' });
    expect(records[0].description).toContain('Oficina Silva');

    const trail = await auditOf('work_order', order.id);
    const byWorkshop = trail.filter((e) => e.actor.role === 'workshop').map((e) => e.action);
    expect(byWorkshop.sort()).toEqual(['work_order.completed', 'work_order.quote_received', 'work_order.started']);
    const defectTrail = await auditOf('defect', defect.id);
    expect(defectTrail.find((e) => e.action === 'defect.resolved')?.actor).toMatchObject({
      role: 'workshop',
      name: 'Oficina Silva',
    });

    const stored = await snapshotCompany(world.alfa, ['work_orders', 'audit']);
    const again = await call('post', `/api/oficina/${token}/complete`, undefined, delivery);
    expect(again.status).toBe(200);
    expect(await snapshotCompany(world.alfa, ['work_orders', 'audit'])).toBe(stored);
    expect((await call('get', `/api/vehicles/${vehicle.id}/maintenance`, world.admin.token)).body.data).toHaveLength(1);

    const numbers = (await call('get', '/api/work-orders/numbers', world.admin.token)).body.data as WorkOrderNumbers;
    expect(numbers.costByVehicle.find((r) => r.id === vehicle.id)?.total).toBe(QUOTE_TOTAL);
    expect(numbers.quotesApproved).toBeGreaterThanOrEqual(1);
  });

  it('when a closing stopped after its maintenance record (the process died), then a delivery after the lease finishes the first delivery once, and one within the lease is refused', async () => {
    const vehicle = await newVehicle();
    const defect = await brakeDefect(vehicle.id);
    const order = await openOrder({
      vehicleId: vehicle.id,
      workshopId: (await newWorkshop()).id,
      defectIds: [defect.id],
    });
    const { token } = await linkFor(order.id);
    await call('post', `/api/oficina/${token}/quote`, undefined, QUOTE);
    await call('post', `/api/work-orders/${order.id}/approve`, world.admin.token);
    await call('post', `/api/oficina/${token}/start`);
    const first = { invoiceNumber: 'NF-PRIMEIRA', odometerKm: 192_100 };
    const second = { invoiceNumber: 'NF-SEGUNDA', odometerKm: 192_500 };

    // The first delivery claimed the closing a moment ago and is still at it.
    const claimedAt = new Date();
    expect(await workOrdersRepository.claimClosing(world.alfa, order.id, 0, first, claimedAt)).not.toBeNull();
    const busy = await call('post', `/api/oficina/${token}/complete`, undefined, second);
    expect([busy.status, busy.body.error.message]).toEqual([409, 'A conclusão desta O.S. já está em andamento']);

    // It wrote the maintenance record and died; the lease passes.
    const actor = { uid: world.admin.uid, name: 'Ana Souza', role: 'admin' as const, email: '', companyId: world.alfa };
    await addRecord(
      actor,
      vehicle.id,
      {
        kind: 'maintenance',
        input: {
          type: 'repair',
          description: 'Freios',
          cost: QUOTE_TOTAL / 100,
          kmAtMaintenance: 192_100,
          notes: 'NF-e NF-PRIMEIRA',
        },
      },
      `${order.id}-closing-0`,
    );
    await processedEvents(world.alfa)
      .doc(`work-order-closing|${order.id}|0`)
      .update({ at: new Date(claimedAt.getTime() - 2 * CLOSING_LEASE_MS).toISOString() });

    const resumed = await call('post', `/api/oficina/${token}/complete`, undefined, second);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.data.invoice).toMatchObject({ number: 'NF-PRIMEIRA', odometerKm: 192_100 });
    const records = (await call('get', `/api/vehicles/${vehicle.id}/maintenance`, world.admin.token)).body.data;
    expect(records).toHaveLength(1);
    expect((await call('get', `/api/defects/${defect.id}`, world.admin.token)).body.data.status).toBe('resolved');
    const after = (await call('get', `/api/vehicles/${vehicle.id}`, world.admin.token)).body.data as VehicleWithOil;
    expect([after.service.outOfService, after.currentKm]).toEqual([false, 192_100]);
  });

  it('when a closed O.S. is reopened, then it needs a reason, which the trail keeps', async () => {
    const vehicle = await newVehicle();
    const order = await openOrder({ vehicleId: vehicle.id, workshopId: (await newWorkshop()).id });
    const admin = world.admin.token;
    await call('post', `/api/work-orders/${order.id}/request-quote`, admin);
    await call('post', `/api/work-orders/${order.id}/quote`, admin, QUOTE);
    await call('post', `/api/work-orders/${order.id}/approve`, admin);
    await call('post', `/api/work-orders/${order.id}/start`, admin);
    const done = await call('post', `/api/work-orders/${order.id}/complete`, admin, {
      invoiceNumber: '77',
      odometerKm: 191_700,
    });
    expect(done.body.data.status).toBe('completed');
    const before = await snapshotCompany(world.alfa, STORED);
    const noReason = await call('post', `/api/work-orders/${order.id}/reopen`, admin, { reason: ' ' });
    expect([noReason.status, noReason.body.error.message]).toEqual([400, 'Informe o motivo']);
    expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
    const reopened = await call('post', `/api/work-orders/${order.id}/reopen`, admin, { reason: 'Ruído voltou' });
    expect(reopened.body.data.status).toBe('in_progress');
    expect((await auditOf('work_order', order.id)).find((e) => e.action === 'work_order.reopened')?.reason).toBe(
      'Ruído voltou',
    );
  });

  it('when a move does not apply to the status, then 409 in pt-BR and nothing changes', async () => {
    const order = await openOrder({ vehicleId: (await newVehicle()).id });
    const before = await snapshotCompany(world.alfa, STORED);
    const res = await call('post', `/api/work-orders/${order.id}/approve`, world.admin.token);
    expect([res.status, res.body.error.message]).toEqual([409, 'Só um orçamento recebido pode ser aprovado']);
    expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
  });

  it('when the quote is above the company amount, then a second, different admin must approve', async () => {
    const other = await createAccount({ role: 'admin', companyId: world.alfa, name: 'Bruno Lima' });
    const settings = await call('put', '/api/work-orders/settings', world.admin.token, { secondApprovalAbove: 10_000 });
    expect(settings.status).toBe(200);
    const order = await openOrder({ vehicleId: (await newVehicle()).id });
    await call('post', `/api/work-orders/${order.id}/request-quote`, world.admin.token);
    await call('post', `/api/work-orders/${order.id}/quote`, world.admin.token, QUOTE);
    const first = await call('post', `/api/work-orders/${order.id}/approve`, world.admin.token);
    expect([first.body.data.status, first.body.data.approvedBy.length]).toEqual(['quote_received', 1]);
    const same = await call('post', `/api/work-orders/${order.id}/approve`, world.admin.token);
    expect([same.status, same.body.error.message]).toEqual([
      409,
      'A segunda aprovação precisa ser de outro administrador',
    ]);
    const second = await call('post', `/api/work-orders/${order.id}/approve`, other.token);
    expect(second.body.data.status).toBe('approved');
    await call('put', '/api/work-orders/settings', world.admin.token, { secondApprovalAbove: null });
  });
});

describe('the list', () => {
  it('when the list is filtered by status, vehicle and workshop, then it pages by number with its total', async () => {
    const vehicle = await newVehicle();
    const workshop = await newWorkshop();
    const first = await openOrder({ vehicleId: vehicle.id, workshopId: workshop.id });
    const second = await openOrder({ vehicleId: vehicle.id, workshopId: workshop.id });
    await call('post', `/api/work-orders/${first.id}/cancel`, world.admin.token, { reason: 'Duplicada' });
    const list = async (query: string) => {
      const res = await call('get', `/api/work-orders?${query}`, world.admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return [res.body.data.total, res.body.data.items.map((o: WorkOrder) => o.number)];
    };
    expect(await list(`vehicleId=${vehicle.id}&pageSize=1`)).toEqual([2, [second.number]]);
    expect(await list(`vehicleId=${vehicle.id}&pageSize=1&page=2`)).toEqual([2, [first.number]]);
    expect(await list(`vehicleId=${vehicle.id}&status=active`)).toEqual([1, [second.number]]);
    expect(await list(`workshopId=${workshop.id}&status=cancelled`)).toEqual([1, [first.number]]);
    expect(await list(`vehicleId=${vehicle.id}&workshopId=${workshop.id}&status=active`)).toEqual([1, [second.number]]);
    const bad = await call('get', '/api/work-orders?status=perdida', world.admin.token);
    expect(bad.status).toBe(400);
  });
});

describe("the workshop's link", () => {
  it('when a link is revoked or expired, then it answers 410 with a pt-BR message saying so', async () => {
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: (await newWorkshop()).id });
    const revoked = await linkFor(order.id);
    const expired = await linkFor(order.id);
    expect(
      (await call('post', `/api/work-orders/${order.id}/links/${revoked.id}/revoke`, world.admin.token)).status,
    ).toBe(200);
    await db()
      .collection(WORK_ORDER_LINKS_COLLECTION)
      .doc(expired.id)
      .update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const answers = await Promise.all([
      call('get', `/api/oficina/${revoked.token}`),
      call('post', `/api/oficina/${expired.token}/quote`, undefined, QUOTE),
      call('get', `/api/oficina/${'x'.repeat(43)}`),
    ]);
    expect(answers.map((r) => [r.status, r.body.error.message])).toEqual([
      [410, 'Este link foi revogado pela empresa. Peça um novo link a quem enviou a O.S.'],
      [410, 'Este link expirou. Peça um novo link a quem enviou a O.S.'],
      [404, 'Link inválido'],
    ]);
    expect((await getOrder(order.id)).quote).toBeNull();
  });

  it('when a token for one O.S. is used on every link route, then only that O.S. is read or changed, and it opens no other route', async () => {
    const workshop = await newWorkshop();
    const mine = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: workshop.id });
    const other = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: workshop.id });
    await linkFor(other.id);
    const { token } = await linkFor(mine.id);
    const otherBefore = await getOrder(other.id);
    const answers = [
      await call('get', `/api/oficina/${token}`),
      await call('post', `/api/oficina/${token}/quote`, undefined, QUOTE),
      await call('post', `/api/work-orders/${mine.id}/approve`, world.admin.token),
      await call('post', `/api/oficina/${token}/start`),
      await call('post', `/api/oficina/${token}/complete`, undefined, { invoiceNumber: '1', odometerKm: 191_800 }),
    ];
    for (const res of answers.filter((_r, i) => i !== 2)) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.number).toBe(mine.number);
      expect(Object.keys(res.body.data).sort()).toEqual([
        'companyName',
        'defects',
        'description',
        'expiresAt',
        'invoice',
        'number',
        'quote',
        'status',
        'vehicle',
        'workshopName',
      ]);
    }
    expect(await getOrder(other.id)).toEqual(otherBefore);
    const asBearer = await Promise.all([
      call('get', `/api/work-orders/${other.id}`, token),
      call('get', '/api/vehicles', token),
      call('get', '/api/workshops', token),
    ]);
    expect(asBearer.map((r) => r.status)).toEqual([401, 401, 401]);
    const otherPhoto = await call('get', `/api/oficina/${token}/photos/${other.id}`);
    expect(otherPhoto.status).toBe(404);
  });

  it('when a link is asked many times in a minute, then it is refused with 429', async () => {
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: (await newWorkshop()).id });
    const { token } = await linkFor(order.id);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call('get', `/api/oficina/${token}`)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

const app = createApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const sendFile = (token: string, slot: string, bytes: Buffer, filename = 'nf.pdf', contentType = 'application/pdf') =>
  request(app).put(`/api/oficina/${token}/${slot}/attachment`).attach('file', bytes, { filename, contentType });
const bytesOf = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe("the workshop's link by e-mail", () => {
  const email = recordingEmailSender();
  beforeAll(() => connectAlertChannels({ email, whatsapp: null, origin: 'https://app.dev', linkSecret: 's' }));
  afterAll(() => connectAlertChannels(null));
  const ADDRESS = 'orcamentos@silva.dev';
  const withEmail = async () => {
    const res = await call('post', '/api/workshops', world.admin.token, {
      name: 'Oficina Silva',
      cnpj: CNPJ,
      email: ADDRESS,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Workshop;
  };
  /** The outbox as stored (its rendered words are not in the API): the link must not stay in it. */
  const outboxTo = async (address: string) =>
    (await db().collection(`companies/${world.alfa}/deliveries`).where('to', '==', address).get()).docs.map((d) =>
      d.data(),
    );

  it("when the admin sends the link by e-mail, then the workshop's address gets it once with the link the admin sees, the trail says to whom, and the outbox keeps no copy of the link once sent", async () => {
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: (await withEmail()).id });
    const before = email.sent.length;
    const res = await call('post', `/api/work-orders/${order.id}/links`, world.admin.token, { sendByEmail: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { url, emailedTo } = res.body.data as { url: string; emailedTo: string | null };
    expect(emailedTo).toBe(ADDRESS);
    const sent = email.sent.slice(before);
    expect(sent.map((e) => [e.to, e.subject])).toEqual([
      [
        ADDRESS,
        expect.stringMatching(
          new RegExp(
            `^Empresa alfa-[^:]+: Ordem de serviço ${order.number}: ${order.vehicle.name} \\(${formatPlate(order.vehicle.plate)}\\)$`,
          ),
        ),
      ],
    ]);
    expect(sent[0]!.text).toContain(`Abrir a ordem de serviço: ${url}`);
    expect(sent[0]!.text).toContain('envia o orçamento, sem precisar de conta');
    expect(sent[0]!.text).not.toContain('Desativar');
    const token = url.split('/oficina/')[1]!;
    const stored = await outboxTo(ADDRESS);
    expect(stored.map((d) => [d.status, d.message])).toEqual([['sent', null]]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await getOrder(order.id)).status).toBe('awaiting_quote');
    const entries = await call('get', `/api/audit?recordType=work_order&recordId=${order.id}`, world.admin.token);
    const created = (entries.body.data.items as Array<{ action: string; changes: unknown[] }>).filter(
      (e) => e.action === 'work_order.link_created',
    );
    expect(created.map((e) => e.changes)).toEqual([[{ field: 'email', before: null, after: ADDRESS }]]);
  });

  it('when the e-mail fails for a moment, then it is tried again later with the same words, and dropped once sent', async () => {
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: (await withEmail()).id });
    const failing = recordingEmailSender(() => ({ ok: false, retry: true, reason: 'SMTP fora do ar' }));
    connectAlertChannels({ email: failing, whatsapp: null, origin: 'https://app.dev', linkSecret: 's' });
    const res = await call('post', `/api/work-orders/${order.id}/links`, world.admin.token, { sendByEmail: true });
    connectAlertChannels({ email, whatsapp: null, origin: 'https://app.dev', linkSecret: 's' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const url = String(res.body.data.url);
    const pending = (await outboxTo(ADDRESS)).filter((d) => d.status === 'pending');
    expect(pending).toHaveLength(1);
    const before = email.sent.length;
    await retryDueDeliveries(new Date(Date.now() + 2 * 60_000));
    const again = email.sent.slice(before).filter((e) => e.to === ADDRESS);
    expect(again.map((e) => e.text.includes(url))).toEqual([true]);
    expect(JSON.stringify(await outboxTo(ADDRESS))).not.toContain(url.split('/oficina/')[1]!);
  });

  it("when the workshop has no e-mail, then 409 in pt-BR and no link is made; a bad 'sendByEmail' is 400", async () => {
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: (await newWorkshop()).id });
    const refused = await Promise.all([
      call('post', `/api/work-orders/${order.id}/links`, world.admin.token, { sendByEmail: true }),
      call('post', `/api/work-orders/${order.id}/links`, world.admin.token, { sendByEmail: 'sim' }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([409, 400]);
    expect(refused[0]!.body.error.message).toBe('Cadastre o e-mail da oficina para enviar o link por e-mail');
    expect((await call('get', `/api/work-orders/${order.id}/links`, world.admin.token)).body.data).toEqual([]);
    expect((await getOrder(order.id)).status).toBe('open');
  });
});

describe("files through the workshop's link", () => {
  it("when the workshop sends the quote's PDF and the invoice's photo, then the admin sees and downloads them, and the trail names the workshop", async () => {
    const vehicle = await newVehicle();
    const order = await openOrder({ vehicleId: vehicle.id, workshopId: (await newWorkshop()).id });
    const { token } = await linkFor(order.id);
    const early = await sendFile(token, 'quote', PDF);
    expect([early.status, early.body.error.message]).toEqual([
      409,
      'Este arquivo não pode ser enviado na situação atual da O.S.',
    ]);
    await call('post', `/api/oficina/${token}/quote`, undefined, QUOTE);
    const quoteFile = await sendFile(token, 'quote', PDF);
    expect(quoteFile.status, JSON.stringify(quoteFile.body)).toBe(200);
    expect(quoteFile.body.data).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
    expect((await getOrder(order.id)).quote?.attachment).toMatchObject({ contentType: 'application/pdf' });

    await call('post', `/api/work-orders/${order.id}/approve`, world.admin.token);
    const jpeg = await testJpeg();
    expect((await sendFile(token, 'invoice', jpeg, 'nf.jpg', 'image/jpeg')).status).toBe(200);
    const done = await call('post', `/api/oficina/${token}/complete`, undefined, {
      invoiceNumber: '000123',
      odometerKm: 192_100,
    });
    expect(done.body.data.invoice.attachment).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });

    const got = await bytesOf(
      request(app)
        .get(`/api/work-orders/${order.id}/invoice/attachment`)
        .set('Authorization', `Bearer ${world.admin.token}`),
    );
    expect(got.status).toBe(200);
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="${order.number.replace(/-/g, '_')}_Nota_fiscal_${vehicle.plate}.jpg"`,
    );
    expect(Buffer.compare(got.body as Buffer, jpeg)).toBe(0);
    const trail = await auditOf('work_order', order.id);
    const sent = trail.filter((e: { action: string }) => e.action === 'work_order.file_attached');
    expect(sent.map((e: { actor: { role: string; name: string } }) => [e.actor.role, e.actor.name])).toEqual([
      ['workshop', 'Oficina Silva'],
      ['workshop', 'Oficina Silva'],
    ]);
  });

  it('when the file is not a PDF or a photo, or too large, then it is refused in pt-BR and nothing is kept', async () => {
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: (await newWorkshop()).id });
    const { token } = await linkFor(order.id);
    await call('post', `/api/oficina/${token}/quote`, undefined, QUOTE);
    const script = await sendFile(token, 'quote', Buffer.from('#!/bin/sh\necho oi\n'), 'orcamento.pdf');
    expect([script.status, script.body.error.message]).toEqual([
      415,
      'Formato não aceito: envie um PDF ou uma foto (JPEG, PNG ou WebP)',
    ]);
    const huge = await sendFile(token, 'quote', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect([huge.status, huge.body.error.message]).toEqual([413, 'Arquivo muito grande (máximo 10 MB)']);
    expect((await getOrder(order.id)).quote?.attachment).toBeNull();
  });

  it("when the workshop asks for a photo, then only its O.S.'s defects' photos are served", async () => {
    const workshop = await newWorkshop();
    const mineVehicle = await newVehicle();
    const otherVehicle = await newVehicle();
    const mine = await openOrder({
      vehicleId: mineVehicle.id,
      workshopId: workshop.id,
      defectIds: [(await brakeDefect(mineVehicle.id, true)).id],
    });
    const other = await openOrder({
      vehicleId: otherVehicle.id,
      workshopId: workshop.id,
      defectIds: [(await brakeDefect(otherVehicle.id, true)).id],
    });
    const { token } = await linkFor(mine.id);
    const photoOf = (o: WorkOrder) => o.defects[0]!.photos[0]!.replace('image_ref://', '');
    const own = await bytesOf(request(app).get(`/api/oficina/${token}/photos/${photoOf(mine)}`));
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    const theirs = await call('get', `/api/oficina/${token}/photos/${photoOf(other)}`);
    expect([theirs.status, theirs.body.error.message]).toEqual([404, 'Foto não encontrada']);
  });
});

describe('who may call', () => {
  const routes = (id: string, workshopId: string): Array<[string, string, unknown?]> => [
    ['get', '/api/workshops'],
    ['get', `/api/workshops/${workshopId}`],
    ['post', '/api/workshops', { name: 'X', cnpj: CNPJ }],
    ['put', `/api/workshops/${workshopId}`, { name: 'X', cnpj: CNPJ }],
    ['delete', `/api/workshops/${workshopId}`],
    ['get', '/api/work-orders'],
    ['get', '/api/work-orders/numbers'],
    ['get', '/api/work-orders/settings'],
    ['put', '/api/work-orders/settings', { secondApprovalAbove: 1 }],
    ['get', `/api/work-orders/${id}`],
    ['post', '/api/work-orders', { vehicleId: 'v', description: 'x' }],
    ['post', `/api/work-orders/${id}/workshop`, { workshopId }],
    ['post', `/api/work-orders/${id}/request-quote`],
    ['post', `/api/work-orders/${id}/quote`, QUOTE],
    ['post', `/api/work-orders/${id}/approve`],
    ['post', `/api/work-orders/${id}/refuse`, { reason: 'Caro' }],
    ['post', `/api/work-orders/${id}/start`],
    ['post', `/api/work-orders/${id}/complete`, { invoiceNumber: '1', odometerKm: 1 }],
    ['post', `/api/work-orders/${id}/cancel`, { reason: 'x' }],
    ['post', `/api/work-orders/${id}/reopen`, { reason: 'x' }],
    ['get', `/api/work-orders/${id}/links`],
    ['post', `/api/work-orders/${id}/links`, {}],
    ['get', `/api/work-orders/${id}/invoice/attachment`],
    ['post', `/api/work-orders/${id}/links/abc/revoke`],
  ];

  it('when a field user calls any work-order or workshop route, then 403 and nothing is stored', async () => {
    const workshop = await newWorkshop();
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: workshop.id });
    const before = await snapshotCompany(world.alfa, STORED);
    for (const [method, path, body] of routes(order.id, workshop.id)) {
      const res = await call(method as 'get', path, world.userAlfa.token, body);
      expect([path, res.status]).toEqual([path, 403]);
    }
    expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
  });

  it("when another company's admin names this company's O.S. or workshop, then 404 and nothing changes", async () => {
    const workshop = await newWorkshop();
    const order = await openOrder({ vehicleId: (await newVehicle()).id, workshopId: workshop.id });
    const before = await snapshotCompany(world.alfa, STORED);
    const named = routes(order.id, workshop.id).filter(
      ([, path]) => path.includes(order.id) || path.includes(workshop.id),
    );
    for (const [method, path, body] of named) {
      const res = await call(method as 'get', path, world.adminBeta.token, body);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
  });
});
