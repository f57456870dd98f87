import { z } from 'zod';
import type { AuditEntry } from '../audit/audit';
import type { AnswerHistoryRecord, Checklist, ChecklistQuestion } from '../checklists/checklist.schema';
import type { TrafficFine } from '../fines/fines';
import type { DefectReport } from '../fleet/defect';
import type { ChecklistVehicle } from '../fleet/inspection';
import type { ImageInfo } from '../images/image.schema';
import type { AppNotification } from '../notifications/notification.schema';
import type { CompanyUser } from './user.schema';
import { reportFileNameUser } from '../checklists/report';
import type { Delivery } from '../notifications/alerts';
import type { PersonAlertPreferences } from '../notifications/preferences';

/**
 * A person's data under the LGPD (Art. 18): what an admin exports for one user, and what stays of
 * them once deleted. Pure: the services read and write, these decide.
 */

/** `GET /api/users/:id/export?format=`: JSON (portability) or a readable PDF. */
export const ExportQuerySchema = z.strictObject({ format: z.enum(['json', 'pdf']).default('json') });

/** One of a person's defect reports, with the defect it belongs to. */
export type ReporterDefectReport = DefectReport & { defectId: string; title: string; vehicle: ChecklistVehicle };

/** Everything the company holds about one field user. */
export interface PersonalDataExport {
  generatedAt: string;
  user: CompanyUser;
  checklists: Checklist[];
  /** Their answers a reviewer rejected, kept when they corrected them, with where they gave them. */
  answerHistory: AnswerHistoryRecord[];
  notifications: AppNotification[];
  images: ImageInfo[];
  /** The defects they reported from their inspections: their comment and photos, with the defect (id, title, vehicle). */
  defectReports: ReporterDefectReport[];
  /** The traffic fines naming them as the driver. */
  fines: TrafficFine[];
  /** Their choices of alerts per channel and their WhatsApp consent (the defaults when never chosen). */
  alertPreferences: PersonAlertPreferences;
  /** The e-mails and WhatsApp messages sent to them (the outbox). */
  deliveries: Delivery[];
  /** Entries of the audit trail where the user acted or was the record changed. */
  audit: AuditEntry[];
}

/**
 * What a deleted person's records say instead of them, made from a keyed hash of their uid
 * (HMAC-SHA-256 under their company's own key, hex; personal-data/pseudonyms.ts): the same person
 * gets the same pseudonym in all of their company's records, and no one without the key can
 * derive it from a uid or link it to one.
 */
export interface Pseudonym {
  /** Where the records kept the uid (the audit trail's actor and record). */
  id: string;
  /** Where they kept the name. */
  name: string;
}

export function pseudonymOfDigest(hex: string): Pseudonym {
  return { id: `removido-${hex.slice(0, 24)}`, name: `Usuário removido ${hex.slice(0, 12)}` };
}

/** What an erased e-mail, phone or CNH number reads as in the audit trail. */
export const ERASED_VALUE = '(removido)';

/** A deleted person as the audit trail may name them: each value they had, current or earlier. */
export interface ErasedPerson {
  uid: string;
  names: readonly string[];
  /** E-mails, phones and CNH numbers. */
  contacts: readonly string[];
}

/** A stored audit entry's fields that can name someone (the rest: action and time). */
export interface AuditEntryText {
  actor: unknown;
  record: unknown;
  changes: unknown;
  reason: unknown;
  actorUid: unknown;
  recordId: unknown;
}

/** A user's fields whose every value, in the entries about them, names them. */
const NAME_FIELDS = new Set(['name']);
const CONTACT_FIELDS = new Set(['email', 'phone', 'cnhNumber']);

/**
 * The values a deleted person had in their company's trail: their current ones and, from the
 * entries about them (their record's changes), every earlier name, e-mail, phone and CNH number.
 */
export function erasedPerson(
  user: { id: string; name: string; email: string; phone: string; cnhNumber: string | null },
  entriesAboutThem: ReadonlyArray<{ changes: ReadonlyArray<{ field: string; before: unknown; after: unknown }> }>,
): ErasedPerson {
  const names = new Set([user.name]);
  const contacts = new Set([user.email, user.phone, user.cnhNumber ?? '']);
  for (const change of entriesAboutThem.flatMap((e) => e.changes)) {
    const into = NAME_FIELDS.has(change.field) ? names : CONTACT_FIELDS.has(change.field) ? contacts : null;
    for (const value of [change.before, change.after]) if (into && typeof value === 'string') into.add(value);
  }
  const kept = (values: Set<string>) => [...new Set([...values].map((v) => v.trim()))].filter((v) => v.length > 0);
  return { uid: user.id, names: kept(names), contacts: kept(contacts) };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a whole word or words: not inside a longer word. */
const wholeWords = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, 'gu');
const twoWordsAtLeast = (name: string) => /\S\s+\S/u.test(name);

/**
 * Free text with the person taken out: their uid, e-mails, phones and CNH numbers wherever they
 * appear; a name of two words or more as whole words (in a reason, a file name: 'Rita_Moura'); a
 * single-word name only as a whole value, since a first name alone may be someone else's.
 */
