import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { refreshAfterRefusal, storeFieldChecklist } from '../checklists/field-checklist-cache';
import { saveAnswer, saveAnswerKey } from '../checklists/save-answer';
import { startChecklist, startChecklistKey } from '../checklists/start-checklist';
import { submitChecklist, submitChecklistKey } from '../checklists/submit-checklist';
import { sendQueuedPhoto, uploadPhotoKey } from '../images/upload-photo';
import { ApiError, errorMessage } from '@/lib/api-error';

const MAX_SERVER_ERROR_ATTEMPTS = 6;

/**
 * A lost connection is retried until it comes back (a field write is never given up for want of
 * a network), and so is the per-user rate limit (429: the window passes); a server error a few
 * times; any other refusal (4xx) not at all.
 */
export function shouldRetryWrite(failures: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0 || error.status === 429) return true;
  return error.status >= 500 && failures < MAX_SERVER_ERROR_ATTEMPTS;
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
    retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
    onError: (error: Error, variables: unknown) => {
      toast.error(errorMessage(error, fallback));
      const checklistId = typeof variables === 'string' ? variables : (variables as { checklistId?: string }).checklistId;
      return refreshAfterRefusal(queryClient, checklistId);
    },
  });
  const store = (checklist: FieldChecklist) => storeFieldChecklist(queryClient, checklist);

  queryClient.setMutationDefaults(startChecklistKey, { mutationFn: startChecklist, onSuccess: store, ...common('Erro ao iniciar checklist') });
  queryClient.setMutationDefaults(saveAnswerKey, { mutationFn: saveAnswer, onSuccess: store, ...common('Erro ao salvar resposta') });
  queryClient.setMutationDefaults(uploadPhotoKey, { mutationFn: sendQueuedPhoto, ...common('Erro ao enviar imagem') });
  queryClient.setMutationDefaults(submitChecklistKey, { mutationFn: submitChecklist, onSuccess: store, ...common('Erro ao enviar checklist') });
}
