import type { PageRequest } from '../domain/api';
import {
  ALERT_CHANNELS,
  ALERT_KINDS_OF_ROLE,
  toE164,
  wantsChannel,
  WHATSAPP_KINDS,
  type AlertChannel,
  type AlertKind,
  type AlertRole,
} from '../domain/notifications/alerts';
import type { PreferencesView } from '../domain/notifications/alerts-contract';
import {
  WHATSAPP_CONSENT_TEXT,
  type CompanyAlertSettings,
  type ValidPersonPreferencesInput,
} from '../domain/notifications/preferences';
import type { CompanySession } from '../domain/roles';
import { alertPreferencesRepository as prefs } from './alert-preferences.repository';
import { deliveriesRepository } from './deliveries.repository';
import { lookupContact } from './deliveries.service';
import { inboxOf } from './notifications.repository';
import type { UnsubscribeTarget } from './unsubscribe-token';

const roleOf = (session: CompanySession): AlertRole => (session.role === 'admin' ? 'admin' : 'user');

async function view(session: CompanySession): Promise<PreferencesView> {
  const role = roleOf(session);
  const [person, company, contact] = await Promise.all([
    prefs.person(session.companyId, session.uid),
    prefs.company(session.companyId),
    lookupContact(session.companyId, session.uid, inboxOf(session.role)),
  ]);
  const effective: PreferencesView['effective'] = {};
  for (const kind of ALERT_KINDS_OF_ROLE[role]) {
    effective[kind] = Object.fromEntries(
      ALERT_CHANNELS.map((channel) => [
        channel,
        wantsChannel(role, kind, channel, { person: person.choices, company: company.defaults }),
      ]),
    ) as Record<AlertChannel, boolean>;
  }
  return { ...person, effective, whatsappReachable: Boolean(contact && toE164(contact.phone)) };
}

export const getPreferences = (session: CompanySession) => view(session);

/**
 * Saves one's choices; turning WhatsApp on records when, on which screen and to which words they
 * agreed (LGPD), turning it off forgets it.
 */
export async function savePreferences(
  session: CompanySession,
  input: ValidPersonPreferencesInput,
  now: Date = new Date(),
): Promise<PreferencesView> {
  const current = await prefs.person(session.companyId, session.uid);
  const choices = Object.fromEntries(
    Object.entries(input.choices).map(([kind, choice]) => [
      kind,
      WHATSAPP_KINDS.includes(kind as AlertKind) ? choice : { ...choice, whatsapp: undefined },
    ]),
  );
  await prefs.savePerson(session.companyId, session.uid, {
    choices: JSON.parse(JSON.stringify(choices)) as typeof input.choices,
    whatsappOptIn: input.whatsappOptIn
      ? (current.whatsappOptIn ?? { at: now.toISOString(), via: input.via, text: WHATSAPP_CONSENT_TEXT })
      : null,
    summary: input.summary,
  });
  return view(session);
}

export const getCompanyAlertSettings = (session: CompanySession) => prefs.company(session.companyId);

export async function saveCompanyAlertSettings(
  session: CompanySession,
  input: CompanyAlertSettings,
): Promise<CompanyAlertSettings> {
  await prefs.saveCompany(session.companyId, input);
  return prefs.company(session.companyId);
}

/** 'Entregas': the company's messages, newest first, each with its status. */
export async function listDeliveries(
  session: CompanySession,
  request: PageRequest & { page: number; pageSize: number },
) {
  const [{ items, nextCursor }, total] = await Promise.all([
    deliveriesRepository.list(session.companyId, request),
    deliveriesRepository.count(session.companyId),
  ]);
  return { items, total, page: request.page, pageSize: request.pageSize, nextCursor };
}

/** The unsubscribe link: that person's e-mails of that kind, off. */
export function unsubscribe(target: UnsubscribeTarget): Promise<void> {
  return prefs.turnOff(target.companyId, target.personId, target.kind, 'email');
}

/** What the outbox and the choices hold of one person (their data export). */
export async function personAlertData(companyId: string, personId: string, limit: number) {
  const [preferences, deliveries] = await Promise.all([
    prefs.person(companyId, personId),
    deliveriesRepository.ofPerson(companyId, personId, limit),
  ]);
  return { preferences, deliveries };
}

/** A person removed: their choices and consent go with them. */
export const removeAlertPreferencesOf = (companyId: string, personId: string) =>
  prefs.removePerson(companyId, personId);

/**
 * The admins whose morning summary is due now: the company's summary hour on its clock, each admin
 * who wants it that day (daily, or on Mondays for weekly) by e-mail.
 */
export async function adminsForSummary(
  companyId: string,
  adminIds: readonly string[],
  wall: { hour: number; weekday: number },
): Promise<string[]> {
  const company = await prefs.company(companyId);
  if (wall.hour !== company.summaryHour) return [];
  const due: string[] = [];
  for (const adminId of adminIds) {
    const person = await prefs.person(companyId, adminId);
    if (person.summary === 'off' || (person.summary === 'weekly' && wall.weekday !== 1)) continue;
    if (wantsChannel('admin', 'daily_summary', 'email', { person: person.choices, company: company.defaults }))
      due.push(adminId);
  }
  return due;
}
