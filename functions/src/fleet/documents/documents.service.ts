import { audit, auditCreated, auditDeleted } from '../../audit';
import { type AttachmentFile, readAttachment, removeAttachmentBlob, replaceAttachment } from '../../attachments';
import type { Attachment } from '../../domain/attachments/attachment';
import { changedFields, DOCUMENT_AUDIT_FIELDS, type AuditRecordRef } from '../../domain/audit/audit';
import { DOCUMENT_TYPE_LABELS, type DocumentVehicle, type VehicleDocument } from '../../domain/documents/documents';
import type { ValidDocumentInput } from '../../domain/documents/document.schema';
import { isoDayIn } from '../../domain/dates';
import { notFound } from '../../domain/errors';
import type { DocumentRow } from '../../domain/exports/lists';
import { MESSAGES } from '../../domain/messages';
import type { CompanySession } from '../../domain/roles';
import { findVehicle, type VehicleDependent } from '../vehicles';
import { documentsRepository as repo, type StoredDocument } from './documents.repository';

const m = MESSAGES.documents;

const documentRecord = (d: Pick<VehicleDocument, 'id' | 'type' | 'vehicle'>): AuditRecordRef => ({
  type: 'document',
  id: d.id,
  label: `${DOCUMENT_TYPE_LABELS[d.type]} (${d.vehicle.plate})`,
});
const fieldsOf = (d: VehicleDocument) => d as unknown as Record<string, unknown>;

async function vehicleIn(companyId: string, vehicleId: string): Promise<DocumentVehicle> {
  const vehicle = await findVehicle(companyId, vehicleId);
  if (!vehicle) throw notFound(MESSAGES.vehicles.notFound);
  return { id: vehicle.id, name: vehicle.name, plate: vehicle.plate };
}

const vehicleOf = (session: CompanySession, vehicleId: string) => vehicleIn(session.companyId, vehicleId);

async function documentOf(session: CompanySession, vehicleId: string, id: string): Promise<StoredDocument> {
  const found = await repo.get(session.companyId, vehicleId, id);
  if (!found) throw notFound(m.notFound);
  return found;
}

export async function listDocuments(session: CompanySession, vehicleId: string): Promise<VehicleDocument[]> {
  await vehicleOf(session, vehicleId);
  return (await repo.listForVehicle(session.companyId, vehicleId)).map((d) => d.document);
}

/** How many documents an export of the vehicle's 'Documentos' gives (404 for a vehicle not the company's). */
export async function countDocumentsForExport(companyId: string, vehicleId: string): Promise<number> {
  await vehicleIn(companyId, vehicleId);
  return (await repo.listForVehicle(companyId, vehicleId)).length;
}

/**
 * The vehicle's documents, soonest expiry first as its tab, each with the company's day its status
 * is read on: an export's rows. A vehicle has a handful, read whole as the tab reads them.
 */
export async function* documentsForExport(
  companyId: string,
  vehicleId: string,
  timeZone: string,
  now = new Date(),
): AsyncGenerator<DocumentRow> {
  const vehicle = await vehicleIn(companyId, vehicleId);
  const today = isoDayIn(now, timeZone);
  for (const { document } of await repo.listForVehicle(companyId, vehicleId)) yield { vehicle, item: document, today };
}

export async function createDocument(
  session: CompanySession,
  vehicleId: string,
  input: ValidDocumentInput,
): Promise<VehicleDocument> {
  const vehicle = await vehicleOf(session, vehicleId);
  const id = repo.newId(session.companyId);
  const created = await repo.save(session.companyId, id, vehicle, input, session.uid, true);
  if (!created) throw notFound(MESSAGES.vehicles.notFound);
  await auditCreated(session, 'document.created', documentRecord(created), created, DOCUMENT_AUDIT_FIELDS);
  return created;
}

export async function updateDocument(
  session: CompanySession,
  vehicleId: string,
  id: string,
  input: ValidDocumentInput,
): Promise<VehicleDocument> {
  const vehicle = await vehicleOf(session, vehicleId);
  const before = await documentOf(session, vehicleId, id);
  const updated = await repo.save(session.companyId, id, vehicle, input, session.uid, false);
  if (!updated) throw notFound(m.notFound);
  await audit(
    session,
    session.companyId,
    'document.updated',
    documentRecord(updated),
    changedFields(fieldsOf(before.document), fieldsOf(updated), DOCUMENT_AUDIT_FIELDS),
  );
  return updated;
}

/** The document goes with its deadline and its attachment's file. */
export async function deleteDocument(session: CompanySession, vehicleId: string, id: string): Promise<{ id: string }> {
  const before = await documentOf(session, vehicleId, id);
  // A vehicle deleted meanwhile took its documents (and their files) with it.
  if (!(await repo.remove(session.companyId, vehicleId, id))) throw notFound(m.notFound);
  await removeAttachmentBlob(before.stored);
  await auditDeleted(
    session,
    'document.deleted',
    documentRecord(before.document),
    before.document,
    DOCUMENT_AUDIT_FIELDS,
  );
  return { id };
}

export async function putDocumentAttachment(
  session: CompanySession,
  vehicleId: string,
  id: string,
  file: { bytes: Buffer } | null,
): Promise<Attachment> {
  const { document } = await documentOf(session, vehicleId, id);
  const attachment = await replaceAttachment(
    { companyId: session.companyId, owner: `vehicle_documents/${id}`, by: session.uid },
    file,
    (stored) => repo.setAttachment(session.companyId, vehicleId, id, stored),
    m.notFound,
  );
  await audit(session, session.companyId, 'document.attachment_added', documentRecord(document));
  return attachment;
}

export async function getDocumentAttachment(
  session: CompanySession,
  vehicleId: string,
  id: string,
): Promise<AttachmentFile> {
  const { document, stored } = await documentOf(session, vehicleId, id);
  return readAttachment(stored, [DOCUMENT_TYPE_LABELS[document.type], document.vehicle.plate]);
}

export async function deleteDocumentAttachment(
  session: CompanySession,
  vehicleId: string,
  id: string,
): Promise<{ id: string }> {
  const { document } = await documentOf(session, vehicleId, id);
  const { found, replaced } = await repo.setAttachment(session.companyId, vehicleId, id, null);
  if (!found) throw notFound(m.notFound);
  if (!replaced) throw notFound(MESSAGES.attachments.notFound);
  await removeAttachmentBlob(replaced);
  await audit(session, session.companyId, 'document.attachment_removed', documentRecord(document));
  return { id };
}

/** A vehicle's documents follow it: renamed, they show its new name and plate (their deadlines too); deleted, they go with their deadlines and files. */
export const vehicleDocuments: VehicleDependent = {
  renamed: (companyId, vehicle) => repo.renameVehicle(companyId, vehicle),
  async removing(companyId, vehicleId) {
    const { count, files } = await repo.removeForVehicle(companyId, vehicleId);
    for (const stored of files) await removeAttachmentBlob(stored);
    return { documents: count };
  },
};
