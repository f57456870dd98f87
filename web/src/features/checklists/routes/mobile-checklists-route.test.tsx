import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldChecklistSummary } from '@domain/checklists/checklist.schema';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { checklistSummary, pageOf, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { MobileChecklistsRoute } from './mobile-checklists-route';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const getMock = vi.mocked(api.get);

const mine = (id: string, overrides: Partial<FieldChecklistSummary> = {}): FieldChecklistSummary => ({
  ...checklistSummary(id, { userId: 'u-joao' }),
  overdue: false,
  ...overrides,
});

function serve(items: FieldChecklistSummary[]) {
  getMock.mockImplementation(async (path: string) => {
    if (path === '/checklists') return pageOf(items, { pageSize: 100 });
    if (path === '/notifications') return { items: [], total: 0, unread: 2, page: 1, pageSize: 20 };
    throw new Error(`unexpected GET ${path}`);
  });
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

  it('when opened, then it greets the user, counts each kind and shows only the open checklists', async () => {
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
  });

  it('when a checklist is past due, then its card says Vencido and warns', async () => {
    serve([mine('a', { templateName: 'Inspeção diária', overdue: true, dueDate: '2026-01-01T12:00:00.000Z' })]);
    renderList();
    const card = await screen.findByRole('link', { name: /^Inspeção diária/ });
    expect(within(card).getByText('Vencido')).toBeInTheDocument();
    expect(within(card).getByText('Este checklist está vencido')).toBeInTheDocument();
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
    const answer = getMock.getMockImplementation()!;
    getMock.mockImplementation(async (path, options) => {
      if (path === '/checklists' && failing) throw new ApiError({ status: 503, code: 'internal', message: 'x' });
      return answer(path, options);
    });
    const { user } = renderList();
    expect(await screen.findByText('Erro: Erro ao carregar checklists: 503')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Nenhum checklist encontrado')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Lista atualizada!');
  });

  it('when nobody is signed in to Firebase, then the list says so instead of naming the 401', async () => {
    serve([]);
    getMock.mockRejectedValue(
      new ApiError({ status: 401, code: 'unauthenticated', message: 'Usuário não autenticado' }),
    );
    renderList();
    expect(await screen.findByText('Usuário não autenticado no Firebase')).toBeInTheDocument();
    expect(screen.queryByText(/Erro ao carregar checklists: 401/)).not.toBeInTheDocument();
  });
});
