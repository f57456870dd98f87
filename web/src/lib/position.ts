import { coarseLocation } from '@domain/checklists/checklist.schema';
import { checklistMessages } from '@domain/checklists/messages';

/** Where the phone is, in the shape the API records with each answer and photo. */
export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** The field user's answer to 'Por que coletamos sua localização', remembered on this device. */
export type LocationChoice = 'allowed' | 'declined';

export const LOCATION_CHOICE_KEY = 'checkfrota.location-choice';

export function readLocationChoice(storage: Storage = localStorage): LocationChoice | null {
  const value = storage.getItem(LOCATION_CHOICE_KEY);
  return value === 'allowed' || value === 'declined' ? value : null;
}

export function writeLocationChoice(choice: LocationChoice, storage: Storage = localStorage): void {
  storage.setItem(LOCATION_CHOICE_KEY, choice);
}

let last: Position | null = null;

/**
 * Follows the phone's position while a checklist is open for answers, only once the user allowed
 * it here (and the browser asks once). The returned function stops the watch and forgets the
 * position: leaving the checklist leaves nothing running (LGPD: no tracking beyond the answer).
 * Coordinates are kept to about 10 m, as the API stores them.
 */
export function trackPosition(): () => void {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || readLocationChoice() !== 'allowed')
    return () => undefined;
  const { geolocation } = navigator;
  const watch = geolocation.watchPosition(
    ({ coords }) => {
      last = coarseLocation({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy });
    },
    () => undefined,
    { enableHighAccuracy: true, maximumAge: 60_000 },
  );
  return () => {
    geolocation.clearWatch(watch);
    last = null;
  };
}

/** The latest position known, or null when the user did not allow it (or none came yet). */
export function lastPosition(): Position | null {
  return last;
}

/** How long a start waits for the phone's position before it goes without one. */
export const START_POSITION_WAIT_MS = 5_000;

/**
 * The phone's position now, once, when the user allowed location here; null when they did not,
 * when the browser refuses, or when none comes within START_POSITION_WAIT_MS. Nothing keeps
 * running after it answers.
 */
export function currentPosition(): Promise<Position | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || readLocationChoice() !== 'allowed')
    return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve(coarseLocation({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy })),
      () => resolve(null),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: START_POSITION_WAIT_MS },
    );
  });
}

/** How long a start that requires the position waits for it, the browser's question included. */
export const REQUIRED_POSITION_WAIT_MS = 20_000;

/** The phone gave no position to a start that requires it: its message is the API's own refusal. */
export class PositionRefusedError extends Error {
  constructor() {
    super(checklistMessages.positionRequired);
    this.name = 'PositionRefusedError';
  }
}

/**
 * The phone's position for a start whose template requires it ('Exigir localização'): asked of the
 * browser even when location was not allowed on this device before (the browser then asks the
 * user), without changing that choice for the answers. Rejects with PositionRefusedError when the
 * user or the browser refuses, or none comes in time.
 */
export function requiredPosition(): Promise<Position> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.reject(new PositionRefusedError());
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve(coarseLocation({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy })),
      () => reject(new PositionRefusedError()),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: REQUIRED_POSITION_WAIT_MS },
    );
  });
}
