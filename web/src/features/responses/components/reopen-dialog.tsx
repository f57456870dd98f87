import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface ReopenDialogProps {
  open: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** 'Reabrir revisão': an approved checklist is final; reopening it needs a reason, kept in the audit trail. */
export function ReopenDialog({ open, busy, onSubmit, onCancel }: ReopenDialogProps) {
  return (
    <Modal open={open} title="Reabrir revisão" size="md" onClose={() => !busy && onCancel()}>
      {open && <ReopenForm busy={busy} onSubmit={onSubmit} onCancel={onCancel} />}
    </Modal>
  );
}

function ReopenForm({ busy, onSubmit, onCancel }: Omit<ReopenDialogProps, 'open'>) {
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
      <p>O checklist aprovado voltará para revisão. O motivo fica registrado na auditoria.</p>
      <label className="field-label" htmlFor={fieldId}>
        Motivo da reabertura <span aria-hidden="true">*</span>
      </label>
      <textarea
        id={fieldId}
        className="input textarea"
        rows={4}
        required
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy || trimmed === ''}>
          Reabrir revisão
        </Button>
      </div>
    </form>
  );
}
