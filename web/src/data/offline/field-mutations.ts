import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { refreshAfterRefusal, storeFieldChecklist } from '../checklists/field-checklist-cache';
import { saveAnswer, saveAnswerKey, type SaveAnswerVariables } from '../checklists/save-answer';
import { startChecklist, startChecklistKey } from '../checklists/start-checklist';
import { submitChecklist, submitChecklistKey } from '../checklists/submit-checklist';
import { sendQueuedPhoto, uploadPhotoKey } from '../images/upload-photo';
import { forgetSavedText } from './typed-texts';
import { ApiError, errorMessage } from '@/lib/api-error';

/**
 * A field write is given up only when the server refuses it (4xx but 429), and then the user is
 * told why. Anything else is retried with backoff for as long as the queue lives: a lost
 * connection or a failed token refresh (status 0, or an error thrown before any HTTP status), a
 * server error (5xx), too many requests (429).
 */
export function shouldRetryWrite(_failures: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** Waits between tries: 2 s, 4 s, 8 s… up to 30 s, with some jitter so phones back online together spread out. */
export function retryWriteDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** attempt, 30_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The field user's writes, as one list: what the queue may hold. */
export const FIELD_WRITE_KEYS = [startChecklistKey, saveAnswerKey, uploadPhotoKey, submitChecklistKey] as const;

/**
 * The field user's writes are mutation defaults, not inline functions: a write made offline is
 * persisted with the query cache and, restored after a reload, still knows how to send itself.
 * A write the server refuses says why, and what the user typed stays on the screen.
 */
export function registerFieldMutations(queryClient: QueryClient): void {
  const common = (fallback: string) => ({
    retry: shouldRetryWrite,
    retryDelay: (attempt: number) => retryWriteDelay(attempt),
    onError: (error: Error, variables: { checklistId: string }) => {
      toast.error(errorMessage(error, fallback));
      return refreshAfterRefusal(queryClient, variables.checklistId);
    },
  });
  const store = (checklist: FieldChecklist) => storeFieldChecklist(queryClient, checklist);

  queryClient.setMutationDefaults(startChecklistKey, {
    mutationFn: startChecklist,
    onSuccess: store,
    ...common('Erro ao iniciar checklist'),
  });
  queryClient.setMutationDefaults(saveAnswerKey, {
    mutationFn: saveAnswer,
    onSuccess: (checklist: FieldChecklist, variables: SaveAnswerVariables) => {
      forgetSavedText(variables.checklistId, variables.questionId, variables);
      return store(checklist);
    },
    ...common('Erro ao salvar resposta'),
  });
  queryClient.setMutationDefaults(uploadPhotoKey, { mutationFn: sendQueuedPhoto, ...common('Erro ao enviar imagem') });
  queryClient.setMutationDefaults(submitChecklistKey, {
    mutationFn: submitChecklist,
    onSuccess: store,
    ...common('Erro ao enviar checklist'),
  });
}
