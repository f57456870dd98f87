import { Timestamp, type DocumentData, type Query, type WriteBatch } from 'firebase-admin/firestore';
import { timeZoneOr, type TimeZone } from '../domain/dates';
import type { AssignmentPairing } from '../domain/checklists/assign.schema';
import type { ChecklistVehicle } from '../domain/fleet/inspection';
import type { Recurrence } from '../domain/schedules/recurrence';
import type { Schedule, ScheduleStatusFilter } from '../domain/schedules/schedule.schema';
import {
  CUSTODY_ROLES,
  TEMPLATE_KINDS,
  type CustodyRole,
  type TemplateKind,
} from '../domain/templates/template.schema';
import type { PageRequest } from '../domain/cursor';
import { commitInBatches } from '../platform/batched-writes';
import { db } from '../platform/firebase';
import { isFailedPrecondition, toIso } from '../platform/firestore-values';
import { readPage } from '../platform/list-pages';

export const SCHEDULES_COLLECTION = 'schedules';

const collection = (companyId: string) => db().collection('companies').doc(companyId).collection(SCHEDULES_COLLECTION);

/** What a save writes: the admin's choices with the names and zone it knew then. */
export interface ScheduleFields {
  templateId: string;
  templateName: string;
  templateKind: TemplateKind;
  custodyRole: CustodyRole | null;
  userIds: string[];
  users: Array<{ id: string; name: string }>;
  vehicleIds: string[];
  vehicles: ChecklistVehicle[];
  pairing: AssignmentPairing;
  recurrence: Recurrence;
  dueTime: string;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
  timeZone: TimeZone;
}

/** When a schedule was last written, as the job read it (its writes are refused if another came since). */
export type ScheduleVersion = Timestamp;

/** A schedule the job reads, with its version. */
export type DueSchedule = Schedule & { version: ScheduleVersion };

/** Where the schedule stands: the job's query reads `nextAvailableAt` (null: nothing to create). */
export interface ScheduleProgress {
  lastDay: string | null;
  nextDay: string | null;
  nextAvailableAt: Date | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toSchedule(companyId: string, id: string, d: DocumentData): Schedule {
  return {
    id,
    companyId,
    templateId: String(d.templateId ?? ''),
    templateName: String(d.templateName ?? ''),
    templateKind: TEMPLATE_KINDS.includes(d.templateKind) ? (d.templateKind as TemplateKind) : 'general',
    custodyRole: CUSTODY_ROLES.includes(d.custodyRole) ? (d.custodyRole as CustodyRole) : null,
    users: Array.isArray(d.users)
      ? d.users.map((u: DocumentData) => ({ id: String(u.id), name: String(u.name ?? '') }))
      : [],
    vehicles: Array.isArray(d.vehicles)
      ? d.vehicles.map((v: DocumentData) => ({
          id: String(v.id),
          name: String(v.name ?? ''),
          plate: String(v.plate ?? ''),
        }))
      : [],
    pairing: d.pairing === 'paired' ? 'paired' : 'every',
    recurrence: d.recurrence as Recurrence,
    dueTime: String(d.dueTime ?? '08:00'),
    startDate: String(d.startDate ?? ''),
    endDate: text(d.endDate),
    isActive: d.isActive !== false,
    timeZone: timeZoneOr(d.timeZone),
    lastDay: text(d.lastDay),
    nextDay: text(d.nextDay),
    nextAvailableAt: toIso(d.nextAvailableAt),
    createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
    createdBy: String(d.createdBy ?? ''),
    updatedAt: toIso(d.updatedAt),
    updatedBy: text(d.updatedBy),
  };
}

const progressData = (p: ScheduleProgress) => ({
  lastDay: p.lastDay,
  nextDay: p.nextDay,
  nextAvailableAt: p.nextAvailableAt ? Timestamp.fromDate(p.nextAvailableAt) : null,
});

function filtered(companyId: string, status: ScheduleStatusFilter, templateId?: string): Query {
  let query: Query = collection(companyId);
  if (status !== 'all') query = query.where('isActive', '==', status === 'active');
  if (templateId) query = query.where('templateId', '==', templateId);
  return query;
}

export const schedulesRepository = {
  /** Newest first. */
  async listPage(
    companyId: string,
    filter: { status: ScheduleStatusFilter; templateId?: string },
    request: PageRequest,
  ): Promise<{ items: Schedule[]; total: number; nextCursor: string | null }> {
    const query = filtered(companyId, filter.status, filter.templateId);
    const [{ docs, nextCursor }, count] = await Promise.all([
      readPage(query, { field: 'createdAt', direction: 'desc' }, request),
      query.count().get(),
    ]);
    return {
      items: docs.map((doc) => toSchedule(companyId, doc.id, doc.data())),
      total: count.data().count,
      nextCursor,
    };
  },

  async get(companyId: string, id: string): Promise<Schedule | null> {
    const snap = await collection(companyId).doc(id).get();
    return snap.exists ? toSchedule(companyId, id, snap.data()!) : null;
  },

  async create(companyId: string, fields: ScheduleFields, progress: ScheduleProgress, by: string): Promise<Schedule> {
    const ref = collection(companyId).doc();
    const data = {
      ...fields,
      ...progressData(progress),
      companyId,
      createdAt: Timestamp.now(),
      createdBy: by,
      updatedAt: null,
      updatedBy: null,
    };
    await ref.create(data);
    return toSchedule(companyId, ref.id, data);
  },

  /**
   * A save: `change` sees the schedule as stored and returns its new fields and progress, or
   * throws; null when the schedule does not exist.
   */
  async update(
    companyId: string,
    id: string,
    by: string,
    change: (current: Schedule) => { fields?: Partial<ScheduleFields>; progress: ScheduleProgress },
  ): Promise<{ before: Schedule; after: Schedule } | null> {
    const ref = collection(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const stored = snap.data()!;
      const before = toSchedule(companyId, id, stored);
      const { fields, progress } = change(before);
      const changes = {
        ...fields,
        ...progressData(progress),
        updatedAt: Timestamp.now(),
        updatedBy: by,
      };
      tx.update(ref, changes);
      return { before, after: toSchedule(companyId, id, { ...stored, ...changes }) };
    });
  },

