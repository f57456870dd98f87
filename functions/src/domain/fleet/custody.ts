// Without zod: the vehicle page reads these rules too (the inputs' schemas are in custody-contract.ts).
import type { ChecklistQuestion } from '../checklists/checklist.schema';
import { normalizeForSearch } from '../text';
import { isFailingAnswer, isInspectionItem } from './inspection';
import { custodyMessages } from './messages';

/**
 * Who holds which vehicle: a submitted 'Saída' (check-out) inspection makes its user the
 * vehicle's driver from its submit, with its odometer; the same driver's 'Retorno' (check-in) ends
 * it, and so does the next check-out (of anyone). Everything here is decided from the stored
 * check-outs and check-ins alone, so deliveries twice or out of order end the same.
 */

export const CUSTODY_END_REASONS = ['check_in', 'next_check_out'] as const;
export type CustodyEndReason = (typeof CUSTODY_END_REASONS)[number];

export const NEW_SINCE_CHECK_OUT_LABEL = 'Novo desde a saída';
export const CURRENT_DRIVER_LABEL = 'Motorista atual';
export const CUSTODY_HISTORY_LABEL = 'Histórico de uso';

/**
 * Why a vehicle cannot be taken out ('Saída') now, or null: not while it is out of service (an
 * open critical defect keeps it off the road until repaired), unless an admin released it.
 */
export function checkOutRefusal(vehicle: { name: string; outOfService: boolean; released: boolean }): string | null {
  return vehicle.outOfService && !vehicle.released ? custodyMessages.checkOutOutOfService(vehicle.name) : null;
}

/**
 * Whose clock a custody's time is: the phone's when the driver acted ('client', when plausible:
 * custodyTime), else when the server received the submit ('server').
 */
export const CUSTODY_TIME_SOURCES = ['client', 'server'] as const;
export type CustodyTimeSource = (typeof CUSTODY_TIME_SOURCES)[number];
export const CUSTODY_TIME_SOURCE_LABELS: Record<CustodyTimeSource, string> = {
  client: 'hora do aparelho',
  server: 'hora de recebimento pelo servidor',
};

/** How long after the action a phone's time is still believed: a few days of offline work. */
export const CLIENT_TIME_MAX_DELAY_MS = 72 * 60 * 60 * 1000;
/** How far ahead of the server a phone's clock may run and still be believed. */
export const CLIENT_CLOCK_AHEAD_MS = 2 * 60 * 1000;

/**
 * The time a check-out or check-in counts from: the phone's time of the action when it is
 * plausible (not ahead of the receipt beyond a clock's drift, not more than
 * CLIENT_TIME_MAX_DELAY_MS before it, not before the vehicle's previous custody event), else the
 * server's receipt time; with which one it is.
 */
export function custodyTime(
  performedAt: string | null | undefined,
  receivedAt: string,
  previousAt: string | null,
): { at: string; source: CustodyTimeSource } {
  const server = { at: receivedAt, source: 'server' as const };
  const client = performedAt ? Date.parse(performedAt) : NaN;
  const received = Date.parse(receivedAt);
  if (!Number.isFinite(client)) return server;
  if (client > received + CLIENT_CLOCK_AHEAD_MS || received - client > CLIENT_TIME_MAX_DELAY_MS) return server;
  if (previousAt !== null && client < Date.parse(previousAt)) return server;
  // Ahead within the drift allowed: no later than the receipt.
  return { at: new Date(Math.min(client, received)).toISOString(), source: 'client' };
}

/** Whose clocks a custody's times are, as a sentence: 'pela hora do aparelho', or each end's when they differ. */
export function custodyTimesLabel(times: { from: CustodyTimeSource; to: CustodyTimeSource | null }): string {
  const L = CUSTODY_TIME_SOURCE_LABELS;
  if (times.to === null || times.to === times.from) return `pela ${L[times.from]}`;
  return `saída pela ${L[times.from]}, retorno pela ${L[times.to]}`;
}

/** A check-out: the custody it opens is keyed by its checklist. */
export interface CustodyStart {
  /** The check-out checklist's id. */
  id: string;
  driverId: string;
  driverName: string;
  /** When the check-out was done (custodyTime). */
  from: string;
  /** Whose clock `from` is; absent on custodies recorded before it was kept: the server's. */
  fromSource?: CustodyTimeSource;
  /** When the server received the check-out. */
  receivedAt?: string;
  kmFrom: number | null;
}

/** A check-in by a driver: ends that driver's custody that was open at its time. */
export interface CustodyReturn {
  checkInChecklistId: string;
  driverId: string;
  at: string;
  /** Whose clock `at` is; absent: the server's. */
  atSource?: CustodyTimeSource;
  receivedAt?: string;
  km: number | null;
}

/** `companies/{c}/vehicles/{v}/custody/{checkOutChecklistId}` as read. */
export interface Custody extends CustodyStart {
  vehicleId: string;
  fromSource: CustodyTimeSource;
  to: string | null;
  /** Whose clock `to` is: the check-in's, or the next check-out's. */
  toSource: CustodyTimeSource | null;
  kmTo: number | null;
  checkInChecklistId: string | null;
  endedBy: CustodyEndReason | null;
  /** With 'next_check_out': who took the vehicle over. */
  endedByDriverName: string | null;
}

