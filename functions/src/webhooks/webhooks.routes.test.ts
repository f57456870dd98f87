import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedWebhookEndpoint, WebhookDelivery } from '../domain/webhooks/delivery';
import { startWebhookReceiver, type WebhookReceiver } from '../dev/webhook-receiver';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { db } from '../platform/firebase';
import { call } from '../testing/http';
import { twoCompanies, type World } from '../testing/world';

let world: World;
let receiver: WebhookReceiver;
let secret = '';
let endpoint: CreatedWebhookEndpoint;
let delivery: WebhookDelivery;

const STORED = ['webhook_endpoints'];
const valid = (url: string) => ({ url, events: ['defect.opened', 'fine.created'], description: 'ERP' });

beforeAll(async () => {
  world = await twoCompanies();
  vi.stubEnv('CHECKFROTA_WEBHOOKS_ALLOW_LOCAL', '1');
  receiver = await startWebhookReceiver({ port: 0, secrets: () => [secret] });
  const created = await call('post', '/api/webhooks', world.admin.token, valid(`${receiver.url}/erp`));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  endpoint = created.body.data as CreatedWebhookEndpoint;
  secret = endpoint.secret;
  delivery = (await call('post', `/api/webhooks/${endpoint.id}/test`, world.admin.token)).body.data as WebhookDelivery;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await receiver.stop();
});

