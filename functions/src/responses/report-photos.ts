import sharp from 'sharp';
import { PHOTO_BOX_PX } from './checklist-pdf';

/** A stored photo as the report prints it: at most PHOTO_BOX_PX, JPEG (pdfkit embeds JPEG as is). */
export function printedCopy(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error' })
    .resize({ ...PHOTO_BOX_PX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 70 })
    .toBuffer();
}
