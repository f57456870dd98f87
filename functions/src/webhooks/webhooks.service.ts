import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '../domain/api';
import { audit } from '../audit';
import { companyIds } from '../companies';
import { AppError, conflict, notFound } from '../domain/errors';
import type { CompanySession } from '../domain/roles';
import {
  MAX_ENDPOINTS,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../domain/webhooks/delivery';
import { payloadOf, testEvent, type WebhookEvent } from '../domain/webhooks/events';
import { webhookMessages as m } from '../domain/webhooks/messages';
import type { ValidWebhookInput } from '../domain/webhooks/webhook.schema';
import type { PageRequest } from '../domain/cursor';
import { webhooksRepository as repo, type StoredDelivery, type StoredEndpoint } from './webhooks.repository';
import { attemptDelivery, deliveryOptions } from './webhook-deliveries.service';
import { isPublicAddress } from './webhook-sender';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The `webhook-id` of an event: the same for every sight of its cause. */
export const eventIdOf = (cause: string) => `msg_${digest(cause).slice(0, 32)}`;
/** An event's delivery to one endpoint: one document, whoever sees the event first. */
const deliveryIdOf = (cause: string, endpointId: string) => digest(`${cause}|${endpointId}`).slice(0, 40);

/** A new signing secret in Standard Webhooks' form: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const shown = ({ secret: _secret, failingSince: _failing, ...endpoint }: StoredEndpoint): WebhookEndpoint => endpoint;
const logged = ({ body: _body, ...delivery }: StoredDelivery): WebhookDelivery => delivery;

/**
 * Outside the local stack a receiver must be https on a public name: an address typed as a private,
 * loopback or link-local IP is refused here, and every name's addresses again at each send.
 */
function checkUrl(url: string): void {
  if (deliveryOptions().allowLocal) return;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:')
    throw new AppError('invalid_input', m.httpsRequired, [{ path: 'url', message: m.httpsRequired }]);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const literal = /^[\d.]+$/.test(host) || host.includes(':');
  if (
    (literal && !isPublicAddress(host)) ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.internal')
  )
    throw new AppError('invalid_input', m.addressRefused, [{ path: 'url', message: m.addressRefused }]);
}

async function endpointOf(session: CompanySession, id: string): Promise<StoredEndpoint> {
  const endpoint = await repo.get(session.companyId, id);
  if (!endpoint) throw notFound(m.notFound);
  return endpoint;
}

export async function listWebhooks(session: CompanySession): Promise<WebhookEndpoint[]> {
  return (await repo.list(session.companyId)).map(shown);
}

export async function getWebhook(session: CompanySession, id: string): Promise<WebhookEndpoint> {
  return shown(await endpointOf(session, id));
}

export async function createWebhook(
  session: CompanySession,
  input: ValidWebhookInput,
  now = new Date(),
): Promise<CreatedWebhookEndpoint> {
  checkUrl(input.url);
  if ((await repo.count(session.companyId)) >= MAX_ENDPOINTS) throw conflict(m.tooMany(MAX_ENDPOINTS));
  const secret = newSecret();
  const endpoint = await repo.create(session.companyId, repo.newId(session.companyId), input, secret, session.uid, now);
  await audit(session, session.companyId, 'webhook.created', webhookRecord(endpoint), [
    { field: 'url', before: null, after: endpoint.url },
    { field: 'events', before: null, after: endpoint.events.join(', ') },
  ]);
  return { ...shown(endpoint), secret };
}

/** A field of the endpoint as the trail shows it. */
const shownValue = (value: unknown): string | boolean | null =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' || typeof value === 'boolean' ? value : null;

const webhookRecord = (endpoint: { id: string; url: string }) => ({
  type: 'webhook' as const,
  id: endpoint.id,
  label: endpoint.url,
});

export async function updateWebhook(session: CompanySession, id: string, input: ValidWebhookInput, now = new Date()) {
  const before = await endpointOf(session, id);
  checkUrl(input.url);
  const endpoint = await repo.update(session.companyId, id, input, now);
  if (!endpoint) throw notFound(m.notFound);
  const changes = (['url', 'events', 'description', 'enabled'] as const)
    .map((field) => ({ field, before: shownValue(before[field]), after: shownValue(endpoint[field]) }))
    .filter((change) => change.before !== change.after);
  if (changes.length > 0) await audit(session, session.companyId, 'webhook.updated', webhookRecord(endpoint), changes);
  return shown(endpoint);
}

export async function deleteWebhook(session: CompanySession, id: string): Promise<{ id: string }> {
  const endpoint = await endpointOf(session, id);
  if (!(await repo.remove(session.companyId, id))) throw notFound(m.notFound);
  await audit(session, session.companyId, 'webhook.deleted', webhookRecord(endpoint));
  return { id };
}

/** 'Revelar segredo'. */
export async function webhookSecret(session: CompanySession, id: string): Promise<{ secret: string }> {
  return { secret: (await endpointOf(session, id)).secret };
}

export async function listDeliveries(
  session: CompanySession,
  id: string,
  request: PageRequest,
): Promise<Page<WebhookDelivery>> {
  await endpointOf(session, id);
  const { items, total, nextCursor } = await repo.deliveries(session.companyId, id, request);
  return { items: items.map(logged), total, page: request.page, pageSize: request.pageSize, nextCursor };
}

/** Queues the event for one endpoint, once; the delivery's id, and whether it is new. */
async function enqueue(companyId: string, endpointId: string, event: WebhookEvent, now: Date, salt = '') {
  const id = deliveryIdOf(event.cause + salt, endpointId);
  const body = JSON.stringify(payloadOf(event));
  const created = await repo.enqueueOnce(
    companyId,
    endpointId,
    id,
    { eventId: eventIdOf(event.cause), type: event.type, body },
    now,
  );
  return { id, created };
}

/** Tries the delivery now (the admin's 'Enviar teste' or 'Reenviar') and answers it as it stands. */
async function sendNow(session: CompanySession, endpoint: StoredEndpoint, deliveryId: string, now: Date) {
  const delivery = await repo.delivery(session.companyId, endpoint.id, deliveryId);
  if (delivery) await attemptDelivery(session.companyId, endpoint, delivery, now);
  const after = await repo.delivery(session.companyId, endpoint.id, deliveryId);
  if (!after) throw notFound(m.deliveryNotFound);
  return logged(after);
}

/** 'Enviar teste': a `webhook.test` event to this endpoint, tried now, then retried like any other. */
export async function sendTest(session: CompanySession, id: string, now = new Date()): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(session, id);
  const { id: deliveryId } = await enqueue(session.companyId, id, testEvent(id, randomUUID(), now.toISOString()), now);
  return sendNow(session, endpoint, deliveryId, now);
}