describe('webhook routes', () => {
  it("when an admin registers a receiver, then its secret is shown once in Standard Webhooks' form and 'Revelar segredo' gives it again; the list never carries it", async () => {
    expect(endpoint).toMatchObject({
      url: `${receiver.url}/erp`,
      enabled: true,
      events: ['defect.opened', 'fine.created'],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call('get', '/api/webhooks', world.admin.token);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty('secret');
    const revealed = await call('get', `/api/webhooks/${endpoint.id}/secret`, world.admin.token);
    expect(revealed.body.data).toEqual({ secret: endpoint.secret });
  });

  it("when 'Enviar teste' is clicked, then the receiver verifies a webhook.test and the log shows it delivered; 'Reenviar' sends the same event again", async () => {
    expect(delivery).toMatchObject({ type: 'webhook.test', status: 'succeeded', attempts: 1, responseStatus: 200 });
    const resent = await call(
      'post',
      `/api/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`,
      world.admin.token,
    );
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ eventId: delivery.eventId, status: 'succeeded' });
    expect(receiver.received().map((r) => [r.type, r.verified, r.webhookId])).toEqual([
      ['webhook.test', true, delivery.eventId],
      ['webhook.test', true, delivery.eventId],
    ]);
    const page = await call('get', `/api/webhooks/${endpoint.id}/deliveries?page=1&pageSize=1`, world.admin.token);
    expect(page.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
  });

  it("when another company's admin names this endpoint or its delivery, then every route answers 404 and nothing changes", async () => {
    const before = await snapshotCompany(world.alfa, STORED);
    const other = world.adminBeta.token;
    const base = `/api/webhooks/${endpoint.id}`;
    const answers = await Promise.all([
      call('get', base, other),
      call('put', base, other, valid('https://erp.exemplo.com.br/h')),
      call('delete', base, other),
      call('get', `${base}/secret`, other),
      call('get', `${base}/deliveries`, other),
      call('post', `${base}/deliveries/${delivery.id}/resend`, other),
      call('post', `${base}/test`, other),
    ]);
    expect(answers.map((r) => [r.status, r.body.error?.message])).toEqual(
      Array.from({ length: 7 }, () => [404, 'Webhook não encontrado']),
    );
    expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
    expect((await call('get', '/api/webhooks', other)).body.data).toEqual([]);
  });

  it('when a field user calls the routes, then they are refused 403', async () => {
    const user = world.userAlfa.token;
    const answers = await Promise.all([
      call('get', '/api/webhooks', user),
      call('post', '/api/webhooks', user, valid('https://erp.exemplo.com.br/h')),
      call('get', `/api/webhooks/${endpoint.id}/secret`, user),
      call('post', `/api/webhooks/${endpoint.id}/test`, user),
    ]);
    expect(answers.map((r) => r.status)).toEqual([403, 403, 403, 403]);
  });

  it('when the form is wrong, then 400 in Portuguese and nothing is stored', async () => {
    const before = await snapshotCompany(world.alfa, STORED);
    const admin = world.admin.token;
    const cases: Array<[unknown, string]> = [
      [
        { url: 'erp', events: ['fine.created'] },
        'URL inválida: use um endereço completo, como https://erp.exemplo.com.br/webhooks',
      ],
      [{ url: 'https://erp.exemplo.com.br/h', events: [] }, 'Escolha ao menos um evento'],
      [{ url: 'https://erp.exemplo.com.br/h', events: ['vehicle.exploded'] }, 'Evento desconhecido'],
      [{ ...valid('https://erp.exemplo.com.br/h'), secret: 'whsec_meu' }, 'Campo não permitido: secret'],
    ];
    for (const [body, message] of cases) {
      const res = await call('post', '/api/webhooks', admin, body);
      expect([res.status, res.body.error.message]).toEqual([400, message]);
    }
    expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
  });

  it('when production is asked for http or a private, loopback or metadata address, then 400 in Portuguese and nothing is stored', async () => {
    vi.stubEnv('CHECKFROTA_WEBHOOKS_ALLOW_LOCAL', '');
    try {
      const before = await snapshotCompany(world.alfa, STORED);
      const refused = 'Este endereço não é permitido: use um endereço público na internet';
      const cases: Array<[string, string]> = [
        ['http://erp.exemplo.com.br/h', 'A URL do webhook precisa começar com https://'],
        ['https://127.0.0.1/h', refused],
        ['https://10.0.0.8/h', refused],
        ['https://169.254.169.254/latest/meta-data', refused],
        ['https://localhost/h', refused],
      ];
      for (const [url, message] of cases) {
        const res = await call('post', '/api/webhooks', world.admin.token, valid(url));
        expect([url, res.status, res.body.error.message]).toEqual([url, 400, message]);
      }
      const edit = await call('put', `/api/webhooks/${endpoint.id}`, world.admin.token, valid('https://10.0.0.8/h'));
      expect(edit.status).toBe(400);
      expect(await snapshotCompany(world.alfa, STORED)).toBe(before);
    } finally {
      vi.stubEnv('CHECKFROTA_WEBHOOKS_ALLOW_LOCAL', '1');
    }
  });

  it("when an admin turns the endpoint off and on ('Reativar'), then the list shows it; deleting it removes it and its log", async () => {
    const base = `/api/webhooks/${endpoint.id}`;
    const off = await call('put', base, world.admin.token, { ...valid(endpoint.url), enabled: false });
    expect(off.body.data).toMatchObject({ enabled: false, disabledReason: null });
    expect(off.body.data.disabledAt).toEqual(expect.any(String));
    const on = await call('put', base, world.admin.token, { ...valid(endpoint.url), enabled: true });
    expect(on.body.data).toMatchObject({ enabled: true, disabledAt: null });
    expect((await call('delete', base, world.admin.token)).status).toBe(200);
    expect((await call('get', base, world.admin.token)).status).toBe(404);
    expect(await snapshotCompany(world.alfa, STORED)).toBe(await snapshotCompany(world.beta, STORED));

    // The trail has who registered, changed and removed it, on the server's clock.
    const trail = await db().collection(`companies/${world.alfa}/audit`).where('recordId', '==', endpoint.id).get();
    const entries = trail.docs.map((d) => d.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
    expect(entries.map((e) => e.action)).toEqual([
      'webhook.created',
      'webhook.updated',
      'webhook.updated',
      'webhook.deleted',
    ]);
    expect(entries.every((e) => e.actorUid === world.admin.uid)).toBe(true);
    expect(entries[1]!.changes).toEqual([{ field: 'enabled', before: true, after: false }]);
  });
});
