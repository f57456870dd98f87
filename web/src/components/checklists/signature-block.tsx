import { AuthorizedImage } from '@/components/images/authorized-image';
import './signature-block.css';

interface SignatureBlockProps {
  /** The block's heading ('Assinatura do responsável pelo checklist'), when it has one. */
  title?: string;
  /** The drawing's image reference. */
  image: string;
  /** The signer's lines (signerLines): the name first, in bold. */
  lines: string[];
  /** The company the superadmin reads in. */
  companyId?: string;
}

/** A signature as the report prints it: the drawing above a line, then who signed, when, where and on what. */
export function SignatureBlock({ title, image, lines, companyId }: SignatureBlockProps) {
  const [name, ...rest] = lines;
  return (
    <figure className="signature-block">
      {title && <p className="signature-block-title">{title}</p>}
      <AuthorizedImage
        src={image}
        alt={`Assinatura de ${name ?? ''}`}
        companyId={companyId}
        className="signature-block-image"
      />
      <figcaption>
        <strong>{name}</strong>
        {rest.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </figcaption>
    </figure>
  );
}
