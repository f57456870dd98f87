/**
 * What must be undone when a session ends, registered by code the sign-in screen never loads (the
 * signed-in screens' query cache, push): the app's root calls these without importing that code.
 */
const cleanups = new Set<() => void>();

export function onSessionEnd(cleanup: () => void): void {
  cleanups.add(cleanup);
}

export function runSessionEndCleanups(): void {
  for (const cleanup of cleanups) cleanup();
}
