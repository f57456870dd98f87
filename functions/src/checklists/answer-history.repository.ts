import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { answerHistoryId, locationOf, type AnswerHistoryRecord } from '../domain/checklists/checklist.schema';
import type { ArchivedRejection } from '../domain/checklists/field.schema';
import { deleteInBatches, updateInBatches } from '../platform/batched-writes';
import { db } from '../platform/firebase';
import { clearLocationsBefore } from '../platform/retention-pages';
import type { PositionRetention } from '../domain/users/personal-data';

/**
 * The rejected answers of checklists, one document each (AnswerHistoryRecord), under the company:
 * kept out of the checklist so that its size does not grow with reject/correct rounds.
 */
export const ANSWER_HISTORY_COLLECTION = 'answer_history';

const collection = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(ANSWER_HISTORY_COLLECTION);

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toRecord(d: DocumentData): AnswerHistoryRecord {
  const location = locationOf(d.location);
  const photos = Array.isArray(d.evidencePhotos) ? d.evidencePhotos.filter((p) => typeof p === 'string') : [];
  return {
    checklistId: String(d.checklistId ?? ''),
    questionId: String(d.questionId ?? ''),
    seq: typeof d.seq === 'number' ? d.seq : 0,
    userId: String(d.userId ?? ''),
    answer: d.answer ?? null,
    answeredAt: text(d.answeredAt),
    rejectionReason: String(d.rejectionReason ?? ''),
    rejectedAt: text(d.rejectedAt),
    rejectedBy: text(d.rejectedBy),
    ...(typeof d.comment === 'string' && { comment: d.comment }),
    ...(photos.length > 0 && { evidencePhotos: photos }),
    ...(location && { location }),
  };
}

/** Oldest first within each question, the questions in id order. */
const inOrder = (records: AnswerHistoryRecord[]) =>
  records.sort((a, b) => a.questionId.localeCompare(b.questionId) || a.seq - b.seq);

export const answerHistoryRepository = {
  /**
   * Stores rejected answers inside the transaction that changes their checklist. The id is
   * derived from the rejection (checklist, question, its correction number), so a save or submit
   * delivered twice writes the same document again, not a second one.
   */
  write(tx: Transaction, companyId: string, checklistId: string, userId: string, archived: ArchivedRejection[]) {
    const archivedAt = Timestamp.now();
    for (const { questionId, seq, entry } of archived) {
      const record: AnswerHistoryRecord = { ...entry, checklistId, questionId, seq, userId };
      tx.set(collection(companyId).doc(answerHistoryId(checklistId, questionId, seq)), { ...record, archivedAt });
    }
  },

  /** A checklist's archived rejections (one query). */
  async listForChecklist(companyId: string, checklistId: string): Promise<AnswerHistoryRecord[]> {
    const snap = await collection(companyId).where('checklistId', '==', checklistId).get();
    return inOrder(snap.docs.map((doc) => toRecord(doc.data())));
  },

  /**
   * The archived rejections of a checklist as read: only a corrected answer has any (its question
   * counts them), so most checklists need no second read; none for a checklist that is gone.
   */
  async listForRead(
    companyId: string,
    checklist: { id: string; questions: ReadonlyArray<{ corrections: number }> } | null,
  ): Promise<AnswerHistoryRecord[]> {
    return checklist?.questions.some((q) => q.corrections > 0) ? this.listForChecklist(companyId, checklist.id) : [];
  },

  /** Every archived rejection of one field user's checklists (their data export). */
  async listForUser(companyId: string, userId: string): Promise<AnswerHistoryRecord[]> {
    const snap = await collection(companyId).where('userId', '==', userId).get();
    return inOrder(snap.docs.map((doc) => toRecord(doc.data()))).sort((a, b) =>
      a.checklistId.localeCompare(b.checklistId),
    );
  },

  /** Deletes a removed checklist's archived rejections, in batches (a checklist may have had many rounds). */
  async removeForChecklist(companyId: string, checklistId: string): Promise<void> {
    const snap = await collection(companyId).where('checklistId', '==', checklistId).get();
    await deleteInBatches(snap.docs.map((doc) => doc.ref));
  },

  /** Retention: one page of rejections archived before `before`, from `after`, each losing its position. */
  removeLocationsBefore: ((companyId, before, after, limit) =>
    clearLocationsBefore(collection(companyId), 'archivedAt', before, after, limit)) as PositionRetention,

  /**
   * A deleted user's archived answers stay with their inspections, without where they stood; a
   * rejection they made themselves (`rejectedBy` their e-mail) names the pseudonym instead.
   */
  async pseudonymiseUser(companyId: string, user: { id: string; email: string }, pseudonym: string): Promise<void> {
    const [theirs, rejectedByThem] = await Promise.all([
      collection(companyId).where('userId', '==', user.id).get(),
      collection(companyId).where('rejectedBy', '==', user.email).get(),
    ]);
    // Set to null, as images and checklists do: the local emulator ignores FieldValue.delete(), and set() keeps the fields it leaves out.
    await updateInBatches(
      theirs.docs.filter((doc) => doc.data().location != null).map((doc) => doc.ref),
      { location: null },
    );
    await updateInBatches(
      rejectedByThem.docs.map((doc) => doc.ref),
      { rejectedBy: pseudonym },
    );
  },
};
