import { companyIds } from '../companies';
import { retryDelayAfter, shouldDisable } from '../domain/webhooks/delivery';
import { webhookDisabledNotification } from '../domain/webhooks/notices';
import { webhookMessages as m } from '../domain/webhooks/messages';
import { inCompanyTurns, type CompanyTurnsOptions } from '../jobs/company-turns';
import { notifyAdmins } from '../notifications';
import { config } from '../platform/config';
import { log } from '../platform/logger';
import type { PushSender } from '../platform/messaging';
import { sendSigned, type SendResult, type SignedRequest } from './webhook-sender';
import { webhooksRepository as repo, type StoredDelivery, type StoredEndpoint } from './webhooks.repository';

export interface DeliveryOptions {
  /** http and private addresses pass (the local stack's receiver). */
  allowLocal: boolean;
  /** How a try goes out; tests may watch it. */
  send: (request: SignedRequest) => Promise<SendResult>;
}

/** The local stack's flag read at each send, so the stack sets it after its modules load. */
export const deliveryOptions = (): DeliveryOptions => ({ allowLocal: config.webhooksAllowLocal, send: sendSigned });

export type AttemptOutcome = 'sent' | 'retry' | 'gave_up' | 'skipped';

/**
 * One try of one delivery, by the one caller whose claim of the try's number succeeds (overlapping
 * runs send it once). A failure is tried again after the next delay of the schedule; after the
 * last it gives up ('gave_up').
 */
export async function attemptDelivery(
  companyId: string,
  endpoint: StoredEndpoint,
  delivery: StoredDelivery,
  now: Date,
  options: DeliveryOptions = deliveryOptions(),
): Promise<AttemptOutcome> {
  if (delivery.status !== 'pending') return 'skipped';
  const attempt = delivery.attempts + 1;
  if (!(await repo.claimAttempt(companyId, endpoint.id, delivery.id, attempt, now))) return 'skipped';
  const result = await options.send({
    url: endpoint.url,
    secret: endpoint.secret,
    eventId: delivery.eventId,
    body: delivery.body,
    at: now,
    allowLocal: options.allowLocal,
  });
  const delay = result.ok ? null : retryDelayAfter(attempt);
  const status = result.ok ? 'succeeded' : delay === null ? 'failed' : 'pending';
  await repo.recordAttempt(companyId, endpoint.id, delivery.id, {
    attempt,
    status,
    next: delay === null ? null : new Date(now.getTime() + delay),
    body: result.body,
    at: now.toISOString(),
    responseStatus: result.status,
    error: result.error,
    durationMs: result.durationMs,
  });
  if (result.ok) {
    if (endpoint.failingSince) await repo.noteSuccess(companyId, endpoint.id);
    return 'sent';
  }
  await repo.noteFailure(companyId, endpoint.id, now);
  log.webhookAttemptFailed(companyId, endpoint.id, delivery.id, attempt, result.status, result.error);
  return status === 'failed' ? 'gave_up' : 'retry';
}

/**
 * A delivery gave up: the endpoint, failing since then without one success for 24 h, is turned
 * off and the company's admins are told (the bell, and the e-mail they chose for it).
 */
async function disableIfDead(push: PushSender, companyId: string, endpoint: StoredEndpoint, now: Date) {
  const current = await repo.get(companyId, endpoint.id);
  if (!current || !shouldDisable(current.failingSince, now)) return false;
  if (!(await repo.disable(companyId, endpoint.id, m.disabledNotice, now))) return false;
  log.webhookDisabled(companyId, endpoint.id);
  await notifyAdmins(push, companyId, webhookDisabledNotification(endpoint, now.toISOString()));
  return true;
}

export interface WebhookSendResult {
  sent: number;
  retrying: number;
  gaveUp: number;
  disabled: number;
}

/** One company's due deliveries, endpoint by endpoint; a turned-off endpoint's wait until it is turned on. */
async function sendCompanyDue(
  push: PushSender,
  companyId: string,
  now: Date,
  result: WebhookSendResult,
  options: DeliveryOptions,
) {
  for (const endpoint of await repo.list(companyId)) {
    if (!endpoint.enabled) continue;
    for (const delivery of await repo.due(companyId, endpoint.id, now)) {
      const outcome = await attemptDelivery(companyId, endpoint, delivery, now, options);
      if (outcome === 'sent') result.sent += 1;
      if (outcome === 'retry') result.retrying += 1;
      if (outcome !== 'gave_up') continue;
      result.gaveUp += 1;
      if (await disableIfDead(push, companyId, endpoint, now)) {
        result.disabled += 1;
        break;
      }
    }
  }
}

/** The outbox's run: every company's due deliveries, each company in its turn (jobs/company-turns). */
export async function sendDueWebhooks(
  push: PushSender,
  now: Date = new Date(),
  options: DeliveryOptions = deliveryOptions(),
  turns: CompanyTurnsOptions = {},
): Promise<WebhookSendResult> {
  const result: WebhookSendResult = { sent: 0, retrying: 0, gaveUp: 0, disabled: 0 };
  await inCompanyTurns(
    'sendWebhooks',
    await companyIds(),
    (companyId) => sendCompanyDue(push, companyId, now, result, options),
    { now, ...turns },
  );
  return result;
}
