import { ReopenBodySchema } from '@domain/audit/audit';
import { Modal } from '@/components/ui/modal';
import { ReasonForm } from '@/components/ui/reason-form';

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
      {open && (
        <ReasonForm
          intro={<p>O checklist aprovado voltará para revisão. O motivo fica registrado na auditoria.</p>}
          label="Motivo da reabertura"
          schema={ReopenBodySchema}
          rows={4}
          maxLength={1000}
          saveLabel="Reabrir revisão"
          busyLabel="Reabrir revisão"
          waitForReason
          busy={busy}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}
