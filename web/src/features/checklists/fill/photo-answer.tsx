import { useMutationState, type Mutation } from '@tanstack/react-query';
import Camera from 'lucide-react/icons/camera';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { imageIdOf, imageRef, MAX_PHOTOS_PER_QUESTION } from '@domain/checklists/answer.schema';
import { uploadImageId } from '@domain/images/image-id';
import { AuthorizedImage } from '@/components/images/authorized-image';
import { Button } from '@/components/ui/button';
import { uploadPhotoKey, useQueuePhotoUpload, type QueuedUpload } from '@/data/images/upload-photo';
import { queuePhoto } from '@/data/offline/photo-queue';
import { useUploadProgress } from '@/data/offline/upload-progress';
import { compressPhoto } from '@/lib/compress-photo';
import { lastPosition } from '@/lib/position';
import { useSessionUser } from '@/lib/session-context';

interface PhotoAnswerProps {
  checklistId: string;
  questionId: string;
  label: string;
  refs: string[];
  locked: boolean;
  /** Called with the new list after each photo is taken or removed; the screen saves it. */
  onChange: (refs: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}

const isUploadOf = (imageId: string) => (m: Mutation) =>
  (m.state.variables as QueuedUpload | undefined)?.imageId === imageId;

/** Where one photo's upload stands: on its way with its progress, waiting for a network, or refused ('Erro no upload'). */
function UploadState({ imageId }: { imageId: string }) {
  const percent = useUploadProgress(imageId);
  const queued = useMutationState({
    filters: { mutationKey: uploadPhotoKey, status: 'pending', predicate: isUploadOf(imageId) },
  }).length;
  const failed = useMutationState({
    filters: { mutationKey: uploadPhotoKey, status: 'error', predicate: isUploadOf(imageId) },
  }).length;
  if (percent !== null) {
    return (
      <span className="photo-upload-state">
        Enviando... {percent}%
        <progress max={100} value={percent} aria-label="Envio da foto" />
      </span>
    );
  }
  if (queued > 0) return <span className="photo-upload-state">Aguardando envio</span>;
  return failed > 0 ? <span className="photo-upload-state photo-upload-failed">Erro no upload</span> : null;
}

/**
 * Photos of one question: from the camera (the rear one, where the phone lets us choose) or the
 * gallery, several at once. Each is shrunk on the phone, kept on the device and queued: it joins
 * the answer at once (by the id the server will give it) and goes out when there is a network.
 */
export function PhotoAnswer({
  checklistId,
  questionId,
  label,
  refs,
  locked,
  onChange,
  onBusyChange,
}: PhotoAnswerProps) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(0);
  const upload = useQueuePhotoUpload(checklistId);
  const { companyId, uid } = useSessionUser();

  async function take(files: File[]) {
    const room = Math.max(MAX_PHOTOS_PER_QUESTION - refs.length, 0);
    if (files.length > room) toast.error(`Envie no máximo ${MAX_PHOTOS_PER_QUESTION} fotos por questão`);
    const batch = files.slice(0, room);
    if (batch.length === 0) return;
    setPreparing(batch.length);
    onBusyChange(true);
    let current = refs;
    // One promise per photo: a mutation observer only calls back for its latest call.
    const uploads: Promise<boolean>[] = [];
    for (const file of batch) {
      try {
        const photo = await compressPhoto(file);
        const uploadId = crypto.randomUUID();
        const imageId = await uploadImageId(companyId ?? '', uid, uploadId);
        await queuePhoto(imageId, photo);
        const location = lastPosition();
        uploads.push(
          upload.mutateAsync({ checklistId, questionId, uploadId, imageId, location }).then(
            () => true,
            () => false,
          ),
        );
        current = [...current, imageRef(imageId)];
        onChange(current);
      } catch {
        toast.error('Erro ao enviar imagem');
      }
      setPreparing((n) => n - 1);
    }
    onBusyChange(false);
    // Offline this waits for the network; the toast then comes whichever screen is open.
    const sent = (await Promise.all(uploads)).filter(Boolean).length;
    if (sent > 0) toast.success(`${sent} imagem(ns) enviada(s)`);
  }

  function pick(input: HTMLInputElement | null) {
    const files = input?.files ? [...input.files] : [];
    if (input) input.value = '';
    void take(files);
  }

  const busy = preparing > 0;

  return (
    <div className="photo-answer">
      {refs.length > 0 ? (
        <ul className="photo-grid" aria-label={`Fotos de ${label}`}>
          {refs.map((ref, i) => {
            const imageId = imageIdOf(ref);
            return (
              <li key={ref} className="photo-thumb">
                <AuthorizedImage src={ref} size="thumb" alt={`Foto ${i + 1} de ${label}`} />
                {imageId && <UploadState imageId={imageId} />}
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
            );
          })}
        </ul>
      ) : (
        locked && <p className="muted">Nenhuma imagem disponível</p>
      )}

      {locked ? (
        refs.length > 0 && <p className="photo-approved">✓ Imagens aprovadas pelo revisor</p>
      ) : (
        <>
          {busy && <p className="muted">Preparando {preparing === 1 ? 'foto' : `${preparing} fotos`}...</p>}
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
