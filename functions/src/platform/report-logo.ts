import sharp from 'sharp';
import type { BlobStore } from './blob-store';
import { log } from './logger';
import { SHIPPED_LOGO_PNG } from './shipped-logo';

/** Where a company's own logo would be kept; nothing uploads one yet, so the product's logo prints. */
export const companyLogoPath = (companyId: string) => `companies/${companyId}/branding/logo`;

/** A PNG data URL re-encoded by sharp, so pdfkit meets no PNG variant it cannot read. */
async function toDataUrl(bytes: Buffer): Promise<string> {
  const png = await sharp(bytes, { failOn: 'error' }).resize(128, 128, { fit: 'inside' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

let shipped: Promise<string | null> | null = null;

function shippedLogo(): Promise<string | null> {
  shipped ??= toDataUrl(SHIPPED_LOGO_PNG).catch((error: unknown) => {
    log.reportLogoSkipped(error);
    return null;
  });
  return shipped;
}

/**
 * The logo the company's PDF report prints: the company's own when one is stored, else the
 * product's logo shipped with the code. A logo that cannot be read is left out, never an error.
 */
export async function reportLogo(companyId: string, blobs: BlobStore): Promise<string | null> {
  try {
    const own = await blobs.get(companyLogoPath(companyId));
    if (own) return await toDataUrl(own);
  } catch (error) {
    log.reportLogoSkipped(error);
  }
  return shippedLogo();
}
