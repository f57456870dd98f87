/// <reference lib="webworker" />
/*
 * The app's one service worker, at the site root: it precaches the app shell (built by
 * vite-plugin-pwa), serves every screen's navigation from it so the field screens open without a
 * network, and handles pushes with the push worker's own code (public/firebase-messaging-sw.js).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

importScripts('/firebase-messaging-sw.js');

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any screen's address opens the cached index.html; the API and the emulators' pages are never the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/__\//] }));
