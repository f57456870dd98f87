/**
 * Whether this browser holds a field user's data (their cache, queued photos): set when the field
 * screens open, so that a sign-out only loads the cleanup code when there is something to clear.
 */
const KEY = 'checkfrota:field-data-on-device';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function markDeviceData(): void {
  storage()?.setItem(KEY, '1');
}

export function hasDeviceData(): boolean {
  return storage()?.getItem(KEY) === '1';
}

export function forgetDeviceData(): void {
  storage()?.removeItem(KEY);
}
