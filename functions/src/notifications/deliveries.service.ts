import { companyIds, companyLetterhead } from '../companies';
import {
  absoluteLine,
  alertEmail,
  lineText,
  type AlertLine,
  type RenderedEmail,
} from '../domain/notifications/alert-email';
import {
  capMonth,
  CLAIM_LEASE_MS,
  deliveryReasons,
  isCritical,
  MAX_DELIVERY_ATTEMPTS,
  OUTBOX_CHANNELS,
  retryDelayMs,
  sendableAt,
  toE164,
  wantsChannel,
  WHATSAPP_LANGUAGE,
  WHATSAPP_TEMPLATES,
  type AlertKind,
  type AlertRole,
  type OutboxChannel,
} from '../domain/notifications/alerts';
import { log } from '../platform/logger';
import type { EmailSender, SendOutcome } from '../platform/mail';
import type { WhatsAppSender } from '../platform/whatsapp';
import { alertPreferencesRepository as prefs } from './alert-preferences.repository';
import {
  deliveriesRepository as repo,
  deliveryId,
  isAddressed,
  type AddressedRequest,
  type AlertRequest,
} from './deliveries.repository';
import type { Inbox } from './notifications.repository';
import { signUnsubscribe } from './unsubscribe-token';
import { inCompanyTurns } from '../jobs/company-turns';

/** How the product reaches people outside the app; null (tests that do not ask for it): no e-mail, no WhatsApp. */
export interface AlertChannels {
  /** Null where SMTP is not configured: no e-mail enters the outbox. */
  email: EmailSender | null;
  /** Null where the Cloud API is not configured: no WhatsApp enters the outbox. */
  whatsapp: WhatsAppSender | null;
  /** The web app's origin, for the links in messages: 'https://app.checkfrota.com.br'. */
  origin: string;
  /** Signs the unsubscribe links (Secret Manager in production; the API verifies them with the same). */
  linkSecret: string;
}

export interface Contact {
  name: string;
  email: string;
  phone: string;
}
/** A person's name, e-mail and phone, from the feature that keeps them (features.ts connects it). */
export type ContactLookup = (companyId: string, personId: string, inbox: Inbox) => Promise<Contact | null>;

let channels: AlertChannels | null = null;
let contactOf: ContactLookup = async () => null;

export function connectAlertChannels(next: AlertChannels | null): void {
  channels = next;
}
export function connectContacts(lookup: ContactLookup): void {
  contactOf = lookup;
}
/** A person's contact, through the connected lookup. */
export const lookupContact: ContactLookup = (companyId, personId, inbox) => contactOf(companyId, personId, inbox);

const roleOf = (inbox: Inbox): AlertRole => (inbox === 'admins' ? 'admin' : 'user');

export interface AlertMessage {
  /** What happened, once: the bell's notification id, the summary's day. */
  event: string;
  kind: AlertKind;
  title: string;
  lines: AlertLine[];
  link: string;
}

/** Whether the person wants this kind through this channel (their choice, the company's default, the role's). */
export async function personWants(
  companyId: string,
  personId: string,
  inbox: Inbox,
  kind: AlertKind,
  channel: 'push' | OutboxChannel,
) {
  const [person, company] = await Promise.all([prefs.person(companyId, personId), prefs.company(companyId)]);
  return wantsChannel(roleOf(inbox), kind, channel, { person: person.choices, company: company.defaults });
}

/**
 * Puts the alert's e-mail and WhatsApp for this person in the outbox, each once per (event,
 * person, channel), and tries each now; a message already there (a redelivered trigger, a
 * retried job) is neither added nor sent again here: the retry job owns it.
 */
export async function sendAlert(
  companyId: string,
  person: { id: string; inbox: Inbox },
  message: AlertMessage,
  now: Date = new Date(),
): Promise<void> {
  if (!channels) return;
  const [choices, company] = await Promise.all([prefs.person(companyId, person.id), prefs.company(companyId)]);
  for (const channel of OUTBOX_CHANNELS) {
    const wanted = wantsChannel(roleOf(person.inbox), message.kind, channel, {
      person: choices.choices,
      company: company.defaults,
    });
    if (!wanted || !channels[channel]) continue;
    const id = deliveryId(message.event, person.id, channel);
    const request = {
      ...message,
      personId: person.id,
      inbox: person.inbox,
      channel,
      critical: isCritical(message.kind),
    };
    if (!(await repo.enqueueOnce(companyId, id, request, now))) {
      log.eventDuplicate(`delivery:${channel}`, message.event);
      continue;
    }
    await attemptDelivery(companyId, id, now);
  }
}

