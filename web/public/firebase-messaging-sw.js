/* global self */
/*
 * CheckFrota push handler, imported by the app's service worker (web/src/sw.ts), which decides
 * when a new version takes over.
 *
 * A plain worker (no Firebase SDK: it cannot be fetched from a CDN offline, and this file is
 * served as is, not bundled). It speaks FCM's web-push payload:
 *   { notification: { title, body, icon? }, data: { checklistId?, link? }, fcmMessageId, from, ... }
 * - App visible in a tab: the payload goes to the page in the message shape of Firebase's own
 *   worker, so firebase/messaging's onMessage shows it there (as a toast).
 * - Otherwise: a system notification; a click opens /mobile/checklist/{checklistId}, or /mobile.
 */

const OPEN_MESSAGE_TYPE = 'checkfrota:open';

function readPayload(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null; // Not JSON: not an FCM message.
  }
}

// The server sends where a click leads (`link`); only a path of this site is followed. The
// fallback is the field user's list (paths.field.list: this worker cannot import the app's modules).
function targetPath(data) {
  const link = data && typeof data.link === 'string' ? data.link : '';
  return link.startsWith('/') && !link.startsWith('//') ? link : '/mobile';
}

function windowClients() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

function isVisibleAppWindow(client) {
  return client.visibilityState === 'visible' && new URL(client.url).origin === self.location.origin;
}

async function handlePush(payload) {
  const clients = await windowClients();
  if (clients.some(isVisibleAppWindow)) {
    const message = { ...payload, isFirebaseMessaging: true, messageType: 'push-received' };
    for (const client of clients) client.postMessage(message);
    return;
  }
  const notification = payload.notification;
  if (!notification) return; // Data-only messages are for an open app.
  const data = payload.data && typeof payload.data === 'object' ? payload.data : {};
  await self.registration.showNotification(notification.title || 'CheckFrota', {
    body: notification.body || '',
    icon: notification.icon || '/favicon.png',
    // One notification per checklist: a repeated push replaces the previous one.
    tag: data.checklistId ? `checklist-${data.checklistId}` : undefined,
    data,
  });
}

async function openPath(path) {
  const url = new URL(path, self.location.origin);
  const clients = (await windowClients()).filter((client) => new URL(client.url).origin === self.location.origin);
  const sameUrl = clients.find((client) => client.url === url.href);
  if (sameUrl) return sameUrl.focus();
  const appWindow = clients[0];
  if (appWindow) {
    try {
      const focused = await appWindow.focus();
      focused.postMessage({ type: OPEN_MESSAGE_TYPE, path: url.pathname });
      return focused;
    } catch {
      // Focus refused: open a window instead.
    }
  }
  return self.clients.openWindow(url.href);
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (payload) event.waitUntil(handlePush(payload));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPath(targetPath(event.notification.data)));
});
