import { useMutationState, type Mutation } from '@tanstack/react-query';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { saveAnswerKey, type SaveAnswerVariables } from '../checklists/save-answer';
import { startChecklistKey } from '../checklists/start-checklist';
import { submitChecklistKey } from '../checklists/submit-checklist';
import { uploadPhotoKey } from '../images/upload-photo';
import { FIELD_WRITE_KEYS } from './field-mutations';

/** What one checklist still has on its way to the server. */
export interface PendingWrites {
  starting: boolean;
  /** The newest unsent answer of each question, with its evidence when it carries some. */
  answers: Map<string, Pick<SaveAnswerVariables, 'answer' | 'comment' | 'photos'>>;
  photos: number;
  submitting: boolean;
}

/** Every field write's variables name its checklist. */
type Write = { key: string; variables: { checklistId?: string } | undefined };

const keyOf = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  JSON.stringify(mutation.options.mutationKey ?? []);
const WRITE_KEYS = FIELD_WRITE_KEYS.map((key) => JSON.stringify(key));
const is = (write: Write, key: readonly string[]) => write.key === JSON.stringify(key);

/** Every write still queued or on its way, by checklist, in the order they were made. */
export function usePendingWrites(): Map<string, PendingWrites> {
  const writes = useMutationState({
    filters: { status: 'pending', predicate: (m) => WRITE_KEYS.includes(keyOf(m)) },
    select: (m): Write => ({ key: keyOf(m), variables: m.state.variables as Write['variables'] }),
  });
  const byChecklist = new Map<string, PendingWrites>();
  for (const write of writes) {
    const id = write.variables?.checklistId;
    if (!id) continue;
    const pending = byChecklist.get(id) ?? { starting: false, answers: new Map(), photos: 0, submitting: false };
    if (is(write, startChecklistKey)) pending.starting = true;
    if (is(write, saveAnswerKey)) {
      const { questionId, answer, comment, photos } = write.variables as SaveAnswerVariables;
      pending.answers.set(questionId, { answer, comment, photos });
    }
    if (is(write, uploadPhotoKey)) pending.photos += 1;
    if (is(write, submitChecklistKey)) pending.submitting = true;
    byChecklist.set(id, pending);
  }
  return byChecklist;
}

/** The checklist as the user left it: the server's copy with the writes still queued applied over it. */
export function withPendingWrites(checklist: FieldChecklist, pending: PendingWrites | undefined): FieldChecklist {
  if (!pending) return checklist;
  const questions = checklist.questions.map((q) => {
    const write = pending.answers.get(q.id);
    if (!write) return q;
    return {
      ...q,
      answer: write.answer,
      ...(write.comment !== undefined && { comment: write.comment }),
      ...(write.photos !== undefined && { evidencePhotos: write.photos }),
    };
  });
  const status = pending.starting && checklist.status === 'pending' ? 'in_progress' : checklist.status;
  return { ...checklist, status, questions };
}
