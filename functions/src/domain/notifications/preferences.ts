import { z } from 'zod';
import { ALERT_CHANNELS, type AlertChoices, type AlertKind, type AlertRole, type QuietHours } from './alerts';
import { NOTIFICATION_TYPES } from './notification.schema';

export const SUMMARY_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type SummaryFrequency = (typeof SUMMARY_FREQUENCIES)[number];

/** Where a person gave their WhatsApp consent: the web app's 'Minhas notificações' or the field app's. */
export const CONSENT_SCREENS = ['web', 'field'] as const;
export type ConsentScreen = (typeof CONSENT_SCREENS)[number];

/** The words a person agrees to, shown beside the choice and kept with the consent (LGPD). */
export const WHATSAPP_CONSENT_TEXT = 'Aceito receber avisos por WhatsApp no meu celular';

/** A person's WhatsApp consent (LGPD): when, on which screen and to which words. */
export interface WhatsAppConsent {
  at: string;
  via: ConsentScreen;
  text: string;
}

/** 'Minhas notificações': what one person chose. */
export interface PersonAlertPreferences {
  choices: AlertChoices;
  /** The person's agreement to receive WhatsApp messages, or null. */
  whatsappOptIn: WhatsAppConsent | null;
  /** An admin's morning summary: every day, Mondays only, or never. */
  summary: SummaryFrequency;
}

/** 'Configurações': the company's defaults per role, its quiet hours, its WhatsApp cap and summary time. */
export interface CompanyAlertSettings {
  defaults: Record<AlertRole, AlertChoices>;
  quietHours: QuietHours;
  whatsappMonthlyCap: number;
  /** The hour (0-23, company time) the morning summary goes out. */
  summaryHour: number;
}

export const ALERT_KINDS: readonly AlertKind[] = [...NOTIFICATION_TYPES, 'daily_summary'];

const m = {
  invalidChoice: 'Escolha de notificação inválida',
  invalidTime: 'Horário inválido (use HH:MM)',
  invalidCap: 'O limite mensal de WhatsApp deve ser um número inteiro entre 0 e 100000',
  invalidHour: 'A hora do resumo deve ser entre 0 e 23',
  invalidSummary: 'Frequência do resumo inválida',
} as const;
export const preferenceMessages = m;

const ChannelChoiceSchema = z.strictObject(
  Object.fromEntries(ALERT_CHANNELS.map((c) => [c, z.boolean({ error: m.invalidChoice }).optional()])) as Record<
    (typeof ALERT_CHANNELS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);
const ChoicesSchema = z.partialRecord(
  z.enum(ALERT_KINDS as [AlertKind, ...AlertKind[]], { error: m.invalidChoice }),
  ChannelChoiceSchema,
);
const HhMm = z.string({ error: m.invalidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalidTime);

/** `PUT /api/notifications/preferences`. */
export const PersonPreferencesInputSchema = z.strictObject({
  choices: ChoicesSchema,
  whatsappOptIn: z.boolean({ error: m.invalidChoice }),
  /** The screen the choice is made on, kept with a new consent. */
  via: z.enum(CONSENT_SCREENS, { error: m.invalidChoice }).default('web'),
  summary: z.enum(SUMMARY_FREQUENCIES, { error: m.invalidSummary }),
});
export type PersonPreferencesInput = z.input<typeof PersonPreferencesInputSchema>;
export type ValidPersonPreferencesInput = z.output<typeof PersonPreferencesInputSchema>;

/** `PUT /api/notifications/company-settings`. */
export const CompanyAlertSettingsInputSchema = z.strictObject({
  defaults: z.strictObject({ admin: ChoicesSchema, user: ChoicesSchema }),
  quietHours: z.strictObject({ start: HhMm, end: HhMm }),
  whatsappMonthlyCap: z
    .number({ error: m.invalidCap })
    .int(m.invalidCap)
    .min(0, m.invalidCap)
    .max(100_000, m.invalidCap),
  summaryHour: z.number({ error: m.invalidHour }).int(m.invalidHour).min(0, m.invalidHour).max(23, m.invalidHour),
});
