import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKLIST_EVENTS_COLLECTION, type FieldChecklist } from '../domain/checklists/checklist.schema';
import type { CreatedWebhookEndpoint, WebhookDelivery } from '../domain/webhooks/delivery';
import type { Page } from '../domain/api';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { Template } from '../domain/templates/template.schema';
import { startWebhookReceiver, type WebhookReceiver } from '../dev/webhook-receiver';
import { backgroundJobs } from '../features';
import { localFolderBlobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { recordingPushSender } from '../platform/messaging';
import { changeOf, deliverTwice } from '../testing/deliveries';
import { inMinutes, validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { uploadPhoto } from '../testing/photos';
import { validVehicle } from '../testing/vehicles';
import { fieldUser, twoCompanies, type FieldUser, type World } from '../testing/world';
import { sendDueWebhooks } from './webhook-deliveries.service';
import { sendSigned } from './webhook-sender';
import { publishWebhookEvent } from './webhooks.service';

const push = recordingPushSender();
const jobs = backgroundJobs({ push, blobs: localFolderBlobStore('/tmp/cf-webhooks-test-blobs') });
const onChecklistChange = jobs.trigger('onChecklistChange');

let world: World;
let driver: FieldUser;
const receivers: WebhookReceiver[] = [];
let plates = 0;

async function receiver(answer?: () => number) {
  let secret = '';
  const started = await startWebhookReceiver({ port: 0, secrets: () => [secret], answer });
  receivers.push(started);
  return { started, useSecret: (s: string) => (secret = s) };
}

async function endpointTo(url: string, events: string[]): Promise<CreatedWebhookEndpoint> {
  const res = await call('post', '/api/webhooks', world.admin.token, { url, events, description: 'ERP' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as CreatedWebhookEndpoint;
}

async function log(endpointId: string): Promise<WebhookDelivery[]> {
  const res = await call('get', `/api/webhooks/${endpointId}/deliveries?pageSize=50`, world.admin.token);
  expect(res.status).toBe(200);
  return (res.body.data as Page<WebhookDelivery>).items;
}

const eventDoc = (id: string) => db().doc(`companies/${world.alfa}/${CHECKLIST_EVENTS_COLLECTION}/${id}`);

/**
 * A routine inspection of a new van whose critical item ('Freios funcionando?') fails, submitted by
 * the driver through the API; the change of its checklist's event document as production delivers it.
 */
async function failedCriticalInspection() {
  const admin = world.admin.token;
  const van = (
    await call(
      'post',
      '/api/vehicles',
      admin,
      validVehicle({ name: `Van ${++plates}`, plate: `WHK${String(plates).padStart(4, '0')}` }),
    )
  ).body.data as Vehicle;
  const template = (
    await call(
      'post',
      '/api/templates',
      admin,
      validTemplate({
        name: 'Inspeção com item crítico',
        kind: 'vehicle_inspection',
        questions: [{ type: 'boolean', question: 'Freios funcionando?', severity: 'critical' }],
      }),
    )
  ).body.data as Template;
  const assigned = await call('post', '/api/checklists/assign', admin, {
    templateId: template.id,
    dueDate: inMinutes(120),
    userIds: [driver.id],
    vehicleIds: [van.id],
  });
  const id = (assigned.body.data as { ids: string[] }).ids[0]!;
  expect((await call('post', `/api/checklists/${id}/start`, driver.token)).status).toBe(200);
  const brakes = ((await call('get', `/api/checklists/${id}`, driver.token)).body.data as FieldChecklist).questions[0]!;
  const photo = await uploadPhoto(driver.token, id, brakes.id);
  const answer = { answer: false, comment: 'Pedal baixo', photos: [photo] };
  expect((await call('put', `/api/checklists/${id}/answers/${brakes.id}`, driver.token, answer)).status).toBe(200);
  const before = (await eventDoc(id).get()).data() as DocumentData;
  expect((await call('post', `/api/checklists/${id}/submit`, driver.token)).status).toBe(200);
  const after = (await eventDoc(id).get()).data() as DocumentData;
  return { van, checklistId: id, change: changeOf(world.alfa, id, before, after) };
}

beforeAll(async () => {
  world = await twoCompanies({ companyDoc: true });
  driver = await fieldUser(world.admin.token, 'Rui');
  // The local stack's flag: the tests' receivers listen on 127.0.0.1 over http.
  vi.stubEnv('CHECKFROTA_WEBHOOKS_ALLOW_LOCAL', '1');
});

afterEach(() => {
  vi.stubEnv('CHECKFROTA_WEBHOOKS_ALLOW_LOCAL', '1');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all(receivers.map((r) => r.stop()));
});

describe('signed webhooks, delivered', () => {
  it('when a checklist with a failed critical item is submitted, then the receiver gets defect.opened and verifies its signature with standardwebhooks', async () => {
    const { started, useSecret } = await receiver();
    const endpoint = await endpointTo(`${started.url}/erp`, ['defect.opened', 'vehicle.out_of_service']);
    useSecret(endpoint.secret);

    const { van, checklistId, change } = await failedCriticalInspection();
    await onChecklistChange.handler(change);
    await sendDueWebhooks(push, new Date());

    const got = started.received();
    expect(got.map((r) => [r.type, r.verified, r.status])).toEqual([['defect.opened', true, 200]]);
    expect(got[0]!.payload).toMatchObject({
      type: 'defect.opened',
      data: {
        title: 'Freios funcionando?',
        severity: 'critical',
        status: 'open',
        checklistId,
        vehicle: { id: van.id, name: van.name, plate: van.plate },
      },
    });
    expect(got[0]!.webhookId).toMatch(/^msg_[0-9a-f]{32}$/);
    const [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({ type: 'defect.opened', status: 'succeeded', attempts: 1, responseStatus: 200 });
    expect(delivery!.responseBody).toBe('{"received":true}');
  });

  it('when the signature is checked with another secret, then standardwebhooks refuses it', async () => {
    const { started, useSecret } = await receiver();
    const endpoint = await endpointTo(started.url, ['custody.changed']);
    useSecret('whsec_' + Buffer.alloc(32, 7).toString('base64'));
    const result = await sendSigned({
      url: started.url,
      secret: endpoint.secret,
      eventId: 'msg_x',
      body: '{"type":"fine.created"}',
      at: new Date(),
      allowLocal: true,
    });
    expect([result.ok, result.status]).toEqual([false, 401]);
    expect(started.received()[0]!.verified).toBe(false);
  });

  it('when the same checklist change is delivered twice, then each endpoint gets one delivery of checklist.submitted', async () => {
    const { started, useSecret } = await receiver();
    const endpoint = await endpointTo(started.url, ['checklist.submitted']);
    useSecret(endpoint.secret);
    const { change, checklistId } = await failedCriticalInspection();
    await deliverTwice(onChecklistChange, change);
    await sendDueWebhooks(push, new Date());
    await sendDueWebhooks(push, new Date());

    expect((await log(endpoint.id)).map((d) => [d.type, d.status])).toEqual([['checklist.submitted', 'succeeded']]);
    expect(
      started.received().map((r) => [r.type, (r.payload as { data: { checklistId: string } }).data.checklistId]),
    ).toEqual([['checklist.submitted', checklistId]]);
  });

  it('when the receiver answers 500, then the log shows tries after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h; then the endpoint is turned off and the admins told', async () => {
    const { started, useSecret } = await receiver(() => 500);
    const endpoint = await endpointTo(started.url, ['fine.created']);
    useSecret(endpoint.secret);
    await db().doc(`companies/${world.alfa}/admins/${world.admin.uid}`).set({ name: 'Admin', email: 'admin@alfa.dev' });
    const t0 = new Date();
    await publishWebhookEvent(
      world.alfa,
      {
        cause: `fine.created:${endpoint.id}`,
        type: 'fine.created',
        timestamp: t0.toISOString(),
        data: { fineId: 'f1' },
      },
      t0,
    );

    // The job on a test clock: a minute before each try is due nothing goes; at its time, it does.
    const minute = 60_000;
    const run = (at: number) => sendDueWebhooks(push, new Date(at));
    await run(t0.getTime());
    let last = t0.getTime();
    for (const gap of [1, 5, 30, 120, 300, 600, 600]) {
      const tries = started.received().length;
      await run(last + (gap - 1) * minute);
      expect(started.received()).toHaveLength(tries);
      last += gap * minute;
      await run(last);
      expect(started.received()).toHaveLength(tries + 1);
    }
    await run(last + 24 * 60 * minute);
    const [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, responseStatus: 500, nextAttemptAt: null });
    const times = delivery!.history.map((a) => Date.parse(a.at));
    expect(times.slice(1).map((t, i) => (t - times[i]!) / minute)).toEqual([1, 5, 30, 120, 300, 600, 600]);
    expect(delivery!.history.every((a) => a.responseStatus === 500)).toBe(true);
    expect(started.received()).toHaveLength(8);

    const after = (await call('get', `/api/webhooks/${endpoint.id}`, world.admin.token)).body.data;
    expect(after).toMatchObject({ enabled: false, disabledReason: 'Webhook desativado' });
    const notices = await db().collection(`companies/${world.alfa}/admins/${world.admin.uid}/notifications`).get();
    expect(notices.docs.map((d) => d.get('title'))).toContain('Webhook desativado');
  });
});

describe('no delivery to private addresses in production', () => {
  it.each([
    ['https://127.0.0.1:9/x', 'Endereço não permitido: 127.0.0.1'],
    ['https://10.1.2.3/x', 'Endereço não permitido: 10.1.2.3'],
    ['https://169.254.169.254/computeMetadata/v1/', 'Endereço não permitido: 169.254.169.254'],
    ['https://[::1]:9/x', 'Endereço não permitido: ::1'],
    ['https://localhost:9/x', 'Endereço não permitido: 127.0.0.1'],
    ['http://example.com/x', 'A URL precisa usar https'],
  ])('when a delivery goes to %s, then it is refused before connecting', async (url, error) => {
    const result = await sendSigned({
      url,
      secret: 'whsec_' + Buffer.alloc(32).toString('base64'),
      eventId: 'msg_1',
      body: '{}',
      at: new Date(),
      allowLocal: false,
    });
    expect(result).toMatchObject({ ok: false, status: null, error });
  });

  it('when the local flag is off, then a receiver on 127.0.0.1 gets nothing and the try is logged as refused', async () => {
    const { started, useSecret } = await receiver();
    const endpoint = await endpointTo(started.url, ['fine.created']);
    useSecret(endpoint.secret);
    vi.stubEnv('CHECKFROTA_WEBHOOKS_ALLOW_LOCAL', '');
    const res = await call('post', `/api/webhooks/${endpoint.id}/test`, world.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'webhook.test',
      status: 'pending',
      attempts: 1,
      error: 'A URL precisa usar https',
    });
    expect(started.received()).toEqual([]);
  });
});
