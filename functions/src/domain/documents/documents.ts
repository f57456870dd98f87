import { attachmentFileName, type Attachment } from '../attachments/attachment';
import { keysOf } from '../labels';
import { addMonths } from '../dates';
import { licensingDueDay, type LicensingVehicle } from './licensing';

/** A vehicle's papers ('Documentos'): what each is and when it must be renewed. */

export const DOCUMENT_TYPE_LABELS = {
  licensing: 'Licenciamento / CRLV',
  ipva: 'IPVA',
  insurance: 'Seguro',
  tachograph: 'Tacógrafo (aferição Inmetro)',
  rntrc: 'RNTRC / ANTT',
  other: 'Outro',
} as const;
export const DOCUMENT_TYPES = keysOf(DOCUMENT_TYPE_LABELS);
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The vehicle a document belongs to, copied so lists and deadlines read no vehicle. */
export interface DocumentVehicle {
  id: string;
  name: string;
  plate: string;
}

/** `companies/{c}/vehicle_documents/{id}` as the API returns it. */
export interface VehicleDocument {
  id: string;
  vehicleId: string;
  vehicle: DocumentVehicle;
  type: DocumentType;
  number: string | null;
  issuer: string | null;
  /** Calendar days 'YYYY-MM-DD'. */
  issueDate: string | null;
  expiryDate: string;
  cost: number | null;
  notes: string | null;
  attachment: Attachment | null;
  createdAt: string;
  updatedAt: string | null;
}

/**
 * The expiry a manager would otherwise look up, from the issue date: the tachograph's Inmetro
 * verification lasts 2 years and insurance 1; a licensing done in a year lasts until the next
 * year's month of the plate's final digit. Null when there is no rule or not enough to apply it.
 */
export function presetExpiry(type: DocumentType, issueDate: string | null, vehicle: LicensingVehicle): string | null {
  if (!issueDate) return null;
  switch (type) {
    case 'tachograph':
      return addMonths(issueDate, 24);
    case 'insurance':
      return addMonths(issueDate, 12);
    case 'licensing':
      return licensingDueDay(vehicle, Number(issueDate.slice(0, 4)) + 1);
    default:
      return null;
  }
}

/** The vehicle's document that expires first, kept on the vehicle so its list shows the badge without reading documents. */
export interface DocumentsDue {
  type: DocumentType;
  expiryDate: string;
}

/** The earliest expiry among `documents`, or null when the vehicle has none. */
export function documentsDueOf(
  documents: ReadonlyArray<Pick<VehicleDocument, 'type' | 'expiryDate'>>,
): DocumentsDue | null {
  const first = [...documents].sort((a, b) => a.expiryDate.localeCompare(b.expiryDate))[0];
  return first ? { type: first.type, expiryDate: first.expiryDate } : null;
}

/** The name the document's file downloads under ('Licenciamento_CRLV_ABC1D23.pdf'), or null without a file. */
export const documentFileName = (document: Pick<VehicleDocument, 'type' | 'vehicle' | 'attachment'>): string | null =>
  document.attachment
    ? attachmentFileName([DOCUMENT_TYPE_LABELS[document.type], document.vehicle.plate], document.attachment.contentType)
    : null;
