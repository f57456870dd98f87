import { userAccounts } from '../accounts';
import { audit, auditDeleted, auditEntriesOfPerson } from '../audit';
import { answerHistoryOfUser, checklistsOfUser, pseudonymiseChecklistsOf } from '../checklists';
import { USER_AUDIT_FIELDS } from '../domain/audit/audit';
import { isoDayIn } from '../domain/dates';
import type { CompanySession } from '../domain/roles';
import { pseudonymFor, type PersonalDataExport } from '../domain/users/personal-data';
import { pseudonymiseCustodiesOf } from '../fleet/custody';
import { defectReportsBy, pseudonymiseDefectReportsOf } from '../fleet/defects';
import { finesOfDriver, pseudonymiseFinesOf } from '../fleet/fines';
import { imagesOfUploader, removeUploaderLocations } from '../images';
import { personAlertData, removeAlertPreferencesOf, removePushTokensOf, userNotifications } from '../notifications';
import { getUser, removeUserRecord, userAuditRecord } from '../users';

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
 * What deleting a user leaves (LGPD: erasure, keeping the inspection records): their checklists
 * (and their archived answers) and defect reports under a pseudonym and without positions, who
 * held which vehicle under the pseudonym, their photos without positions.
 */
async function pseudonymiseUserData(companyId: string, user: { id: string; email: string }): Promise<void> {
  const pseudonym = pseudonymFor(user.id);
  await pseudonymiseChecklistsOf(companyId, user, pseudonym);
  await removeUploaderLocations(companyId, user.id);
  await pseudonymiseDefectReportsOf(companyId, user.id, pseudonym);
  await pseudonymiseCustodiesOf(companyId, user.id, pseudonym);
  await pseudonymiseFinesOf(companyId, user.id, pseudonym);
}

/**
 * 'Excluir usuário': the account, the user's document, notifications and push tokens go; their
 * checklists and photos stay as inspection records, under a pseudonym and without positions.
 */
export async function deleteUser(session: CompanySession, id: string): Promise<{ id: string }> {
  const user = await getUser(session, id);
  await userAccounts.remove(id);
  await pseudonymiseUserData(session.companyId, user);
  await removePushTokensOf(session.companyId, id);
  await removeAlertPreferencesOf(session.companyId, id);
  await removeUserRecord(session.companyId, user);
  await auditDeleted(session, 'user.deleted', userAuditRecord(user), user, USER_AUDIT_FIELDS);
  return { id };
}
