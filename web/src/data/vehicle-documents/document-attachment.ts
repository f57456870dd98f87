import { documentsApi } from '@domain/documents/contract';
import { recordAttachment } from '../attachments/record-attachment';
import { refreshDocuments } from './document-queries';

/** A vehicle document's file: a PDF or a photo of the paper. */
export const documentAttachment = recordAttachment(documentsApi, (client, { vehicleId }) =>
  refreshDocuments(client, vehicleId),
);
