import type { Attachment } from '../attachments/attachment';
import { NoQuerySchema } from '../api';
import { route, type BinaryOutput } from '../contract';
import { DocumentInputSchema, VehicleDocumentParamsSchema, VehicleDocumentsParamsSchema } from './document.schema';
import type { VehicleDocument } from './documents';

/** A vehicle's papers ('Documentos'). Admins only. */
export const documentsApi = {
  /** The vehicle's documents, soonest expiry first. */
  list: route('get', '/vehicles/:vehicleId/documents', {
    params: VehicleDocumentsParamsSchema,
    query: NoQuerySchema,
  }).returns<VehicleDocument[]>(),
  create: route('post', '/vehicles/:vehicleId/documents', {
    params: VehicleDocumentsParamsSchema,
    body: DocumentInputSchema,
  }).returns<VehicleDocument>(),
  update: route('put', '/vehicles/:vehicleId/documents/:id', {
    params: VehicleDocumentParamsSchema,
    body: DocumentInputSchema,
  }).returns<VehicleDocument>(),
  remove: route('delete', '/vehicles/:vehicleId/documents/:id', {
    params: VehicleDocumentParamsSchema,
  }).returns<{ id: string }>(),
  /** Multipart, one part 'file' (PDF or photo, up to 10 MB); replaces the one there was. */
  putAttachment: route('put', '/vehicles/:vehicleId/documents/:id/attachment', {
    params: VehicleDocumentParamsSchema,
  }).returns<Attachment>(),
  getAttachment: route('get', '/vehicles/:vehicleId/documents/:id/attachment', {
    params: VehicleDocumentParamsSchema,
  }).returns<BinaryOutput>(),
  removeAttachment: route('delete', '/vehicles/:vehicleId/documents/:id/attachment', {
    params: VehicleDocumentParamsSchema,
  }).returns<{ id: string }>(),
};
