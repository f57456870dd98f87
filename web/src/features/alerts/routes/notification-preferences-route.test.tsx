import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Delivery } from '@domain/notifications/alerts';
import { alertsApi, type PreferencesView } from '@domain/notifications/alerts-contract';
import { SessionContext } from '@/lib/session-context';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser, sessionValue } from '@/testing/session';
import { NotificationPreferencesRoute } from './notification-preferences-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const on = { in_app: true, push: true, email: true, whatsapp: false };
const view: PreferencesView = {
  choices: {},
  whatsappOptIn: null,
  summary: 'daily',
  whatsappReachable: true,
  effective: { vehicle_out_of_service: { ...on, whatsapp: true }, deadline_approaching: on },
};

function renderRoute() {
  return renderWithProviders(
    <SessionContext.Provider value={sessionValue(sessionUser('admin'))}>
      <NotificationPreferencesRoute />
    </SessionContext.Provider>,
    { path: '/admin/notifications', route: '/admin/notifications' },
  );
}

describe('NotificationPreferencesRoute', () => {
  it('when an admin turns an e-mail off and agrees to WhatsApp, then the whole choice is saved; WhatsApp is not offered where it has no template; the deliveries list names each message', async () => {
    api.on(alertsApi.preferences, () => view);
    api.on(alertsApi.deliveries, () => ({
      items: [
        {
          id: 'd1',
          channel: 'whatsapp',
          kind: 'vehicle_out_of_service',
          personId: 'admin-1',
          title: 'Veículo fora de serviço',
          status: 'skipped',
          attempts: 0,
          reason: 'A pessoa não autorizou mensagens por WhatsApp',
          createdAt: '2026-11-27T12:00:00.000Z',
          sentAt: null,
          nextAttemptAt: null,
        } satisfies Delivery,
        {
          id: 'd2',
          channel: 'email',
          kind: null,
          personId: '',
          title: 'Link da oficina: OS-2026-0003',
          status: 'sent',
          attempts: 1,
          reason: null,
          createdAt: '2026-11-27T12:05:00.000Z',
          sentAt: '2026-11-27T12:05:01.000Z',
          nextAttemptAt: null,
        } satisfies Delivery,
      ],
      total: 2,
      page: 1,
      pageSize: 25,
      nextCursor: null,
    }));
    const bodies: unknown[] = [];
    api.on(alertsApi.savePreferences, ({ body }) => {
      bodies.push(body);
      return view;
    });
    const { user } = renderRoute();

    const missedEmail = await screen.findByRole('checkbox', { name: 'Vencimentos: E-mail' });
    expect(screen.getByRole('checkbox', { name: 'Vencimentos: WhatsApp' })).toBeDisabled();
    await user.click(missedEmail);
    await user.click(screen.getByRole('checkbox', { name: 'Aceito receber avisos por WhatsApp no meu celular' }));
    await user.selectOptions(screen.getByLabelText('Resumo da manhã por e-mail'), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));

    await vi.waitFor(() =>
      expect(bodies).toEqual([
        {
          choices: {
            vehicle_out_of_service: { ...on, whatsapp: true },
            deadline_approaching: { ...on, email: false },
          },
          whatsappOptIn: true,
          via: 'web',
          summary: 'weekly',
        },
      ]),
    );
    const deliveries = await screen.findByRole('region', { name: 'Entregas' });
    expect(within(deliveries).getByText('Não enviado')).toBeInTheDocument();
    expect(within(deliveries).getByText('A pessoa não autorizou mensagens por WhatsApp')).toBeInTheDocument();
    // An e-mail to a workshop's address has no alert kind: the list names it by its title.
    expect(within(deliveries).getByText('Link da oficina: OS-2026-0003')).toBeInTheDocument();
  });
});
