// Without zod: the web app's photo compression reads these too.

/** The largest photo `POST /api/upload` takes: 10 MB, as its 413 message says. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What the server keeps of a photo: its long edge, and its thumbnail's. The phone shrinks to the same edge before sending. */
export const PHOTO_LONG_EDGE = 1600;
export const THUMB_LONG_EDGE = 320;
/** Decided from the bytes, never from the file name or the declared type. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
