import sharp from 'sharp';
import {
  ACCEPTED_IMAGE_TYPES,
  PHOTO_LONG_EDGE,
  THUMB_LONG_EDGE,
  type AcceptedImageType,
} from '../domain/images/photo-limits';

// Each upload is decoded once: libvips' operation cache would only hold memory between requests.
sharp.cache(false);
// One libvips thread per image: the upload function has one CPU, and each thread holds its own buffers.
sharp.concurrency(1);

/** sharp's names of the accepted types, to check that what it decodes is what the bytes said. */
const SHARP_FORMAT: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The most pixels a photo may declare: a 24 MP camera photo (6000 × 4000). The phone shrinks
 * photos to 1600 px before sending, so only a phone whose compression failed sends more. The
 * bound is what the upload function's memory allows (README, capacity): a decoded 24 MP photo
 * peaks near MAX_CONCURRENT_DECODES × that figure. A small file declaring more (a decompression
 * bomb: a few-KB PNG of 7,000 × 7,000) is refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

/** Decodes at once per instance, whatever the function's concurrency: memory stays bounded. */
const MAX_CONCURRENT_DECODES = 2;
let decoding = 0;
const waiting: Array<() => void> = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

let decodes = 0;

/** How many photos this process has decoded: tests show that a refused header decoded nothing. */
export function decodeCount(): number {
  return decodes;
}

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

/** Why a photo was not encoded: bytes that are not the image they claim, or more pixels than allowed. */
export type EncodeRefusal = 'undecodable' | 'too_many_pixels';

/**
 * The photo as the server keeps it: turned upright by its EXIF orientation, long edge at most
 * 1600 px, JPEG quality 80, every metadata field dropped (sharp writes none unless asked: no
 * GPS position leaves the phone's photo), plus a 320 px thumbnail made from it. Its header is
 * read first (sharp's metadata decodes no pixel): a declared size beyond MAX_INPUT_PIXELS is
 * refused there; bytes that do not decode as the type they claim (a truncated or forged file)
 * are 'undecodable'.
 */
export async function encodePhoto(bytes: Buffer, type: AcceptedImageType): Promise<EncodedPhoto | EncodeRefusal> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
  let header: sharp.Metadata;
  try {
    // limitInputPixels is not checked by metadata(): it reads the header only.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return 'undecodable';
  }
  if (header.format !== SHARP_FORMAT[type] || !header.width || !header.height) return 'undecodable';
  if (header.width * header.height > MAX_INPUT_PIXELS) return 'too_many_pixels';
  return withDecodeSlot(async () => {
    try {
      decodes += 1;
      const full = await toJpeg(input().rotate(), PHOTO_LONG_EDGE, 80);
      const thumb = await toJpeg(sharp(full.bytes), THUMB_LONG_EDGE, 70);
      return { full, thumb };
    } catch {
      return 'undecodable' as const;
    }
  });
}
