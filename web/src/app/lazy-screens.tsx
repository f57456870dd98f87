import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AppSplash } from '@/components/ui/app-splash';
import { LoadingState } from '@/components/ui/spinner';

/** React.lazy for a named export: each screen is its own chunk, fetched on first visit. */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Each screen and layout waits for its code in a boundary of its own, told apart by its key: a new
 * screen mounts a new boundary, so its loading state never reuses the one of the screen left
 * behind (Back right after a link), and the layout around it stays on screen.
 */
let boundaries = 0;

/** A screen inside a layout: the layout stays while its code loads. */
export function suspended(element: ReactNode) {
  return (
    <Suspense key={`screen-${++boundaries}`} fallback={<LoadingState />}>
      {element}
    </Suspense>
  );
}

/** A whole screen (sign-in, a layout): the splash stays while its code loads. */
export function suspendedScreen(element: ReactNode) {
  return (
    <Suspense key={`screen-${++boundaries}`} fallback={<AppSplash />}>
      {element}
    </Suspense>
  );
}
