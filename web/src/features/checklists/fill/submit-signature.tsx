import { Suspense, useState } from 'react';
import type { SubmitSignatureInput } from '@domain/checklists/signature';
import { signatureMessages } from '@domain/checklists/messages';
import { SUBMIT_SIGNATURE_ID } from '@domain/templates/template.schema';
import { Button } from '@/components/ui/button';
import { describeDevice } from '@/lib/device';
import { lastPosition } from '@/lib/position';
import { PadPlaceholder, SignaturePadField } from './signature-answer';
import { useQueueDrawing } from './use-queue-drawing';

interface SubmitSignatureProps {
  checklistId: string;
  sending: boolean;
  onBack: () => void;
  /** Sends the checklist with the signature (its drawing already queued before it). */
  onSend: (signature: SubmitSignatureInput) => void;
}

/** The field user's signature before a checklist that asks for it is sent. */
export function SubmitSignature({ checklistId, sending, onBack, onSend }: SubmitSignatureProps) {
  const [drawing, setDrawing] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [queueing, setQueueing] = useState(false);
  const queueDrawing = useQueueDrawing(checklistId);

  const send = async () => {
    if (!drawing) {
      setError(signatureMessages.drawingRequired);
      return;
    }
    setError(null);
    setQueueing(true);
    try {
      const image = await queueDrawing(SUBMIT_SIGNATURE_ID, drawing);
      onSend({ image, device: describeDevice(navigator.userAgent), location: lastPosition() });
    } finally {
      setQueueing(false);
    }
  };

  const busy = sending || queueing;
  return (
    <section className="fill-panel submit-signature" aria-labelledby="submit-signature-title">
      <h2 id="submit-signature-title">Assine para enviar</h2>
      <p className="muted">Sua assinatura confirma as respostas deste checklist e vai no relatório.</p>
      <Suspense fallback={<PadPlaceholder />}>
        <SignaturePadField label="Sua assinatura" onChange={setDrawing} disabled={busy} />
      </Suspense>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="fill-nav">
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          Voltar
        </Button>
        <Button disabled={busy} onClick={() => void send()}>
          {busy ? 'Enviando...' : 'Assinar e enviar'}
        </Button>
      </div>
    </section>
  );
}
