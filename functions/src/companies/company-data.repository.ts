import type { DocumentData } from 'firebase-admin/firestore';
import { AUDIT_COLLECTION } from '../audit/audit.repository';
import { ANSWER_HISTORY_COLLECTION } from '../checklists/answer-history.repository';
import { DEADLINE_NOTICES_COLLECTION, DEADLINES_COLLECTION } from '../deadlines/deadlines.repository';
import { DEFECT_REPORTS_COLLECTION, DEFECT_SLOTS_COLLECTION, DEFECTS_COLLECTION } from '../fleet/defects/defects.repository';
import { VEHICLE_DOCUMENTS_COLLECTION } from '../fleet/documents/documents.repository';
import type { RecordKind } from '../domain/fleet/records.schema';
import type { PersonalDataExport } from '../domain/users/personal-data';
import { BATCH_WRITES } from '../platform/batched-writes';
import { FINES_COLLECTION } from '../fleet/fines/fines.repository';
import { CUSTODY_COLLECTION, CUSTODY_RETURNS_COLLECTION } from '../fleet/custody/custody.repository';
import { db } from '../platform/firebase';
import { VEHICLE_QR_TOKENS_COLLECTION } from '../fleet/qr/qr.repository';

/** A collection under a company's document, with what hangs on its documents outside them. */
export interface CompanyCollection {
  readonly name: string;
  /** Its document ids are Auth accounts (uids), removed with them. */
  readonly accounts?: true;
  /** The fields naming files in the blob store (a photo and its thumbnail, a PDF report). */
  readonly files?: readonly string[];
  /** Subcollections of each document: Firestore keeps them when the document goes. */
  readonly children?: readonly CompanyCollection[];
  /**
   * LGPD (README 'LGPD'): the section of a person's export that carries their documents of this
   * collection, or why it holds nothing of a person's own. Required, so a new collection cannot
   * skip the decision (personal-data.test.ts checks the export has every section named here).
   */
  readonly personalData:
    { readonly exportedAs: Exclude<keyof PersonalDataExport, 'generatedAt'> } | { readonly none: string };
}

/** Where each kind of vehicle record is stored, under its vehicle. */
export const RECORD_COLLECTIONS: Record<RecordKind, string> = {
  maintenance: 'maintenance',
  fuel: 'fuel',
  oil_change: 'oil_changes',
};

/** An approved inspection's odometer reading, one per checklist (its id), under its vehicle. */
export const ODOMETER_READINGS_COLLECTION = 'odometer_readings';

/** Every subcollection of a vehicle: its records, reminders and inspection readings. */
export const VEHICLE_SUBCOLLECTIONS: readonly string[] = [
  ...Object.values(RECORD_COLLECTIONS),
  'reminders',
  ODOMETER_READINGS_COLLECTION,
  CUSTODY_COLLECTION,
  CUSTODY_RETURNS_COLLECTION,
];

/** Who held the vehicle when names the driver; the same facts are in their checklists, exported as such. */
const CUSTODY_DATA = {
  none: "who held a vehicle when: copied from the driver's check-out and check-in checklists, exported as checklists",
} as const;

const FLEET = { none: 'the fleet: vehicles, their records and reminders name no person' } as const;

/**
 * Every collection under `companies/{id}`, in the order the company's deletion empties them: the
 * people first (their accounts), then what holds files, then the rest. A collection a repository
 * adds must be named here, or it would outlive its company (company-data.test.ts lists what is
 * really stored under a company and fails on a name missing here).
 */
