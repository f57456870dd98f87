import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, WithSession } from '@/testing/session';
import { DashboardRoute } from './dashboard-route';

describe('DashboardRoute', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 7, 15, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when an admin opens it in the afternoon, then it greets them by name with company and date', () => {
    render(
      <WithSession user={sessionUser('admin', { name: 'Ana Souza' })}>
        <DashboardRoute />
      </WithSession>,
    );
    expect(screen.getByRole('heading', { name: 'Boa tarde, Ana Souza!' })).toBeInTheDocument();
    expect(screen.getByText(/Transportes Alfa/)).toBeInTheDocument();
    expect(screen.getByText('sexta-feira, 7 de março de 2025')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('ainda não foram construídos');
  });
});
