import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type {
  Company,
  CompanyAdmin,
  CompanyDeletion,
  CompanyLetterhead,
  ValidCompanyInput,
  ValidCompanyUpdate,
} from '../domain/companies/company.schema';
import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '../domain/companies/settings';
import { timeZoneOr } from '../domain/dates';
import { db } from '../platform/firebase';
import { isNotFound, toIso } from '../platform/firestore-values';

const companies = () => db().collection('companies');
const admins = (companyId: string) => companies().doc(companyId).collection('admins');
/** A collection under the company, by its path relative to the company document ('users/u1/notifications'). */
const under = (companyId: string, subPath: string) => companies().doc(companyId).collection(subPath);

function toCompany(id: string, d: DocumentData): Company {
  return {
    id,
    name: String(d.name ?? ''),
    email: String(d.email ?? ''),
    phone: String(d.phone ?? ''),
    address: String(d.address ?? ''),
    cnpj: String(d.cnpj ?? ''),
    timeZone: timeZoneOr(d.timeZone),
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    createdBy: String(d.createdBy ?? ''),
    updatedAt: toIso(d.updatedAt),
    updatedBy: typeof d.updatedBy === 'string' ? d.updatedBy : null,
  };
}

/** The deletion under way, from the company document; null when it is not being deleted. */
function deletionOf(d: DocumentData): CompanyDeletion | null {
  if (d.deleting !== true) return null;
  const removed = d.deletionRemoved;
  return {
    since: toIso(d.deletingSince) ?? new Date(0).toISOString(),
    removed: typeof removed === 'number' ? removed : 0,
  };
}

function settingsOf(d: DocumentData): CompanySettings {
  const minutes = d.dueReminderMinutes;
  return {
    timeZone: timeZoneOr(d.timeZone),
    dueReminderMinutes: typeof minutes === 'number' ? minutes : DEFAULT_COMPANY_SETTINGS.dueReminderMinutes,
    publicNames: d.publicNames === 'full' ? 'full' : DEFAULT_COMPANY_SETTINGS.publicNames,
    positionRetentionMonths:
      typeof d.positionRetentionMonths === 'number'
        ? d.positionRetentionMonths
        : DEFAULT_COMPANY_SETTINGS.positionRetentionMonths,
  };
}

function toAdmin(id: string, d: DocumentData): CompanyAdmin {
  return {
    id,
    name: String(d.name ?? ''),
    email: String(d.email ?? ''),
    ...(typeof d.phone === 'string' && d.phone ? { phone: d.phone } : {}),
    role: 'admin',
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    createdBy: String(d.createdBy ?? ''),
  };
}

