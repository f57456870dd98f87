import { useEffect, useRef } from 'react';

/**
 * What a screen does before the app reloads into a new version ('Atualizar'): `settle` puts what
 * is on screen into the app's state (a typed answer saved as if the user moved on), then `persist`
 * writes that state to the device. Every settle runs before any persist.
 */
export interface BeforeAppUpdate {
  settle?: () => void;
  persist?: () => Promise<unknown>;
}

const steps = new Set<{ current: BeforeAppUpdate }>();

/** Runs while the calling component is mounted, with its latest callbacks. */
export function useBeforeAppUpdate(step: BeforeAppUpdate): void {
  const latest = useRef(step);
  useEffect(() => {
    latest.current = step;
  });
  useEffect(() => {
    steps.add(latest);
    return () => {
      steps.delete(latest);
    };
  }, []);
}

/** Settles and persists what the mounted screens hold; a failed write does not hold the update back. */
export async function prepareForAppUpdate(): Promise<void> {
  const registered = [...steps].map((step) => step.current);
  for (const step of registered) step.settle?.();
  await Promise.allSettled(registered.map((step) => step.persist?.()));
}
