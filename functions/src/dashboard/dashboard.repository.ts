import { Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import { CHECKLIST_STATUSES, OPEN_STATUSES, type ChecklistStatus } from '../domain/checklists/checklist.schema';
import { db } from '../platform/firebase';
import { toIso } from '../platform/firestore-values';

const company = (companyId: string) => db().collection('companies').doc(companyId);
const checklists = (companyId: string) => company(companyId).collection('checklists');

/**
 * What one dashboard load read: documents fetched by queries, and aggregation queries run.
 * Firestore bills an aggregation one read per 1,000 index entries it matched (at least one), so
 * `billedReads` grows slowly with the counted documents while `documents` does not.
 */
export class ReadMeter {
  documents = 0;
  aggregations = 0;
  billedReads = 0;

  async count(query: Query): Promise<number> {
    const value = (await query.count().get()).data().count;
    this.aggregations += 1;
    this.billedReads += Math.max(1, Math.ceil(value / 1000));
    return value;
  }

  async docs(query: Query): Promise<Array<{ id: string; data: DocumentData }>> {
    const snap = await query.get();
    this.documents += snap.size;
    this.billedReads += Math.max(1, snap.size);
    return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  }
}

export interface ActivityRow {
  id: string;
  status: ChecklistStatus;
  templateName: string;
  userName: string;
  at: string;
}

export interface RejectionRow {
  questions: Array<Record<string, unknown>>;
  reviews: Record<string, unknown>;
}

const statusOf = (value: unknown): ChecklistStatus =>
  CHECKLIST_STATUSES.includes(value as ChecklistStatus) ? (value as ChecklistStatus) : 'pending';

const ts = (date: Date) => Timestamp.fromDate(date);

/** Reads for the dashboards: counts by aggregation, lists bounded by `limit`. */
export const dashboardRepository = {
  async statusCounts(meter: ReadMeter, companyId: string, now: Date): Promise<Record<ChecklistStatus, number> & { overdue: number }> {
    const [counts, overdue] = await Promise.all([
      Promise.all(CHECKLIST_STATUSES.map(async (s) => [s, await meter.count(checklists(companyId).where('status', '==', s))] as const)),
      meter.count(
        checklists(companyId)
          .where('status', 'in', [...OPEN_STATUSES])
          .where('dueDate', '<', ts(now)),
      ),
    ]);
    return { ...(Object.fromEntries(counts) as Record<ChecklistStatus, number>), overdue };
  },

  /** Completed or approved checklists whose completion date is at or after `since`. */
  completedSince(meter: ReadMeter, companyId: string, since: Date): Promise<number> {
    return meter.count(
      checklists(companyId)
        .where('status', 'in', ['completed', 'approved'])
        .where('completedAt', '>=', ts(since)),
    );
  },

  assignedSince(meter: ReadMeter, companyId: string, since: Date): Promise<number> {
    return meter.count(checklists(companyId).where('assignedAt', '>=', ts(since)));
  },

  countAll(meter: ReadMeter, companyId: string, sub: 'users' | 'templates' | 'checklists'): Promise<number> {
    return meter.count(company(companyId).collection(sub));
  },

  countActiveUsers(meter: ReadMeter, companyId: string): Promise<number> {
    return meter.count(company(companyId).collection('users').where('isActive', '==', true));
  },

  /**
   * The newest `limit` checklists of each kind of recent event since `since`, by its own time:
   * completion (completed or approved), review (approved or rejected), assignment.
   */
  async recentEvents(meter: ReadMeter, companyId: string, since: Date, limit: number) {
    const read = async (query: Query, field: string): Promise<ActivityRow[]> => {
      const rows = await meter.docs(
        query.where(field, '>=', ts(since)).orderBy(field, 'desc').limit(limit).select('status', 'templateName', 'userName', field),
      );
      return rows.map(({ id, data }) => ({
        id,
        status: statusOf(data.status),
        templateName: String(data.templateName ?? ''),
        userName: String(data.userName ?? ''),
        at: toIso(data[field]) ?? new Date(0).toISOString(),
      }));
    };
    const [completed, reviewed, assigned] = await Promise.all([
      read(checklists(companyId).where('status', 'in', ['completed', 'approved']), 'completedAt'),
      read(checklists(companyId).where('status', 'in', ['approved', 'rejected']), 'reviewedAt'),
      read(checklists(companyId), 'assignedAt'),
    ]);
    return { completed, reviewed, assigned };
  },

  /** The newest `limit` checklists rejected at or after `since`, with their questions and reviews. */
  async rejectedSince(meter: ReadMeter, companyId: string, since: Date, limit: number): Promise<RejectionRow[]> {
    const rows = await meter.docs(
      checklists(companyId).where('rejectedAt', '>=', ts(since)).orderBy('rejectedAt', 'desc').limit(limit).select('questions', 'reviews'),
    );
    return rows.map(({ data }) => ({
      questions: Array.isArray(data.questions) ? data.questions : [],
      reviews: data.reviews && typeof data.reviews === 'object' ? data.reviews : {},
    }));
  },

  /** The company's vehicles with what the fleet panel needs. */
  async vehicles(meter: ReadMeter, companyId: string) {
    const rows = await meter.docs(
      company(companyId).collection('vehicles').select('name', 'plate', 'currentKm', 'lastOilChangeKm', 'oilChangeIntervalKm', 'isActive'),
    );
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
    return rows.map(({ id, data }) => ({
      id,
      name: String(data.name ?? ''),
      plate: String(data.plate ?? ''),
      currentKm: num(data.currentKm),
      lastOilChangeKm: num(data.lastOilChangeKm),
      oilChangeIntervalKm: typeof data.oilChangeIntervalKm === 'number' && data.oilChangeIntervalKm > 0 ? data.oilChangeIntervalKm : 10_000,
      isActive: data.isActive !== false,
    }));
  },

  async reminders(meter: ReadMeter, companyId: string, vehicleId: string) {
    const rows = await meter.docs(company(companyId).collection('vehicles').doc(vehicleId).collection('reminders'));
    const optional = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);
    return rows.map(({ id, data }) => ({
      id,
      name: String(data.name ?? ''),
      intervalKm: optional(data.intervalKm),
      intervalMonths: optional(data.intervalMonths),
      lastDoneKm: typeof data.lastDoneKm === 'number' ? data.lastDoneKm : 0,
      lastDoneAt: toIso(data.lastDoneAt) ?? new Date(0).toISOString(),
    }));
  },

  /** The sum of the fuel records' totalCost performed at or after `since`. */
  async fuelSpendSince(meter: ReadMeter, companyId: string, vehicleId: string, since: Date): Promise<number> {
    const rows = await meter.docs(
      company(companyId).collection('vehicles').doc(vehicleId).collection('fuel').where('performedAt', '>=', ts(since)).select('totalCost'),
    );
    return rows.reduce((sum, { data }) => sum + (typeof data.totalCost === 'number' ? data.totalCost : 0), 0);
  },

  /** Every company, by id, with its name (the platform view). */
  async companies(meter: ReadMeter): Promise<Array<{ id: string; name: string }>> {
    const rows = await meter.docs(db().collection('companies').select('name'));
    return rows.map(({ id, data }) => ({ id, name: String(data.name ?? id) }));
  },
};
