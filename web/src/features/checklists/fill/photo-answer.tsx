import { Camera, ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { imageRef, MAX_PHOTOS_PER_QUESTION } from '@domain/checklists/answer.schema';
import { AuthorizedImage } from '@/components/images/authorized-image';
import { Button } from '@/components/ui/button';
import { uploadPhoto } from '@/data/images/upload-photo';
import { errorMessage } from '@/lib/api-error';
import { compressPhoto } from '@/lib/compress-photo';

interface PhotoAnswerProps {
  checklistId: string;
  questionId: string;
  label: string;
  refs: string[];
  locked: boolean;
  /** Called with the new list after each photo arrives or is removed; the screen saves it. */
  onChange: (refs: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}

interface Sending {
  key: string;
  name: string;
  /** 0–100 */
  percent: number;
}

const UPLOAD_ERROR = 'Erro ao enviar imagem';

/**
 * Photos of one question: from the camera (the rear one, where the phone lets us choose) or the
 * gallery, several at once. Each is shrunk on the phone, sent with its progress shown, and added
 * to the answer as soon as it arrives, so a photo already sent is never lost.
 */
export function PhotoAnswer({ checklistId, questionId, label, refs, locked, onChange, onBusyChange }: PhotoAnswerProps) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);

  async function send(files: File[]) {
    const room = MAX_PHOTOS_PER_QUESTION - refs.length;
    const batch = files.slice(0, Math.max(room, 0)).map((file, i) => ({ file, key: `${Date.now()}-${i}`, name: file.name }));
    if (batch.length < files.length) toast.error(`Envie no máximo ${MAX_PHOTOS_PER_QUESTION} fotos por questão`);
    if (batch.length === 0) return;
    setSending(batch.map(({ key, name }) => ({ key, name, percent: 0 })));
    onBusyChange(true);
    let current = refs;
    let sent = 0;
    // One at a time: on a weak signal parallel uploads only slow each other down.
    for (const { file, key } of batch) {
      const progress = (percent: number) => setSending((list) => list.map((s) => (s.key === key ? { ...s, percent } : s)));
      try {
        const photo = await compressPhoto(file);
        const uploaded = await uploadPhoto(
          { checklistId, questionId, uploadId: crypto.randomUUID(), photo },
          { onProgress: (fraction) => progress(Math.round(fraction * 100)) },
        );
        current = [...current, imageRef(uploaded.id)];
        onChange(current);
        sent += 1;
      } catch (error) {
        toast.error(errorMessage(error, UPLOAD_ERROR));
      }
      setSending((list) => list.filter((s) => s.key !== key));
    }
    onBusyChange(false);
    if (sent > 0) toast.success(`${sent} imagem(ns) enviada(s)`);
  }

  function pick(input: HTMLInputElement | null) {
    const files = input?.files ? [...input.files] : [];
    if (input) input.value = '';
    void send(files);
  }

  const busy = sending.length > 0;

  return (
    <div className="photo-answer">
      {refs.length > 0 ? (
        <ul className="photo-grid" aria-label={`Fotos de ${label}`}>
          {refs.map((ref, i) => (
            <li key={ref} className="photo-thumb">
              <AuthorizedImage src={ref} size="thumb" alt={`Foto ${i + 1} de ${label}`} />
              {!locked && (
                <button
                  type="button"
                  className="photo-remove"
                  aria-label={`Remover foto ${i + 1}`}
                  disabled={busy}
                  onClick={() => onChange(refs.filter((r) => r !== ref))}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        locked && <p className="muted">Nenhuma imagem disponível</p>
      )}

      {locked ? (
        refs.length > 0 && <p className="photo-approved">✓ Imagens aprovadas pelo revisor</p>
      ) : (
        <>
          {sending.map((s) => (
            <div key={s.key} className="photo-sending">
              <span>Enviando... {s.percent}%</span>
              <progress max={100} value={s.percent} aria-label={`Envio de ${s.name || 'foto'}`} />
            </div>
          ))}
          <div className="photo-buttons">
            <Button variant="secondary" disabled={busy} onClick={() => camera.current?.click()}>
              <Camera size={18} aria-hidden="true" /> Tirar foto
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => gallery.current?.click()}>
              <ImagePlus size={18} aria-hidden="true" /> Escolher da galeria
            </Button>
          </div>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            hidden
            aria-label={`Tirar foto para ${label}`}
            onChange={(e) => pick(e.currentTarget)}
          />
          <input
            ref={gallery}
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label={`Escolher fotos para ${label}`}
            onChange={(e) => pick(e.currentTarget)}
          />
        </>
      )}
    </div>
  );
}
