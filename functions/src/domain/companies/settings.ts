import { z } from 'zod';
import { BRAZIL_TIME_ZONES, DEFAULT_TIME_ZONE, type TimeZone } from '../dates';
import { companyMessages } from './messages';

const m = companyMessages;

/** How long before a checklist is due its user is reminded (0: no reminder). */
export const DUE_REMINDER_CHOICES = [0, 30, 60, 120, 240, 1440] as const;
export const DEFAULT_DUE_REMINDER_MINUTES = 60;

/** The settings screen's choices, by minutes ('0' is no reminder). */
export const DUE_REMINDER_LABELS: Record<string, string> = {
  0: 'Desativado',
  30: '30 min',
  60: '1 hora',
  120: '2 horas',
  240: '4 horas',
  1440: '1 dia',
};

/**
 * How the public check of an approved report (/verificar) names the field user and the approvers:
 * by their initials unless the company chooses full names (LGPD: nothing personal by default).
 */
export const PUBLIC_NAME_LABELS = {
  initials: 'Só as iniciais (J. P. S.)',
  full: 'Nomes completos',
} as const;
export type PublicNames = keyof typeof PUBLIC_NAME_LABELS;
export const PUBLIC_NAME_CHOICES = Object.keys(PUBLIC_NAME_LABELS) as PublicNames[];

/**
 * How long the positions taken with answers, signatures and photos are kept (LGPD: no longer than
 * their purpose, proving an inspection happened at the vehicle, needs); a daily job then removes
 * them and keeps the inspections.
 */
export const POSITION_RETENTION_CHOICES = [3, 6, 12, 24, 36] as const;
export const DEFAULT_POSITION_RETENTION_MONTHS = 12;
export const POSITION_RETENTION_LABELS: Record<string, string> = {
  3: '3 meses',
  6: '6 meses',
  12: '12 meses',
  24: '24 meses',
  36: '36 meses',
};

/**
 * A company's own settings: its clock (schedules, days and weeks, every date shown), its reminders,
 * how its reports' public check names people and how long positions are kept.
 */
export interface CompanySettings {
  timeZone: TimeZone;
  dueReminderMinutes: number;
  publicNames: PublicNames;
  positionRetentionMonths: number;
}

export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  timeZone: DEFAULT_TIME_ZONE,
  dueReminderMinutes: DEFAULT_DUE_REMINDER_MINUTES,
  publicNames: 'initials',
  positionRetentionMonths: DEFAULT_POSITION_RETENTION_MONTHS,
};

/** `PUT /api/company/settings`. */
export const CompanySettingsInputSchema = z.strictObject({
  timeZone: z.enum(BRAZIL_TIME_ZONES, { error: m.timeZoneInvalid }),
  dueReminderMinutes: z
    .number({ error: m.dueReminderInvalid })
    .refine((n) => (DUE_REMINDER_CHOICES as readonly number[]).includes(n), m.dueReminderInvalid),
  publicNames: z.enum(PUBLIC_NAME_CHOICES, { error: m.publicNamesInvalid }),
  positionRetentionMonths: z
    .number({ error: m.positionRetentionInvalid })
    .refine((n) => (POSITION_RETENTION_CHOICES as readonly number[]).includes(n), m.positionRetentionInvalid),
});
