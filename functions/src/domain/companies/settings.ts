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

/** A company's own settings: its clock (schedules, days and weeks, every date shown) and its reminders. */
export interface CompanySettings {
  timeZone: TimeZone;
  dueReminderMinutes: number;
}

export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  timeZone: DEFAULT_TIME_ZONE,
  dueReminderMinutes: DEFAULT_DUE_REMINDER_MINUTES,
};

/** `PUT /api/company/settings`. */
export const CompanySettingsInputSchema = z.strictObject({
  timeZone: z.enum(BRAZIL_TIME_ZONES, { error: m.timeZoneInvalid }),
  dueReminderMinutes: z
    .number({ error: m.dueReminderInvalid })
    .refine((n) => (DUE_REMINDER_CHOICES as readonly number[]).includes(n), m.dueReminderInvalid),
});