/**
 * Puts an e-mail to an address outside the company's people (a workshop's link) in the outbox,
 * once per (event, address), and tries it now; retried like an alert. False where no e-mail is
 * configured (nothing queued).
 */
export async function sendEmailTo(
  companyId: string,
  message: { event: string; to: string; title: string; email: RenderedEmail },
  now: Date = new Date(),
): Promise<boolean> {
  if (!channels?.email) return false;
  const id = deliveryId(message.event, message.to, 'email');
  const request: AddressedRequest = {
    event: message.event,
    channel: 'email',
    title: message.title,
    to: message.to,
    message: message.email,
  };
  if (await repo.enqueueOnce(companyId, id, request, now)) await attemptDelivery(companyId, id, now);
  else log.eventDuplicate('delivery:email', message.event);
  return true;
}

/**
 * One try of one message, by the one caller whose claim of the try's number succeeds. WhatsApp
 * waits out quiet hours (critical alerts pass), is skipped without consent or past the company's
 * monthly cap; a passing failure is tried again later with backoff, up to MAX_DELIVERY_ATTEMPTS.
 */
export async function attemptDelivery(companyId: string, id: string, now: Date = new Date()): Promise<void> {
  const senders = channels;
  if (!senders) return;
  const delivery = await repo.get(companyId, id);
  if (!delivery || delivery.status !== 'pending') return;
  if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now.getTime()) return;

  const ready = isAddressed(delivery)
    ? addressedSend(senders, delivery)
    : await alertSend(senders, companyId, id, delivery, now);
  if (!ready) return;

  const attempt = delivery.attempts + 1;
  if (!(await repo.claimAttempt(companyId, id, attempt, now)))
    return takeUpDeadTry(companyId, id, delivery.channel, attempt, now);
  // The claimed try alone takes one of the month's WhatsApp slots: the cap holds however many send at once.
  const slot =
    ready.whatsappCap === null ? null : await repo.reserveWhatsapp(companyId, ready.month, ready.whatsappCap);
  if (ready.whatsappCap !== null && !slot) return repo.markSkipped(companyId, id, deliveryReasons.capReached);
  const outcome = await ready.send().catch((error: unknown): SendOutcome => ({
    ok: false,
    retry: true,
    reason: error instanceof Error ? error.message : String(error),
  }));
  if (outcome.ok) {
    await repo.markSent(companyId, id, attempt, outcome.id, now);
    return;
  }
  if (slot) await repo.releaseWhatsapp(companyId, ready.month, slot);
  const again = outcome.retry && attempt < MAX_DELIVERY_ATTEMPTS;
  await repo.markFailed(
    companyId,
    id,
    attempt,
    outcome.reason,
    again ? new Date(now.getTime() + retryDelayMs(attempt)) : null,
  );
  if (!again) log.deliveryFailed(companyId, id, delivery.channel, outcome.reason);
}

/** A try ready to go: how it sends, and the WhatsApp cap it counts against (null for e-mail). */
interface ReadySend {
  send: () => Promise<SendOutcome>;
  month: string;
  whatsappCap: number | null;
}

/** An addressed e-mail goes as it was rendered, to its address: no choices, no unsubscribe. */
function addressedSend(senders: AlertChannels, delivery: AddressedRequest): ReadySend | null {
  const { email: emailSender } = senders;
  const { message } = delivery;
  if (!emailSender || !message) return null;
  return { send: () => emailSender.send({ to: delivery.to, ...message }), month: '', whatsappCap: null };
}

/**
 * An alert goes to the person's current contact if they still want it; WhatsApp waits out quiet
 * hours (critical alerts pass) and needs consent. Null when it does not go now (marked or deferred).
 */
