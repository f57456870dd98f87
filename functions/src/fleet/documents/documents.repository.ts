import { FieldValue, Timestamp, type DocumentData, type WriteBatch } from 'firebase-admin/firestore';
import { documentDeadline, deadlineKey } from '../../domain/deadlines/deadlines';
import {
  DOCUMENT_TYPES,
  documentsDueOf,
  type DocumentType,
  type DocumentVehicle,
  type VehicleDocument,
} from '../../domain/documents/documents';
import type { ValidDocumentInput } from '../../domain/documents/document.schema';
import { type StoredAttachment, storedAttachmentOf } from '../../attachments';
import { stageDeadlines } from '../deadlines';
import { db } from '../../platform/firebase';
import { isNotFound, toIso } from '../../platform/firestore-values';

/**
 * `companies/{c}/vehicle_documents/{id}`: a vehicle's papers, with `vehicleId` at the top level
 * (to list a vehicle's) and a copy of the vehicle (for the deadlines). Every write puts, in the
 * same batch, the document's deadline entry and the vehicle's `documentsDue` (its earliest expiry),
 * so the three never disagree; a write to a vehicle that is gone fails as a whole.
 */
export const VEHICLE_DOCUMENTS_COLLECTION = 'vehicle_documents';

const company = (companyId: string) => db().collection('companies').doc(companyId);
const documents = (companyId: string) => company(companyId).collection(VEHICLE_DOCUMENTS_COLLECTION);
const vehicleRef = (companyId: string, vehicleId: string) => company(companyId).collection('vehicles').doc(vehicleId);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export interface StoredDocument {
  document: VehicleDocument;
  stored: StoredAttachment | null;
}

function toDocument(id: string, d: DocumentData): StoredDocument {
  const vehicle = (d.vehicle ?? {}) as DocumentData;
  const stored = storedAttachmentOf(d);
  return {
    stored,
    document: {
      id,
      vehicleId: String(d.vehicleId ?? ''),
      vehicle: { id: String(vehicle.id ?? ''), name: String(vehicle.name ?? ''), plate: String(vehicle.plate ?? '') },
      type: DOCUMENT_TYPES.includes(d.type) ? (d.type as DocumentType) : 'other',
      number: text(d.number),
      issuer: text(d.issuer),
      issueDate: text(d.issueDate),
      expiryDate: String(d.expiryDate ?? ''),
      cost: typeof d.cost === 'number' ? d.cost : null,
      notes: text(d.notes),
      attachment: stored?.attachment ?? null,
      createdAt: toIso(d.createdAt) ?? new Date(0).toISOString(),
      updatedAt: toIso(d.updatedAt),
    },
  };
}

/** The vehicle's `documentsDue` once `changed` is written (or `removedId` deleted). */
function stageDue(
  batch: WriteBatch,
  companyId: string,
  vehicleId: string,
  others: readonly VehicleDocument[],
  changed: VehicleDocument | null,
): void {
  const after = changed ? [...others, changed] : others;
  batch.update(vehicleRef(companyId, vehicleId), { documentsDue: documentsDueOf(after) });
}

