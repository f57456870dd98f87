/**
 * A file kept with a record: a vehicle document's scan or a fine's notification. Kept
 * privately and served only through the API to the company's admins; what it is comes from its
 * bytes, never from its name or the type the browser claims.
 */

export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What the API shows of an attachment (its storage path stays on the server). */
export interface Attachment {
  contentType: AttachmentType;
  size: number;
  uploadedAt: string;
  uploadedBy: string;
}

export function isAttachmentType(value: unknown): value is AttachmentType {
  return (ATTACHMENT_TYPES as readonly unknown[]).includes(value);
}

const EXTENSIONS: Record<AttachmentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** 'Licenciamento_ABC1D23.pdf': a download's name from words of our own, letters and digits only. */
export function attachmentFileName(words: readonly string[], type: AttachmentType): string {
  const base = words
    .map((word) =>
      word
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, ''),
    )
    .filter(Boolean)
    .join('_');
  return `${base || 'Anexo'}.${EXTENSIONS[type]}`;
}
