import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { CounterDelta } from '../domain/checklists/checklist.schema';
import type { DeadlineChange } from '../domain/deadlines/deadlines';
import { CNH_CATEGORIES, type DriverLicense } from '../domain/drivers/cnh';
import { ROLES, type Role } from '../domain/roles';
import { USER_STATS_KEYS, userStatsPart, type CompanyUser } from '../domain/users/user.schema';
import { stageDeadlines } from '../fleet/deadlines';
import { deleteInBatches } from '../platform/batched-writes';
import { db } from '../platform/firebase';
import { keptCounts, onceMarker } from '../platform/kept-counts';
import { isAlreadyExists, isNotFound, toIso } from '../platform/firestore-values';
import { pagesInOrder, readPage } from '../platform/list-pages';
import type { PageRequest } from '../domain/cursor';

export interface UserFields {
  name: string;
  email: string;
  phone: string;
  isActive: boolean;
}

const company = (companyId: string) => db().collection('companies').doc(companyId);
const collection = (companyId: string) => company(companyId).collection('users');
/** The company's UserStats, one document kept by the users' trigger (onUserCounted). */
export const USER_COUNTS_COLLECTION = 'user_counts';

/** The stored `driverLicense` map, or null when absent or not a licence. */
function toDriverLicense(d: unknown): DriverLicense | null {
  if (!d || typeof d !== 'object') return null;
  const l = d as Record<string, unknown>;
  if (!CNH_CATEGORIES.includes(l.category as DriverLicense['category']) || typeof l.expiryDate !== 'string')
    return null;
  return {
    cnhNumber: String(l.cnhNumber ?? ''),
    category: l.category as DriverLicense['category'],
    expiryDate: l.expiryDate,
    ear: l.ear === true,
    lastToxicologicalExamDate: typeof l.lastToxicologicalExamDate === 'string' ? l.lastToxicologicalExamDate : null,
  };
}

function toUser(companyId: string, id: string, d: DocumentData): CompanyUser {
  return {
    id,
    companyId,
    name: String(d.name ?? ''),
    email: String(d.email ?? ''),
    phone: String(d.phone ?? ''),
    role: ROLES.includes(d.role) ? (d.role as Role) : 'user',
    isActive: d.isActive !== false,
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    lastLogin: toIso(d.lastLogin),
    checklistsCount: typeof d.checklistsCount === 'number' ? d.checklistsCount : 0,
    completedCount: typeof d.completedCount === 'number' ? d.completedCount : 0,
    driverLicense: toDriverLicense(d.driverLicense),
  };
}

export type CounterResult = 'applied' | 'duplicate' | 'user_missing';

