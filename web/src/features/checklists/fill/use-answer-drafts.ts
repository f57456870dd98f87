import { useCallback, useEffect, useRef, useState } from 'react';
import { answerSchemaFor } from '@domain/checklists/answer.schema';
import type { ChecklistQuestion, FieldChecklist } from '@domain/checklists/checklist.schema';
import { isAnswerEditable } from '@domain/checklists/fill';
import { isInspectionItem, odometerCheck, type OdometerCheck } from '@domain/fleet/inspection';
import { useSaveAnswer } from '@/data/checklists/save-answer';
import { keepTypedText, readTypedTexts } from '@/data/offline/typed-texts';
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

/** A pause in typing this long sends the text: a few saves per answer, not one per key. */
export const TYPING_SAVE_MS = 800;

/** Answers typed as free text: kept on the device as they are typed, and saved when typing pauses. */
const isTypedAnswer = (q: ChecklistQuestion) => q.type === 'text';

/**
 * What the device kept of text typed in this checklist and not yet saved: the answers and
 * comments that differ from the checklist as the server (and the queue) holds it.
 */
function restoreTyped(checklist: FieldChecklist) {
  const texts = readTypedTexts(checklist.id);
  const drafts: Record<string, Draft> = {};
  const evidence: Record<string, Evidence> = {};
  for (const q of checklist.questions) {
    const typed = texts[q.id];
    if (!typed || !isAnswerEditable(checklist.status, q)) continue;
    if (typed.answer !== undefined && isTypedAnswer(q) && draftDiffers(q, typed.answer, q.answer)) {
      drafts[q.id] = typed.answer;
    }
    if (typed.comment !== undefined && asksEvidence(q) && typed.comment.trim() !== (q.comment ?? '').trim()) {
      evidence[q.id] = { ...storedEvidence(q), comment: typed.comment };
    }
  }
  return { drafts, evidence, ids: [...new Set([...Object.keys(drafts), ...Object.keys(evidence)])] };
}

/**
 * The answers as the user edits them, over the checklist as they left it (queued writes
 * included). `commit` checks one answer with the schema the server uses and, when it or its
 * evidence differs from what is stored, queues its save (with where the phone is, when allowed):
 * it goes at once with a network, later without one, and the screen moves on either way.
 * An odometer reading the vehicle's last one makes implausible (odometerCheck) is held until the
 * user confirms it (`confirmReading`) or corrects it: on the phone, so it works offline too.
 * Typed text (a text answer, a failure's comment) is kept on the device at every key and saved
 * once typing pauses, when the page is hidden or left, and when the screen closes: nothing typed
 * waits for the user to leave the field. Reopened, the screen shows what the device kept.
 */
export function useAnswerDrafts(checklist: FieldChecklist) {
  const [restored] = useState(() => restoreTyped(checklist));
  const [drafts, setDrafts] = useState<Record<string, Draft>>(restored.drafts);
  const [evidence, setEvidence] = useState<Record<string, Evidence>>(restored.evidence);
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

  /** Typed text waiting for a pause before it is saved, by question. */
  const typing = useRef(new Map<string, number>());
  const latest = useRef({ commit: (_q: ChecklistQuestion): boolean => true, questions: checklist.questions });
  const saveTypedNow = useCallback((questionId: string) => {
    window.clearTimeout(typing.current.get(questionId));
    typing.current.delete(questionId);
    const q = latest.current.questions.find((question) => question.id === questionId);
    if (q) latest.current.commit(q);
  }, []);
  const saveWhenTypingPauses = useCallback(
    (questionId: string) => {
      window.clearTimeout(typing.current.get(questionId));
      typing.current.set(
        questionId,
        window.setTimeout(() => saveTypedNow(questionId), TYPING_SAVE_MS),
      );
    },
    [saveTypedNow],
  );

  const setDraft = useCallback(
    (q: ChecklistQuestion, draft: Draft) => {
      setDrafts((current) => ({ ...current, [q.id]: draft }));
      clearError(q);
      if (isTypedAnswer(q) && typeof draft === 'string') {
        keepTypedText(checklist.id, q.id, { answer: draft });
        saveWhenTypingPauses(q.id);
      }
    },
    [checklist.id, saveWhenTypingPauses],
  );

  const setEvidenceOf = useCallback(
    (q: ChecklistQuestion, next: Evidence) => {
      const before = evidence[q.id] ?? storedEvidence(q);
      setEvidence((current) => ({ ...current, [q.id]: next }));
      clearError(q);
      if (next.comment !== before.comment) {
        keepTypedText(checklist.id, q.id, { comment: next.comment });
        saveWhenTypingPauses(q.id);
      }
    },
    [checklist.id, evidence, saveWhenTypingPauses],
  );

  /** False when the answer is invalid (its message then shows under the input). */
  const commit = useCallback(
    (
      q: ChecklistQuestion,
      draft: Draft = draftOf(q),
      given: Evidence = evidenceOf(q),
      confirmedKm: number | undefined = confirmed[q.id],
    ): boolean => {
      window.clearTimeout(typing.current.get(q.id));
      typing.current.delete(q.id);
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

  useEffect(() => {
    latest.current = { commit, questions: checklist.questions };
  });

  useEffect(() => {
    const saveAllTyped = () => [...typing.current.keys()].forEach(saveTypedNow);
    const onHidden = () => document.visibilityState === 'hidden' && saveAllTyped();
    // Text kept from an earlier visit goes to the server now, not only when its question is left.
    restored.ids.forEach(saveTypedNow);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', saveAllTyped);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', saveAllTyped);
      saveAllTyped();
    };
  }, [restored, saveTypedNow]);

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
