import { screen, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companySettingsApi } from '@domain/companies/contract';
import { alertsApi } from '@domain/notifications/alerts-contract';
import type { CompanyAlertSettings } from '@domain/notifications/preferences';
import type { CompanySettings } from '@domain/companies/settings';
import { SessionContext } from '@/lib/session-context';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser, sessionValue } from '@/testing/session';
import { CompanySettingsRoute } from './company-settings-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

function renderSettings() {
  const session = sessionValue(sessionUser('admin'));
  const view = renderWithProviders(
    <SessionContext.Provider value={session}>
      <CompanySettingsRoute />
    </SessionContext.Provider>,
    { path: '/admin/settings', route: '/admin/settings' },
  );
  return { ...view, session };
}

describe('CompanySettingsRoute', () => {
  const alertSettings: CompanyAlertSettings = {
    defaults: { admin: {}, user: {} },
    quietHours: { start: '22:00', end: '07:00' },
    whatsappMonthlyCap: 1000,
    summaryHour: 7,
  };

  beforeEach(() => {
    vi.mocked(toast.success).mockReset();
    api.on(alertsApi.companySettings, () => alertSettings);
  });

  it('when an admin changes the quiet hours and the summary hour, then the alert settings are PUT with the rest kept', async () => {
    api.on(companySettingsApi.get, (): CompanySettings => ({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: 60,
      publicNames: 'initials',
      positionRetentionMonths: 12,
    }));
    const saved: unknown[] = [];
    api.on(alertsApi.saveCompanySettings, ({ body }) => {
      saved.push(body);
      return body as CompanyAlertSettings;
    });
    const { user } = renderSettings();
    const start = await screen.findByLabelText('Silêncio do WhatsApp: início');
    await user.clear(start);
    await user.type(start, '21:30');
    const hour = screen.getByLabelText('Hora do resumo da manhã');
    await user.clear(hour);
    await user.type(hour, '6');
    await user.click(screen.getByRole('button', { name: 'Salvar avisos' }));
    await vi.waitFor(() =>
      expect(saved).toEqual([{ ...alertSettings, quietHours: { start: '21:30', end: '07:00' }, summaryHour: 6 }]),
    );
    expect(toast.success).toHaveBeenCalledWith('Avisos salvos');
  });

  it('when an admin turns drivers’ WhatsApp off for assigned checklists and admins’ e-mail on for the summary, then each role’s default is PUT; the grid shows the role defaults and no WhatsApp where there is no template', async () => {
    api.on(companySettingsApi.get, (): CompanySettings => ({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: 60,
      publicNames: 'initials',
      positionRetentionMonths: 12,
    }));
    api.on(alertsApi.companySettings, () => ({
      ...alertSettings,
      defaults: { admin: { daily_summary: { email: false } }, user: {} },
    }));
    const saved: CompanyAlertSettings[] = [];
    api.on(alertsApi.saveCompanySettings, ({ body }) => {
      saved.push(body as CompanyAlertSettings);
      return body as CompanyAlertSettings;
    });
    const { user } = renderSettings();
    const drivers = await screen.findByRole('region', { name: 'Padrão para Usuários de campo' });
    const admins = screen.getByRole('region', { name: 'Padrão para Administradores' });
    const driverWhatsApp = within(drivers).getByRole('checkbox', {
      name: 'Usuários de campo — Checklist atribuído: WhatsApp',
    });
    expect(driverWhatsApp).toBeChecked();
    expect(within(drivers).getByRole('checkbox', { name: 'Usuários de campo — Vencimentos: WhatsApp' })).toBeDisabled();
    const summaryEmail = within(admins).getByRole('checkbox', { name: 'Administradores — Resumo diário: E-mail' });
    expect(summaryEmail).not.toBeChecked();
    expect(within(admins).queryByRole('checkbox', { name: /Checklist atribuído/ })).not.toBeInTheDocument();

    await user.click(driverWhatsApp);
    await user.click(summaryEmail);
    await user.click(screen.getByRole('button', { name: 'Salvar avisos' }));
    await vi.waitFor(() =>
      expect(saved.map((s) => s.defaults)).toEqual([
        { admin: { daily_summary: { email: true } }, user: { checklist_assigned: { whatsapp: false } } },
      ]),
    );
  });

  it('when the settings load, then the zone and the reminder are shown with every choice', async () => {
    api.on(companySettingsApi.get, (): CompanySettings => ({
      timeZone: 'America/Manaus',
      dueReminderMinutes: 240,
      publicNames: 'initials',
      positionRetentionMonths: 12,
    }));
    renderSettings();

    expect(screen.getByRole('heading', { name: 'Configurações da empresa' })).toBeInTheDocument();
    const zone = await screen.findByLabelText('Fuso horário');
    expect(zone).toHaveValue('America/Manaus');
    expect([...(zone as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Fernando de Noronha (UTC−2)',
      'Horário de Brasília (UTC−3)',
      'Amazonas, Mato Grosso, Rondônia, Roraima (UTC−4)',
      'Acre (UTC−5)',
    ]);
    const reminder = screen.getByLabelText('Lembrete antes do vencimento') as HTMLSelectElement;
    expect(reminder).toHaveValue('240');
    expect([...reminder.options].map((o) => o.textContent)).toEqual([
      'Desativado',
      '30 min',
      '1 hora',
      '2 horas',
      '4 horas',
      '1 dia',
    ]);
  });

  it('when a new zone and reminder are saved, then both are PUT as numbers, the session is refreshed and a toast says so', async () => {
    api.on(companySettingsApi.get, (): CompanySettings => ({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: 60,
      publicNames: 'initials',
      positionRetentionMonths: 12,
    }));
    api.on(companySettingsApi.update, ({ body }) => body as CompanySettings);
    const { user, session } = renderSettings();

    await user.selectOptions(await screen.findByLabelText('Fuso horário'), 'Acre (UTC−5)');
    await user.selectOptions(screen.getByLabelText('Lembrete antes do vencimento'), 'Desativado');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Configurações salvas com sucesso!'));
    expect(api.sent(companySettingsApi.update).map((r) => r.body)).toEqual([
      { timeZone: 'America/Rio_Branco', dueReminderMinutes: 0, publicNames: 'initials', positionRetentionMonths: 12 },
    ]);
    expect(session.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('when only the reminder changes, then the token is not refreshed', async () => {
    api.on(companySettingsApi.get, (): CompanySettings => ({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: 60,
      publicNames: 'initials',
      positionRetentionMonths: 12,
    }));
    api.on(companySettingsApi.update, ({ body }) => body as CompanySettings);
    const { user, session } = renderSettings();

    await user.selectOptions(await screen.findByLabelText('Lembrete antes do vencimento'), '1 dia');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.sent(companySettingsApi.update).map((r) => r.body)).toEqual([
      { timeZone: 'America/Sao_Paulo', dueReminderMinutes: 1440, publicNames: 'initials', positionRetentionMonths: 12 },
    ]);
    expect(session.refreshSession).not.toHaveBeenCalled();
  });

  it.each([
    {
      what: 'full names for the public check',
      label: 'Nomes na verificação pública',
      shown: 'initials',
      options: ['Só as iniciais (J. P. S.)', 'Nomes completos'],
      choice: 'Nomes completos',
      sent: { publicNames: 'full' },
    },
    {
      what: 'positions kept for 6 months',
      label: 'Guarda das localizações',
      shown: '12',
      options: ['3 meses', '6 meses', '12 meses', '24 meses', '36 meses'],
      choice: '6 meses',
      sent: { positionRetentionMonths: 6 },
    },
  ])(
    'when the admin chooses $what, then the choice is PUT with the rest kept',
    async ({ label, shown, options, choice, sent }) => {
      const current: CompanySettings = {
        timeZone: 'America/Manaus',
        dueReminderMinutes: 30,
        publicNames: 'initials',
        positionRetentionMonths: 12,
      };
      api.on(companySettingsApi.get, () => current);
      api.on(companySettingsApi.update, ({ body }) => body as CompanySettings);
      const { user } = renderSettings();

      const field = await screen.findByLabelText(label);
      expect(field).toHaveValue(shown);
      expect([...(field as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(options);
      await user.selectOptions(field, choice);
      await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));

      await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
      expect(api.sent(companySettingsApi.update).map((r) => r.body)).toEqual([{ ...current, ...sent }]);
    },
  );

  it('when the server refuses, then its message is shown on the field and the choices stay', async () => {
    api.on(companySettingsApi.get, (): CompanySettings => ({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: 60,
      publicNames: 'initials',
      positionRetentionMonths: 12,
    }));
    api.on(companySettingsApi.update, () =>
      failure(400, 'Parâmetros inválidos', 'invalid_input', [{ path: 'timeZone', message: 'Fuso horário inválido' }]),
    );
    const { user } = renderSettings();
    await user.selectOptions(await screen.findByLabelText('Fuso horário'), 'Fernando de Noronha (UTC−2)');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));

    expect(await screen.findByText('Fuso horário inválido')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Parâmetros inválidos');
    expect(screen.getByLabelText('Fuso horário')).toHaveValue('America/Noronha');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('when the settings cannot be loaded, then it says so and offers to try again', async () => {
    api.on(companySettingsApi.get, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    renderSettings();
    expect(await screen.findByText('Erro ao carregar as configurações')).toBeInTheDocument();
  });
});
