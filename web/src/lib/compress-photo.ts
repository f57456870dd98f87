import { PHOTO_LONG_EDGE } from '@domain/images/photo-limits';

/** What a photo should weigh on a field user's mobile data (research/libraries.md, Photos). */
export const TARGET_PHOTO_BYTES = 400 * 1024;
/** JPEG qualities tried in turn until the photo is within the target; the last one is kept anyway. */
const QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4] as const;

/** The size that fits `longEdge`, never enlarged. */
export function fitWithin(width: number, height: number, longEdge: number): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Encodes at quality 0.8, then lower while the result weighs more than `targetBytes`. */
export async function encodeWithinBudget(
  encode: (quality: number) => Promise<Blob>,
  targetBytes: number = TARGET_PHOTO_BYTES,
): Promise<Blob> {
  let blob: Blob | undefined;
  for (const quality of QUALITIES) {
    blob = await encode(quality);
    if (blob.size <= targetBytes) break;
  }
  return blob!;
}

type Surface = {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode: (quality: number) => Promise<Blob>;
};

/** OffscreenCanvas where the browser has it, a <canvas> otherwise (older Safari). */
function surface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext('2d')!,
      encode: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d')!,
    encode: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', quality),
      ),
  };
}

/**
 * A photo as the phone sends it: upright by its EXIF orientation, long edge at most 1600 px (what
 * the server keeps), JPEG within about 400 KB, and without the camera's metadata (a canvas keeps
 * none, so no GPS position leaves the phone). Rejects when the browser cannot decode the file.
 */
export async function compressPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, PHOTO_LONG_EDGE);
    const { context, encode } = surface(width, height);
    // JPEG has no transparency: a transparent PNG gets white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await encodeWithinBudget(encode);
  } finally {
    bitmap.close();
  }
}
