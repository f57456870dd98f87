import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { finesApi } from '@domain/fines/contract';
import type { TrafficFine } from '@domain/fines/fines';
import { installFakeApi } from '@/testing/fake-api';
import { pageOf, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { HILUX } from '@/testing/vehicle-fixtures';
import { DriverFines } from './driver-fines';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

const fine = (id: string, driver: { id: string; name: string }): TrafficFine => ({
  id,
  vehicleId: HILUX.id,
  vehicle: { id: HILUX.id, name: HILUX.name, plate: HILUX.plate },
  infractionNumber: `AUTO-${id}`,
  occurredAt: '2026-11-10T18:30:00.000Z',
  place: 'Av. Paulista, 1000',
  description: 'Avançar o sinal vermelho',
  amount: 293.47,
  points: 7,
  notificationDate: '2026-11-12',
  status: 'driver_indicated',
  driver,
  attachment: null,
  createdAt: '2026-11-12T12:00:00.000Z',
  updatedAt: null,
});

describe('DriverFines', () => {
  it('when a field user opens their own fines, then /api/me/fines is asked (never the company list) and its fines are shown', async () => {
    api.on(finesApi.mine, () => pageOf([fine('f-1', { id: 'u-joao', name: 'João Silva' })]));
    renderWithProviders(<DriverFines mine />, { session: sessionUser('user') });

    const section = await screen.findByRole('region', { name: 'Minhas multas' });
    expect(await within(section).findByText(/Auto AUTO-f-1/)).toBeInTheDocument();
    expect(api.sent(finesApi.mine)).toHaveLength(1);
    expect(api.sent(finesApi.list)).toHaveLength(0);
  });

  it('when the admin opens a user’s page, then the list is asked for that driver, with a link to all of them when there are more', async () => {
    api.on(finesApi.list, ({ query }) =>
      pageOf([fine('f-2', { id: query.driverId!, name: 'Maria Souza' })], { total: 25, pageSize: 20 }),
    );
    renderWithProviders(<DriverFines userId="u-maria" />);

    const section = await screen.findByRole('region', { name: 'Multas do condutor' });
    expect(await within(section).findByText(/Condutor: Maria Souza/)).toBeInTheDocument();
    expect(api.sent(finesApi.list)[0]!.query).toMatchObject({ driverId: 'u-maria' });
    expect(within(section).getByRole('link', { name: 'Ver todas as multas' })).toHaveAttribute(
      'href',
      '/admin/fines?driverId=u-maria',
    );
  });

  it('when the driver has no fines, then it says so', async () => {
    api.on(finesApi.mine, () => pageOf([]));
    renderWithProviders(<DriverFines mine />, { session: sessionUser('user') });
    expect(await screen.findByText('Nenhuma multa encontrada')).toBeInTheDocument();
  });
});
