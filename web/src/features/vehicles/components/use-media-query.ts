import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the fleet table becomes cards (a phone held upright). */
export const PHONE_QUERY = '(max-width: 720px)';

/** Whether a CSS media query matches now, following it as the window changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}
