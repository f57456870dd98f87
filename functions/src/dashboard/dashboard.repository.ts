import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { CHECKLIST_STATUSES, UNSENT_STATUSES, type ChecklistStatus } from '../domain/checklists/checklist.schema';
import {
  ACTIVITY_KINDS,
  activityEntryId,
  rejectionMonth,
  type ActivityEntry,
  type ActivityKind,
  type RejectionDays,
  type RejectionMark,
} from '../domain/dashboard/activity';
import type { RecentActivity } from '../domain/dashboard/dashboard.types';
import { CRITICAL_DEFECTS_KEPT, fuelByMonth, type FleetEntry } from '../domain/dashboard/fleet';
import { DEFAULT_OIL_INTERVAL_KM } from '../domain/fleet/oil';
import { db } from '../platform/firebase';
import { processedEvents } from '../platform/processed-events';
import { isAlreadyExists, isNotFound, toIso } from '../platform/firestore-values';

const company = (companyId: string) => db().collection('companies').doc(companyId);
const checklists = (companyId: string) => company(companyId).collection('checklists');
/** One document per checklist and kind of event (ActivityEntry), kept in step by a trigger. */
const activity = (companyId: string) => company(companyId).collection('activity');
/**
 * A month's rejections per day and question, in plain top-level fields (the local emulator can
 * only increment those): `q_<key>` holds a question's text, `d<YYYYMMDD>_<key>` its count that day.
 */
const rejectionTally = (companyId: string, month: string) =>
  company(companyId).collection('stats').doc(`rejections-${month}`);
const TEXT_FIELD = 'q_';
const COUNT_FIELD = 'd';
const questionKey = (question: string) => createHash('sha256').update(question).digest('hex').slice(0, 20);

function tallyDays(data: DocumentData | undefined): RejectionDays {
  const days: RejectionDays = {};
  for (const [field, value] of Object.entries(data ?? {})) {
    const count = /^d(\d{4})(\d{2})(\d{2})_([0-9a-f]+)$/.exec(field);
    const question = count && data?.[`${TEXT_FIELD}${count[4]}`];
    if (!count || typeof question !== 'string' || typeof value !== 'number') continue;
    const day = `${count[1]}-${count[2]}-${count[3]}`;
    days[day] = { ...days[day], [question]: value };
  }
  return days;
}
/**
 * The fleet panel's aggregate: one field `v_<vehicleId>` per active vehicle (FleetEntry), each
 * written by its own vehicle's trigger, so the panel reads one document for 5 vehicles or 500.
 * A vehicle deleted or made inactive leaves its field null: the local emulator ignores
 * FieldValue.delete(), and a null is as small and reads the same on both.
 */
const fleet = (companyId: string) => company(companyId).collection('stats').doc('fleet');

/** The defect figures of a vehicle's `service` field, or of a stored fleet entry (none before defects existed). */
function serviceEntry(raw: unknown): Pick<FleetEntry, 'openDefects' | 'openCriticalDefects' | 'outOfService'> {
  const service = raw && typeof raw === 'object' ? (raw as DocumentData) : {};
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    openDefects: count(service.openDefects),
    openCriticalDefects: count(service.openCriticalDefects),
    outOfService: service.outOfService === true,
  };
}
const ENTRY_FIELD = 'v_';

function toFleetEntry(vehicleId: string, value: unknown): FleetEntry {
  const d = (value ?? {}) as DocumentData;
  const list = (v: unknown) => (Array.isArray(v) ? (v as DocumentData[]) : []);
  return {
    vehicleId,
    name: String(d.name ?? ''),
    plate: String(d.plate ?? ''),
    currentKm: Number(d.currentKm ?? 0),
    lastOilChangeKm: Number(d.lastOilChangeKm ?? 0),
    oilChangeIntervalKm: Number(d.oilChangeIntervalKm ?? DEFAULT_OIL_INTERVAL_KM),
    reminders: list(d.reminders).map((r) => ({
      id: String(r.id),
      name: String(r.name ?? ''),
      intervalKm: typeof r.intervalKm === 'number' ? r.intervalKm : null,
      intervalMonths: typeof r.intervalMonths === 'number' ? r.intervalMonths : null,
      lastDoneKm: Number(r.lastDoneKm ?? 0),
      lastDoneAt: String(r.lastDoneAt ?? new Date(0).toISOString()),
    })),
    fuel: list(d.fuel).map((m) => ({ month: String(m.month), total: Number(m.total ?? 0) })),
    // Stored under the same names as in the vehicle's `service`.
    ...serviceEntry(d),
    criticalDefects: list(d.criticalDefects).map((c) => ({ id: String(c.id), title: String(c.title ?? '') })),
  };
}

