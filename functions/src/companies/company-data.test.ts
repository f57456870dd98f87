import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createApp } from '../app';
import { validVehicle } from '../testing/vehicles';
import type { Template } from '../domain/templates/template.schema';
import { startEventBridge, type EventBridge } from '../dev/event-bridge';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { recordingPushSender } from '../platform/messaging';
import { createAccount, type TestAccount } from '../testing/accounts';
import { firstAdminSignIn } from '../testing/companies';
import { adminSession, eventually, validTemplate } from '../testing/fixtures';
import { startExport } from '../exports';
import { call } from '../testing/http';
import { registryPaths, storedUnder } from '../testing/stored-collections';
import { fieldUser, sentChecklist } from '../testing/world';
import { backgroundJobs } from '../features';
import { checklistsRepository } from '../checklists/checklists.repository';
import { flagOverdueChecklists } from '../checklists/overdue.service';
import { snapshotQuestions } from '../domain/checklists/checklist.schema';
import { notifyDeadlines } from '../fleet/deadlines/deadline-notices.service';
import { isoDayIn } from '../domain/dates';
import { documentDeadline } from '../domain/deadlines/deadlines';
import { stageDeadlines, vehicleDocument } from '../testing/deadlines';
import { COMPANY_DATA } from '../features';
import { applyRetention } from '../personal-data/retention.service';
import { removeOrphanImages } from '../images/images.service';
import { continueCompanyDeletion } from './companies.service';
import { connectAlertChannels, sendAlert } from '../notifications';
import { recordingEmailSender } from '../platform/mail';
import { recordingWhatsAppSender } from '../platform/whatsapp';

const ok = (status: number) => expect([200, 201]).toContain(status);

let bridge: EventBridge;
/** The company made here: the bridge runs the triggers for it alone (other test files write at the same time). */
let companyId = '';

beforeAll(async () => {
  const triggers = backgroundJobs({ push: recordingPushSender(), blobs: blobStore() }).triggers.map((trigger) => ({
    ...trigger,
    handler: (change: Parameters<typeof trigger.handler>[0]) =>
      change.params.companyId === companyId ? trigger.handler(change) : Promise.resolve(),
  }));
  bridge = startEventBridge(db(), triggers, (name, error) => {
    throw new Error(`${name}: ${String(error)}`);
  });
  await bridge.ready;
});

afterAll(() => bridge.stop());

