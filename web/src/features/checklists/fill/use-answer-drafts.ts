import { useCallback, useState } from 'react';
import { answerSchemaFor } from '@domain/checklists/answer.schema';
import type { ChecklistQuestion, FieldChecklist } from '@domain/checklists/checklist.schema';
import { isAnswerEditable } from '@domain/checklists/fill';
import { useSaveAnswer } from '@/data/checklists/save-answer';
import { lastPosition } from '@/lib/position';
import { draftDiffers, fromDraft, toDraft, type Draft } from './answer-draft';

/** A 'Não' that the template wants justified: what the user gave for it. */
export interface Evidence {
  comment: string;
  photos: string[];
}

const asksEvidence = (q: ChecklistQuestion) =>
  q.type === 'boolean' && Boolean(q.requireCommentOnNo || q.requirePhotoOnNo);
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
 */
export function useAnswerDrafts(checklist: FieldChecklist) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [evidence, setEvidence] = useState<Record<string, Evidence>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAnswer(checklist.id);

  const draftOf = useCallback(
    (q: ChecklistQuestion): Draft => (q.id in drafts ? (drafts[q.id] ?? null) : toDraft(q, q.answer)),
    [drafts],
  );
  const evidenceOf = useCallback((q: ChecklistQuestion): Evidence => evidence[q.id] ?? storedEvidence(q), [evidence]);

  const clearError = (q: ChecklistQuestion) =>
    setErrors((current) => {
      if (!(q.id in current)) return current;
      const { [q.id]: _cleared, ...rest } = current;
      return rest;
    });

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
    (q: ChecklistQuestion, draft: Draft = draftOf(q), given: Evidence = evidenceOf(q)): boolean => {
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
    [checklist.id, checklist.status, draftOf, evidenceOf, save],
  );

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

  return { draftOf, setDraft, evidenceOf, setEvidence: setEvidenceOf, commit, errors, withDrafts };
}