export const companiesRepository = {
  /** Every company's id (the schedule walks companies: the local emulator has no collection-group queries). */
  async listIds(): Promise<string[]> {
    const snap = await companies().select().get();
    return snap.docs.map((doc) => doc.id);
  },

  /** The company's settings; the defaults for what it never set (and for a missing company). */
  async settings(companyId: string): Promise<CompanySettings> {
    return settingsOf((await companies().doc(companyId).get()).data() ?? {});
  },

  /**
   * Saves the company's settings; the ones it had before, or null when there is no company (or it
   * is being deleted).
   */
  async saveSettings(companyId: string, settings: CompanySettings, by: string): Promise<CompanySettings | null> {
    const ref = companies().doc(companyId);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.data()!.deleting === true) return null;
      tx.update(ref, { ...settings, updatedAt: Timestamp.now(), updatedBy: by });
      return settingsOf(snap.data()!);
    });
  },

  /** What a report's header prints of its issuer: razão social, CNPJ and address ('' when not recorded). */
  async letterhead(companyId: string): Promise<CompanyLetterhead> {
    const data = (await companies().doc(companyId).get()).data() ?? {};
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    return {
      name: text(data.name) || null,
      cnpj: text(data.cnpj),
      address: text(data.address),
      timeZone: settingsOf(data).timeZone,
    };
  },

  /**
   * Every company, by name (a platform holds tens to hundreds: searched in memory), those being
   * deleted included, with their deletion's progress, until their document goes last of all.
   */
  async listAll(): Promise<Array<Company & { deletion: CompanyDeletion | null }>> {
    const snap = await companies().get();
    return snap.docs
      .map((doc) => ({ ...toCompany(doc.id, doc.data()), deletion: deletionOf(doc.data()) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  },

  /** The company's name and its deletion under way, being deleted or not; null when there is no company. */
  async getForDeletion(companyId: string): Promise<{ name: string; deletion: CompanyDeletion | null } | null> {
    const snap = await companies().doc(companyId).get();
    return snap.exists ? { name: String(snap.get('name') ?? ''), deletion: deletionOf(snap.data()!) } : null;
  },

  /** The ids of the companies being deleted (the job's schedule walks them). */
  async listDeleting(): Promise<string[]> {
    const snap = await companies().where('deleting', '==', true).select().get();
    return snap.docs.map((doc) => doc.id);
  },

  /** Adds to the deletion's count of records removed; nothing when the company document is already gone. */
  async recordDeletionProgress(companyId: string, removed: number): Promise<void> {
    try {
      await companies()
        .doc(companyId)
        .update({ deletionRemoved: FieldValue.increment(removed), deletionUpdatedAt: Timestamp.now() });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  },

  async get(companyId: string): Promise<Company | null> {
    const snap = await companies().doc(companyId).get();
    return snap.exists && snap.data()!.deleting !== true ? toCompany(snap.id, snap.data()!) : null;
  },

  async create(fields: ValidCompanyInput, by: string): Promise<Company> {
    const ref = companies().doc();
    const data = { id: ref.id, ...fields, createdAt: Timestamp.now(), createdBy: by, updatedAt: null, updatedBy: null };
    await ref.create(data);
    return toCompany(ref.id, data);
  },

  /**
   * The company as saved and the name and time zone it had before; null when there is no such
   * company (an update never creates one).
   */
  async update(
    companyId: string,
    fields: ValidCompanyUpdate,
    by: string,
  ): Promise<{ company: Company; previous: Company } | null> {
    const ref = companies().doc(companyId);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.data()!.deleting === true) return null;
      // No zone given: the stored one stays (Firestore refuses an undefined field).
      const { timeZone, ...rest } = fields;
      const changes = { ...rest, ...(timeZone && { timeZone }), updatedAt: Timestamp.now(), updatedBy: by };
      tx.update(ref, changes);
      return {
        company: toCompany(companyId, { ...snap.data(), ...changes }),
        previous: toCompany(companyId, snap.data()!),
      };
    });
  },

  /** The first `limit` admins by name (all when no limit), and how many there are. */
  async admins(companyId: string, limit?: number): Promise<{ items: CompanyAdmin[]; total: number }> {
    const query = admins(companyId).orderBy('name');
    const [snap, total] = await Promise.all([
      (limit ? query.limit(limit) : query).get(),
      admins(companyId).count().get(),
    ]);
    return { items: snap.docs.map((doc) => toAdmin(doc.id, doc.data())), total: total.data().count };
  },

  /** The uids of the company's admins (those told of missed checklists). */
  async adminIds(companyId: string): Promise<string[]> {
    return (await admins(companyId).select().get()).docs.map((doc) => doc.id);
  },

  /** The uids of the company's field users: each is the id of its document. */
  async userIds(companyId: string): Promise<string[]> {
    return (await under(companyId, 'users').select().get()).docs.map((doc) => doc.id);
  },

  /** The uids of the company's admins and users: each is the id of its document. */
  async memberIds(companyId: string): Promise<string[]> {
    const [adminDocs, userDocs] = await Promise.all([
      admins(companyId).select().get(),
      under(companyId, 'users').select().get(),
    ]);
    return [...adminDocs.docs, ...userDocs.docs].map((doc) => doc.id);
  },

  async getAdmin(companyId: string, adminId: string): Promise<CompanyAdmin | null> {
    const snap = await admins(companyId).doc(adminId).get();
    return snap.exists ? toAdmin(snap.id, snap.data()!) : null;
  },

  async createAdmin(
    companyId: string,
    uid: string,
    fields: { name: string; email: string },
    by: string,
  ): Promise<CompanyAdmin> {
    const data = { id: uid, ...fields, role: 'admin', createdAt: Timestamp.now(), createdBy: by };
    await admins(companyId).doc(uid).create(data);
    return toAdmin(uid, data);
  },

  async removeAdmin(companyId: string, adminId: string): Promise<void> {
    await admins(companyId).doc(adminId).delete();
  },

  /**
   * Marks the company as being deleted: it can no longer be opened or changed, the list shows its
   * progress, and its document (deleted last) stays as the job's to-do until everything else is
   * gone. The deletion under way (a second request keeps the first's); null when there is no company.
   */
  async markDeleting(companyId: string, now: Date): Promise<CompanyDeletion | null> {
    const ref = companies().doc(companyId);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = deletionOf(snap.data()!);
      if (current) return current;
      tx.update(ref, {
        deleting: true,
        deletingSince: Timestamp.fromDate(now),
        deletionRemoved: 0,
        deletionUpdatedAt: Timestamp.fromDate(now),
      });
      return { since: now.toISOString(), removed: 0 };
    });
  },

  async removeCompanyDoc(companyId: string): Promise<void> {
    await companies().doc(companyId).delete();
  },

  async exists(companyId: string): Promise<boolean> {
    return (await companies().doc(companyId).get()).exists;
  },
};
