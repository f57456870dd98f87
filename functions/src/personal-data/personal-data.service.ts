import { auditRepository } from '../audit/audit.repository';
import { audit } from '../audit/audit.service';
import { answerHistoryRepository } from '../checklists/answer-history.repository';
import { checklistsRepository } from '../checklists/checklists.repository';
import { custodyRepository } from '../fleet/custody/custody.repository';
import { defectsRepository } from '../fleet/defects/defects.repository';
import { finesRepository } from '../fleet/fines/fines.repository';
import { isoDayIn } from '../domain/dates';
import { pseudonymFor, questionsWithoutLocation, type PersonalDataExport } from '../domain/users/personal-data';
import type { CompanySession } from '../domain/roles';
import { imagesRepository } from '../images/images.repository';
import { notificationsRepository } from '../notifications/notifications.repository';
import { renderPdf } from '../platform/pdf';
import { personalDataReportDefinition } from './personal-data-pdf';
import { notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { usersRepository } from '../users/users.repository';

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
  const user = await usersRepository.get(session.companyId, id);
  if (!user) throw notFound(MESSAGES.users.notFound);
  const none = { start: null, end: null };
  const [checklists, answerHistory, notifications, images, acted, changed, defectReports, fines] = await Promise.all([
    checklistsRepository.listAllForUser(session.companyId, id),
    answerHistoryRepository.listForUser(session.companyId, id),
    notificationsRepository.list(session.companyId, id, 0, EXPORT_LIMIT, false),
    imagesRepository.listByUploader(session.companyId, id),
    auditRepository.list(session.companyId, { actorUid: id, ...none }, 0, EXPORT_LIMIT),
    auditRepository.list(session.companyId, { recordType: 'user', recordId: id, ...none }, 0, EXPORT_LIMIT),
    defectsRepository.listReportsByReporter(session.companyId, id),
    finesRepository.listAllForDriver(session.companyId, id),
  ]);
  await audit(session, session.companyId, 'user.exported', { type: 'user', id, label: user.name });
  const entries = [...acted.items, ...changed.items.filter((e) => !acted.items.some((a) => a.id === e.id))].sort(
    (a, b) => b.at.localeCompare(a.at),
  );
  return {
    generatedAt: now.toISOString(),
    user,
    checklists,
    answerHistory,
    notifications,
    images: images.map(({ path: _path, thumbPath: _thumb, ...info }) => info),
    defectReports,
    fines,
    audit: entries,
  };
}

export async function exportUserDataPdf(
  session: CompanySession,
  id: string,
  now: Date = new Date(),
): Promise<{ bytes: Buffer; fileName: string }> {
  const data = await exportUserData(session, id, now);
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
 * (and their archived answers) and defect reports under a pseudonym and without positions, who held which vehicle under the pseudonym, their photos without positions. Their account, user
 * document, notifications and push tokens are deleted by the caller.
 */
export async function pseudonymiseUserData(companyId: string, user: { id: string; email: string }): Promise<void> {
  await checklistsRepository.pseudonymiseUser(companyId, user, pseudonymFor(user.id), questionsWithoutLocation);
  await answerHistoryRepository.pseudonymiseUser(companyId, user, pseudonymFor(user.id));
  await imagesRepository.removeUploaderLocation(companyId, user.id);
  await defectsRepository.pseudonymiseReporter(companyId, user.id, pseudonymFor(user.id));
  await custodyRepository.pseudonymiseDriver(companyId, user.id, pseudonymFor(user.id));
  await finesRepository.pseudonymiseDriver(companyId, user.id, pseudonymFor(user.id));
}