async function alertSend(
  senders: AlertChannels,
  companyId: string,
  id: string,
  delivery: AlertRequest,
  now: Date,
): Promise<ReadySend | null> {
  const [contact, person, settings, company] = await Promise.all([
    contactOf(companyId, delivery.personId, delivery.inbox),
    prefs.person(companyId, delivery.personId),
    prefs.company(companyId),
    companyLetterhead(companyId),
  ]);
  const skip = async (reason: string) => {
    await repo.markSkipped(companyId, id, reason);
    return null;
  };
  if (!contact) return skip(deliveryReasons.personGone);
  const wanted = wantsChannel(roleOf(delivery.inbox), delivery.kind, delivery.channel, {
    person: person.choices,
    company: settings.defaults,
  });
  if (!wanted) return skip(deliveryReasons.turnedOff);

  const month = capMonth(now, company.timeZone);
  const { email: emailSender, whatsapp: whatsappSender } = senders;
  if (delivery.channel === 'email') {
    if (!emailSender) return null;
    if (!contact.email) return skip(deliveryReasons.noEmail);
    const email = renderEmail(senders, companyId, company.name ?? 'CheckFrota', contact, delivery);
    return { send: () => emailSender.send({ to: contact.email, ...email }), month, whatsappCap: null };
  }
  if (!whatsappSender) return null;
  const phone = toE164(contact.phone);
  if (!person.whatsappOptIn) return skip(deliveryReasons.noConsent);
  if (!phone) return skip(deliveryReasons.noPhone);
  if (!delivery.critical) {
    const at = sendableAt(now, company.timeZone, settings.quietHours);
    if (at.getTime() > now.getTime()) {
      await repo.defer(companyId, id, at);
      return null;
    }
  }
  const template = WHATSAPP_TEMPLATES[delivery.kind];
  if (!template) return skip(deliveryReasons.turnedOff);
  return {
    send: () =>
      whatsappSender.send({
        to: phone,
        template,
        language: WHATSAPP_LANGUAGE,
        parameters: [
          firstName(contact.name),
          company.name ?? 'CheckFrota',
          delivery.lines.map(lineText).join(' '),
          `${senders.origin}${delivery.link}`,
        ],
      }),
    month,
    whatsappCap: settings.whatsappMonthlyCap,
  };
}

/**
 * A try claimed longer than the lease ago and never recorded: its process died between the claim
 * and the result. It counts as a failed try and the next one goes now, claimed like any other, so
 * however many workers find it, it is taken up once.
 */
async function takeUpDeadTry(
  companyId: string,
  id: string,
  channel: OutboxChannel,
  attempt: number,
  now: Date,
): Promise<void> {
  const claimedAt = await repo.claimedAt(companyId, id, attempt);
  if (!claimedAt || now.getTime() - claimedAt.getTime() < CLAIM_LEASE_MS) return;
  const again = attempt < MAX_DELIVERY_ATTEMPTS;
  await repo.markFailed(companyId, id, attempt, deliveryReasons.interrupted, again ? now : null);
  if (again) await attemptDelivery(companyId, id, now);
  else log.deliveryFailed(companyId, id, channel, deliveryReasons.interrupted);
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function renderEmail(
  senders: AlertChannels,
  companyId: string,
  companyName: string,
  contact: Contact,
  delivery: AlertRequest,
) {
  const token = signUnsubscribe(senders.linkSecret, {
    companyId,
    personId: delivery.personId,
    inbox: delivery.inbox,
    kind: delivery.kind,
  });
  const unsubscribeUrl = `${senders.origin}/api/alerts/unsubscribe?token=${token}`;
  const email = alertEmail({
    companyName,
    logoUrl: null,
    personName: contact.name,
    kind: delivery.kind,
    title: delivery.title,
    lines: delivery.lines.map((line) => absoluteLine(line, senders.origin)),
    link: `${senders.origin}${delivery.link}`,
    unsubscribeUrl,
  });
  // RFC 8058: mail apps offer their own one-click 'unsubscribe', which posts to the same link.
  return {
    ...email,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Every company's messages due for another try (or waiting out quiet hours). Run every minute. */
export async function retryDueDeliveries(now: Date = new Date()): Promise<{ tried: number }> {
  if (!channels) return { tried: 0 };
  let tried = 0;
  await inCompanyTurns('retryDeliveries', await companyIds(), async (companyId) => {
    for (const delivery of await repo.due(companyId, now)) {
      await attemptDelivery(companyId, delivery.id, now);
      tried += 1;
    }
  });
  return { tried };
}
