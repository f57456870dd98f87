import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser, WithSession } from '@/testing/session';
import { CompaniesRoute } from './companies-route';

describe('CompaniesRoute', () => {
  it('when someone other than a superadmin reaches it, then access is denied', () => {
    render(
      <WithSession user={sessionUser('admin')}>
        <CompaniesRoute />
      </WithSession>,
    );
    expect(screen.getByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    expect(screen.getByText('Apenas super administradores podem acessar esta página.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Acesso negado. Apenas super administradores podem ver esta página.',
    );
  });

  it('when a superadmin opens it, then it says plainly the page is not built yet', () => {
    render(
      <WithSession user={sessionUser('superadmin')}>
        <CompaniesRoute />
      </WithSession>,
    );
    expect(screen.getByRole('heading', { name: 'Empresas' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Esta página ainda não foi construída. Ela chega em uma próxima versão.',
    );
  });
});