/**
 * 'Reenviar': the same event (same `webhook-id` and body, so a receiver that already has it can
 * tell) as a new delivery with its own tries, tried now.
 */
export async function resendDelivery(
  session: CompanySession,
  id: string,
  deliveryId: string,
  now = new Date(),
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(session, id);
  const original = await repo.delivery(session.companyId, id, deliveryId);
  if (!original) throw notFound(m.deliveryNotFound);
  const resendId = digest(`${deliveryId}|resend|${randomUUID()}`).slice(0, 40);
  await repo.enqueueOnce(
    session.companyId,
    id,
    resendId,
    { eventId: original.eventId, type: original.type, body: original.body },
    now,
  );
  return sendNow(session, endpoint, resendId, now);
}

/**
 * The feature's front door for what happened: each enabled endpoint that chose the event's type
 * gets one delivery of it, however many times it is published (the cause names it). The delivery
 * job sends it.
 */
export async function publishWebhookEvent(
  companyId: string,
  event: WebhookEvent,
  now = new Date(),
): Promise<{ listeners: number; queued: number }> {
  const listeners = (await repo.list(companyId)).filter(
    (e) => e.enabled && e.events.some((type) => type === event.type),
  );
  let queued = 0;
  for (const endpoint of listeners) if ((await enqueue(companyId, endpoint.id, event, now)).created) queued += 1;
  return { listeners: listeners.length, queued };
}

/** The secrets of every company's endpoints whose URL starts with `origin`: the local stack's receiver checks with them. */
export async function secretsOfEndpointsAt(origin: string): Promise<string[]> {
  const all = await Promise.all((await companyIds()).map((companyId) => repo.list(companyId)));
  return all
    .flat()
    .filter((e) => e.url.startsWith(origin))
    .map((e) => e.secret);
}
