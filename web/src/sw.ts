/// <reference lib="webworker" />
/*
 * The app's one service worker, at the site root: it precaches the app shell (built by
 * vite-plugin-pwa), serves every screen's navigation from it so the field screens open without a
 * network, and handles pushes with the push worker's own code (public/firebase-messaging-sw.js).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SKIP_WAITING } from './lib/service-worker';

declare const self: ServiceWorkerGlobalScope;

importScripts('/firebase-messaging-sw.js');

// The previous version's files leave the cache when this version activates, not before: open tabs
// keep loading the screens of the version they run.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any screen's address opens the cached index.html; the API, the public check of reports (a page the
// server writes) and the emulators' pages are never the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/__\//, /^\/verificar\//] }),
);

// A new version installs in the background and waits: it takes over the open tabs only when the
// user presses 'Atualizar' (app/app-update.tsx), or once every tab of the old one is closed.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) event.waitUntil(self.skipWaiting());
});

// The first version takes the page that installed it, so that page works offline from then on.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
