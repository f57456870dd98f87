import type { ChecklistQuestion } from '@domain/checklists/checklist.schema';
import { Badge } from '@/components/ui/badge';

/** What the reviewer said of an answer: rejected with the reason, or approved. */
export function QuestionReviewNote({ question }: { question: Pick<ChecklistQuestion, 'status' | 'rejectionReason'> }) {
  if (question.status === 'approved') return <Badge tone="success">Aprovada</Badge>;
  if (question.status !== 'rejected') return null;
  return (
    <div className="rejection-note">
      <Badge tone="danger">Questão Rejeitada</Badge>
      {question.rejectionReason && (
        <p>
          <strong>Motivo da rejeição:</strong> {question.rejectionReason}
        </p>
      )}
    </div>
  );
}
