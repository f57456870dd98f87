import { useState } from 'react';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '@domain/attachments/attachment';
import { attachmentMessages } from '@domain/attachments/messages';
import { TextField } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';

interface AttachmentFieldProps {
  label: string;
  /** The upload's share sent (0–1) while it runs, null otherwise: the field waits and the bar shows it. */
  progress: number | null;
  /** Why the last upload failed. */
  error?: string | null;
  /** A file the API takes by size (a larger one is refused here, in the API's words), or null. */
  onChoose: (file: File | null) => void;
}

/**
 * The file of a record's attachment (a fine's notification, a vehicle document's scan): a PDF or a
 * photo up to 10 MB, and the upload's progress once it is sent.
 */
export function AttachmentField({ label, progress, error, onChoose }: AttachmentFieldProps) {
  const [tooLarge, setTooLarge] = useState(false);
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <>
      <TextField
        label={label}
        type="file"
        accept={ATTACHMENT_TYPES.join(',')}
        disabled={progress !== null}
        error={(tooLarge ? attachmentMessages.tooLarge : error) ?? undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const large = file !== null && file.size > MAX_ATTACHMENT_BYTES;
          setTooLarge(large);
          onChoose(large ? null : file);
        }}
      />
      {percent !== null && (
        <div>
          <p className="muted">Enviando...</p>
          <ProgressBar label="Envio do anexo" value={percent} valueText={`${percent}%`} tone="info" />
        </div>
      )}
    </>
  );
}
