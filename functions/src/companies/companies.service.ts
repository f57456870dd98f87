import type { PageQuery } from '../domain/api';
import type { CompanySettings } from '../domain/companies/settings';
import { cnpjDigits } from '../domain/companies/cnpj';
import type {
  CompanyAdmin,
  CompanyDeletion,
  CompanyDetail,
  CompanyListItem,
  Company,
  ValidCompanyInput,
  ValidCompanyUpdate,
} from '../domain/companies/company.schema';
import type { z } from 'zod';
import { confirmsCompanyName, type CompanyAdminInputSchema } from '../domain/companies/company.schema';
import type { Page } from '../domain/envelope';
import { AppError, notFound } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import type { SessionUser } from '../domain/roles';
import { matchesSearch } from '../domain/text';
import { blobStore, type BlobStore } from '../platform/blob-store';
import { log } from '../platform/logger';
import { userAccounts } from '../accounts';
import { audit } from '../audit';
import { changedFields, type AuditRecordRef } from '../domain/audit/audit';
import { companiesRepository as repo } from './companies.repository';
import type { CompanyDataRegistry } from '../feature';
import { companyDataRepository as data, type CompanyDataPlace } from './company-data.repository';

const m = MESSAGES.companies;

/** What the company's trail shows of an edit made by the superadmin (every field the form has). */
const COMPANY_AUDIT_FIELDS = ['name', 'email', 'phone', 'address', 'cnpj', 'timeZone'] as const;
const asFields = (company: Company) => company as unknown as Record<string, unknown>;
const companyRecord = (company: Company): AuditRecordRef => ({ type: 'company', id: company.id, label: company.name });
const adminRecord = (admin: Pick<CompanyAdmin, 'id' | 'name' | 'email'>): AuditRecordRef => ({
  type: 'user',
  id: admin.id,
  label: `${admin.name} (${admin.email})`,
});
/** The list's cards show the first three admins, then '+N mais'. */
export const LISTED_ADMINS = 3;

function searchFields(company: Company): string[] {
  return [company.name, company.email, company.cnpj, cnpjDigits(company.cnpj)];
}

export async function listCompanies(query: PageQuery): Promise<Page<CompanyListItem>> {
  const { page, pageSize, search } = query;
  const offset = (page - 1) * pageSize;
  const all = await repo.listAll();
  const digits = search ? cnpjDigits(search) : '';
  const found = all.filter(
    (c) => matchesSearch(search, searchFields(c)) || (digits.length >= 3 && cnpjDigits(c.cnpj).includes(digits)),
  );
  const items = await Promise.all(
    found.slice(offset, offset + pageSize).map(async (company) => {
      const admins = await repo.admins(company.id, LISTED_ADMINS);
      return { ...company, admins: admins.items, adminsCount: admins.total };
    }),
  );
  // Companies are listed whole (the search spans them): paged by number.
  return { items, total: found.length, page, pageSize, nextCursor: null };
}

export async function getCompany(companyId: string): Promise<CompanyDetail> {
  const [company, admins] = await Promise.all([repo.get(companyId), repo.admins(companyId)]);
  if (!company) throw notFound(m.notFound);
  return { ...company, admins: admins.items };
}

export function createCompany(session: SessionUser, input: ValidCompanyInput): Promise<Company> {
  return repo.create(input, session.email);
}

export async function updateCompany(
  session: SessionUser,
  companyId: string,
  input: ValidCompanyUpdate,
): Promise<Company> {
  const updated = await repo.update(companyId, input, session.email);
  if (!updated) throw notFound(m.notFound);
  const { company, previous } = updated;
  // The app shows the company's name and reads its dates in its zone from its members' claims (and
  // copies an admin's into the users they create): a change must reach them, at their next token
  // refresh or sign-in.
  const changes = {
    ...(company.name !== previous.name && { companyName: company.name }),
    ...(company.timeZone !== previous.timeZone && { timeZone: company.timeZone }),
  };
  if (Object.keys(changes).length > 0) await userAccounts.setCompanyClaims(await repo.memberIds(companyId), changes);
  const edited = changedFields(asFields(previous), asFields(company), COMPANY_AUDIT_FIELDS);
  if (edited.length > 0) await audit(session, companyId, 'company.updated', companyRecord(company), edited);
  return company;
}

/** Creates the admin's Auth account with the claims the app reads (role, companyId, companyName, timeZone), then their document. */
export async function addAdmin(
  session: SessionUser,
  companyId: string,
  input: z.output<typeof CompanyAdminInputSchema>,
): Promise<CompanyAdmin> {
  const company = await repo.get(companyId);
  if (!company) throw notFound(m.notFound);
  const uid = await userAccounts.create(
    { name: input.name, email: input.email, password: input.password, isActive: true },
    // The superadmin typed this password: the admin sets their own at the first sign-in.
    { role: 'admin', companyId, companyName: company.name, timeZone: company.timeZone, passwordChangeRequired: true },
  );
  let admin: CompanyAdmin;
  try {
    admin = await repo.createAdmin(companyId, uid, { name: input.name, email: input.email }, session.email);
  } catch (error) {
    await userAccounts.remove(uid);
    throw error;
  }
  await audit(session, companyId, 'company.admin_added', adminRecord(admin));
  return admin;
}

export async function removeAdmin(session: SessionUser, companyId: string, adminId: string): Promise<{ id: string }> {
  if (!(await repo.get(companyId))) throw notFound(m.notFound);
  const admin = await repo.getAdmin(companyId, adminId);
  if (!admin) throw notFound(m.adminNotFound);
  await userAccounts.remove(adminId);
  await repo.removeAdmin(companyId, adminId);
  await audit(session, companyId, 'company.admin_removed', adminRecord(admin));
  return { id: adminId };
}

