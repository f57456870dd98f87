import { Router } from 'express';
import { ATTACHMENT_UPLOAD, attachmentBody } from '../../attachments';
import { documentsApi } from '../../domain/documents/contract';
import { serve } from '../../http/endpoint';
import * as documents from './documents.service';

/** A vehicle's papers ('Documentos'): the company's admins only. */
export const documentsRouter = Router();

const roles = ['admin'] as const;

serve(documentsRouter, documentsApi.list, { roles }, ({ session, params }) =>
  documents.listDocuments(session, params.vehicleId),
);
serve(documentsRouter, documentsApi.create, { roles, status: 201 }, ({ session, params, body }) =>
  documents.createDocument(session, params.vehicleId, body),
);
serve(documentsRouter, documentsApi.update, { roles }, ({ session, params, body }) =>
  documents.updateDocument(session, params.vehicleId, params.id, body),
);
serve(documentsRouter, documentsApi.remove, { roles }, ({ session, params }) =>
  documents.deleteDocument(session, params.vehicleId, params.id),
);
serve(
  documentsRouter,
  documentsApi.putAttachment,
  { roles, multipart: ATTACHMENT_UPLOAD },
  ({ session, params, file }) => documents.putDocumentAttachment(session, params.vehicleId, params.id, file),
);
serve(documentsRouter, documentsApi.getAttachment, { roles }, async ({ session, params }) =>
  attachmentBody(await documents.getDocumentAttachment(session, params.vehicleId, params.id)),
);
serve(documentsRouter, documentsApi.removeAttachment, { roles }, ({ session, params }) =>
  documents.deleteDocumentAttachment(session, params.vehicleId, params.id),
);
