import { useQuery } from '@tanstack/react-query';
import ImageOff from 'lucide-react/icons/image-off';
import { useEffect, useMemo } from 'react';
import { imageIdOf } from '@domain/checklists/answer.schema';
import type { ImageSize } from '@domain/images/image.schema';
import { imageQueries } from '@/data/images/image-queries';
import './images.css';

interface AuthorizedImageProps {
  /** An answer's reference: image_ref://{id}, a data: URL or a plain URL (spec section 3). */
  src: string;
  alt: string;
  size?: ImageSize;
  className?: string;
  /** The company the superadmin reads in. */
  companyId?: string;
}

function ImageProblem({ text }: { text: string }) {
  return (
    <span className="image-problem" role="img" aria-label={text}>
      <ImageOff size={18} aria-hidden="true" />
      <span>{text}</span>
    </span>
  );
}

/** One of our images, read through the API with the session's token and shown from an object URL. */
function StoredImage({
  imageId,
  alt,
  size,
  className,
  companyId,
}: {
  imageId: string;
  alt: string;
  size: ImageSize;
  className?: string;
  companyId?: string;
}) {
  const bytes = useQuery(imageQueries.bytes(imageId, size, companyId));
  const url = useMemo(() => (bytes.data ? URL.createObjectURL(bytes.data) : null), [bytes.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (bytes.isError) return <ImageProblem text="Erro ao carregar" />;
  if (!url) return <span className={`image-loading ${className ?? ''}`} aria-label="Carregando imagem" role="img" />;
  return <img className={className} src={url} alt={alt} />;
}

/** An answer's photo; what cannot be shown says so, in the spec's words. */
export function AuthorizedImage({ src, alt, size = 'full', className, companyId }: AuthorizedImageProps) {
  const imageId = imageIdOf(src);
  if (imageId)
    return <StoredImage imageId={imageId} alt={alt} size={size} className={className} companyId={companyId} />;
  if (/^(data:image\/|https?:\/\/)/.test(src)) return <img className={className} src={src} alt={alt} />;
  return <ImageProblem text="Imagem não disponível" />;
}
