import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { answerSchemaFor } from '@domain/checklists/answer.schema';
import type { ChecklistQuestion, FieldChecklist } from '@domain/checklists/checklist.schema';
import { isAnswerEditable } from '@domain/checklists/fill';
import { useSaveAnswer } from '@/data/checklists/save-answer';
import { errorMessage } from '@/lib/api-error';
import { draftDiffers, fromDraft, toDraft, type Draft } from './answer-draft';

const SAVE_ERROR = 'Erro ao salvar resposta';

/**
 * The answers as the user edits them, over the checklist as the server has it. `commit` saves one
 * answer (checked first by the same schema the server uses) when it differs from what is stored:
 * the screens call it when the user moves on, picks an option, or finishes a photo.
 */
export function useAnswerDrafts(checklist: FieldChecklist) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAnswer();

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

  const commit = useCallback(
    async (q: ChecklistQuestion, draft: Draft = draftOf(q)): Promise<boolean> => {
      if (!isAnswerEditable(checklist.status, q) || !draftDiffers(q, draft, q.answer)) return true;
      const answer = fromDraft(q, draft);
      if (answer !== null) {
        const parsed = answerSchemaFor(q).safeParse(answer);
        if (!parsed.success) {
          setErrors((current) => ({ ...current, [q.id]: parsed.error.issues[0]?.message ?? SAVE_ERROR }));
          return false;
        }
      }
      try {
        await save.mutateAsync({ checklistId: checklist.id, questionId: q.id, answer });
        return true;
      } catch (error) {
        const message = errorMessage(error, SAVE_ERROR);
        setErrors((current) => ({ ...current, [q.id]: message }));
        toast.error(message);
        return false;
      }
    },
    [checklist.id, checklist.status, draftOf, save],
  );

  /** The questions with what the inputs hold, as the submit rules read them. */
  const withDrafts = checklist.questions.map((q) => ({ ...q, answer: fromDraft(q, draftOf(q)) }));

  return { draftOf, setDraft, commit, errors, saving: save.isPending, withDrafts };
}

export type AnswerDrafts = ReturnType<typeof useAnswerDrafts>;
