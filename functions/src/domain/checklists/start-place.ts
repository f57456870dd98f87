import { formatDateTimeBR } from '../dates';
import {
  coarseLocation,
  locationOf,
  STARTED_BY_QR_LABEL,
  type AnswerLocation,
  type KnownPosition,
  type StartPlace,
} from './checklist.schema';

/**
 * How close to the vehicle's last known position a start through the label's link must be taken
 * for the record to say it was opened by the vehicle: a parking yard's size, beyond the ~10 m
 * precision kept of a position.
 */
export const NEAR_VEHICLE_METRES = 300;

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions, in whole metres (haversine). */
export function distanceMetres(a: AnswerLocation, b: AnswerLocation): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h))));
}

/**
 * The start's place as the record keeps it. Near the vehicle only when both positions are precise
 * enough to tell (each uncertain by less than the distance allowed) and the distance plus the
 * start's uncertainty stays within it: a vague position proves nothing.
 */
export function startPlaceAt(taken: AnswerLocation, lastKnown: KnownPosition | null): StartPlace {
  const location = coarseLocation(taken);
  if (!lastKnown) return { location, nearVehicle: null };
  const metres = distanceMetres(location, lastKnown.location);
  const precise = location.accuracy < NEAR_VEHICLE_METRES && lastKnown.location.accuracy < NEAR_VEHICLE_METRES;
  const near = precise && metres + location.accuracy <= NEAR_VEHICLE_METRES;
  return { location, nearVehicle: near ? { metres, lastKnownAt: lastKnown.at } : null };
}

/**
 * How a start through the label's link reads on the review screen and the report: what the
 * position shows, else only that the link was used (a photo of the label opens it anywhere).
 */
export function startedViaQrLabel(place: StartPlace | undefined, timeZone: string): string {
  if (!place?.nearVehicle) return STARTED_BY_QR_LABEL;
  const { metres, lastKnownAt } = place.nearVehicle;
  return `Aberto junto ao veículo: a ${metres} m da última posição conhecida (${formatDateTimeBR(lastKnownAt, timeZone)})`;
}

/** The position an assigned start kept (its template required it), as the review screen and the report read it. */
export function startedAtPlace(place: StartPlace): string {
  const { latitude, longitude, accuracy } = place.location;
  return `Localização registrada no início: ${latitude}, ${longitude} (±${Math.round(accuracy)} m)`;
}

/** The latest position a checklist's answers were given at, with when; null when none was located. */
export function lastAnsweredPosition(
  questions: ReadonlyArray<{ location: AnswerLocation | null; answeredAt: string | null }>,
): KnownPosition | null {
  let found: KnownPosition | null = null;
  for (const q of questions)
    if (q.location && q.answeredAt && (!found || q.answeredAt > found.at))
      found = { location: q.location, at: q.answeredAt };
  return found;
}

/** A start's place read back from storage, or null. */
export function readStartPlace(raw: unknown): StartPlace | null {
  if (!raw || typeof raw !== 'object') return null;
  const { location, nearVehicle } = raw as Record<string, unknown>;
  const at = locationOf(location);
  if (!at) return null;
  const near = (nearVehicle ?? null) as { metres?: unknown; lastKnownAt?: unknown } | null;
  const kept =
    near && typeof near.metres === 'number' && typeof near.lastKnownAt === 'string'
      ? { metres: near.metres, lastKnownAt: near.lastKnownAt }
      : null;
  return { location: at, nearVehicle: kept };
}