/** The vehicle's field `currentDriver`: the open custody, or null. */
export interface CurrentDriver {
  userId: string;
  name: string;
  since: string;
  km: number | null;
  custodyId: string;
}

/** How a custody ended, decided by settleCustody. */
export type CustodyEnd = Pick<
  Custody,
  'to' | 'toSource' | 'kmTo' | 'checkInChecklistId' | 'endedBy' | 'endedByDriverName'
> & {
  /** With 'next_check_out': the check-out that ended it and its driver. */
  endedByCheckOutId: string | null;
  endedByDriverId: string | null;
};

export const OPEN_CUSTODY: CustodyEnd = {
  to: null,
  toSource: null,
  kmTo: null,
  checkInChecklistId: null,
  endedBy: null,
  endedByDriverName: null,
  endedByCheckOutId: null,
  endedByDriverId: null,
};

const byTime =
  <T>(at: (x: T) => string, id: (x: T) => string) =>
  (a: T, b: T) =>
    at(a).localeCompare(at(b)) || id(a).localeCompare(id(b));

/**
 * Each custody's end, and the vehicle's current driver: a custody ends at its driver's first
 * check-in after its start and before the next check-out; else at the next check-out; else it is
 * open (the last one only). A check-in ends one custody at most.
 */
export function settleCustody(
  starts: readonly CustodyStart[],
  returns: readonly CustodyReturn[],
): { ends: Map<string, CustodyEnd>; current: CurrentDriver | null } {
  const sorted = [...starts].sort(
    byTime(
      (s) => s.from,
      (s) => s.id,
    ),
  );
  const pending = [...returns].sort(
    byTime(
      (r) => r.at,
      (r) => r.checkInChecklistId,
    ),
  );
  const used = new Set<string>();
  const ends = new Map<string, CustodyEnd>();
  let current: CurrentDriver | null = null;
  for (const [i, start] of sorted.entries()) {
    const next = sorted[i + 1];
    const back = pending.find(
      (r) =>
        !used.has(r.checkInChecklistId) &&
        r.driverId === start.driverId &&
        r.at >= start.from &&
        (!next || r.at < next.from),
    );
    if (back) {
      used.add(back.checkInChecklistId);
      ends.set(start.id, {
        ...OPEN_CUSTODY,
        to: back.at,
        toSource: back.atSource ?? 'server',
        kmTo: back.km,
        checkInChecklistId: back.checkInChecklistId,
        endedBy: 'check_in',
      });
    } else if (next) {
      ends.set(start.id, {
        ...OPEN_CUSTODY,
        to: next.from,
        toSource: next.fromSource ?? 'server',
        kmTo: next.kmFrom,
        endedBy: 'next_check_out',
        endedByDriverName: next.driverName,
        endedByCheckOutId: next.id,
        endedByDriverId: next.driverId,
      });
    } else {
      ends.set(start.id, OPEN_CUSTODY);
      current = {
        userId: start.driverId,
        name: start.driverName,
        since: start.from,
        km: start.kmFrom,
        custodyId: start.id,
      };
    }
  }
  return { ends, current };
}

/** Km driven in a custody: known when both readings are, and never negative (a mistyped reading shows nothing). */
export function kmDriven(custody: Pick<Custody, 'kmFrom' | 'kmTo'>): number | null {
  if (custody.kmFrom === null || custody.kmTo === null) return null;
  const km = custody.kmTo - custody.kmFrom;
  return km >= 0 ? km : null;
}

/** The custody holding the vehicle at `at` (from its start, up to but not at its end), among `custodies`. */
export function holderAt<C extends Pick<Custody, 'from' | 'to'>>(custodies: readonly C[], at: string): C | null {
  const t = Date.parse(at);
  const holding = custodies.filter((c) => Date.parse(c.from) <= t && (c.to === null || t < Date.parse(c.to)));
  return holding.sort((a, b) => b.from.localeCompare(a.from))[0] ?? null;
}

/** A defect a check-in opened on an item that passed at the driver's check-out ('Novo desde a saída'). */
export interface NewSinceCheckOut {
  driverId: string;
  driverName: string;
  checkOutChecklistId: string;
}

type ItemQuestion = Pick<ChecklistQuestion, 'id' | 'question' | 'type' | 'answer' | 'failingAnswer'>;

/**
 * The check-in's questions (by id) whose item passed at the check-out: the two checklists may come
 * from different templates, so questions are matched by their text, without case or accents.
 */
export function passedAtCheckOut(checkIn: readonly ItemQuestion[], checkOut: readonly ItemQuestion[]): Set<string> {
  const passed = new Set(
    checkOut
      .filter((q) => isInspectionItem(q) && typeof q.answer === 'boolean' && !isFailingAnswer(q))
      .map((q) => normalizeForSearch(q.question)),
  );
  return new Set(checkIn.filter((q) => passed.has(normalizeForSearch(q.question))).map((q) => q.id));
}

/** Beside 'Novo desde a saída': who had the vehicle since the check-out where the item passed. */
export function newSinceCheckOutDriver(driverName: string): string {
  return `Com ${driverName} desde a saída`;
}
