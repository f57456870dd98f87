/** The file lifecycle the fleet's documents and fines share: one attachment per owner document, kept in the blob store. */
export { ATTACHMENT_UPLOAD, attachmentBody } from './attachment-http';
export {
  readAttachment,
  removeAttachmentBlob,
  replaceAttachment,
  storedAttachmentOf,
  type AttachmentFile,
  type StoredAttachment,
} from './attachments.service';
