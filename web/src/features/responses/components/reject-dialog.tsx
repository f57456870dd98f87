import { MAX_REJECTION_REASON } from '@domain/checklists/document-size';
import { RejectBodySchema } from '@domain/checklists/review.schema';
import { Modal } from '@/components/ui/modal';
import { ReasonForm } from '@/components/ui/reason-form';

interface RejectDialogProps {
  /** The question being rejected; null keeps the dialog closed. */
  question: { id: string; question: string } | null;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** 'Rejeitar Questão': Enviar waits for a reason RejectBodySchema takes (required, trimmed), the API's own rule. */
export function RejectDialog({ question, busy, onSubmit, onCancel }: RejectDialogProps) {
  return (
    <Modal open={question !== null} title="Rejeitar Questão" size="md" onClose={() => !busy && onCancel()}>
      {question && (
        <ReasonForm
          key={question.id}
          intro={<p className="reject-question">{question.question}</p>}
          label="Motivo da Rejeição"
          schema={RejectBodySchema}
          rows={4}
          maxLength={MAX_REJECTION_REASON}
          placeholder="Explique o motivo da rejeição para que o usuário possa corrigir"
          saveLabel="Enviar"
          saveVariant="danger"
          busyLabel="Enviar"
          waitForReason
          busy={busy}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}
