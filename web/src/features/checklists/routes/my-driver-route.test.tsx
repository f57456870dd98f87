import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDayBR, isoDayIn } from '@domain/dates';
import { driversApi } from '@domain/drivers/contract';
import { finesApi } from '@domain/fines/contract';
import { failure, installFakeApi } from '@/testing/fake-api';
import { pageOf, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { MyDriverRoute } from './my-driver-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();
const today = () => isoDayIn(new Date(), 'America/Sao_Paulo');

function renderMine() {
  return renderWithProviders(<MyDriverRoute />, {
    path: '/mobile/driver',
    route: '/mobile/driver',
    session: sessionUser('user', { name: 'João' }),
  });
}

describe('MyDriverRoute', () => {
  beforeEach(() => {
    // Below the licence, the driver's own fines: none here.
    api.on(finesApi.mine, () => pageOf([]));
  });

  it('when João’s E licence expires in 10 days, then his card shows the category, number, status with the days, EAR and the next exam', async () => {
    const expiry = addDays(today(), 10);
    api.on(driversApi.mine, () => ({
      name: 'João',
      driverLicense: {
        cnhNumber: '58316794534',
        category: 'E' as const,
        expiryDate: expiry,
        ear: true,
        lastToxicologicalExamDate: '2025-06-15',
      },
      toxicologicalExamDue: '2027-12-15',
    }));
    renderMine();

    const card = within(await screen.findByRole('region', { name: 'CNH categoria E' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Meus dados de motorista' })).toBeInTheDocument();
    const fines = within(screen.getByRole('region', { name: 'Minhas multas' }));
    expect(await fines.findByText('Nenhuma multa encontrada')).toBeInTheDocument();
    expect(api.sent(finesApi.mine)).toHaveLength(1);
    expect(card.getByText('58316794534')).toBeInTheDocument();
    expect(card.getByText('Vence em breve')).toHaveClass('badge-warning');
    expect(card.getByText(`Faltam 10 dias (${formatDayBR(expiry)})`)).toBeInTheDocument();
    expect(card.getByText('Sim')).toBeInTheDocument();
    expect(card.getByText('Próximo exame toxicológico')).toBeInTheDocument();
    expect(card.getByText(/15\/12\/2027/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Meus Checklists' })).toHaveAttribute('href', '/mobile');
  });

  it('when no CNH is on record, then it says so; when the read fails, then it offers to try again', async () => {
    api.on(driversApi.mine, () => ({ name: 'João', driverLicense: null, toxicologicalExamDue: null }));
    const { unmount } = renderMine();
    expect(await screen.findByText('Nenhuma CNH cadastrada')).toBeInTheDocument();
    unmount();

    api.on(driversApi.mine, () => failure(500, '', 'internal'));
    renderMine();
    expect(await screen.findByText('Erro ao carregar dados de motorista')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
