import { actorOf, recordAudit } from '../audit';
import { auditEntry, changedFields } from '../domain/audit/audit';
import { isoDayIn } from '../domain/dates';
import { driverDeadlines } from '../domain/deadlines/deadlines';
import { cannotDriveReason, type DriverLicense, type DriverToCheck, type VehicleToCheck } from '../domain/drivers/cnh';
import { driverLicenseProblem, myDriverData, type MyDriverData } from '../domain/drivers/driver.schema';
import { AppError, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import type { CompanyUser } from '../domain/users/user.schema';
import { findUser, saveDriverLicense } from '../users';

/** A licence as the audit trail shows it: its fields named apart from other records' (a CNH's expiry). */
function licenseAuditFields(license: DriverLicense | null): Record<string, unknown> {
  return {
    cnhNumber: license?.cnhNumber,
    cnhCategory: license?.category,
    cnhExpiryDate: license?.expiryDate,
    ear: license?.ear,
    lastToxicologicalExamDate: license?.lastToxicologicalExamDate,
  };
}
const LICENSE_AUDIT_FIELDS = ['cnhNumber', 'cnhCategory', 'cnhExpiryDate', 'ear', 'lastToxicologicalExamDate'] as const;

/**
 * 'Dados de motorista': an admin saves (or clears, with null) a field user's CNH. The licence and
 * its deadline entries (CNH expiry, next toxicological exam) are written in one batch.
 */
export async function setDriverLicense(
  session: CompanySession,
  userId: string,
  license: DriverLicense | null,
  now: Date = new Date(),
): Promise<CompanyUser> {
  if (license) {
    // The company's calendar day (a CNH expires at the end of its day there), from the session's zone.
    const problem = driverLicenseProblem(license, isoDayIn(now, session.timeZone));
    if (problem) throw new AppError('invalid_input', problem);
  }
  const saved = await saveDriverLicense(session.companyId, userId, license, driverDeadlines);
  if (!saved) throw notFound(MESSAGES.users.notFound);
  const { before, after } = saved;
  const changes = changedFields(
    licenseAuditFields(before.driverLicense),
    licenseAuditFields(after.driverLicense),
    LICENSE_AUDIT_FIELDS,
  );
  if (changes.length > 0)
    await recordAudit(session.companyId, [
      auditEntry(
        actorOf(session),
        'user.driver_license_changed',
        { type: 'user', id: userId, label: after.name },
        changes,
      ),
    ]);
  return after;
}

/** The signed-in field user's own licence; a user with no document (removed) is not found. */
export async function myDriver(session: CompanySession): Promise<MyDriverData> {
  const user = await findUser(session.companyId, session.uid);
  if (!user) throw notFound(MESSAGES.users.notFound);
  return myDriverData(user);
}

/**
 * Refuses (400, the reason in pt-BR) the first driver × vehicle pair where the driver may not take
 * the vehicle on the company's `today`: an expired CNH or one of a lower category.
 */
export function refuseUnableDrivers(
  pairs: ReadonlyArray<{ user: DriverToCheck; vehicle: VehicleToCheck | null | undefined }>,
  today: string,
): void {
  for (const { user, vehicle } of pairs) {
    if (!vehicle) continue;
    const reason = cannotDriveReason(user, vehicle, today);
    if (reason) throw new AppError('invalid_input', reason);
  }
}
