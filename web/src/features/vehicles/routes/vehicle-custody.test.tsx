import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { vehiclesApi } from '@domain/fleet/contract';
import type { Custody } from '@domain/fleet/custody';
import { custodyApi } from '@domain/fleet/custody-contract';
import type { Vehicle } from '@domain/fleet/vehicle.schema';
import { formatDateTime } from '@/lib/format';
import { exportedQuery } from '@/testing/exports';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { HILUX, withOil } from '@/testing/vehicle-fixtures';
import { VehicleDetailRoute } from './vehicle-detail-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const BASE: Vehicle = HILUX;

const custody = (id: string, overrides: Partial<Custody> = {}): Custody => ({
  id,
  vehicleId: 'v-hilux',
  driverId: 'u-joao',
  driverName: 'João Santos',
  from: '2026-11-20T11:00:00.000Z',
  fromSource: 'server',
  kmFrom: 88_000,
  to: '2026-11-20T21:00:00.000Z',
  toSource: 'server',
  kmTo: 88_320,
  checkInChecklistId: 'c-in',
  endedBy: 'check_in',
  endedByDriverName: null,
  ...overrides,
});

/** The vehicle's page opens on the history tab here: only the vehicle and its history are asked for. */
function serve(vehicle: Vehicle) {
  api.on(vehiclesApi.get, () => withOil(vehicle));
}

const renderDetail = (path: string) =>
  renderWithProviders(<VehicleDetailRoute />, { path, route: '/admin/vehicles/:id' });

describe('who holds the vehicle, on its page', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('when João holds the vehicle, then "Motorista atual" names him with since when and the km', async () => {
    serve({
      ...BASE,
      currentDriver: {
        userId: 'u-joao',
        name: 'João Santos',
        since: '2026-11-24T11:30:00.000Z',
        km: 88_500,
        custodyId: 'c-out',
      },
    });
    api.on(custodyApi.history, () => ({ items: [], total: 0, page: 1, pageSize: 10, nextCursor: null }));
    renderDetail('/admin/vehicles/v-hilux?aba=historico-de-uso');

    const card = (await screen.findByText('Motorista atual')).closest('div')!;
    expect(card).toHaveTextContent(`João Santos`);
    expect(card).toHaveTextContent(`desde ${formatDateTime('2026-11-24T11:30:00.000Z')} · 88.500 km`);
  });

  it('when no one holds it, then "Motorista atual" says "Nenhum" and an empty history says so', async () => {
    serve(BASE);
    api.on(custodyApi.history, () => ({ items: [], total: 0, page: 1, pageSize: 10, nextCursor: null }));
    renderDetail('/admin/vehicles/v-hilux?aba=historico-de-uso');

    expect((await screen.findByText('Motorista atual')).closest('div')).toHaveTextContent('Nenhum');
    expect(await screen.findByText('Nenhum uso registrado')).toBeInTheDocument();
  });

  it('when the "Histórico de uso" tab is paged, then each custody shows driver, from, to and km driven, and the page is in the URL', async () => {
    serve(BASE);
    api.on(custodyApi.history, ({ query }) => ({
      items:
        query.page === '2'
          ? [custody('c-old', { driverName: 'Ana Souza', kmTo: null, to: '2026-11-18T20:00:00.000Z' })]
          : [
              custody('c-now', {
                driverName: 'Maria Lima',
                to: null,
                kmTo: null,
                endedBy: null,
                checkInChecklistId: null,
              }),
              custody('c-1', { endedBy: 'next_check_out', endedByDriverName: 'Maria Lima', checkInChecklistId: null }),
            ],
      total: 11,
      page: Number(query.page),
      pageSize: Number(query.pageSize),
      nextCursor: null,
    }));
    const { user } = renderDetail('/admin/vehicles/v-hilux?aba=historico-de-uso');

    const table = await screen.findByRole('table', { name: 'Histórico de uso' });
    expect(screen.getByRole('tab', { name: 'Histórico de uso' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Maria Lima', formatDateTime('2026-11-20T11:00:00.000Z'), 'Em uso', '—'],
      [
        'João Santos',
        formatDateTime('2026-11-20T11:00:00.000Z'),
        `${formatDateTime('2026-11-20T21:00:00.000Z')} (saída de Maria Lima)`,
        '320 km',
      ],
    ]);
    expect(api.sent(custodyApi.history).map((r) => [r.path, r.query])).toEqual([
      ['/vehicles/v-hilux/custody', { page: '1', pageSize: '10' }],
    ]);

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(api.sent(custodyApi.history).at(-1)?.query).toEqual({ page: '2', pageSize: '10' }));
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 11 a 11 de 11 resultados')).toBeInTheDocument();
  });

  it('when the history is opened on page 2 from its address, then page 2 is asked for', async () => {
    serve(BASE);
    api.on(custodyApi.history, ({ query }) => ({
      items: [custody('c-old')],
      total: 11,
      page: Number(query.page),
      pageSize: 10,
      nextCursor: null,
    }));
    renderDetail('/admin/vehicles/v-hilux?aba=historico-de-uso&page=2');
    await screen.findByRole('table', { name: 'Histórico de uso' });
    expect(api.sent(custodyApi.history)[0]?.query).toEqual({ page: '2', pageSize: '10' });
  });

  it('when the "Histórico de uso" tab is exported, then the whole history of this vehicle is asked for, not the page', async () => {
    serve(BASE);
    api.on(custodyApi.history, () => ({ items: [custody('c-1')], total: 11, page: 2, pageSize: 10, nextCursor: null }));
    const { user } = renderDetail('/admin/vehicles/v-hilux?aba=historico-de-uso&page=2');
    await screen.findByRole('table', { name: 'Histórico de uso' });
    expect(await exportedQuery(api, user, 'custody', 'csv')).toEqual({ vehicleId: 'v-hilux', format: 'csv' });
  });
});
