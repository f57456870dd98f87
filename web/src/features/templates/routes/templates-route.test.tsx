import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { templatesApi } from '@domain/templates/contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { pageOf, renderWithProviders, template } from '@/testing/fixtures';
import { TemplatesRoute } from './templates-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

const TEMPLATE = template('tpl-1', 'Inspeção diária do veículo', {
  name: 'Inspeção diária',
  description: 'Verificação antes da saída',
  createdAt: '2025-03-07T12:00:00.000Z',
});

beforeEach(() => {
  vi.clearAllMocks();
  api.on(templatesApi.list, () => pageOf([TEMPLATE]));
});

function renderAt(url: string, openAssign = vi.fn()) {
  renderWithProviders(<TemplatesRoute />, { path: url, route: '/admin/templates', openAssign });
}

describe('TemplatesRoute', () => {
  it("when a card's assign action is used, then the assign opener gets that template's id and title", async () => {
    const openAssign = vi.fn();
    const user = userEvent.setup();
    renderAt('/admin/templates', openAssign);

    await user.click(
      await screen.findByRole('button', { name: 'Atribuir checklist do template Inspeção diária do veículo' }),
    );

    expect(openAssign).toHaveBeenCalledExactlyOnceWith({
      template: { id: 'tpl-1', name: 'Inspeção diária do veículo', kind: 'general' },
    });
  });

  it('when the address holds a search that matches nothing (a reload), then the field shows it and the empty state suggests another search', async () => {
    api.on(templatesApi.list, () => ({ items: [], total: 0, page: 1, pageSize: 30, nextCursor: null }));
    renderAt('/admin/templates?q=caminh%C3%A3o');

    expect(await screen.findByText('Nenhum template encontrado')).toBeInTheDocument();
    expect(screen.getByText('Tente buscar por outro título ou descrição.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar templates' })).toHaveValue('caminhão');
    expect(screen.getAllByRole('link', { name: 'Novo Template' })).toHaveLength(1);
    expect(api.sent(templatesApi.list).map((request) => request.query)).toContainEqual({
      search: 'caminhão',
      page: '1',
      pageSize: '30',
    });
  });

  it("when a search fails, then the banner says 'Erro ao buscar templates' and offers a retry; the plain list's failure says 'Erro ao carregar templates'", async () => {
    api.on(templatesApi.list, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    renderAt('/admin/templates?q=caminh%C3%A3o');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao buscar templates');
    expect(within(banner).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it("when the list fails with no search, then the banner says 'Erro ao carregar templates'", async () => {
    api.on(templatesApi.list, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    renderAt('/admin/templates');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar templates');
  });
});
