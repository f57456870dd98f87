import { MAX_ATTACHMENT_BYTES } from '../domain/attachments/attachment';
import { MESSAGES } from '../domain/messages';
import { BinaryBody } from '../http/endpoint';
import type { MultipartLimits } from '../http/multipart';
import type { AttachmentFile } from './attachments.service';

/** The form of every attachment upload (`serve(…, { multipart: ATTACHMENT_UPLOAD })`): one part 'file', up to 10 MB. */
export const ATTACHMENT_UPLOAD: MultipartLimits = {
  fileField: 'file',
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  tooLargeMessage: MESSAGES.attachments.tooLarge,
  maxFields: 2,
  maxFieldBytes: 256,
  idleMs: 5000,
};

/** A download for the company's admins only: kept by no shared cache, never sniffed into HTML. */
export function attachmentBody(file: AttachmentFile): BinaryBody {
  return new BinaryBody(file.bytes, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
