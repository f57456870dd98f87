import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { defectsApi } from '@domain/fleet/contract';
import type { DefectCounts } from '@domain/fleet/defect';
import type { Role, SessionUser } from '@domain/roles';
import { failure, installFakeApi } from '@/testing/fake-api';
import { AdminSidebar } from './admin-sidebar';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

const counts = (open: number): DefectCounts => ({ open, openCritical: 0, vehiclesOutOfService: 0 });

function renderSidebar(role: Role, path: string) {
  const user: SessionUser = {
    uid: 'u1',
    email: 'ana@alfa.dev',
    name: 'Ana Souza',
    role,
    companyId: role === 'superadmin' ? null : 'alfa',
    companyName: role === 'superadmin' ? null : 'Transportes Alfa',
    timeZone: 'America/Sao_Paulo',
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSidebar id="sidebar" user={user} open={false} onNavigate={vi.fn()} onSignOut={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Menu principal' }));
}

describe('AdminSidebar', () => {
  it('when an admin is signed in, then it shows their entries, name, role badge and company', () => {
    api.on(defectsApi.counts, () => counts(0));
    const nav = renderSidebar('admin', '/admin/templates/new');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Templates',
      'Usuários',
      'Veículos',
      'Agendamentos',
      'Defeitos',
      'Ordens de Serviço',
      'Oficinas',
      'Vencimentos',
      'Multas',
      'Respostas',
      'Auditoria',
      'Configurações',
      'Minhas notificações',
      'Segurança',
      'Integrações',
    ]);
    expect(nav.getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByText('Transportes Alfa')).toBeInTheDocument();
    expect(screen.getByText('CheckFrota')).toBeInTheDocument();
    expect(screen.getByText('0.1.0 beta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('when a superadmin is signed in, then companies and responses are offered, not templates', () => {
    const nav = renderSidebar('superadmin', '/admin');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Empresas',
      'Respostas',
      'Segurança',
    ]);
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(api.sent(defectsApi.counts)).toEqual([]);
  });

  it('when the company has open defects, then Defeitos shows their count', async () => {
    api.on(defectsApi.counts, () => counts(12));
    const nav = renderSidebar('admin', '/admin/defects');
    const defects = nav.getByRole('link', { name: /^Defeitos/ });
    expect(await within(defects).findByLabelText('12 defeitos abertos')).toHaveTextContent('12');
    expect(defects).toHaveAttribute('href', '/admin/defects');
    expect(defects).toHaveAttribute('aria-current', 'page');
  });

  it('when there is no open defect or the count fails, then Defeitos shows no figure', async () => {
    api.on(defectsApi.counts, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    const nav = renderSidebar('admin', '/admin/dashboard');
    await vi.waitFor(() => expect(api.sent(defectsApi.counts)).toHaveLength(1));
    expect(nav.getByRole('link', { name: /^Defeitos/ })).toHaveTextContent(/^Defeitos$/);
  });
});