/** `DELETE /api/companies/:id`: starts the company's deletion (a background job), once the superadmin typed its name. */
export async function requestCompanyDeletion(
  companyId: string,
  confirmName: string,
  now: Date = new Date(),
): Promise<{ id: string; deletion: CompanyDeletion }> {
  const company = await repo.getForDeletion(companyId);
  if (!company) throw notFound(m.notFound);
  // Asked again while it runs: the same deletion, nothing more to confirm.
  if (company.deletion) return { id: companyId, deletion: company.deletion };
  if (!confirmsCompanyName(confirmName, company.name)) throw new AppError('invalid_input', m.confirmNameMismatch);
  const deletion = await repo.markDeleting(companyId, now);
  if (!deletion) throw notFound(m.notFound);
  // Its people lose access before this answer, not when the job reaches their accounts.
  await userAccounts.disableMany(await repo.memberIds(companyId));
  return { id: companyId, deletion };
}

export interface DeletionOptions {
  blobs?: BlobStore;
  /** Documents per batch (tests make it small to have many batches). */
  batchSize?: number;
  /** Called after each batch deleted, with how many so far (tests throw from it to stop half-way, as a crash would). */
  afterBatch?: (batches: number) => void;
  /** When this run stops (ms since the epoch); the next run continues where it stopped. */
  deadline?: number;
}

/** Thrown inside a run that reached its deadline: it stops between batches, and the next run goes on. */
const PAUSE = Symbol('pause');

/**
 * Deletes a company marked for deletion, batch by batch, until it is gone or the run's deadline:
 * what hangs outside a document (Auth accounts, blobs, subcollections) before the document
 * itself, and the company document last, so a run stopped anywhere (deadline, crash, restart) is
 * finished by the next one, and two runs at once only delete the same things twice. Each batch
 * adds to the progress the list shows. It walks the registry of a company's collections (the
 * features' declarations, features.ts), which also names the files their documents hold.
 */
export async function continueCompanyDeletion(
  companyId: string,
  registry: CompanyDataRegistry,
  options: DeletionOptions = {},
): Promise<'done' | 'paused'> {
  const blobs = options.blobs ?? blobStore();
  const size = Math.min(options.batchSize ?? data.maxBatch, data.maxBatch);
  let batches = 0;
  const tick = async (removed: number) => {
    batches += 1;
    await repo.recordDeletionProgress(companyId, removed);
    options.afterBatch?.(batches);
    if (options.deadline !== undefined && Date.now() >= options.deadline) throw PAUSE;
  };
  const drain = async (place: CompanyDataPlace) => {
    for (;;) {
      const rows = await data.nextBatch(companyId, place, size);
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      for (const row of rows) for (const child of row.children) await drain(child);
      for (const row of rows) for (const file of row.files) await blobs.delete(file);
      if (place.collection.accounts) await userAccounts.removeMany(ids);
      await data.deleteDocs(companyId, place, ids);
      await tick(ids.length);
    }
  };

  const places = data.places(registry);
  try {
    // People first: their accounts, then the devices their pushes went to (and the QR tokens).
    for (const place of places.filter((p) => p.collection.accounts)) await drain(place);
    for (const collection of registry.topLevel) {
      for (
        let ids = await data.nextTopLevel(companyId, collection, size);
        ids.length > 0;
        ids = await data.nextTopLevel(companyId, collection, size)
      ) {
        await data.deleteTopLevel(collection, ids);
        await tick(ids.length);
      }
    }
    for (const place of places.filter((p) => !p.collection.accounts)) await drain(place);
  } catch (error) {
    if (error === PAUSE) return 'paused';
    throw error;
  }
  await repo.removeCompanyDoc(companyId);
  return 'done';
}

/** How long one run of the deletion job may work: its schedule fires every minute, a function may run 60 s. */
export const DELETION_RUN_MS = 40_000;

/**
 * The deletion job: every company marked for deletion gets on with it until the run's deadline.
 * A company whose run fails is logged and left for the next run; the others go on.
 */
export async function continueCompanyDeletions(
  now: Date,
  registry: CompanyDataRegistry,
  options: Omit<DeletionOptions, 'deadline'> = {},
): Promise<void> {
  const deadline = now.getTime() + DELETION_RUN_MS;
  for (const companyId of await repo.listDeleting()) {
    if (Date.now() >= deadline) return;
    try {
      await continueCompanyDeletion(companyId, registry, { ...options, deadline });
    } catch (error) {
      log.companyDeletionFailed(companyId, error);
    }
  }
}

/** The ids of every company: the timed jobs walk them (the local emulator has no collection-group queries). */
export const companyIds = (): Promise<string[]> => repo.listIds();

/** The company's settings, with the defaults for what it never set (and for a missing company). */
export const companySettings = (companyId: string): Promise<CompanySettings> => repo.settings(companyId);

/** The company as a report's header prints it: razão social (null without one), CNPJ, address and clock. */
export const companyLetterhead = (companyId: string) => repo.letterhead(companyId);

/** The uids of the company's admins (those told of missed checklists, custody changes and deadlines). */
export const companyAdminIds = (companyId: string): Promise<string[]> => repo.adminIds(companyId);

/** The uids of the company's field users. */
export const companyUserIds = (companyId: string): Promise<string[]> => repo.userIds(companyId);

/** One of the company's admins, or null. */
export const companyAdmin = (companyId: string, uid: string): Promise<CompanyAdmin | null> =>
  repo.getAdmin(companyId, uid);
