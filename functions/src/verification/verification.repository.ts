import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { VerifiedFacts } from '../domain/verification/verification';
import { db } from '../platform/firebase';
import { createdOnce, isNotFound } from '../platform/firestore-values';

/**
 * An approved checklist's report certificate (`report_certificates/{checklistId}`): its number,
 * once given, and its latest version. Created first by whoever numbers it (a create() claims it),
 * so two approvals at once give one checklist one number.
 */
export interface StoredCertificate {
  checklistId: string;
  number: string | null;
  claimedAt: string;
  latestVersion: number;
  /** How many times its review was reopened: an approval after a reopening is a new version, even with nothing changed. */
  reopenings?: number;
}

/** One approval's version of a report (`report_versions/{checklistId}_v{n}`): its public facts and evidence. */
export interface StoredVersion extends VerifiedFacts {
  checklistId: string;
  /** The certificate's reopenings when this version was made (with `approvedAt`, which approval it is). */
  reopenings: number;
  /** Where the canonical content's exact bytes are kept (the digest is of them). */
  canonicalPath: string;
  /** Where the QR code points (the app's origin and the code's path). */
  url: string;
  /** SHA-256 (hex) of each PDF rendered of this version: a PDF given to the public check matches one of them. */
  pdfDigests: string[];
  createdAt: string;
  /** When a deleted person was taken out of its names and canonical content (LGPD): the digest is of the content as approved. */
  erasedAt?: string;
}

/** Where a code leads (`report_codes/{code}`, top level: the public check knows no company). */
export interface StoredCode {
  companyId: string;
  checklistId: string;
  version: number;
}

export const CERTIFICATES_COLLECTION = 'report_certificates';
export const NUMBERS_COLLECTION = 'report_numbers';
export const SEQUENCES_COLLECTION = 'report_sequences';
export const VERSIONS_COLLECTION = 'report_versions';
export const CODES_COLLECTION = 'report_codes';

const company = (companyId: string) => db().collection('companies').doc(companyId);
const certificate = (companyId: string, checklistId: string) =>
  company(companyId).collection(CERTIFICATES_COLLECTION).doc(checklistId);
const numberDoc = (companyId: string, reportNumber: string) =>
  company(companyId).collection(NUMBERS_COLLECTION).doc(reportNumber);
const sequence = (companyId: string, year: string) => company(companyId).collection(SEQUENCES_COLLECTION).doc(year);
const versionDoc = (companyId: string, checklistId: string, version: number) =>
  company(companyId).collection(VERSIONS_COLLECTION).doc(`${checklistId}_v${version}`);
const codeDoc = (code: string) => db().collection(CODES_COLLECTION).doc(code);

export const verificationRepository = {
  async certificate(companyId: string, checklistId: string): Promise<StoredCertificate | null> {
    return ((await certificate(companyId, checklistId).get()).data() as StoredCertificate | undefined) ?? null;
  },

  /** Claims the numbering of the checklist; true for the one caller that created its certificate. */
  claim(companyId: string, checklistId: string, at: string): Promise<boolean> {
    const claimed: StoredCertificate = { checklistId, number: null, claimedAt: at, latestVersion: 0 };
    return createdOnce(() => certificate(companyId, checklistId).create(claimed));
  },

  /** The last number the year's sequence is known to have reached (0 before the first). */
  async lastOfSequence(companyId: string, year: string): Promise<number> {
    const last: unknown = (await sequence(companyId, year).get()).get('last');
    return typeof last === 'number' ? last : 0;
  },

  /**
   * Takes `reportNumber` for the checklist: a create() of the number's own document, so one number
   * is taken once, whatever the isolation of the transactions around it. False when it was taken.
   */
  take(companyId: string, reportNumber: string, checklistId: string, at: string): Promise<boolean> {
    return createdOnce(() => numberDoc(companyId, reportNumber).create({ checklistId, takenAt: at }));
  },

  /** Moves the year's known last number up to `reached` (never down): a hint where the next search starts. */
  async reach(companyId: string, year: string, reached: number): Promise<void> {
    const ref = sequence(companyId, year);
    await db().runTransaction(async (tx) => {
      const last: unknown = (await tx.get(ref)).get('last');
      if (typeof last !== 'number' || last < reached) tx.set(ref, { last: reached });
    });
  },

  /** Counts a reopening of the checklist's review; nothing for a checklist never numbered. */
  async countReopening(companyId: string, checklistId: string): Promise<void> {
    try {
      await certificate(companyId, checklistId).update({ reopenings: FieldValue.increment(1) });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  },

  async setNumber(companyId: string, checklistId: string, reportNumber: string): Promise<void> {
    await certificate(companyId, checklistId).update({ number: reportNumber });
  },

  async version(companyId: string, checklistId: string, version: number): Promise<StoredVersion | null> {
    return ((await versionDoc(companyId, checklistId, version).get()).data() as StoredVersion | undefined) ?? null;
  },

  /**
   * Records a version, its code and the certificate's latest, in one commit a create() of the
   * version's document opens: false (nothing written) when that version exists already.
   */
  addVersion(companyId: string, stored: StoredVersion): Promise<boolean> {
    const code: StoredCode = { companyId, checklistId: stored.checklistId, version: stored.version };
    return createdOnce(() =>
      db()
        .batch()
        .create(versionDoc(companyId, stored.checklistId, stored.version), stored)
        .create(codeDoc(stored.code), { ...code, createdAt: Timestamp.now() })
        .update(certificate(companyId, stored.checklistId), { latestVersion: stored.version })
        .commit(),
    );
  },

  async code(code: string): Promise<StoredCode | null> {
    const data = (await codeDoc(code).get()).data();
    if (!data || typeof data.companyId !== 'string' || typeof data.checklistId !== 'string') return null;
    return { companyId: data.companyId, checklistId: data.checklistId, version: Number(data.version) };
  },

  async versionsOf(companyId: string, checklistId: string): Promise<StoredVersion[]> {
    const snap = await company(companyId).collection(VERSIONS_COLLECTION).where('checklistId', '==', checklistId).get();
    return snap.docs.map((doc) => doc.data() as StoredVersion);
  },

  async eraseVersion(
    companyId: string,
    stored: StoredVersion,
    shown: Pick<StoredVersion, 'fieldUser' | 'approvedBy' | 'erasedAt'>,
  ): Promise<void> {
    await versionDoc(companyId, stored.checklistId, stored.version).update(shown);
  },

  async addPdfDigest(companyId: string, checklistId: string, version: number, sha256: string): Promise<void> {
    await versionDoc(companyId, checklistId, version).update({ pdfDigests: FieldValue.arrayUnion(sha256) });
  },
};
