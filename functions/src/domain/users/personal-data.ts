import { z } from 'zod';
import type { AuditEntry } from '../audit/audit';
import type { AnswerHistoryRecord, Checklist, ChecklistQuestion } from '../checklists/checklist.schema';
import type { TrafficFine } from '../fines/fines';
import type { DefectReport } from '../fleet/defect';
import type { ChecklistVehicle } from '../fleet/inspection';
import type { ImageInfo } from '../images/image.schema';
import type { AppNotification } from '../notifications/notification.schema';
import type { CompanyUser } from './user.schema';
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

/** FNV-1a of the uid, 8 hex digits: the same person always gets the same pseudonym, and it names no one. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** What a deleted user's inspections say instead of their name. */
export function pseudonymFor(uid: string): string {
  return `Usuário removido ${shortHash(uid)}`;
}

/**
 * A deleted user's checklist questions: the inspection itself (answers, photos, reviews) stays;
 * where the person stood goes (their archived answers lose it too: answerHistoryRepository).
 */
export function questionsWithoutLocation(questions: readonly ChecklistQuestion[]): ChecklistQuestion[] {
  return questions.map((q) => ({ ...q, location: null }));
}

/**
 * How long data is kept, and why (README, 'LGPD'). Notifications only tell a person about work to
 * do; after 90 days none is still actionable. Photos no answer uses any more (orphans) go after a
 * day: they prove nothing and are personal data.
 */
export const RETENTION = {
  notificationsDays: 90,
} as const;

export function notificationsCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION.notificationsDays * 24 * 60 * 60 * 1000);
}
