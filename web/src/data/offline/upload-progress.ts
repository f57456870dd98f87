import { useSyncExternalStore } from 'react';

/** How far each photo's upload has gone (0–100), by image id, for the screens to show. */
const progress = new Map<string, number>();
const listeners = new Set<() => void>();

export function setUploadProgress(imageId: string, percent: number | null): void {
  if (percent === null) progress.delete(imageId);
  else progress.set(imageId, percent);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useUploadProgress(imageId: string): number | null {
  return useSyncExternalStore(subscribe, () => progress.get(imageId) ?? null);
}
