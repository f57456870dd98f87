import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertsApi, type PreferencesView } from '@domain/notifications/alerts-contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { FieldNotificationsRoute } from './field-notifications-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const on = { in_app: true, push: true, email: true, whatsapp: true };
const view: PreferencesView = {
  choices: {},
  whatsappOptIn: null,
  summary: 'daily',
  whatsappReachable: true,
  effective: { checklist_assigned: on, deadline_approaching: { ...on, whatsapp: false } },
};

function renderScreen() {
  return renderWithProviders(<FieldNotificationsRoute />, {
    path: '/mobile/notifications',
    route: '/mobile/notifications',
    session: sessionUser('user', { name: 'João' }),
  });
}

describe('FieldNotificationsRoute', () => {
  it('when João turns WhatsApp off for assigned checklists and agrees to WhatsApp, then the choice and consent are saved as given on the field screen, and the consent’s time shows', async () => {
    api.on(alertsApi.preferences, () => view);
    const bodies: unknown[] = [];
    api.on(alertsApi.savePreferences, ({ body }) => {
      bodies.push(body);
      return {
        ...view,
        whatsappOptIn: {
          at: '2026-11-27T13:05:00.000Z',
          via: 'field' as const,
          text: 'Aceito receber avisos por WhatsApp no meu celular',
        },
      };
    });
    const { user } = renderScreen();

    const assigned = await screen.findByRole('group', { name: 'Checklist atribuído' });
    expect(within(assigned).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Vencimentos: WhatsApp' })).toBeDisabled();
    expect(screen.queryByLabelText('Resumo da manhã por e-mail')).not.toBeInTheDocument();
    await user.click(within(assigned).getByRole('checkbox', { name: 'Checklist atribuído: WhatsApp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aceito receber avisos por WhatsApp no meu celular' }));
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));

    await vi.waitFor(() =>
      expect(bodies).toEqual([
        {
          choices: { checklist_assigned: { ...on, whatsapp: false }, deadline_approaching: { ...on, whatsapp: false } },
          whatsappOptIn: true,
          via: 'field',
          summary: 'daily',
        },
      ]),
    );
    expect(await screen.findByText(/Autorizado em 27\/11\/2026 10:05/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Meus Checklists' })).toHaveAttribute('href', '/mobile');
  });

  it('when the preferences cannot load, then it says so in pt-BR and offers to try again', async () => {
    api.on(alertsApi.preferences, () => failure(500, 'Erro interno'));
    renderScreen();
    expect(await screen.findByText('Não foi possível carregar suas preferências')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });
});