/** A rejection's marker outlives the tally's window, so a late redelivery cannot count it twice. */
const REJECTION_MARKER_DAYS = 40;

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

  /** Documents by reference: each one asked for is a read, found or not. */
  async getAll(refs: DocumentReference[]): Promise<Array<DocumentData | undefined>> {
    const snaps = await db().getAll(...refs);
    this.documents += refs.length;
    this.billedReads += refs.length;
    return snaps.map((snap) => snap.data());
  }

  async docs(query: Query): Promise<Array<{ id: string; data: DocumentData }>> {
    const snap = await query.get();
    this.documents += snap.size;
    this.billedReads += Math.max(1, snap.size);
    return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  }
}

const ts = (date: Date) => Timestamp.fromDate(date);

/** Reads for the dashboards: counts by aggregation, lists bounded by `limit`. */
export const dashboardRepository = {
  async statusCounts(
    meter: ReadMeter,
    companyId: string,
    now: Date,
  ): Promise<Record<ChecklistStatus, number> & { overdue: number }> {
    const [counts, overdue] = await Promise.all([
      Promise.all(
        CHECKLIST_STATUSES.map(
          async (s) => [s, await meter.count(checklists(companyId).where('status', '==', s))] as const,
        ),
      ),
      meter.count(
        checklists(companyId)
          .where('status', 'in', [...UNSENT_STATUSES])
          .where('dueDate', '<', ts(now)),
      ),
    ]);
    return { ...(Object.fromEntries(counts) as Record<ChecklistStatus, number>), overdue };
  },

  /** Completed or approved checklists whose completion date is at or after `since`. */
  completedSince(meter: ReadMeter, companyId: string, since: Date): Promise<number> {
    return meter.count(
      checklists(companyId).where('status', 'in', ['completed', 'approved']).where('completedAt', '>=', ts(since)),
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

  /** The newest `limit` activity entries dated at or after `since`. */
  async recentActivity(meter: ReadMeter, companyId: string, since: Date, limit: number): Promise<RecentActivity[]> {
    const rows = await meter.docs(
      activity(companyId).where('date', '>=', ts(since)).orderBy('date', 'desc').limit(limit),
    );
    return rows.map(({ data }) => ({
      id: String(data.checklistId ?? ''),
      type: data.type,
      templateName: String(data.templateName ?? ''),
      userName: String(data.userName ?? ''),
      date: toIso(data.date) ?? new Date(0).toISOString(),
    }));
  },

  /** The rejection tallies of these months (missing months read as empty). */
  async rejectionTallies(meter: ReadMeter, companyId: string, months: readonly string[]): Promise<RejectionDays[]> {
    const docs = await meter.getAll(months.map((month) => rejectionTally(companyId, month)));
    return docs.map(tallyDays);
  },

  /** Writes a checklist's activity entries, and removes the `removable` kinds it no longer has. */
  async replaceActivity(
    companyId: string,
    checklistId: string,
    entries: ActivityEntry[],
    removable: readonly ActivityKind[],
  ): Promise<void> {
    const batch = db().batch();
    for (const kind of ACTIVITY_KINDS) {
      const ref = activity(companyId).doc(activityEntryId(checklistId, kind));
      const entry = entries.find((e) => e.kind === kind);
      if (entry) {
        const { templateName, userName, type, date } = entry;
        batch.set(ref, { checklistId, kind, type, templateName, userName, date: Timestamp.fromDate(new Date(date)) });
      } else if (removable.includes(kind)) batch.delete(ref);
    }
    await batch.commit();
  },

  /**
   * Adds one rejection to its day's tally, once: the marker is created first in the same batch,
   * so a mark seen again fails there and nothing is added (the local emulator applies a commit's
   * writes in order). The count is a server-side increment, so rejections counted at once all add up.
   */
  async countRejection(companyId: string, mark: RejectionMark): Promise<'applied' | 'duplicate'> {
    const markerId = createHash('sha256').update(`rejection|${mark.key}`).digest('hex');
    const question = questionKey(mark.question);
    const batch = db().batch();
    batch.create(processedEvents(companyId).doc(markerId), {
      event: `rejection|${mark.key}`,
      processedAt: Timestamp.now(),
      expireAt: Timestamp.fromMillis(Date.parse(mark.at) + REJECTION_MARKER_DAYS * 86_400_000),
    });
    batch.set(
      rejectionTally(companyId, rejectionMonth(mark.day)),
      {
        [`${TEXT_FIELD}${question}`]: mark.question,
        [`${COUNT_FIELD}${mark.day.replaceAll('-', '')}_${question}`]: FieldValue.increment(1),
      },
      { merge: true },
    );
    try {
      await batch.commit();
      return 'applied';
    } catch (error) {
      if (isAlreadyExists(error)) return 'duplicate';
      throw error;
    }
  },

  /** The kept entries of the company's active vehicles: one document, whatever the fleet's size. */
  async fleetEntries(meter: ReadMeter, companyId: string): Promise<FleetEntry[]> {
    const [data] = await meter.getAll([fleet(companyId)]);
    return Object.entries(data ?? {}).flatMap(([field, value]) =>
      field.startsWith(ENTRY_FIELD) && value !== null ? [toFleetEntry(field.slice(ENTRY_FIELD.length), value)] : [],
    );
  },

  /**
   * Brings a vehicle's fleet entry in step with the vehicle, its reminders and its fuel since
   * `fuelSince` as they are now (read again, not taken from the event), in a transaction so that
   * in production a sync that read older state cannot land after one that read newer. A vehicle
   * deleted or inactive leaves no entry.
   */
  async syncFleetEntry(companyId: string, vehicleId: string, fuelSince: Date, timeZone: string): Promise<void> {
    const vehicleRef = company(companyId).collection('vehicles').doc(vehicleId);
    const field = `${ENTRY_FIELD}${vehicleId}`;
    const outcome = await db().runTransaction(async (tx) => {
      const snap = await tx.get(vehicleRef);
      const data = snap.data();
      if (!data) return 'gone';
      // An inactive or archived vehicle is out of the dashboard's fleet figures.
      if (data.isActive === false || data.archived === true) {
        tx.set(fleet(companyId), { [field]: null }, { mergeFields: [field] });
        return 'kept';
      }
      const service = serviceEntry(data.service);
      const [reminders, fuel, open] = await Promise.all([
        tx.get(vehicleRef.collection('reminders')),
        tx.get(vehicleRef.collection('fuel').where('performedAt', '>=', ts(fuelSince))),
        // Only a vehicle out of service shows its defects; their moves rewrite its `service`, which brings it here.
        service.outOfService
          ? tx.get(
              company(companyId).collection('defects').where('vehicleId', '==', vehicleId).where('isOpen', '==', true),
            )
          : null,
      ]);
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
      const optional = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);
      const entry: Omit<FleetEntry, 'vehicleId'> = {
        name: String(data.name ?? ''),
        plate: String(data.plate ?? ''),
        currentKm: num(data.currentKm),
        lastOilChangeKm: num(data.lastOilChangeKm),
        oilChangeIntervalKm:
          typeof data.oilChangeIntervalKm === 'number' && data.oilChangeIntervalKm > 0
            ? data.oilChangeIntervalKm
            : DEFAULT_OIL_INTERVAL_KM,
        reminders: reminders.docs.map((doc) => {
          const r = doc.data();
          return {
            id: doc.id,
            name: String(r.name ?? ''),
            intervalKm: optional(r.intervalKm),
            intervalMonths: optional(r.intervalMonths),
            lastDoneKm: num(r.lastDoneKm),
            lastDoneAt: toIso(r.lastDoneAt) ?? new Date(0).toISOString(),
          };
        }),
        // The service state kept on the vehicle from its defects (service-state.service), so the panel needs no defect read.
        ...service,
        criticalDefects: (open?.docs ?? [])
          .map((doc) => ({ id: doc.id, data: doc.data() }))
          .filter(({ data: d }) => d.severity === 'critical')
          .sort(
            (a, b) =>
              (toIso(a.data.openedAt) ?? '').localeCompare(toIso(b.data.openedAt) ?? '') || (a.id < b.id ? -1 : 1),
          )
          .slice(0, CRITICAL_DEFECTS_KEPT)
          .map(({ id, data: d }) => ({ id, title: String(d.title ?? '') })),
        fuel: fuelByMonth(
          fuel.docs.flatMap((doc) => {
            const performedAt = toIso(doc.data().performedAt);
            return performedAt ? [{ performedAt: new Date(performedAt), totalCost: num(doc.data().totalCost) }] : [];
          }),
          timeZone,
        ),
      };
      // mergeFields replaces the whole entry (a removed reminder or month goes with it) and leaves the other vehicles'.
      tx.set(fleet(companyId), { [field]: entry }, { mergeFields: [field] });
      return 'kept';
    });
    // A deleted vehicle (perhaps with its whole company) must not make the fleet document again.
    if (outcome === 'gone') {
      await fleet(companyId)
        .update({ [field]: null })
        .catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
    }
  },

  /** Every company, by id, with its name (the platform view). */
  async companies(meter: ReadMeter): Promise<Array<{ id: string; name: string }>> {
    const rows = await meter.docs(db().collection('companies').select('name'));
    return rows.map(({ id, data }) => ({ id, name: String(data.name ?? id) }));
  },
};
