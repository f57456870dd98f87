import sharp from 'sharp';
import {
  ACCEPTED_IMAGE_TYPES,
  PHOTO_LONG_EDGE,
  THUMB_LONG_EDGE,
  type AcceptedImageType,
} from '../domain/images/photo-limits';

// Each upload is decoded once: libvips' operation cache would only hold memory between requests.
sharp.cache(false);

/** sharp's names of the accepted types, to check that what it decodes is what the bytes said. */
const SHARP_FORMAT: Record<AcceptedImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Beyond a 48 MP phone photo: a small file that would decode into gigabytes (a decompression
 * bomb) is refused before it is decoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** The type the bytes show (magic numbers), when it is one we take; the name and declared type are not asked. */
export async function sniffImageType(bytes: Buffer): Promise<AcceptedImageType | null> {
  // file-type is ESM-only; a dynamic import stays an import in the CommonJS build.
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime ?? '') ? (mime as AcceptedImageType) : null;
}

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

export interface EncodedPhoto {
  full: EncodedImage;
  thumb: EncodedImage;
}

async function toJpeg(pipeline: sharp.Sharp, longEdge: number, quality: number): Promise<EncodedImage> {
  const { data, info } = await pipeline
    .resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
    // A transparent PNG or WebP gets a white background rather than JPEG's black.
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
}

/**
 * The photo as the server keeps it: turned upright by its EXIF orientation, long edge at most
 * 1600 px, JPEG quality 80, every metadata field dropped (sharp writes none unless asked: no
 * GPS position leaves the phone's photo), plus a 320 px thumbnail made from it. Null when the
 * bytes do not decode as the type they claim (a truncated or forged file).
 */
export async function encodePhoto(bytes: Buffer, type: AcceptedImageType): Promise<EncodedPhoto | null> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const { format } = await input().metadata();
    if (format !== SHARP_FORMAT[type]) return null;
    const full = await toJpeg(input().rotate(), PHOTO_LONG_EDGE, 80);
    const thumb = await toJpeg(sharp(full.bytes), THUMB_LONG_EDGE, 70);
    return { full, thumb };
  } catch {
    return null;
  }
}
