import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { UserDashboardRoute } from './user-dashboard-route';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

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
    vi.mocked(api.get).mockRejectedValue(
      new ApiError({
        status: 503,
        code: 'internal',
        message: 'Serviço indisponível, tente em instantes',
        fromServer: true,
      }),
    );
    renderDashboard();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Serviço indisponível, tente em instantes', {
        id: 'user-dashboard-error',
      }),
    );
    expect(await screen.findByText('Erro ao carregar dados')).toBeInTheDocument();
  });

  it('when the list fails without one (no connection), then the toast says Erro ao carregar checklists', async () => {
    vi.mocked(api.get).mockRejectedValue(new ApiError({ status: 0, code: 'network', message: 'sem rede' }));
    renderDashboard();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao carregar checklists', { id: 'user-dashboard-error' }),
    );
  });
});
