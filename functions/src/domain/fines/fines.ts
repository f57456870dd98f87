import type { Attachment } from '../attachments/attachment';
import { addDays } from '../dates';
import { daysLeft } from '../deadlines/due-status';
import type { DocumentVehicle } from '../documents/documents';
import { keysOf } from '../labels';
import type { CustodyTimeSource } from '../fleet/custody';

/**
 * Traffic fines ('Multas'). When the driver was not stopped, the owner has 30 days from
 * the notification to name who drove (CTB art. 257 §7, after Lei 14.071/2020); a company that does
 * not name them is fined again for twice the amount, the NIC (Lei 14.229/2021).
 */

export const FINE_STATUS_LABELS = {
  awaiting_indication: 'Aguardando indicação',
  driver_indicated: 'Condutor indicado',
  paid: 'Paga',
  appealed: 'Recorrida',
} as const;
export const FINE_STATUSES = keysOf(FINE_STATUS_LABELS);
export type FineStatus = (typeof FINE_STATUSES)[number];

export const INDICATION_DAYS = 30;
export const NIC_RISK_LABEL = 'Risco de NIC';
export const NIC_MULTIPLIER = 2;

/** The last day to name the driver: the notification's day plus 30 days. */
export function indicationDeadline(notificationDate: string): string {
  return addDays(notificationDate, INDICATION_DAYS);
}

/** The NIC a company pays for not naming the driver: twice the fine, in reais to the cent. */
export function nicAmount(amount: number): number {
  return Math.round(amount * NIC_MULTIPLIER * 100) / 100;
}

export interface FineDriver {
  id: string;
  name: string;
}

/** `companies/{c}/fines/{id}` as the API returns it. */
export interface TrafficFine {
  id: string;
  vehicleId: string;
  vehicle: DocumentVehicle;
  /** Número do auto de infração. */
  infractionNumber: string;
  /** When the infraction happened (an instant, ISO). */
  occurredAt: string;
  place: string;
  description: string;
  /** Reais. */
  amount: number;
  points: number;
  /** The day the notification arrived ('YYYY-MM-DD'); the 30 days run from it. */
  notificationDate: string;
  status: FineStatus;
  driver: FineDriver | null;
  attachment: Attachment | null;
  createdAt: string;
  updatedAt: string | null;
}

/** Whether the fine still waits for its driver to be named: only then does its deadline run. */
export function awaitsIndication(fine: Pick<TrafficFine, 'status'>): boolean {
  return fine.status === 'awaiting_indication';
}

export interface IndicationState {
  deadline: string;
  daysLeft: number;
  /** Past the deadline with no driver named: the company will be fined the NIC. */
  nicRisk: boolean;
  nicAmount: number;
}

/** The indication deadline of a fine on `today`, or null once the fine no longer waits for a driver. */
export function indicationState(
  fine: Pick<TrafficFine, 'status' | 'notificationDate' | 'amount'>,
  today: string,
): IndicationState | null {
  if (!awaitsIndication(fine)) return null;
  const deadline = indicationDeadline(fine.notificationDate);
  const left = daysLeft(deadline, today);
  return { deadline, daysLeft: left, nicRisk: left < 0, nicAmount: nicAmount(fine.amount) };
}

/** Where a suggested driver came from: who held the vehicle then, or who inspected it that day. */
export const DRIVER_SUGGESTION_LABELS = {
  custody: 'Estava com o veículo nesse horário',
  checklist: 'Fez checklist do veículo nesse dia',
} as const;
export const DRIVER_SUGGESTION_SOURCES = keysOf(DRIVER_SUGGESTION_LABELS);
export type DriverSuggestionSource = (typeof DRIVER_SUGGESTION_SOURCES)[number];

export interface DriverSuggestion {
  driver: FineDriver;
  source: DriverSuggestionSource;
  /** With 'custody': whose clocks its check-out's and check-in's times are (custodyTimesLabel). */
  custodyTimes?: { from: CustodyTimeSource; to: CustodyTimeSource | null };
}