describe('the registry of a company’s data', () => {
  it('when a company is used through the API in every way, then each collection stored under it is one the registry names (and the deletion, walking the registry, leaves nothing)', async () => {
    const superadmin: TestAccount = await createAccount({ role: 'superadmin' });
    const created = await call('post', '/api/companies', superadmin.token, {
      name: 'Transportes Registro',
      email: 'contato@registro.dev',
      phone: '(11) 3333-4444',
      address: 'Rua das Flores, 10 - São Paulo',
      cnpj: '11222333000181',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    companyId = created.body.data.id as string;
    const adminInput = {
      name: 'Ana Registro',
      email: `ana-${companyId}@registro.dev`.toLowerCase(),
      password: 'senha-segura-1',
    };
    ok((await call('post', `/api/companies/${companyId}/admins`, superadmin.token, adminInput)).status);
    const admin = await firstAdminSignIn(adminInput.email, adminInput.password);

    const template = (await call('post', '/api/templates', admin, validTemplate())).body.data as Template;
    const joao = await fieldUser(admin, 'João');
    ok((await call('post', '/api/users/fcm-token', joao.token, { fcmToken: `device-${companyId}` })).status);
    const approved = await sentChecklist(joao, admin, template.id);
    ok((await call('post', `/api/responses/${approved.id}/approve-all`, admin)).status);
    ok((await call('get', `/api/responses/${approved.id}/pdf`, admin)).status);
    // The bridge runs the report's render, as production's trigger does: it is stored once ready.
    await eventually(
      async () => (await db().doc(`companies/${companyId}/reports/${approved.id}`).get()).data()?.status,
      (status) => status === 'ready',
    );
    const rejected = await sentChecklist(joao, admin, template.id);
    const reason = { reason: 'Foto sem foco' };
    ok(
      (await call('post', `/api/responses/${rejected.id}/questions/${rejected.questionIds[0]}/reject`, admin, reason))
        .status,
    );
    // João corrects it: the rejected answer is archived in the answer history.
    const correction = { answer: false };
    ok(
      (await call('put', `/api/checklists/${rejected.id}/answers/${rejected.questionIds[0]}`, joao.token, correction))
        .status,
    );

    const vehicle = await call('post', '/api/vehicles', admin, validVehicle({ name: 'Strada', plate: 'REG1A23' }));
    expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);
    const v = `/api/vehicles/${vehicle.body.data.id as string}`;
    const at = '2026-10-10T13:00:00.000Z';
    const records: Array<[string, object]> = [
      [
        'maintenance',
        { type: 'brake_service', description: 'Pastilhas', cost: 480, kmAtMaintenance: 48_600, performedAt: at },
      ],
      ['fuel', { liters: 42, costPerLiter: 5.9, kmAtFueling: 48_700, fuelType: 'flex', performedAt: at }],
      [
        'oil-changes',
        { oilType: '5W30', oilBrand: 'Mobil', filterChanged: true, cost: 320, kmAtChange: 49_000, performedAt: at },
      ],
      [
        'reminders',
        {
          name: 'Revisão',
          type: 'brake_service',
          intervalKm: 20_000,
          intervalMonths: 12,
          lastDoneKm: 30_000,
          lastDoneAt: at,
        },
      ],
    ];
    for (const [segment, body] of records) {
      const res = await call('post', `${v}/${segment}`, admin, body);
      expect(res.status, `${segment}: ${JSON.stringify(res.body)}`).toBe(201);
    }

    // An approved vehicle inspection failing a critical item: a defect with its report and its item's slot,
    // and its odometer reading under the vehicle (onInspectionApproved). A check-out ('Saída'): who holds
    // the vehicle (custody); the check-in after it (custody_returns).
    const inspection = (
      await call(
        'post',
        '/api/templates',
        admin,
        validTemplate({
          name: 'Inspeção diária',
          kind: 'vehicle_inspection',
          custodyRole: 'check_out',
          questions: [
            { type: 'odometer', question: 'Hodômetro' },
            { type: 'boolean', question: 'Freios funcionando?', severity: 'critical', requirePhotoOnNo: false },
          ],
        }),
      )
    ).body.data as Template;
    const assigned = await call('post', '/api/checklists/assign', admin, {
      templateId: inspection.id,
      dueDate: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      userIds: [joao.id],
      vehicleIds: [vehicle.body.data.id],
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    const schedule = await call('post', '/api/schedules', admin, {
      templateId: inspection.id,
      userIds: [joao.id],
      vehicleIds: [vehicle.body.data.id],
      recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
      dueTime: '08:00',
      startDate: '2026-01-01',
    });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);
    const inspectionId = assigned.body.data.ids[0] as string;
    ok((await call('post', `/api/checklists/${inspectionId}/start`, joao.token)).status);
    const [odometer, brakes] = (await call('get', `/api/checklists/${inspectionId}`, joao.token)).body.data
      .questions as Array<{ id: string }>;
    ok(
      (await call('put', `/api/checklists/${inspectionId}/answers/${odometer!.id}`, joao.token, { answer: 49_100 }))
        .status,
    );
    const failed = { answer: false, comment: 'Pedal baixo' };
    ok((await call('put', `/api/checklists/${inspectionId}/answers/${brakes!.id}`, joao.token, failed)).status);
    ok((await call('post', `/api/checklists/${inspectionId}/submit`, joao.token)).status);
    ok((await call('post', `/api/responses/${inspectionId}/approve-all`, admin)).status);
    const checkIn = (
      await call(
        'post',
        '/api/templates',
        admin,
        validTemplate({
          name: 'Retorno',
          kind: 'vehicle_inspection',
          custodyRole: 'check_in',
          questions: [{ type: 'odometer', question: 'Hodômetro' }],
        }),
      )
    ).body.data as Template;
    const back = await call('post', '/api/checklists/assign', admin, {
      templateId: checkIn.id,
      dueDate: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      userIds: [joao.id],
      vehicleIds: [vehicle.body.data.id],
    });
    const backId = back.body.data.ids[0] as string;
    ok((await call('post', `/api/checklists/${backId}/start`, joao.token)).status);
    const [backOdometer] = (await call('get', `/api/checklists/${backId}`, joao.token)).body.data.questions as Array<{
      id: string;
    }>;
    ok(
      (await call('put', `/api/checklists/${backId}/answers/${backOdometer!.id}`, joao.token, { answer: 49_300 }))
        .status,
    );
    ok((await call('post', `/api/checklists/${backId}/submit`, joao.token)).status);

    // A vehicle document with its scan: the document, its deadline entry and its file.
    const document = await call('post', `${v}/documents`, admin, { type: 'ipva', expiryDate: '2027-01-31' });
    expect(document.status, JSON.stringify(document.body)).toBe(201);
    const scan = await request(createApp())
      .put(`${v}/documents/${document.body.data.id as string}/attachment`)
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'ipva.pdf', contentType: 'application/pdf' });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    const scanPath = (
      await db()
        .doc(`companies/${companyId}/vehicle_documents/${document.body.data.id as string}`)
        .get()
    ).get('attachmentPath') as string;
    expect(await blobStore().exists(scanPath)).toBe(true);
    // A workshop, an O.S. for the vehicle with its number and its link, and the approval rule.
    const workshop = await call('post', '/api/workshops', admin, {
      name: 'Oficina Registro',
      cnpj: '11.222.333/0001-81',
    });
    ok(workshop.status);
    const order = await call('post', '/api/work-orders', admin, {
      vehicleId: vehicle.body.data.id,
      workshopId: workshop.body.data.id,
      description: 'Revisão',
    });
    ok(order.status);
    const link = await call('post', `/api/work-orders/${order.body.data.id as string}/links`, admin, {});
    ok(link.status);
    // The workshop's quote through its link, with the quote's PDF (kept in work_order_files).
    const token = String(link.body.data.url).split('/oficina/')[1]!;
    ok(
      (
        await call('post', `/api/oficina/${token}/quote`, undefined, {
          lines: [{ kind: 'labour', description: 'Revisão', quantity: 1, unitPrice: 10_000 }],
        })
      ).status,
    );
    ok(
      (
        await request(createApp())
          .put(`/api/oficina/${token}/quote/attachment`)
          .attach('file', Buffer.from('%PDF-1.4\n%orcamento\n'), {
            filename: 'orcamento.pdf',
            contentType: 'application/pdf',
          })
      ).status,
    );
    ok((await call('put', '/api/work-orders/settings', admin, { secondApprovalAbove: 500_000 })).status);
    // A traffic fine naming João (no deadline left to run), with its notification's scan attached.
    const fine = await call('post', '/api/fines', admin, {
      vehicleId: vehicle.body.data.id,
      infractionNumber: 'REG0001',
      occurredAt: at,
      place: 'Rodovia dos Bandeirantes, km 30',
      description: 'Excesso de velocidade',
      amount: 130.16,
      points: 4,
      notificationDate: '2026-10-20',
      status: 'driver_indicated',
      driverId: joao.id,
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
    const fineScan = await request(createApp())
      .put(`/api/fines/${fine.body.data.id as string}/attachment`)
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', Buffer.from('%PDF-1.4\n%registro\n'), { filename: 'auto.pdf', contentType: 'application/pdf' });
    expect(fineScan.status, JSON.stringify(fineScan.body)).toBe(200);
    const fineScanPath = (
      await db()
        .doc(`companies/${companyId}/fines/${fine.body.data.id as string}`)
        .get()
    ).get('attachmentPath') as string;
    expect(await blobStore().exists(fineScanPath)).toBe(true);

    // A scheduled checklist João did not do: the overdue sweep tells him and the admin (the admin's inbox).
    const [missed] = await checklistsRepository.createMany(
      companyId,
      [
        {
          userId: joao.id,
          userName: 'João',
          templateId: template.id,
          templateName: template.name,
          dueDate: new Date(Date.now() - 60_000).toISOString(),
          questions: snapshotQuestions([]),
          origin: 'schedule',
          scheduleId: 'agendamento-registro',
          periodKey: '2026-11-20',
        },
      ],
      'agendamento',
    );
    await flagOverdueChecklists(recordingPushSender());
    expect((await db().doc(`companies/${companyId}/checklists/${missed}`).get()).data()?.overdueNotified).toBe(true);

    // A deadline due today (its item's use case stages it) and the daily notice of it, at 09:00 in São Paulo.
    const today = isoDayIn(new Date());
    await stageDeadlines(companyId, [documentDeadline(vehicleDocument({ id: 'crlv-registro', expiryDate: today }))]);
    expect((await notifyDeadlines(recordingPushSender(), new Date(`${today}T12:00:00.000Z`))).notices).toBeGreaterThan(
      0,
    );

    // The orphan-image sweep's pass over the company, which keeps its place under it.
    expect((await removeOrphanImages(blobStore(), new Date(), { companies: [companyId] })).failed).toBe(0);

    // The daily retention's place in the company's positions, which it keeps under it.
    expect((await applyRetention(new Date(), { companies: [companyId] })).companiesFailed).toBe(0);

    // E-mail and WhatsApp: João's choices and consent, the company's alert settings, and a message
    // of each channel through the outbox (a WhatsApp counts against the month's cap).
    connectAlertChannels({
      email: recordingEmailSender(),
      whatsapp: recordingWhatsAppSender(),
      origin: 'https://app.checkfrota.dev',
      linkSecret: 'registro',
    });
    ok(
      (
        await call('put', '/api/notifications/preferences', joao.token, {
          choices: { checklist_assigned: { email: true } },
          whatsappOptIn: true,
          summary: 'daily',
        })
      ).status,
    );
    ok(
      (
        await call('put', '/api/notifications/company-settings', admin, {
          defaults: { admin: {}, user: {} },
          quietHours: { start: '22:00', end: '07:00' },
          whatsappMonthlyCap: 100,
          summaryHour: 7,
        })
      ).status,
    );
    await sendAlert(
      companyId,
      { id: joao.id, inbox: 'users' },
      { event: 'registro', kind: 'checklist_assigned', title: 'Novo checklist', lines: ['Saída'], link: '/mobile' },
      new Date('2026-11-27T17:00:00Z'),
    );

    // Spreadsheet imports: a preview left unconfirmed, and one confirmed.
    const sheet = Buffer.from(
      'Nome;Placa;Marca;Modelo;Cor;Ano;Km atual;Km da última troca de óleo\r\nImportado;IMP1A23;Fiat;Uno;Branco;2020;1000;500',
    );
    for (const confirm of [false, true]) {
      const preview = await request(createApp())
        .post('/api/imports/vehicles/preview')
        .set('Authorization', `Bearer ${admin}`)
        .field('fileName', 'frota.csv')
        .attach('file', sheet, { filename: 'frota.csv', contentType: 'text/csv' });
      ok(preview.status);
      if (confirm) ok((await call('post', `/api/imports/${preview.body.data.id}/confirm`, admin)).status);
    }
    // A webhook and its 'Enviar teste': the endpoint, its delivery and the try (to a closed local port).
    vi.stubEnv('CHECKFROTA_WEBHOOKS_ALLOW_LOCAL', '1');
    const webhook = await call('post', '/api/webhooks', admin, {
      url: 'http://127.0.0.1:9/h',
      events: ['fine.created'],
    });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
    ok((await call('post', `/api/webhooks/${webhook.body.data.id as string}/test`, admin)).status);
    vi.unstubAllEnvs();
    // A list exported in the background: its job, whose file the bridge's trigger builds.
    await startExport(adminSession(companyId), 'vehicles', { format: 'csv' }, { backgroundFrom: 0 });

    const registry = registryPaths();
    // The triggers (notifications, activity, statistics, their once-only markers) write a moment later.
    const stored = await eventually(
      async () => Object.keys(await storedUnder(companyId)).sort(),
      (paths) => registry.every((path) => paths.includes(path)),
    );
    expect(stored).toEqual(registry);

    bridge.stop();
    const deletion = await call('delete', `/api/companies/${companyId}`, superadmin.token, {
      confirmName: 'Transportes Registro',
    });
    expect(deletion.status, JSON.stringify(deletion.body)).toBe(202);
    expect(await continueCompanyDeletion(companyId, COMPANY_DATA)).toBe('done');
    expect(await storedUnder(companyId)).toEqual({});
    expect(await blobStore().exists(scanPath)).toBe(false);
    expect(await blobStore().exists(fineScanPath)).toBe(false);
  }, 60_000);
});
