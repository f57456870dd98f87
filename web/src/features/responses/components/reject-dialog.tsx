import { MAX_REJECTION_REASON } from '@domain/checklists/document-size';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface RejectDialogProps {
  /** The question being rejected; null keeps the dialog closed. */
  question: { id: string; question: string } | null;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** 'Rejeitar Questão': a reason is required (the API trims it too), Enviar waits for one. */
export function RejectDialog({ question, busy, onSubmit, onCancel }: RejectDialogProps) {
  return (
    <Modal open={question !== null} title="Rejeitar Questão" size="md" onClose={() => !busy && onCancel()}>
      {question && <RejectForm key={question.id} question={question.question} busy={busy} onSubmit={onSubmit} onCancel={onCancel} />}
    </Modal>
  );
}

function RejectForm({ question, busy, onSubmit, onCancel }: Omit<RejectDialogProps, 'question'> & { question: string }) {
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const trimmed = reason.trim();
  return (
    <form
      className="reject-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed && !busy) onSubmit(trimmed);
      }}
    >
      <p className="reject-question">{question}</p>
      <label className="field-label" htmlFor={fieldId}>
        Motivo da Rejeição <span aria-hidden="true">*</span>
      </label>
      <textarea
        id={fieldId}
        className="input textarea"
        rows={4}
        required
        maxLength={MAX_REJECTION_REASON}
        value={reason}
        placeholder="Explique o motivo da rejeição para que o usuário possa corrigir"
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="danger" disabled={busy || trimmed === ''}>
          Enviar
        </Button>
      </div>
    </form>
  );
}
