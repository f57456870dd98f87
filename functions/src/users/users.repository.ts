import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { CounterDelta } from '../domain/checklists/checklist.schema';
import { ROLES, type Role } from '../domain/roles';
import type { CompanyUser } from '../domain/users/user.schema';
import { deleteInBatches } from '../platform/batched-writes';
import { db } from '../platform/firebase';
import { isAlreadyExists, isNotFound, readPage, toIso } from '../platform/firestore-values';

export interface UserFields {
  name: string;
  email: string;
  phone: string;
  isActive: boolean;
}

const company = (companyId: string) => db().collection('companies').doc(companyId);
const collection = (companyId: string) => company(companyId).collection('users');

/** Markers of events already applied, so a redelivered event changes nothing (research T9). */
const processedEvents = (companyId: string) => company(companyId).collection('processed_events');
/** Markers are only needed while redeliveries can arrive (hours); a TTL policy on expireAt drops them. */
const MARKER_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

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
  };
}

export type CounterResult = 'applied' | 'duplicate' | 'user_missing';

export const usersRepository = {
  async count(companyId: string): Promise<number> {
    return (await collection(companyId).count().get()).data().count;
  },

  /** By name. */
  async listPage(companyId: string, offset: number, limit: number): Promise<CompanyUser[]> {
    const docs = await readPage(collection(companyId).orderBy('name'), offset, limit);
    return docs.map((doc) => toUser(companyId, doc.id, doc.data()));
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

  /** Deletes the user document and its notifications (subcollections are not deleted with it). */
  async remove(companyId: string, id: string): Promise<void> {
    const ref = collection(companyId).doc(id);
    const notifications = await ref.collection('notifications').get();
    await deleteInBatches(notifications.docs.map((doc) => doc.ref));
    await ref.delete();
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
    const markerId = createHash('sha256').update(`${event}|${userId}`).digest('hex');
    const batch = db().batch();
    batch.create(processedEvents(companyId).doc(markerId), {
      event,
      userId,
      processedAt: Timestamp.now(),
      expireAt: Timestamp.fromMillis(Date.now() + MARKER_LIFETIME_MS),
    });
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
