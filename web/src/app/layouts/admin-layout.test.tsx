import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondFactorApi } from '@domain/auth/contract';
import { defectsApi } from '@domain/fleet/contract';
import { notificationsApi } from '@domain/notifications/contract';
import type { AppNotification } from '@domain/notifications/notification.schema';
import { sharedQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { AdminLayout } from './admin-layout';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

const missed: AppNotification = {
  id: 'checklist_missed_s_1',
  type: 'checklist_missed',
  title: 'Checklist não realizado',
  body: 'Checklist não realizado: Inspeção diária — Caminhão Baú (ABC1D23) — João Motorista',
  checklistId: 's_1',
  link: '/admin/dashboard',
  createdAt: '2025-03-07T12:00:00.000Z',
  readAt: null,
};

function renderLayout(role: 'admin' | 'superadmin') {
  // A sign-in that passed its second factor (the superadmin's is always on).
  const required = role === 'superadmin';
  api.on(secondFactorApi.status, () => ({ enrolled: required, required, verified: required }));
  return renderWithProviders(<AdminLayout />, {
    path: '/admin/users',
    route: '/admin/users',
    session: sessionUser(role),
    stops: { '/admin/dashboard': 'Painel' },
  });
}

/** An empty bell, and a browser with push whose permission starts as `initial`; asking grants it when `grants`. */
function emptyBellWithPush(initial: NotificationPermission, grants = false): { deny: () => void } {
  api.on(notificationsApi.list, () => ({ items: [], total: 0, unread: 0, page: 1, pageSize: 20, nextCursor: null }));
  api.on(defectsApi.counts, () => ({ open: 0, openCritical: 0, vehiclesOutOfService: 0 }));
  let permission = initial;
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => (grants ? (permission = 'granted') : permission)),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn().mockResolvedValue({}), addEventListener: vi.fn() },
  });
  return { deny: () => (permission = 'denied') };
}

afterEach(() => {
  // The layout's query client outlives it (as between screens); each test starts from an empty one.
  sharedQueryClient().clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the admin layout’s bell', () => {
  it('when this browser has not allowed notifications yet, then the bell offers to turn them on; once denied, it says they are blocked', async () => {
    const browser = emptyBellWithPush('default');
    const { user, unmount } = renderLayout('admin');

    await user.click(await screen.findByRole('button', { name: 'Notificações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(dialog).getByRole('button', { name: 'Ativar notificações' })).toBeEnabled();
    expect(within(dialog).getByText('Nenhuma notificação')).toBeInTheDocument();
    unmount();

    browser.deny();
    const again = renderLayout('admin');
    await again.user.click(await screen.findByRole('button', { name: 'Notificações' }));
    const blocked = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(
      within(blocked).getByText('Notificações foram bloqueadas. Ative nas configurações do navegador.'),
    ).toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: 'Ativar notificações' })).not.toBeInTheDocument();
  });

  it("when the admin turns notifications on from the bell, then it says 'Notificações ativadas!' and the offer goes", async () => {
    emptyBellWithPush('default', true);
    const success = vi.spyOn(toast, 'success');
    const { user } = renderLayout('admin');

    await user.click(await screen.findByRole('button', { name: 'Notificações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    await user.click(within(dialog).getByRole('button', { name: 'Ativar notificações' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Notificações ativadas!'));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /Ativar notificações|Ativando/ })).not.toBeInTheDocument(),
    );
  });

  it('when an admin has an unread missed checklist, then the bell counts it, lists it and opening it marks it read and goes to the dashboard', async () => {
    api.on(notificationsApi.list, () => ({
      items: [missed],
      total: 1,
      unread: 1,
      page: 1,
      pageSize: 20,
      nextCursor: null,
    }));
    api.on(notificationsApi.read, () => ({ ...missed, readAt: '2025-03-07T12:05:00.000Z' }));
    // The sidebar's own badge, not this test's.
    api.on(defectsApi.counts, () => ({ open: 0, openCritical: 0, vehiclesOutOfService: 0 }));
    const { user } = renderLayout('admin');

    await user.click(await screen.findByRole('button', { name: 'Notificações: 1 não lidas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    // This browser has no push (jsdom): nothing to offer.
    expect(within(dialog).queryByRole('button', { name: 'Ativar notificações' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Checklist não realizado: Inspeção diária/ }));

    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent(notificationsApi.read).map((r) => r.params)).toEqual([{ id: missed.id }]));
  });

  it('when the superadmin is signed in, then there is no bell and no notification is asked for', async () => {
    renderLayout('superadmin');
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notificações/ })).not.toBeInTheDocument();
    expect(api.sent(notificationsApi.list)).toEqual([]);
  });
});
