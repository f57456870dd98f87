import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  DEFAULT_QUIET_HOURS,
  DEFAULT_WHATSAPP_MONTHLY_CAP,
  type AlertChoices,
  type AlertKind,
  type AlertRole,
  type OutboxChannel,
  type QuietHours,
} from '../domain/notifications/alerts';
import {
  WHATSAPP_CONSENT_TEXT,
  type CompanyAlertSettings,
  type PersonAlertPreferences,
  type SummaryFrequency,
  type WhatsAppConsent,
} from '../domain/notifications/preferences';
import { db } from '../platform/firebase';
import { toIso } from '../platform/firestore-values';

/** Each person's choices (one document per uid) and the company's defaults. */
export const ALERT_PREFERENCES_COLLECTION = 'alert_preferences';
export const ALERT_SETTINGS_COLLECTION = 'alert_settings';

const company = (companyId: string) => db().collection('companies').doc(companyId);
const person = (companyId: string, uid: string) => company(companyId).collection(ALERT_PREFERENCES_COLLECTION).doc(uid);
const companyDoc = (companyId: string) => company(companyId).collection(ALERT_SETTINGS_COLLECTION).doc('company');

const choicesOf = (value: unknown): AlertChoices => (value && typeof value === 'object' ? (value as AlertChoices) : {});

const frequencyOf = (value: unknown): SummaryFrequency => (value === 'weekly' || value === 'off' ? value : 'daily');

function toConsent(d: DocumentData | undefined): WhatsAppConsent | null {
  if (!d) return null;
  return {
    at: toIso(d.at) ?? '',
    via: d.via === 'field' ? 'field' : 'web',
    text: typeof d.text === 'string' ? d.text : WHATSAPP_CONSENT_TEXT,
  };
}

function toPerson(d: DocumentData | undefined): PersonAlertPreferences {
  return {
    choices: choicesOf(d?.choices),
    whatsappOptIn: toConsent(d?.whatsappOptIn),
    summary: frequencyOf(d?.summary),
  };
}

function toCompany(d: DocumentData | undefined): CompanyAlertSettings {
  const quiet = d?.quietHours as QuietHours | undefined;
  return {
    defaults: {
      admin: choicesOf(d?.defaults?.admin),
      user: choicesOf(d?.defaults?.user),
    } as Record<AlertRole, AlertChoices>,
    quietHours: quiet?.start && quiet.end ? { start: quiet.start, end: quiet.end } : DEFAULT_QUIET_HOURS,
    whatsappMonthlyCap: Number.isInteger(d?.whatsappMonthlyCap)
      ? Number(d!.whatsappMonthlyCap)
      : DEFAULT_WHATSAPP_MONTHLY_CAP,
    summaryHour: Number.isInteger(d?.summaryHour) ? Number(d!.summaryHour) : 7,
  };
}

export const alertPreferencesRepository = {
  async person(companyId: string, uid: string): Promise<PersonAlertPreferences> {
    return toPerson((await person(companyId, uid).get()).data());
  },

  async savePerson(companyId: string, uid: string, prefs: PersonAlertPreferences): Promise<void> {
    await person(companyId, uid).set({
      choices: prefs.choices,
      whatsappOptIn: prefs.whatsappOptIn
        ? { ...prefs.whatsappOptIn, at: Timestamp.fromDate(new Date(prefs.whatsappOptIn.at)) }
        : null,
      summary: prefs.summary,
    });
  },

  /** One kind's channel off for one person (the e-mail's unsubscribe link), their other choices kept. */
  async turnOff(companyId: string, uid: string, kind: AlertKind, channel: OutboxChannel): Promise<void> {
    await person(companyId, uid).set({ choices: { [kind]: { [channel]: false } } }, { merge: true });
  },

  async removePerson(companyId: string, uid: string): Promise<void> {
    await person(companyId, uid).delete();
  },

  async company(companyId: string): Promise<CompanyAlertSettings> {
    return toCompany((await companyDoc(companyId).get()).data());
  },

  async saveCompany(companyId: string, settings: CompanyAlertSettings): Promise<void> {
    await companyDoc(companyId).set(settings);
  },
};
