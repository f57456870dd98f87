import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsApi } from '@domain/notifications/contract';
import type { FieldChecklistSummary } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { checklistSummary, pageOf, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { MobileChecklistsRoute } from './mobile-checklists-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const mine = (id: string, overrides: Partial<FieldChecklistSummary> = {}): FieldChecklistSummary => ({
  ...checklistSummary(id, { userId: 'u-joao' }),
  overdue: false,
  ...overrides,
});

function serve(items: FieldChecklistSummary[]) {
  api.on(checklistsApi.mine, () => pageOf(items, { pageSize: 100 }));
  api.on(notificationsApi.list, () => ({ items: [], total: 0, unread: 2, page: 1, pageSize: 20, nextCursor: null }));
}

function renderList() {
  return renderWithProviders(<MobileChecklistsRoute />, {
    path: '/mobile',
    route: '/mobile',
    session: sessionUser('user', { name: 'João Santos' }),
  });
}

describe('MobileChecklistsRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('when opened, then it greets the user, counts each kind, shows only the open checklists and links to the driver data', async () => {
    serve([
      mine('a', { templateName: 'Inspeção diária', status: 'pending', questionsCount: 7 }),
      mine('b', { templateName: 'Entrega', status: 'in_progress' }),
      mine('c', { templateName: 'Segurança', status: 'rejected', submittedAt: '2026-11-20T13:00:00.000Z' }),
      mine('d', { templateName: 'Já enviado', status: 'completed' }),
    ]);
    renderList();

    expect(await screen.findByRole('link', { name: /^Inspeção diária/ })).toBeInTheDocument();
    expect(screen.getByText('Olá, João Santos!')).toBeInTheDocument();
    const summary = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect([summary('Novos'), summary('Em andamento'), summary('Para corrigir')]).toEqual(['1', '1', '1']);
    expect(screen.queryByRole('link', { name: /^Já enviado/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Inspeção diária/ })).getByText(/7 questões/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /^Segurança/ })).getByText(/Corrija e envie novamente/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações: 2 não lidas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus dados de motorista' })).toHaveAttribute('href', '/mobile/driver');
    expect(screen.getByRole('link', { name: 'Enviados' })).toHaveAttribute('href', '/mobile/sent');
    expect(screen.getByRole('link', { name: 'Minhas notificações' })).toHaveAttribute('href', '/mobile/notifications');
  });

  it('when a checklist is past due, then its card says Vencido and warns', async () => {
    serve([mine('a', { templateName: 'Inspeção diária', overdue: true, dueDate: '2026-01-01T12:00:00.000Z' })]);
    renderList();
    const card = await screen.findByRole('link', { name: /^Inspeção diária/ });
    expect(within(card).getByText('Vencido')).toBeInTheDocument();
    expect(within(card).getByText('Este checklist está vencido')).toBeInTheDocument();
  });

  it('when one schedule made the same inspection of the same vehicle on two days, then each card says which day it is for', async () => {
    const vehicle = { id: 'v-1', name: 'Delivery Baú 11.180', plate: 'ABC1D23' };
    const occurrence = (id: string, periodKey: string) =>
      mine(id, {
        templateName: 'Inspeção de segurança',
        vehicle,
        origin: 'schedule',
        scheduleId: 's-1',
        periodKey,
        overdue: true,
      });
    serve([occurrence('a', '2026-11-25'), occurrence('b', '2026-11-26'), mine('c', { templateName: 'Avulso' })]);
    renderList();
    const cards = await screen.findAllByRole('link', { name: /^Inspeção de segurança/ });
    expect(cards.map((card) => within(card).getByText(/^Referente a/).textContent)).toEqual([
      'Referente a 25/11/2026',
      'Referente a 26/11/2026',
    ]);
    // Assigned by hand, a checklist is for the day it is due.
    expect(within(screen.getByRole('link', { name: /^Avulso/ })).getByText(/^Referente a/)).toHaveTextContent(
      'Referente a 10/05/2099',
    );
  });

  it('when checklists are late, for today and for later days, then the late come first, then today, then later, each card naming its vehicle and day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 in São Paulo on 25 Nov 2026.
    vi.setSystemTime(new Date('2026-11-25T13:00:00.000Z'));
    try {
      const vehicle = (n: number) => ({ id: `v-${n}`, name: `Caminhão 0${n}`, plate: `ABC123${n}` });
      serve([
        mine('later', { templateName: 'Depois', vehicle: vehicle(1), dueDate: '2026-11-27T20:00:00.000Z' }),
        mine('today', { templateName: 'Hoje', vehicle: vehicle(2), dueDate: '2026-11-25T20:00:00.000Z' }),
        mine('late', {
          templateName: 'Atrasado',
          vehicle: vehicle(3),
          dueDate: '2026-11-24T20:00:00.000Z',
          periodKey: '2026-11-24',
          overdue: true,
        }),
      ]);
      renderList();

      await screen.findByRole('link', { name: /^Atrasado/ });
      const cards = screen.getAllByRole('link', { name: /^(Atrasado|Hoje|Depois)/ });
      expect(
        cards.map((card) => [
          within(card).getByRole('heading').textContent,
          within(card)
            .getByText(/Caminhão/)
            .textContent?.trim(),
          within(card).getByText(/^Referente a/).textContent,
        ]),
      ).toEqual([
        ['Atrasado', 'Caminhão 03 · ABC-1233', 'Referente a 24/11/2026'],
        ['Hoje', 'Caminhão 02 · ABC-1232', 'Referente a 25/11/2026'],
        ['Depois', 'Caminhão 01 · ABC-1231', 'Referente a 27/11/2026'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when there is no network and no copy of the list on the device, then it says the list comes back with the connection instead of loading for ever', async () => {
    serve([mine('a', { templateName: 'Inspeção diária' })]);
    onlineManager.setOnline(false);
    try {
      renderList();
      expect(await screen.findByText('Sem conexão: sua lista aparece quando a conexão voltar')).toBeInTheDocument();
      expect(screen.queryByText('Carregando checklists...')).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
    expect(await screen.findByRole('link', { name: /^Inspeção diária/ })).toBeInTheDocument();
    expect(screen.queryByText('Sem conexão: sua lista aparece quando a conexão voltar')).not.toBeInTheDocument();
  });

  it('when checklists inspect vehicles, then each card names its vehicle and plate, and one out of service says so in red', async () => {
    serve([
      mine('a', {
        templateName: 'Inspeção diária',
        templateKind: 'vehicle_inspection',
        vehicle: { id: 'v-1', name: 'Caminhão 01', plate: 'ABC1234' },
        vehicleOutOfService: true,
      }),
      mine('b', {
        templateName: 'Inspeção semanal',
        templateKind: 'vehicle_inspection',
        vehicle: { id: 'v-2', name: 'Van 02', plate: 'BRA2E19' },
        vehicleOutOfService: false,
      }),
    ]);
    renderList();

    const truck = await screen.findByRole('link', { name: /^Inspeção diária/ });
    expect(within(truck).getByText('ABC-1234').parentElement).toHaveTextContent(/^Caminhão 01 · ABC-1234$/);
    expect(within(truck).getByText('Veículo fora de serviço')).toHaveClass('badge-danger');
    const van = screen.getByRole('link', { name: /^Inspeção semanal/ });
    expect(within(van).getByText('BRA-2E19').parentElement).toHaveTextContent(/^Van 02 · BRA-2E19$/);
    expect(within(van).queryByText('Veículo fora de serviço')).not.toBeInTheDocument();
  });

  it('when every checklist was sent, then it says all is done; with none at all, that none was found', async () => {
    serve([mine('d', { status: 'approved' })]);
    const first = renderList();
    expect(await screen.findByText('Tudo em dia!')).toBeInTheDocument();
    first.unmount();

    serve([]);
    renderList();
    expect(await screen.findByText('Nenhum checklist encontrado')).toBeInTheDocument();
  });

  it('when the list fails, then it names the status; refreshing says the list is up to date', async () => {
    let failing = true;
    serve([]);
    api.on(checklistsApi.mine, () => (failing ? failure(503, 'x', 'internal') : pageOf([], { pageSize: 100 })));
    const { user } = renderList();
    expect(await screen.findByText('Erro: Erro ao carregar checklists: 503')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Nenhum checklist encontrado')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Lista atualizada!');
  });

  it('when nobody is signed in to Firebase, then the list says so instead of naming the 401', async () => {
    serve([]);
    const unauthenticated = () => failure(401, 'Usuário não autenticado', 'unauthenticated');
    api.on(checklistsApi.mine, unauthenticated);
    api.on(notificationsApi.list, unauthenticated);
    renderList();
    expect(await screen.findByText('Usuário não autenticado no Firebase')).toBeInTheDocument();
    expect(screen.queryByText(/Erro ao carregar checklists: 401/)).not.toBeInTheDocument();
  });
});