  /** A deleted user stays among a schedule's users by id (the job skips them) under `pseudonym`. */
  async renameUser(companyId: string, uid: string, pseudonym: string): Promise<number> {
    const { docs } = await collection(companyId).where('userIds', 'array-contains', uid).get();
    await commitInBatches(
      docs.map((doc) => (batch: WriteBatch) => {
        const users = (doc.data().users as Array<{ id: string; name: string }>) ?? [];
        batch.update(doc.ref, { users: users.map((u) => (u.id === uid ? { ...u, name: pseudonym } : u)) });
      }),
    );
    return docs.length;
  },

  async remove(companyId: string, id: string): Promise<Schedule | null> {
    const ref = collection(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      tx.delete(ref);
      return toSchedule(companyId, id, snap.data()!);
    });
  },

  /**
   * One page of the schedules with a period to create by `now`, by when it became available; the
   * job pages with `after` (the last one's id and time) instead of reading them all at once.
   */
  async listDue(
    companyId: string,
    now: Date,
    limit: number,
    after?: { id: string; nextAvailableAt: string },
  ): Promise<DueSchedule[]> {
    let query = collection(companyId)
      .where('nextAvailableAt', '<=', Timestamp.fromDate(now))
      .orderBy('nextAvailableAt')
      .orderBy('__name__');
    if (after) query = query.startAfter(Timestamp.fromDate(new Date(after.nextAvailableAt)), after.id);
    const snap = await query.limit(limit).get();
    return snap.docs.map((doc) => ({ ...toSchedule(companyId, doc.id, doc.data()), version: doc.updateTime }));
  },

  /**
   * The job's progress for a page of schedules, in one write: each only if nothing wrote it since
   * the page was read (its `version`). False when something had (an admin's save, another run):
   * then the page stays due and the next run, finding its checklists made, moves it on.
   */
  async advance(
    companyId: string,
    moves: Array<{ id: string; version: ScheduleVersion; progress: ScheduleProgress }>,
  ): Promise<boolean> {
    if (!moves.length) return true;
    const batch = db().batch();
    for (const { id, version, progress } of moves)
      batch.update(collection(companyId).doc(id), progressData(progress), { lastUpdateTime: version });
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (isFailedPrecondition(error)) return false;
      throw error;
    }
  },
};
