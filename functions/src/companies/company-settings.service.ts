import { changedFields } from '../domain/audit/audit';
import type { CompanySettings } from '../domain/companies/settings';
import { notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import { audit } from '../audit';
import { userAccounts } from '../accounts';
import { companiesRepository as repo } from './companies.repository';

const SETTINGS_AUDIT_FIELDS = ['timeZone', 'dueReminderMinutes', 'publicNames', 'positionRetentionMonths'] as const;

/** `GET /api/company/settings`: the admin's company's, with the defaults for what it never set. */
export async function getCompanySettings(session: CompanySession): Promise<CompanySettings> {
  if (!(await repo.get(session.companyId))) throw notFound(MESSAGES.companies.notFound);
  return repo.settings(session.companyId);
}

/**
 * `PUT /api/company/settings`. A new time zone is set on every member's claims (the web shows
 * dates and the API counts days in the zone of the token), reaching each at their next token
 * refresh; the admin's screen refreshes theirs at once.
 */
export async function updateCompanySettings(
  session: CompanySession,
  settings: CompanySettings,
): Promise<CompanySettings> {
  const before = await repo.saveSettings(session.companyId, settings, session.email);
  if (!before) throw notFound(MESSAGES.companies.notFound);
  if (before.timeZone !== settings.timeZone) {
    await userAccounts.setCompanyClaims(await repo.memberIds(session.companyId), { timeZone: settings.timeZone });
  }
  const changes = changedFields(
    before as unknown as Record<string, unknown>,
    settings as unknown as Record<string, unknown>,
    SETTINGS_AUDIT_FIELDS,
  );
  if (changes.length > 0) {
    await audit(
      session,
      session.companyId,
      'company.settings_changed',
      { type: 'company', id: session.companyId, label: session.companyName ?? session.companyId },
      changes,
    );
  }
  return settings;
}
