import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Role, SessionUser } from '@domain/roles';
import { AdminSidebar } from './admin-sidebar';

function renderSidebar(role: Role, path: string) {
  const user: SessionUser = {
    uid: 'u1',
    email: 'ana@alfa.dev',
    name: 'Ana Souza',
    role,
    companyId: role === 'superadmin' ? null : 'alfa',
    companyName: role === 'superadmin' ? null : 'Transportes Alfa',
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminSidebar id="sidebar" user={user} open={false} onNavigate={vi.fn()} onSignOut={vi.fn()} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Menu principal' }));
}

describe('AdminSidebar', () => {
  it('when an admin is signed in, then it shows their entries, name, role badge and company', () => {
    const nav = renderSidebar('admin', '/admin/templates/new');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Templates',
      'Usuários',
      'Veículos',
      'Respostas',
      'Auditoria',
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
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Empresas', 'Respostas']);
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
  });
});
