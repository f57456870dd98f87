import { screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checklistsApi } from '@domain/checklists/contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { UserDashboardRoute } from './user-dashboard-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

function renderDashboard() {
  return renderWithProviders(<UserDashboardRoute />, {
    path: '/user-dashboard',
    route: '/user-dashboard',
    session: sessionUser('user'),
  });
}

describe('UserDashboardRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('when the list fails with a server message, then the toast shows it and the page says Erro ao carregar dados', async () => {
    api.on(checklistsApi.mine, () => failure(503, 'Serviço indisponível, tente em instantes', 'internal'));
    renderDashboard();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Serviço indisponível, tente em instantes', {
        id: 'user-dashboard-error',
      }),
    );
    expect(await screen.findByText('Erro ao carregar dados')).toBeInTheDocument();
  });

  it('when the list fails without one (no connection), then the toast says Erro ao carregar checklists', async () => {
    api.on(checklistsApi.mine, () => {
      throw new TypeError('Failed to fetch');
    });
    renderDashboard();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao carregar checklists', { id: 'user-dashboard-error' }),
    );
  });
});
