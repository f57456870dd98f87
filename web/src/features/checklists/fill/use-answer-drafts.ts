import { useCallback, useState } from 'react';
import { answerSchemaFor } from '@domain/checklists/answer.schema';
import type { ChecklistQuestion, FieldChecklist } from '@domain/checklists/checklist.schema';
import { isAnswerEditable } from '@domain/checklists/fill';
import { isInspectionItem, odometerCheck, type OdometerCheck } from '@domain/fleet/inspection';
import { useSaveAnswer } from '@/data/checklists/save-answer';
import { lastPosition } from '@/lib/position';
import { draftDiffers, fromDraft, toDraft, type Draft } from './answer-draft';

/** A failing answer that must be justified (a 'Não' the template asks about, a failed inspection item): what the user gave for it. */
export interface Evidence {
  comment: string;
  photos: string[];
}

const asksEvidence = (q: ChecklistQuestion) =>
  q.type === 'boolean' && Boolean(q.requireCommentOnNo || q.requirePhotoOnNo || isInspectionItem(q));
const storedEvidence = (q: ChecklistQuestion): Evidence => ({
  comment: q.comment ?? '',
  photos: q.evidencePhotos ?? [],
});
const sameEvidence = (a: Evidence, b: Evidence) =>
  a.comment.trim() === b.comment.trim() && JSON.stringify(a.photos) === JSON.stringify(b.photos);

/**
 * The answers as the user edits them, over the checklist as they left it (queued writes
 * included). `commit` checks one answer with the schema the server uses and, when it or its
 * evidence differs from what is stored, queues its save (with where the phone is, when allowed):
 * it goes at once with a network, later without one, and the screen moves on either way.
 * An odometer reading the vehicle's last one makes implausible (odometerCheck) is held until the
 * user confirms it (`confirmReading`) or corrects it: on the phone, so it works offline too.
 */
export function useAnswerDrafts(checklist: FieldChecklist) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [evidence, setEvidence] = useState<Record<string, Evidence>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Odometer readings held for confirmation, by question, with why. */
  const [asking, setAsking] = useState<Record<string, OdometerCheck>>({});
  /** The km the user confirmed, by question: that reading is not asked about again. */
  const [confirmed, setConfirmed] = useState<Record<string, number>>({});
  const lastOdometer = checklist.vehicleState?.lastOdometer ?? null;
  const save = useSaveAnswer(checklist.id);

  const draftOf = useCallback(
    (q: ChecklistQuestion): Draft => (q.id in drafts ? (drafts[q.id] ?? null) : toDraft(q, q.answer)),
    [drafts],
  );
  const evidenceOf = useCallback((q: ChecklistQuestion): Evidence => evidence[q.id] ?? storedEvidence(q), [evidence]);

  const clearError = (q: ChecklistQuestion) => {
    setErrors((current) => without(current, q.id));
    setAsking((current) => without(current, q.id));
  };

  const setDraft = useCallback((q: ChecklistQuestion, draft: Draft) => {
    setDrafts((current) => ({ ...current, [q.id]: draft }));
    clearError(q);
  }, []);

  const setEvidenceOf = useCallback((q: ChecklistQuestion, next: Evidence) => {
    setEvidence((current) => ({ ...current, [q.id]: next }));
    clearError(q);
  }, []);

  /** False when the answer is invalid (its message then shows under the input). */
  const commit = useCallback(
    (
      q: ChecklistQuestion,
      draft: Draft = draftOf(q),
      given: Evidence = evidenceOf(q),
      confirmedKm: number | undefined = confirmed[q.id],
    ): boolean => {
      if (!isAnswerEditable(checklist.status, q)) return true;
      const withEvidence = asksEvidence(q) && !sameEvidence(given, storedEvidence(q));
      if (!draftDiffers(q, draft, q.answer) && !withEvidence) return true;
      const answer = fromDraft(q, draft);
      if (answer !== null) {
        const parsed = answerSchemaFor(q).safeParse(answer);
        if (!parsed.success) {
          setErrors((current) => ({ ...current, [q.id]: parsed.error.issues[0]?.message ?? 'Resposta inválida' }));
          return false;
        }
        const check =
          q.type === 'odometer' && typeof answer === 'number' && odometerCheck(answer, lastOdometer, new Date());
        if (check && confirmedKm !== answer) {
          setAsking((current) => ({ ...current, [q.id]: check }));
          return false;
        }
      }
      const location = lastPosition();
      save.mutate({
        checklistId: checklist.id,
        questionId: q.id,
        answer,
        ...(withEvidence && { comment: given.comment.trim() || null, photos: given.photos }),
        // Unknown (not allowed, or not yet read): left out, so a position stored earlier stays.
        ...(location && { location }),
      });
      return true;
    },
    [checklist.id, checklist.status, confirmed, draftOf, evidenceOf, lastOdometer, save],
  );

  /** The odometer reading held for confirmation ('Confirmar leitura'): kept and saved as it is. */
  const confirmReading = useCallback(
    (q: ChecklistQuestion): boolean => {
      const km = fromDraft(q, draftOf(q));
      if (typeof km !== 'number') return false;
      setConfirmed((current) => ({ ...current, [q.id]: km }));
      setAsking((current) => without(current, q.id));
      return commit(q, undefined, undefined, km);
    },
    [commit, draftOf],
  );

  /**
   * Whether every odometer reading the inputs hold is saved, plausible or confirmed (the desktop
   * sends its answers at once); any other is asked about, and nothing should be sent yet.
   */
  const readingsConfirmed = (): boolean => {
    const held = checklist.questions.flatMap((q) => {
      if (q.type !== 'odometer' || !isAnswerEditable(checklist.status, q)) return [];
      const km = fromDraft(q, draftOf(q));
      if (typeof km !== 'number' || km === q.answer || confirmed[q.id] === km) return [];
      const check = odometerCheck(km, lastOdometer, new Date());
      return check ? [[q.id, check] as const] : [];
    });
    if (held.length > 0) setAsking((current) => ({ ...current, ...Object.fromEntries(held) }));
    return held.length === 0;
  };

  /** 'Corrigir': the reading goes back to the user to change, unsaved. */
  const correctReading = useCallback((q: ChecklistQuestion) => setAsking((current) => without(current, q.id)), []);

  /** Why the question's reading waits for the user's confirmation, if it does. */
  const readingCheckOf = (q: ChecklistQuestion): OdometerCheck | undefined => asking[q.id];
  /**
   * Why the reading the input holds was implausible, when the user confirmed it anyway: here, or
   * before (the server flagged the stored reading) while the input still holds it.
   */
  const confirmedCheckOf = (q: ChecklistQuestion): OdometerCheck | undefined => {
    const km = fromDraft(q, draftOf(q));
    if (typeof km !== 'number') return undefined;
    if (confirmed[q.id] === km) return odometerCheck(km, lastOdometer, new Date()) ?? undefined;
    return km === q.answer ? q.odometerCheck : undefined;
  };

  /** The questions with what the inputs hold, as the submit rules read them. */
  const withDrafts = checklist.questions.map((q) => {
    const given = evidenceOf(q);
    return {
      ...q,
      answer: fromDraft(q, draftOf(q)),
      comment: given.comment.trim() || null,
      evidencePhotos: given.photos,
    };
  });

  return {
    draftOf,
    setDraft,
    evidenceOf,
    setEvidence: setEvidenceOf,
    commit,
    errors,
    withDrafts,
    lastOdometer,
    readingCheckOf,
    confirmedCheckOf,
    confirmReading,
    correctReading,
    readingsConfirmed,
  };
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest;
}
