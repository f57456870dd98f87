import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { imageIdOf } from '@domain/checklists/answer.schema';
import { AuthorizedImage } from '@/components/images/authorized-image';
import { Modal } from '@/components/ui/modal';
import { LoadingState } from '@/components/ui/spinner';
import { imageQueries } from '@/data/images/image-queries';

/** The full-size photo, or the viewer's 'Imagem indisponível' (spec section 8). */
function FullPhoto({ src, alt, companyId }: { src: string; alt: string; companyId: string }) {
  const imageId = imageIdOf(src);
  const bytes = useQuery({ ...imageQueries.bytes(imageId ?? '', 'full', companyId), enabled: imageId !== null });
  const url = useMemo(() => (bytes.data ? URL.createObjectURL(bytes.data) : null), [bytes.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!imageId)
    return /^(data:image\/|https?:\/\/)/.test(src) ? (
      <img className="photo-viewer-image" src={src} alt={alt} />
    ) : (
      <p>Imagem indisponível</p>
    );
  if (bytes.isError) return <p role="alert">Imagem indisponível</p>;
  if (!url) return <LoadingState text="Carregando imagem..." />;
  return <img className="photo-viewer-image" src={url} alt={alt} />;
}

/**
 * An answer's photos as thumbnails; each opens full size in a viewer. Read in the response's
 * company, which the superadmin must name.
 */
export function PhotoStrip({ photos, label, companyId }: { photos: string[]; label: string; companyId: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const name = (index: number) => `Foto ${index + 1} de ${label}`;
  return (
    <>
      <ul className="review-photo-strip">
        {photos.map((src, index) => (
          <li key={`${src}-${index}`}>
            <button
              type="button"
              className="review-photo-thumb"
              aria-label={`Ampliar ${name(index)}`}
              onClick={() => setOpen(index)}
            >
              <AuthorizedImage src={src} alt={name(index)} size="thumb" companyId={companyId} />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} title={open !== null ? name(open) : ''} size="xl" onClose={() => setOpen(null)}>
        {open !== null && photos[open] && <FullPhoto src={photos[open]} alt={name(open)} companyId={companyId} />}
      </Modal>
    </>
  );
}