async function commitUnlessVehicleGone(batch: WriteBatch): Promise<boolean> {
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

export const documentsRepository = {
  newId(companyId: string): string {
    return documents(companyId).doc().id;
  },

  /** Soonest expiry first. */
  async listForVehicle(companyId: string, vehicleId: string): Promise<StoredDocument[]> {
    const snap = await documents(companyId).where('vehicleId', '==', vehicleId).get();
    return snap.docs
      .map((doc) => toDocument(doc.id, doc.data()))
      .sort((a, b) => a.document.expiryDate.localeCompare(b.document.expiryDate));
  },

  /** The vehicle's document `id`, or null when there is none (another vehicle's or company's included). */
  async get(companyId: string, vehicleId: string, id: string): Promise<StoredDocument | null> {
    const snap = await documents(companyId).doc(id).get();
    if (!snap.exists || snap.data()?.vehicleId !== vehicleId) return null;
    return toDocument(snap.id, snap.data()!);
  },

  /**
   * Writes the document (a new one when `createdAt` is absent from what is stored) with its
   * deadline and the vehicle's `documentsDue`. False when the vehicle is gone.
   */
  async save(
    companyId: string,
    id: string,
    vehicle: DocumentVehicle,
    fields: ValidDocumentInput,
    by: string,
    isNew: boolean,
  ): Promise<VehicleDocument | null> {
    const others = (await this.listForVehicle(companyId, vehicle.id)).map((d) => d.document).filter((d) => d.id !== id);
    const now = Timestamp.now();
    const ref = documents(companyId).doc(id);
    const batch = db().batch();
    const data = { ...fields, vehicleId: vehicle.id, vehicle, updatedAt: isNew ? null : now };
    if (isNew) batch.create(ref, { ...data, createdAt: now, createdBy: by, attachment: null, attachmentPath: null });
    else batch.update(ref, data);
    const previous = isNew ? null : await this.get(companyId, vehicle.id, id);
    if (!isNew && !previous) return null;
    const saved: VehicleDocument = {
      id,
      ...fields,
      vehicleId: vehicle.id,
      vehicle,
      attachment: previous?.document.attachment ?? null,
      createdAt: previous?.document.createdAt ?? now.toDate().toISOString(),
      updatedAt: isNew ? null : now.toDate().toISOString(),
    };
    stageDeadlines(batch, companyId, [documentDeadline(saved)]);
    stageDue(batch, companyId, vehicle.id, others, saved);
    return (await commitUnlessVehicleGone(batch)) ? saved : null;
  },

  /** Deletes the document with its deadline and recomputes the vehicle's `documentsDue`. False when the vehicle is gone. */
  async remove(companyId: string, vehicleId: string, id: string): Promise<boolean> {
    const others = (await this.listForVehicle(companyId, vehicleId)).map((d) => d.document).filter((d) => d.id !== id);
    const batch = db().batch();
    batch.delete(documents(companyId).doc(id));
    stageDeadlines(batch, companyId, [{ key: deadlineKey('document', id), entry: null }]);
    stageDue(batch, companyId, vehicleId, others, null);
    return commitUnlessVehicleGone(batch);
  },

  /**
   * Points the document at `stored` when it is still the vehicle's, answering what it replaced
   * (replaceAttachment's `record`). A transaction, so two uploads at once each see what they replace.
   */
  async setAttachment(
    companyId: string,
    vehicleId: string,
    id: string,
    stored: StoredAttachment | null,
  ): Promise<{ found: boolean; replaced: StoredAttachment | null }> {
    const ref = documents(companyId).doc(id);
    return db().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || snap.data()?.vehicleId !== vehicleId) return { found: false, replaced: null };
      tx.update(ref, {
        attachment: stored?.attachment ?? null,
        attachmentPath: stored?.attachmentPath ?? null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { found: true, replaced: storedAttachmentOf(snap.data()!) };
    });
  },

  /** A renamed vehicle (name or plate): its documents' copy of it and their deadlines follow. */
  async renameVehicle(companyId: string, vehicle: DocumentVehicle): Promise<void> {
    const all = await this.listForVehicle(companyId, vehicle.id);
    if (all.length === 0) return;
    const batch = db().batch();
    for (const { document } of all) {
      batch.update(documents(companyId).doc(document.id), { vehicle });
      stageDeadlines(batch, companyId, [documentDeadline({ ...document, vehicle })]);
    }
    await batch.commit();
  },

  /** A vehicle being deleted: its documents and their deadlines go; answers their attachments to delete. */
  async removeForVehicle(companyId: string, vehicleId: string): Promise<{ count: number; files: StoredAttachment[] }> {
    const all = await this.listForVehicle(companyId, vehicleId);
    for (let i = 0; i < all.length; i += 200) {
      const batch = db().batch();
      for (const { document } of all.slice(i, i + 200)) {
        batch.delete(documents(companyId).doc(document.id));
        stageDeadlines(batch, companyId, [{ key: deadlineKey('document', document.id), entry: null }]);
      }
      await batch.commit();
    }
    return { count: all.length, files: all.flatMap((d) => (d.stored ? [d.stored] : [])) };
  },
};
