/** Where the phone is, in the shape the API records with each answer and photo. */
export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

let last: Position | null = null;
let watching = false;

/**
 * Follows the phone's position while a checklist is being filled, when the user allows it (the
 * browser asks once). Refused or unavailable, answers simply go without one.
 */
export function trackPosition(): void {
  if (watching || typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
  watching = true;
  navigator.geolocation.watchPosition(
    ({ coords }) => {
      last = { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
    },
    () => undefined,
    { enableHighAccuracy: true, maximumAge: 60_000 },
  );
}

/** The latest position known, or null when the user did not allow it (or none came yet). */
export function lastPosition(): Position | null {
  return last;
}