export function textEraser(person: ErasedPerson, pseudonym: Pseudonym): (text: string) => string {
  const pairs: Array<[RegExp, string]> = [
    ...person.contacts
      .filter((c) => c.length >= 3)
      .map((c): [RegExp, string] => [new RegExp(escaped(c), 'g'), ERASED_VALUE]),
    [new RegExp(escaped(person.uid), 'g'), pseudonym.id],
    ...person.names.filter(twoWordsAtLeast).flatMap((n): Array<[RegExp, string]> => [
      [wholeWords(n), pseudonym.name],
      [wholeWords(reportFileNameUser(n)), reportFileNameUser(pseudonym.name)],
    ]),
  ];
  const names = new Set(person.names);
  return (text) =>
    names.has(text.trim()) ? pseudonym.name : pairs.reduce((out, [pattern, to]) => out.replace(pattern, to), text);
}

const erasedValue = (value: unknown, text: (s: string) => string) => (typeof value === 'string' ? text(value) : value);

/**
 * An audit entry with the deleted person taken out, or null when it never named them. What
 * happened stays: the action, the time, the other people and their values. When they acted, the
 * actor is the pseudonym (its id for the uid); when the entry is about their record, the record is,
 * and every name, e-mail, phone or CNH value its changes list (earlier ones too) is the pseudonym's
 * name or ERASED_VALUE. Anywhere else (another record's label, a value, a reason) their uid, name,
 * e-mail, phone and CNH number are replaced so. Another person's actor or user record is left as is.
 */
export function erasedAuditEntry(
  entry: AuditEntryText,
  person: ErasedPerson,
  pseudonym: Pseudonym,
): AuditEntryText | null {
  const text = textEraser(person, pseudonym);
  const actor = entry.actor as Record<string, unknown> | null;
  const record = entry.record as Record<string, unknown> | null;
  const aboutThem = entry.recordId === person.uid;
  const changes = Array.isArray(entry.changes)
    ? entry.changes.map((change: Record<string, unknown>) => {
        const field = String(change.field);
        const whole = NAME_FIELDS.has(field) ? pseudonym.name : CONTACT_FIELDS.has(field) ? ERASED_VALUE : null;
        const value = (v: unknown) =>
          aboutThem && whole && v !== null && v !== undefined && v !== '' ? whole : erasedValue(v, text);
        return { ...change, before: value(change.before), after: value(change.after) };
      })
    : entry.changes;
  const next: AuditEntryText = {
    actor: actor?.uid === person.uid ? { ...actor, uid: pseudonym.id, name: pseudonym.name } : entry.actor,
    actorUid: entry.actorUid === person.uid ? pseudonym.id : entry.actorUid,
    record: aboutThem
      ? { ...record, id: pseudonym.id, label: pseudonym.name }
      : record && record.type !== 'user'
        ? { ...record, label: erasedValue(record.label, text) }
        : entry.record,
    recordId: aboutThem ? pseudonym.id : entry.recordId,
    changes,
    reason: erasedValue(entry.reason, text),
  };
  const same = (Object.keys(next) as Array<keyof AuditEntryText>).every(
    (key) => JSON.stringify(next[key]) === JSON.stringify(entry[key]),
  );
  return same ? null : next;
}

/**
 * A deleted user's checklist questions: the inspection itself (answers, photos, reviews) stays;
 * where the person stood goes (their archived answers lose it too: answerHistoryRepository).
 */
export function questionsWithoutLocation(questions: readonly ChecklistQuestion[]): ChecklistQuestion[] {
  return questions.map((q) => ({ ...q, location: null }));
}

/** Where a pass over one collection stopped: the time it orders by (whole: Firestore keeps nanoseconds) and the id of the last document read. */
export interface RetentionCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

/** One bounded step of a retention pass: how many positions it removed, where it stopped, whether more is left. */
export interface RetentionStep {
  removed: number;
  last: RetentionCursor | null;
  more: boolean;
}

/** One step of the retention of one kind of position, in one company, from `after`. */
export type PositionRetention = (
  companyId: string,
  before: Date,
  after: RetentionCursor | null,
  limit: number,
) => Promise<RetentionStep>;

/**
 * How long data is kept, and why (docs/product/audit-and-lgpd.md, 'Retention'). Notifications only
 * tell a person about work to do; after 90 days none is still actionable. Photos no answer uses any
 * more (orphans) go after a day: they prove nothing and are personal data. The audit trail proves
 * what happened for 5 years (the limitation period of most claims a company may have to answer);
 * positions, for the months the company chose (its settings).
 */
export const RETENTION = {
  notificationsDays: 90,
  auditYears: 5,
} as const;

/** The same moment `months` calendar months earlier (UTC), the day clamped to the month's last. */
export function monthsBefore(now: Date, months: number): Date {
  const earlier = new Date(now.getTime());
  const day = earlier.getUTCDate();
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0)).getUTCDate();
  earlier.setUTCDate(Math.min(day, lastDay));
  return earlier;
}

/** What the retention job removes before: positions past the company's months, audit entries past 5 years. */
export function retentionCutoffs(now: Date, positionMonths: number): { positions: Date; audit: Date } {
  return { positions: monthsBefore(now, positionMonths), audit: monthsBefore(now, RETENTION.auditYears * 12) };
}

export function notificationsCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION.notificationsDays * 24 * 60 * 60 * 1000);
}
