import { zonedParts } from '../dates';
import { paths } from '../paths';
import type { NotificationContent, NotificationType } from './notification.schema';

/** Where an alert reaches a person: the bell, the device's push, e-mail, WhatsApp. */
export const ALERT_CHANNELS = ['in_app', 'push', 'email', 'whatsapp'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The channels the outbox sends through (the bell and push are sent beside the notification). */
export const OUTBOX_CHANNELS = ['email', 'whatsapp'] as const satisfies readonly AlertChannel[];
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Every kind of alert a person may choose about: the bell's types and the admins' morning summary. */
export type AlertKind = NotificationType | 'daily_summary';

/** Alerts that pass quiet hours: a vehicle taken out of service must reach an admin now. */
export const CRITICAL_KINDS: readonly AlertKind[] = ['vehicle_out_of_service'];
export const isCritical = (kind: AlertKind) => CRITICAL_KINDS.includes(kind);

/**
 * The few alerts WhatsApp carries (each an approved template): a vehicle out of service to the
 * admins; a checklist assigned, due, missed or rejected to its driver.
 */
export const WHATSAPP_KINDS: readonly AlertKind[] = [
  'vehicle_out_of_service',
  'checklist_assigned',
  'checklist_due_soon',
  'checklist_overdue',
  'checklist_missed',
  'checklist_rejected',
];

export type AlertRole = 'admin' | 'user';
export type ChannelChoice = Partial<Record<AlertChannel, boolean>>;
export type AlertChoices = Partial<Record<AlertKind, ChannelChoice>>;

/**
 * The defaults per role when neither the company nor the person chose: admins get e-mail for
 * everything they are told and WhatsApp for a vehicle out of service; drivers get WhatsApp for
 * their checklists and e-mail for deadlines and corrections.
 */
export function roleDefault(role: AlertRole, kind: AlertKind, channel: AlertChannel): boolean {
  if (channel === 'in_app' || channel === 'push') return kind !== 'daily_summary';
  if (channel === 'whatsapp') {
    if (!WHATSAPP_KINDS.includes(kind)) return false;
    return role === 'admin' ? kind === 'vehicle_out_of_service' : kind !== 'vehicle_out_of_service';
  }
  if (role === 'admin') return true;
  return kind === 'deadline_approaching' || kind === 'checklist_rejected' || kind === 'checklist_missed';
}

/** The kinds each role is told of: an admin's summary and fleet alerts, a driver's checklists and deadlines. */
export const ALERT_KINDS_OF_ROLE: Record<AlertRole, readonly AlertKind[]> = {
  admin: [
    'vehicle_out_of_service',
    'checklist_missed',
    'vehicle_custody_changed',
    'deadline_approaching',
    'daily_summary',
    'webhook_disabled',
  ],
  user: [
    'checklist_assigned',
    'checklist_due_soon',
    'checklist_overdue',
    'checklist_missed',
    'checklist_rejected',
    'checklist_approved',
    'deadline_approaching',
    'account_changed',
  ],
};

/** The person's choice, else the company's default for the role, else the role's default. WhatsApp only for its kinds. */
export function wantsChannel(
  role: AlertRole,
  kind: AlertKind,
  channel: AlertChannel,
  choices: { person: AlertChoices; company: Partial<Record<AlertRole, AlertChoices>> },
): boolean {
  if (channel === 'whatsapp' && !WHATSAPP_KINDS.includes(kind)) return false;
  return (
    choices.person[kind]?.[channel] ?? choices.company[role]?.[kind]?.[channel] ?? roleDefault(role, kind, channel)
  );
}

/** Quiet hours as wall-clock 'HH:MM' in the company's time zone; `start` after `end` spans midnight. */
export interface QuietHours {
  start: string;
  end: string;
}
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '07:00' };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When a non-critical WhatsApp may go: `now` outside quiet hours, or the end of the quiet hours
 * `now` is in (Brazil's zones keep one offset all year, so minutes ahead on the wall are minutes ahead).
 */
export function sendableAt(now: Date, timeZone: string, quiet: QuietHours): Date {
  const wall = zonedParts(now, timeZone);
  const minute = wall.hour * 60 + wall.minute;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start <= end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside || start === end) return now;
  const ahead = (end - minute + 1440) % 1440;
  return new Date(now.getTime() + ahead * 60_000 - wall.second * 1000);
}

/** Tries of one message before it is reported failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** Wait before try `attempt + 1`: 1, 4, 16, 64 minutes. */
export const retryDelayMs = (attempt: number) => 60_000 * 4 ** Math.max(0, attempt - 1);

/** A Brazilian phone as typed ('(11) 98888-0001', '+55 11 …') in E.164, or null when it is not one. */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
  if (national.length !== 10 && national.length !== 11) return null;
  if (national.startsWith('0')) return null;
  return `+55${national}`;
}

/** The month a WhatsApp counts against the company's cap, on the company's clock: '2026-11'. */
export function capMonth(at: Date, timeZone: string): string {
  const wall = zonedParts(at, timeZone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
}

/** WhatsApp messages a company may send a month unless it sets its own cap. */
export const DEFAULT_WHATSAPP_MONTHLY_CAP = 1000;

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One message of the outbox as the admins' 'Entregas' list shows it. */
export interface Delivery {
  id: string;
  channel: OutboxChannel;
  /** The alert's kind; null for an e-mail to an address outside the company's people (a workshop's link). */
  kind: AlertKind | null;
  personId: string;
  title: string;
  status: DeliveryStatus;
  attempts: number;
  /** Why it failed or was skipped (pt-BR), or null. */
  reason: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/**
 * The approved WhatsApp template of each kind it carries (language pt_BR), its body's parameters
 * in order: the person's first name, the company, what happened, the link to the screen.
 */
export const WHATSAPP_TEMPLATES: Partial<Record<AlertKind, string>> = {
  vehicle_out_of_service: 'checkfrota_veiculo_fora_de_servico',
  checklist_assigned: 'checkfrota_checklist_atribuido',
  checklist_due_soon: 'checkfrota_checklist_vence_hoje',
  checklist_overdue: 'checkfrota_checklist_atrasado',
  checklist_missed: 'checkfrota_checklist_nao_realizado',
  checklist_rejected: 'checkfrota_checklist_para_corrigir',
};
export const WHATSAPP_LANGUAGE = 'pt_BR';

/** Why a message was not sent or failed, as 'Entregas' shows it (pt-BR). */
export const deliveryReasons = {
  noEmail: 'A pessoa não tem e-mail cadastrado',
  noPhone: 'A pessoa não tem um celular válido cadastrado',
  noConsent: 'A pessoa não autorizou mensagens por WhatsApp',
  capReached: 'Limite mensal de WhatsApp da empresa atingido',
  turnedOff: 'A pessoa desativou este aviso',
  personGone: 'A pessoa não está mais na empresa',
  interrupted: 'O envio foi interrompido antes de terminar',
} as const;

/**
 * How long a claimed try may take before it counts as dead (its process stopped between the claim
 * and the result): well past the senders' own time-outs, so a slow try is never taken for dead.
 */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;

/**
 * An admin told that a vehicle left service (a critical item failed); `move` numbers the vehicle's
 * moves in and out of service, so each move tells once however often its event is delivered.
 */
export function outOfServiceNotification(v: { id: string; label: string; move: number }): NotificationContent {
  return {
    type: 'vehicle_out_of_service',
    title: 'Veículo fora de serviço',
    body: `${v.label} está fora de serviço: um item crítico falhou no checklist.`,
    checklistId: '',
    link: paths.admin.vehicle(v.id),
    round: `${v.id}-${v.move}`,
  };
}
