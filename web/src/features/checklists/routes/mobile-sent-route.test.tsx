import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldChecklistSummary } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { checklistSummary, pageOf, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { MobileSentRoute } from './mobile-sent-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const sent = (id: string, overrides: Partial<FieldChecklistSummary> = {}): FieldChecklistSummary => ({
  ...checklistSummary(id, { userId: 'u-joao', submittedAt: '2026-11-24T13:00:00.000Z' }),
  overdue: false,
  ...overrides,
});

function renderSent(path = '/mobile/sent') {
  return renderWithProviders(<MobileSentRoute />, {
    path,
    route: '/mobile/sent',
    stops: { '/mobile': 'Meus Checklists' },
    session: sessionUser('user'),
  });
}

describe('MobileSentRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('when João sent checklists, then each card shows its vehicle, day, when it was sent and its review state, without a due date', async () => {
    api.on(checklistsApi.mine, () =>
      pageOf(
        [
          sent('a', {
            templateName: 'Inspeção diária',
            status: 'completed',
            vehicle: { id: 'v-1', name: 'Caminhão 01', plate: 'ABC1234' },
            periodKey: '2026-11-24',
          }),
          sent('b', { templateName: 'Segurança', status: 'approved' }),
          sent('c', { templateName: 'Entrega', status: 'rejected' }),
        ],
        { pageSize: 10 },
      ),
    );
    renderSent();

    const inspection = await screen.findByRole('link', { name: /^Inspeção diária/ });
    expect(screen.getByRole('heading', { name: 'Enviados' })).toBeInTheDocument();
    expect(screen.getByText('Últimos 30 dias')).toBeInTheDocument();
    expect(inspection).toHaveAttribute('href', '/mobile/checklist/a');
    expect(inspection).toHaveTextContent('Caminhão 01 · ABC-1234');
    expect(inspection).toHaveTextContent('Referente a 24/11/2026');
    expect(inspection).toHaveTextContent('Enviado em 24/11/2026');
    expect(within(inspection).getByText('Concluído')).toBeInTheDocument();
    expect(within(inspection).queryByText(/Vence em|Vencido/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Segurança/ })).getByText('Aprovado')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Entrega/ })).getByText('Rejeitado')).toBeInTheDocument();
    expect(api.sent(checklistsApi.mine).map((r) => r.query)).toEqual([{ view: 'sent', page: '1', pageSize: '10' }]);
  });

  it("when the URL names page 2, then that page is asked for, and 'Anterior' goes back to the first", async () => {
    api.on(checklistsApi.mine, ({ query }) =>
      pageOf([sent(`p${query.page}`, { templateName: `Checklist da página ${query.page}` })], {
        total: 12,
        page: Number(query.page),
        pageSize: 10,
      }),
    );
    const { user } = renderSent('/mobile/sent?page=2');

    expect(await screen.findByRole('link', { name: /^Checklist da página 2/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Anterior/ }));
    expect(await screen.findByRole('link', { name: /^Checklist da página 1/ })).toBeInTheDocument();
    expect(api.sent(checklistsApi.mine).map((r) => r.query.page)).toEqual(['2', '1']);
  });

  it("when 'Próximo' follows the first page, then the second is asked after the first's cursor", async () => {
    api.on(checklistsApi.mine, ({ query }) => ({
      ...pageOf([sent(`p${query.page}`, { templateName: `Checklist da página ${query.page}` })], {
        total: 12,
        page: Number(query.page),
        pageSize: 10,
      }),
      nextCursor: query.page === '1' ? 'depois-do-p1' : null,
    }));
    const { user } = renderSent();

    await screen.findByRole('link', { name: /^Checklist da página 1/ });
    await user.click(screen.getByRole('button', { name: /Próximo/ }));

    expect(await screen.findByRole('link', { name: /^Checklist da página 2/ })).toBeInTheDocument();
    expect(api.sent(checklistsApi.mine).map((r) => r.query)).toEqual([
      { view: 'sent', page: '1', pageSize: '10' },
      { view: 'sent', page: '2', after: 'depois-do-p1', pageSize: '10' },
    ]);
  });

  it('when nothing was sent in 30 days, then it says so; when the list fails, then it says so with a retry', async () => {
    api.on(checklistsApi.mine, () => pageOf([], { pageSize: 10 }));
    const first = renderSent();
    expect(await screen.findByText('Nenhum checklist enviado nos últimos 30 dias')).toBeInTheDocument();
    first.unmount();

    api.on(checklistsApi.mine, () => failure(503, 'x', 'internal'));
    renderSent();
    expect(await screen.findByText('Erro ao carregar checklists enviados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });
});