export const usersRepository = {
  /** The company's UserStats: a user's write in them, once per event, and their read. */
  counts: keptCounts({
    keys: USER_STATS_KEYS,
    doc: (companyId) => company(companyId).collection(USER_COUNTS_COLLECTION).doc('users'),
    documents: collection,
    partOf: (companyId) => (data) => userStatsPart(toUser(companyId, '', data)),
  }),

  /** By name. */
  async listPage(companyId: string, request: PageRequest) {
    const { docs, nextCursor } = await readPage(collection(companyId), { field: 'name', direction: 'asc' }, request);
    return { items: docs.map((doc) => toUser(companyId, doc.id, doc.data())), nextCursor };
  },

  /** Every user by name, `pageSize` at a time (an export). */
  async *pages(companyId: string, pageSize: number): AsyncGenerator<CompanyUser[]> {
    for await (const docs of pagesInOrder(collection(companyId), { field: 'name', direction: 'asc' }, pageSize)) {
      yield docs.map((doc) => toUser(companyId, doc.id, doc.data()));
    }
  },

  async listAll(companyId: string): Promise<CompanyUser[]> {
    const snap = await collection(companyId).orderBy('name').get();
    return snap.docs.map((doc) => toUser(companyId, doc.id, doc.data()));
  },

  async get(companyId: string, id: string): Promise<CompanyUser | null> {
    const snap = await collection(companyId).doc(id).get();
    return snap.exists ? toUser(companyId, id, snap.data()!) : null;
  },

  async getMany(companyId: string, ids: string[]): Promise<CompanyUser[]> {
    if (ids.length === 0) return [];
    const snaps = await db().getAll(...ids.map((id) => collection(companyId).doc(id)));
    return snaps.filter((s) => s.exists).map((s) => toUser(companyId, s.id, s.data()!));
  },

  async create(companyId: string, id: string, fields: UserFields): Promise<CompanyUser> {
    const data = {
      id,
      ...fields,
      role: 'user',
      createdAt: Timestamp.now(),
      lastLogin: null,
      checklistsCount: 0,
      completedCount: 0,
    };
    await collection(companyId).doc(id).create(data);
    return toUser(companyId, id, data);
  },

  /** Null when the user does not exist (it is never created by an update). */
  async update(companyId: string, id: string, fields: UserFields): Promise<CompanyUser | null> {
    const ref = collection(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const changes = { ...fields, updatedAt: Timestamp.now() };
      tx.update(ref, changes);
      return toUser(companyId, id, { ...snap.data(), ...changes });
    });
  },

  /**
   * The driver licence (or null) and its deadline entries, in one batch; null when the user does
   * not exist (the update fails and nothing is written).
   */
  async setDriverLicense(
    companyId: string,
    id: string,
    license: DriverLicense | null,
    deadlines: (user: CompanyUser) => readonly DeadlineChange[],
  ): Promise<{ before: CompanyUser; after: CompanyUser } | null> {
    const ref = collection(companyId).doc(id);
    const snap = await ref.get();
    if (!snap.exists) return null;
    const before = toUser(companyId, id, snap.data()!);
    const after = { ...before, driverLicense: license };
    const batch = db().batch();
    batch.update(ref, { driverLicense: license, updatedAt: Timestamp.now() });
    stageDeadlines(batch, companyId, deadlines(after));
    try {
      await batch.commit();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    return { before, after };
  },

  /** Deadline entries that follow a change of the user (a rename retitles their CNH's). */
  async stageDeadlines(companyId: string, changes: readonly DeadlineChange[]): Promise<void> {
    if (changes.length === 0) return;
    const batch = db().batch();
    stageDeadlines(batch, companyId, changes);
    await batch.commit();
  },

  /**
   * Deletes the user document, its notifications (subcollections are not deleted with it) and,
   * with the document, its deadline entries (`deadlines`: their removals).
   */
  async remove(companyId: string, id: string, deadlines: readonly DeadlineChange[]): Promise<void> {
    const ref = collection(companyId).doc(id);
    const notifications = await ref.collection('notifications').get();
    await deleteInBatches(notifications.docs.map((doc) => doc.ref));
    const batch = db().batch();
    batch.delete(ref);
    stageDeadlines(batch, companyId, deadlines);
    await batch.commit();
  },

  /**
   * Adds `delta` to the user's counters once per event: the marker's `create()` is written first
   * and fails on a redelivery, before any increment. Increments need no read, so concurrent
   * events never contend for the user document.
   */
  async applyCounterDelta(
    companyId: string,
    userId: string,
    event: string,
    delta: CounterDelta,
  ): Promise<CounterResult> {
    const marker = onceMarker(companyId, event, userId);
    const batch = db().batch();
    batch.create(marker.ref, marker.data);
    batch.update(collection(companyId).doc(userId), {
      checklistsCount: FieldValue.increment(delta.checklistsCount),
      completedCount: FieldValue.increment(delta.completedCount),
    });
    try {
      await batch.commit();
      return 'applied';
    } catch (error) {
      if (isAlreadyExists(error)) return 'duplicate';
      if (isNotFound(error)) return 'user_missing';
      throw error;
    }
  },
};
