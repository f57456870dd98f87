import { userAccounts } from '../accounts';
import { audit, auditDeleted, auditEntriesOfPerson, rewriteAuditEntries } from '../audit';
import { answerHistoryOfUser, checklistsOfUser, pseudonymiseChecklistsOf } from '../checklists';
import { isoDayIn } from '../domain/dates';
import type { CompanySession } from '../domain/roles';
import { initialled } from '../domain/verification/verification';
import {
  erasedAuditEntry,
  erasedPerson,
  textEraser,
  type PersonalDataExport,
  type Pseudonym,
} from '../domain/users/personal-data';
import type { CompanyUser } from '../domain/users/user.schema';
import { pseudonymiseCustodiesOf } from '../fleet/custody';
import { defectReportsBy, pseudonymiseDefectReportsOf } from '../fleet/defects';
import { finesOfDriver, pseudonymiseFinesOf } from '../fleet/fines';
import { imagesOfUploader, removeUploaderLocations } from '../images';
import {
  personAlertData,
  removeAlertPreferencesOf,
  removePushTokensOf,
  rewriteAdminNotifications,
  userNotifications,
} from '../notifications';
import { dropStoredReports } from '../responses';
import { pseudonymiseSchedulesOf } from '../schedules';
import { getUser, removeUserRecord, userAuditRecord } from '../users';
import { eraseFromVerifications } from '../verification';
import { pseudonymOf } from './pseudonyms';

/** What the deletion's own entry keeps of the person: the pseudonym, their role and whether they were active. */
const ERASED_USER_AUDIT_FIELDS = ['name', 'role', 'isActive'] as const;

/** The most notifications and audit entries one export carries (a person's own are far fewer). */
const EXPORT_LIMIT = 5000;

/**
 * 'Exportar dados' (LGPD Art. 18, access and portability): everything the company holds about one
 * field user. The export itself is an entry of the audit trail.
 */
export async function exportUserData(
  session: CompanySession,
  id: string,
  now: Date = new Date(),
): Promise<PersonalDataExport> {
  const user = await getUser(session, id);
  const [checklists, answerHistory, notifications, images, entries, defectReports, fines, alerts] = await Promise.all([
    checklistsOfUser(session.companyId, id),
    answerHistoryOfUser(session.companyId, id),
    userNotifications(session.companyId, id, EXPORT_LIMIT),
    imagesOfUploader(session.companyId, id),
    auditEntriesOfPerson(session.companyId, id, EXPORT_LIMIT),
    defectReportsBy(session.companyId, id),
    finesOfDriver(session.companyId, id),
    personAlertData(session.companyId, id, EXPORT_LIMIT),
  ]);
  await audit(session, session.companyId, 'user.exported', userAuditRecord(user));
  return {
    generatedAt: now.toISOString(),
    user,
    checklists,
    answerHistory,
    notifications,
    images,
    defectReports,
    fines,
    alertPreferences: alerts.preferences,
    deliveries: alerts.deliveries,
    audit: entries,
  };
}

export async function exportUserDataPdf(
  session: CompanySession,
  id: string,
  now: Date = new Date(),
): Promise<{ bytes: Buffer; fileName: string }> {
  const data = await exportUserData(session, id, now);
  // pdfmake loads with the first export, never in the functions that print none.
  const [{ renderPdf }, { personalDataReportDefinition }] = await Promise.all([
    import('../platform/pdf.js'),
    import('./personal-data-pdf.js'),
  ]);
  const bytes = await renderPdf(
    personalDataReportDefinition(data, session.companyName ?? session.companyId, session.timeZone),
  );
  return {
    bytes,
    fileName: `Dados_${data.user.name.replace(/[^A-Za-z0-9]/g, '_').slice(0, 30)}_${isoDayIn(now, session.timeZone)}.pdf`,
  };
}

/**
 * What deleting a user leaves (LGPD: erasure, keeping the inspection records), all under their
 * one pseudonym in the company: their checklists (and their archived answers) and defect reports
 * without positions, who held which vehicle, the fines naming them as driver, the schedules
 * naming them; their photos without positions; the stored PDFs of their checklists' reports go
 * (rendered again at the next download). The ids of their checklists.
 */
async function pseudonymiseUserData(
  companyId: string,
  user: { id: string; email: string },
  pseudonym: Pseudonym,
): Promise<string[]> {
  const checklistIds = (await checklistsOfUser(companyId, user.id)).map((c) => c.id);
  await pseudonymiseChecklistsOf(companyId, user, pseudonym.name);
  await removeUploaderLocations(companyId, user.id);
  await pseudonymiseDefectReportsOf(companyId, user.id, pseudonym.name);
  await pseudonymiseCustodiesOf(companyId, user.id, pseudonym.name);
  await pseudonymiseFinesOf(companyId, user.id, pseudonym.name);
  await pseudonymiseSchedulesOf(companyId, user.id, pseudonym.name);
  await dropStoredReports(companyId, checklistIds);
  return checklistIds;
}

/**
 * The audit trail and the admins' notifications keep what the person did and what was done to
 * their record, without them: every entry naming them (their uid, any name, e-mail, phone or CNH
 * number they had) is rewritten under the pseudonym, their contact values removed, and so is
 * every notification's text; their reports' public versions show the pseudonym instead of their
 * name or initials, and the versions' canonical content keeps neither them nor a position.
 */
async function eraseFromRecords(
  companyId: string,
  user: CompanyUser,
  pseudonym: Pseudonym,
  checklistIds: readonly string[],
): Promise<void> {
  const about = (await auditEntriesOfPerson(companyId, user.id, EXPORT_LIMIT)).filter(
    (e) => e.record.type === 'user' && e.record.id === user.id,
  );
  const person = erasedPerson({ ...user, cnhNumber: user.driverLicense?.cnhNumber ?? null }, about);
  const eraseText = textEraser(person, pseudonym);
  const shownAs = (name: string) =>
    person.names.some((n) => name === n || name === initialled(n)) ? pseudonym.name : eraseText(name);
  await eraseFromVerifications(companyId, checklistIds, eraseText, shownAs);
  await rewriteAdminNotifications(companyId, eraseText);
  await rewriteAuditEntries(companyId, (entry) => erasedAuditEntry(entry, person, pseudonym));
}

/**
 * 'Excluir usuário': the account, the user's document, notifications and push tokens go; their
 * checklists and photos stay as inspection records, and the audit trail as the record of what
 * happened, under a pseudonym and without positions. The deletion's own entry names the pseudonym.
 */
export async function deleteUser(session: CompanySession, id: string): Promise<{ id: string }> {
  const user = await getUser(session, id);
  const pseudonym = await pseudonymOf(session.companyId, id);
  await userAccounts.remove(id);
  const checklistIds = await pseudonymiseUserData(session.companyId, user, pseudonym);
  await removePushTokensOf(session.companyId, id);
  await removeAlertPreferencesOf(session.companyId, id);
  // Before the record goes: a deletion that fails here is asked again and finds the user still there.
  await eraseFromRecords(session.companyId, user, pseudonym, checklistIds);
  await removeUserRecord(session.companyId, user);
  await auditDeleted(
    session,
    'user.deleted',
    { type: 'user', id: pseudonym.id, label: pseudonym.name },
    { name: pseudonym.name, role: user.role, isActive: user.isActive },
    ERASED_USER_AUDIT_FIELDS,
  );
  return { id };
}
