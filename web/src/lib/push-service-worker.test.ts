import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SOURCE from '../../public/firebase-messaging-sw.js?raw';

/**
 * web/public/firebase-messaging-sw.js is served as is (not bundled), so it is run here in a
 * bare context with a fake `self`, as a browser would run it.
 */
const ORIGIN = 'https://checkfrota.example';

interface FakeClient {
  url: string;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function fakeClient(path: string, visibilityState: 'visible' | 'hidden' = 'hidden'): FakeClient {
  const client: FakeClient = { url: `${ORIGIN}${path}`, visibilityState, postMessage: vi.fn(), focus: vi.fn() };
  client.focus.mockResolvedValue(client);
  return client;
}

function loadWorker(clients: FakeClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(`${ORIGIN}/firebase-messaging-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: { matchAll: vi.fn().mockResolvedValue(clients), openWindow: vi.fn() },
    registration: { showNotification: vi.fn().mockResolvedValue(undefined) },
  };
  runInNewContext(SOURCE, { self, URL, console });

  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  }
  const push = (payload: unknown) =>
    dispatch('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
  const click = (data: unknown) => dispatch('notificationclick', { notification: { data, close: vi.fn() } });
  return { self, push, click };
}

const PAYLOAD = {
  notification: { title: 'Novo checklist atribuído', body: 'Inspeção da frota — prazo 10/05/2099 14:30' },
  data: { checklistId: 'c-42', link: '/mobile/checklist/c-42', type: 'checklist_assigned' },
  fcmMessageId: 'm-1',
};

describe('firebase-messaging-sw.js', () => {
  beforeEach(() => vi.clearAllMocks());

  it('when a push arrives with no app window visible, then it shows the notification with its title, body and target', async () => {
    const { self, push } = loadWorker([fakeClient('/mobile', 'hidden')]);
    await push(PAYLOAD);
    expect(self.registration.showNotification).toHaveBeenCalledWith('Novo checklist atribuído', {
      body: 'Inspeção da frota — prazo 10/05/2099 14:30',
      icon: '/favicon.png',
      tag: 'checklist-c-42',
      data: PAYLOAD.data,
    });
  });

  it('when a push arrives while the app is visible, then it is handed to the page the way firebase/messaging expects', async () => {
    const page = fakeClient('/mobile', 'visible');
    const { self, push } = loadWorker([page]);
    await push(PAYLOAD);
    expect(self.registration.showNotification).not.toHaveBeenCalled();
    expect(page.postMessage).toHaveBeenCalledWith({
      ...PAYLOAD,
      isFirebaseMessaging: true,
      messageType: 'push-received',
    });
  });

  it('when a push is not JSON, then it is ignored', async () => {
    const { self, push } = loadWorker();
    await push('not json');
    expect(self.registration.showNotification).not.toHaveBeenCalled();
  });

  it('when a notification of a checklist is clicked with no app window open, then its page opens', async () => {
    const { self, click } = loadWorker();
    await click({ checklistId: 'c-42', link: '/mobile/checklist/c-42' });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/mobile/checklist/c-42`);
  });

  it('when a notification without a checklist is clicked, then /mobile opens', async () => {
    const { self, click } = loadWorker();
    await click({});
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/mobile`);
  });

  it('when a notification carries a link to another site, then /mobile opens instead', async () => {
    const { self, click } = loadWorker();
    await click({ link: '//evil.example/phish' });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/mobile`);
  });

  it('when a notification is clicked while the app is open on another page, then that tab is focused and asked to go there', async () => {
    const tab = fakeClient('/mobile');
    const { self, click } = loadWorker([tab]);
    await click({ checklistId: 'c-42', link: '/mobile/checklist/c-42' });
    expect(tab.focus).toHaveBeenCalledOnce();
    expect(tab.postMessage).toHaveBeenCalledWith({ type: 'checkfrota:open', path: '/mobile/checklist/c-42' });
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });
});
