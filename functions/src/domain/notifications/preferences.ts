import { z } from 'zod';
import { ALERT_CHANNELS, type AlertChoices, type AlertKind, type AlertRole, type QuietHours } from './alerts';
import { NOTIFICATION_TYPES } from './notification.schema';

export const SUMMARY_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type SummaryFrequency = (typeof SUMMARY_FREQUENCIES)[number];

/** 'Minhas notificações': what one person chose. */
export interface PersonAlertPreferences {
  choices: AlertChoices;
  /** When the person agreed to receive WhatsApp messages (LGPD consent), or null. */
  whatsappOptIn: { at: string } | null;
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
  summary: z.enum(SUMMARY_FREQUENCIES, { error: m.invalidSummary }),
});
export type PersonPreferencesInput = z.infer<typeof PersonPreferencesInputSchema>;

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
