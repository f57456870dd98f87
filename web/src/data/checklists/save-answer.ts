import { useMutation, useMutationState } from '@tanstack/react-query';
import type { AnswerLocation, FieldChecklist } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import type { BodyIn } from '@domain/contract';
import { api } from '@/lib/api-client';
import { checklistScope } from './checklist-queries';

export const saveAnswerKey = ['checklists', 'save-answer'] as const;

export interface SaveAnswerVariables {
  checklistId: string;
  questionId: string;
  /** null clears the answer. */
  answer: BodyIn<typeof checklistsApi.saveAnswer>['answer'];
  /** The justification of a 'Não' (left out: the stored one stays). */
  comment?: string | null;
  /** Photos justifying a 'Não' (left out: the stored ones stay). */
  photos?: string[];
  /** Where the phone was, when the user allows location. */
  location?: AnswerLocation | null;
}

/** One answer, saved as the user moves on; the same request twice has one effect. */
export function saveAnswer({ checklistId, questionId, ...body }: SaveAnswerVariables): Promise<FieldChecklist> {
  return api.call(checklistsApi.saveAnswer, { params: { id: checklistId, questionId }, body });
}

/** Its function and cache update are the mutation defaults (offline/field-mutations.ts), so a queued answer survives a reload. */
export function useSaveAnswer(checklistId: string) {
  return useMutation<FieldChecklist, Error, SaveAnswerVariables>({
    mutationKey: saveAnswerKey,
    scope: checklistScope(checklistId),
  });
}

/**
 * How this checklist's latest answer save stands: 'saving' while it goes out, 'saved' once the
 * server has it, null before any (or while it waits for a network: the pending note says so).
 */
export function useAnswerSaveState(checklistId: string): 'saving' | 'saved' | null {
  const states = useMutationState({
    filters: {
      mutationKey: saveAnswerKey,
      predicate: (m) => (m.state.variables as SaveAnswerVariables | undefined)?.checklistId === checklistId,
    },
    select: (m) => (m.state.isPaused ? null : m.state.status),
  });
  const latest = states.at(-1);
  if (latest === 'pending') return 'saving';
  return latest === 'success' ? 'saved' : null;
}
