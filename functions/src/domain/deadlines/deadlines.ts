import { DOCUMENT_TYPE_LABELS, type DocumentVehicle, type VehicleDocument } from '../documents/documents';
import { keysOf } from '../labels';
import { toxicologicalExamDueDay, type DriverLicense } from '../drivers/cnh';
import { indicationDeadline, awaitsIndication, nicAmount, type FineDriver, type TrafficFine } from '../fines/fines';
import { paths } from '../paths';

/**
 * Every deadline of a company in one place ('Vencimentos'): a vehicle document's expiry,
 * a driver's CNH and toxicological exam, a fine's last day to name its driver. Each item with a
 * deadline has one entry, `companies/{c}/deadlines/{key}`, written by the use case that saves the
 * item in the same batch, so the list and the daily notices read one collection.
 */

export const DEADLINE_KIND_LABELS = {
  document: 'Documento do veículo',
  cnh: 'CNH',
  toxicological_exam: 'Exame toxicológico',
  fine: 'Indicação de condutor',
} as const;
export const DEADLINE_KINDS = keysOf(DEADLINE_KIND_LABELS);
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export interface DeadlineEntry {
  /** `{kind}_{sourceId}`: the entry's document id. */
  key: string;
  kind: DeadlineKind;
  /** The document's, the user's (CNH, exam) or the fine's id. */
  sourceId: string;
  dueDay: string;
  /** 'Licenciamento / CRLV', 'CNH de João Silva', 'Multa 1A2B3C4D'. */
  title: string;
  vehicle: DocumentVehicle | null;
  /** Whose deadline it is: the driver of a CNH or exam (who is told too); none for documents and fines. */
  driver: FineDriver | null;
  /** A fine's NIC if its driver is not named in time; null for the rest. */
  nicAmount: number | null;
  /** The screen that shows the item. */
  link: string;
}

/** One entry to write, or to delete (`entry: null`) when its item no longer has that deadline. */
export interface DeadlineChange {
  key: string;
  entry: DeadlineEntry | null;
}

export const deadlineKey = (kind: DeadlineKind, sourceId: string) => `${kind}_${sourceId}`;

export function documentDeadline(document: VehicleDocument): DeadlineChange {
  const key = deadlineKey('document', document.id);
  return {
    key,
    entry: {
      key,
      kind: 'document',
      sourceId: document.id,
      dueDay: document.expiryDate,
      title: DOCUMENT_TYPE_LABELS[document.type],
      vehicle: document.vehicle,
      driver: null,
      nicAmount: null,
      link: `${paths.admin.vehicle(document.vehicleId)}?aba=documentos`,
    },
  };
}

/** A driver's CNH expiry and, for C, D and E, the next toxicological exam; both removed with the licence. */
export function driverDeadlines(user: {
  id: string;
  name: string;
  driverLicense: DriverLicense | null;
}): DeadlineChange[] {
  const driver = { id: user.id, name: user.name };
  const link = paths.admin.editUser(user.id);
  const cnhKey = deadlineKey('cnh', user.id);
  const examKey = deadlineKey('toxicological_exam', user.id);
  const license = user.driverLicense;
  const examDue = license && toxicologicalExamDueDay(license.category, license.lastToxicologicalExamDate);
  const base = { sourceId: user.id, vehicle: null, driver, nicAmount: null, link };
  return [
    {
      key: cnhKey,
      entry: license && { ...base, key: cnhKey, kind: 'cnh', dueDay: license.expiryDate, title: `CNH de ${user.name}` },
    },
    {
      key: examKey,
      entry: examDue
        ? {
            ...base,
            key: examKey,
            kind: 'toxicological_exam',
            dueDay: examDue,
            title: `Exame toxicológico de ${user.name}`,
          }
        : null,
    },
  ];
}

/** A fine waiting for its driver has the 30-day deadline; named, paid or appealed, none. */
export function fineDeadline(fine: TrafficFine): DeadlineChange {
  const key = deadlineKey('fine', fine.id);
  if (!awaitsIndication(fine)) return { key, entry: null };
  return {
    key,
    entry: {
      key,
      kind: 'fine',
      sourceId: fine.id,
      dueDay: indicationDeadline(fine.notificationDate),
      title: `Multa ${fine.infractionNumber}`,
      vehicle: fine.vehicle,
      driver: null,
      nicAmount: nicAmount(fine.amount),
      link: `${paths.admin.fines}?fine=${encodeURIComponent(fine.id)}`,
    },
  };
}
