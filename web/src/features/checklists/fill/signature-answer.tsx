import { lazy, Suspense, useState } from 'react';
import type { SignatureAnswer } from '@domain/checklists/answer.schema';
import type { ChecklistQuestion } from '@domain/checklists/checklist.schema';
import { signatureMessages } from '@domain/checklists/messages';
import { SIGNATURE_TEXTS } from '@domain/checklists/signature';
import { isValidCpf } from '@domain/companies/cpf';
import { SignatureBlock } from '@/components/checklists/signature-block';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { describeDevice } from '@/lib/device';
import { useQueueDrawing } from './use-queue-drawing';

/** signature_pad comes with the first signature box opened, never with the checklist screens. */
export const SignaturePadField = lazy(() => import('./signature-pad'));

/** Where the box goes while signature_pad loads: the same height, so nothing jumps. */
export function PadPlaceholder() {
  return <div className="signature-canvas signature-loading" aria-hidden="true" />;
}

interface SignatureAnswerInputProps {
  checklistId: string;
  question: ChecklistQuestion;
  signature: SignatureAnswer | null;
  locked: boolean;
  /** The signature to save as the answer. */
  onSign: (signature: SignatureAnswer) => void;
}

/**
 * An 'Assinatura' question: the name of whoever signs (a third party: the receiver of a delivery),
 * their CPF when the company records it, and the drawing. 'Salvar assinatura' saves it as the answer.
 */
export function SignatureAnswerInput({
  checklistId,
  question: q,
  signature,
  locked,
  onSign,
}: SignatureAnswerInputProps) {
  const [resigning, setResigning] = useState(false);
  const [name, setName] = useState('');
  const [cpf, setCpf] = useState('');
  const [drawing, setDrawing] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queueDrawing = useQueueDrawing(checklistId);

  if (signature && (!resigning || locked)) {
    return (
      <div className="signature-answer">
        <SignatureBlock
          image={signature.image}
          lines={[signature.name, ...(signature.cpf ? [SIGNATURE_TEXTS.cpf(signature.cpf)] : [])]}
        />
        {!locked && (
          <Button variant="secondary" onClick={() => setResigning(true)}>
            Assinar novamente
          </Button>
        )}
      </div>
    );
  }

  const save = async () => {
    const problem = !name.trim()
      ? signatureMessages.signerNameRequired
      : cpf.trim() && !isValidCpf(cpf)
        ? signatureMessages.cpfInvalid
        : !drawing
          ? signatureMessages.drawingRequired
          : null;
    setError(problem);
    if (problem || !drawing) return;
    setSaving(true);
    try {
      const image = await queueDrawing(q.id, drawing);
      onSign({ image, name: name.trim(), cpf: cpf.trim() || null, device: describeDevice(navigator.userAgent) });
      setResigning(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="signature-answer">
      <TextField
        label="Nome de quem assina"
        autoComplete="off"
        value={name}
        disabled={locked}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <TextField
        label="CPF (opcional)"
        inputMode="numeric"
        autoComplete="off"
        value={cpf}
        disabled={locked}
        onChange={(e) => setCpf(e.currentTarget.value)}
      />
      <Suspense fallback={<PadPlaceholder />}>
        <SignaturePadField label={q.question} onChange={setDrawing} disabled={locked || saving} />
      </Suspense>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <Button disabled={locked || saving} onClick={() => void save()}>
        Salvar assinatura
      </Button>
    </div>
  );
}