export const COMPANY_DATA: readonly CompanyCollection[] = [
  {
    name: 'admins',
    accounts: true,
    personalData: { none: "the company's admins, its contacts on the companies screen; the export is a field user's" },
    // An admin's bell: missed scheduled checklists and custody changes, about the company's field users.
    children: [
      {
        name: 'notifications',
        personalData: { none: "an admin's alerts about the company's work; the export is a field user's" },
      },
    ],
  },
  {
    name: 'users',
    accounts: true,
    personalData: { exportedAs: 'user' },
    children: [{ name: 'notifications', personalData: { exportedAs: 'notifications' } }],
  },
  { name: 'images', files: ['path', 'thumbPath'], personalData: { exportedAs: 'images' } },
  // The PDF reports kept in the blob store (responses.service), one per checklist.
  {
    name: 'reports',
    files: ['path'],
    personalData: { none: "copies of approved checklists' PDFs, whose data the export carries as checklists" },
  },
  {
    name: 'vehicles',
    personalData: FLEET,
    children: VEHICLE_SUBCOLLECTIONS.map((name) => ({
      name,
      personalData: [CUSTODY_COLLECTION, CUSTODY_RETURNS_COLLECTION].includes(name) ? CUSTODY_DATA : FLEET,
    })),
  },
  { name: 'templates', personalData: { none: "the company's questions" } },
  { name: 'checklists', personalData: { exportedAs: 'checklists' } },
  // Rejected answers their user corrected, out of the checklist so that it keeps under 1 MiB.
  { name: ANSWER_HISTORY_COLLECTION, personalData: { exportedAs: 'answerHistory' } },
  {
    name: 'schedules',
    personalData: {
      none: "the admins' recurring assignments: a user's id and name, which the export carries as user and checklists",
    },
  },
  { name: 'vehicle_plates', personalData: FLEET },
  // A vehicle's papers (issue 24), each with its scan or PDF in the blob store.
  { name: VEHICLE_DOCUMENTS_COLLECTION, files: ['attachmentPath'], personalData: FLEET },
  // A defect's reports name the driver who reported it and carry their comment and photos.
  {
    name: DEFECTS_COLLECTION,
    personalData: {
      none: "the fleet's defects: the reports under them, which name a person, are exported as defectReports",
    },
    children: [{ name: DEFECT_REPORTS_COLLECTION, personalData: { exportedAs: 'defectReports' } }],
  },
  {
    name: DEFECT_SLOTS_COLLECTION,
    personalData: { none: 'markers of open defects: vehicle, question and defect ids only' },
  },
  { name: 'processed_events', personalData: { none: 'markers of events already handled: ids only' } },
  {
    name: 'activity',
    personalData: {
      none: "the dashboard's feed, copied from checklist events the export carries as checklists and audit",
    },
  },
  { name: 'stats', personalData: { none: 'counts only' } },
  // A fine names the driver indicated for it; its notification's scan is a file.
  { name: FINES_COLLECTION, files: ['attachmentPath'], personalData: { exportedAs: 'fines' } },
  {
    name: DEADLINES_COLLECTION,
    personalData: {
      none: "copies of the due days of documents, drivers' licences and fines, which the export carries with them",
    },
  },
  {
    name: DEADLINE_NOTICES_COLLECTION,
    personalData: { none: 'markers of deadline notices already sent: entry keys, days and thresholds only' },
  },
  // The audit trail is append-only: the company's deletion is the only thing that removes it.
  { name: AUDIT_COLLECTION, personalData: { exportedAs: 'audit' } },
];

/**
 * Top-level collections whose documents name their company in `companyId`: the devices its people's
 * pushes go to, and its vehicles' QR tokens (a scan finds them without knowing the company). The
 * company's deletion removes them after the people's accounts, like the collections above.
 */
export const COMPANY_TOP_LEVEL_DATA: readonly string[] = ['push_tokens', VEHICLE_QR_TOKENS_COLLECTION];

/** A collection of one company: which one of the registry, and where (opaque to callers). */
export interface CompanyDataPlace {
  readonly collection: CompanyCollection;
  readonly path: string;
}

/** A stored document of a company's collection: its id, the files it names and its subcollections. */
export interface CompanyDataRow {
  id: string;
  files: string[];
  children: CompanyDataPlace[];
}

const under = (companyId: string, place: CompanyDataPlace) =>
  db().collection('companies').doc(companyId).collection(place.path);

export const companyDataRepository = {
  /** The most documents one batch may delete. */
  maxBatch: BATCH_WRITES,

  /** The registry's collections of a company, in its order. */
  places(): CompanyDataPlace[] {
    return COMPANY_DATA.map((collection) => ({ collection, path: collection.name }));
  },

  /** Up to `limit` documents of the place, with the files they name and their subcollections. */
  async nextBatch(companyId: string, place: CompanyDataPlace, limit: number): Promise<CompanyDataRow[]> {
    const files = place.collection.files ?? [];
    const snap = await under(companyId, place)
      .select(...files)
      .limit(limit)
      .get();
    return snap.docs.map((doc) => {
      const data: DocumentData = doc.data();
      return {
        id: doc.id,
        files: files
          .map((field) => data[field])
          .filter((value): value is string => typeof value === 'string' && !!value),
        children: (place.collection.children ?? []).map((child) => ({
          collection: child,
          path: `${place.path}/${doc.id}/${child.name}`,
        })),
      };
    });
  },

  /** Up to `limit` ids of the company's documents in a top-level collection (COMPANY_TOP_LEVEL_DATA). */
  async nextTopLevel(companyId: string, collection: string, limit: number): Promise<string[]> {
    const snap = await db().collection(collection).where('companyId', '==', companyId).select().limit(limit).get();
    return snap.docs.map((doc) => doc.id);
  },

  async deleteTopLevel(collection: string, ids: string[]): Promise<void> {
    const batch = db().batch();
    for (const id of ids) batch.delete(db().collection(collection).doc(id));
    await batch.commit();
  },

  /** Deletes these documents of the place, in one batch. */
  async deleteDocs(companyId: string, place: CompanyDataPlace, ids: string[]): Promise<void> {
    const batch = db().batch();
    for (const id of ids) batch.delete(under(companyId, place).doc(id));
    await batch.commit();
  },
};
