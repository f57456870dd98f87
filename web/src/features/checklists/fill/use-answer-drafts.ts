import { useCallback, useState } from 'react';
import { answerSchemaFor } from '@domain/checklists/answer.schema';
import type { ChecklistQuestion, FieldChecklist } from '@domain/checklists/checklist.schema';
import { isAnswerEditable } from '@domain/checklists/fill';
import { useSaveAnswer } from '@/data/checklists/save-answer';
import { draftDiffers, fromDraft, toDraft, type Draft } from './answer-draft';

/**
 * The answers as the user edits them, over the checklist as they left it (queued writes
 * included). `commit` checks one answer with the schema the server uses and, when it differs
 * from what is stored, queues its save: it goes at once with a network, later without one, and
 * the screen moves on either way.
 */
export function useAnswerDrafts(checklist: FieldChecklist) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAnswer(checklist.id);

  const draftOf = useCallback(
    (q: ChecklistQuestion): Draft => (q.id in drafts ? (drafts[q.id] ?? null) : toDraft(q, q.answer)),
    [drafts],
  );

  const setDraft = useCallback((q: ChecklistQuestion, draft: Draft) => {
    setDrafts((current) => ({ ...current, [q.id]: draft }));
    setErrors((current) => {
      if (!(q.id in current)) return current;
      const { [q.id]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** False when the answer is invalid (its message then shows under the input). */
  const commit = useCallback(
    (q: ChecklistQuestion, draft: Draft = draftOf(q)): boolean => {
      if (!isAnswerEditable(checklist.status, q) || !draftDiffers(q, draft, q.answer)) return true;
      const answer = fromDraft(q, draft);
      if (answer !== null) {
        const parsed = answerSchemaFor(q).safeParse(answer);
        if (!parsed.success) {
          setErrors((current) => ({ ...current, [q.id]: parsed.error.issues[0]?.message ?? 'Resposta inválida' }));
          return false;
        }
      }
      save.mutate({ checklistId: checklist.id, questionId: q.id, answer });
      return true;
    },
    [checklist.id, checklist.status, draftOf, save],
  );

  /** The questions with what the inputs hold, as the submit rules read them. */
  const withDrafts = checklist.questions.map((q) => ({ ...q, answer: fromDraft(q, draftOf(q)) }));

  return { draftOf, setDraft, commit, errors, withDrafts };
}

export type AnswerDrafts = ReturnType<typeof useAnswerDrafts>;
