import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deadlinesApi } from '@domain/deadlines/contract';
import type { DeadlineItem } from '@domain/deadlines/deadline-list';
import { vehiclesApi } from '@domain/fleet/contract';
import { usersApi } from '@domain/users/contract';
import { exportedQuery } from '@/testing/exports';
import { failure, installFakeApi } from '@/testing/fake-api';
import { companyUser, pageOf, renderWithProviders } from '@/testing/fixtures';
import { HILUX, withOil } from '@/testing/vehicle-fixtures';
import { DeadlinesRoute } from './deadlines-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const TODAY = '2026-11-24';
const TRUCK = { id: 'v-truck', name: 'Caminhão 01', plate: 'ABC1234' };

const item = (overrides: Partial<DeadlineItem> & Pick<DeadlineItem, 'key' | 'dueDay' | 'status' | 'daysLeft'>) => ({
  kind: 'document' as const,
  sourceId: overrides.key,
  title: 'Licenciamento / CRLV',
  vehicle: TRUCK,
  driver: null,
  nicAmount: null,
  link: '/admin/vehicles/v-truck?aba=documentos',
  ...overrides,
});

/** As the API sorts them: the past first, then the soonest. */
const ITEMS: DeadlineItem[] = [
  item({ key: 'document_seguro', title: 'Seguro', dueDay: '2026-11-21', status: 'expired', daysLeft: -3 }),
  item({
    key: 'fine_m1',
    kind: 'fine',
    title: 'Multa 123',
    dueDay: '2026-11-29',
    status: 'due_soon',
    daysLeft: 5,
    nicAmount: 390.46,
    link: '/admin/fines?fine=m1',
  }),
  item({
    key: 'cnh_u-joao',
    kind: 'cnh',
    title: 'CNH de João Silva',
    vehicle: null,
    driver: { id: 'u-joao', name: 'João Silva' },
    dueDay: '2026-12-04',
    status: 'due_soon',
    daysLeft: 10,
    link: '/admin/users/u-joao/edit',
  }),
  item({ key: 'document_ipva', title: 'IPVA', dueDay: '2027-02-22', status: 'ok', daysLeft: 90 }),
];

const lastListQuery = () => api.sent(deadlinesApi.list).at(-1)?.query;

function serve(items: DeadlineItem[], total = items.length) {
  api.on(vehiclesApi.list, () => pageOf([withOil(HILUX)]));
  api.on(usersApi.list, () => pageOf([companyUser('u-joao', 'João Silva'), companyUser('u-maria', 'Maria Souza')]));
  api.on(deadlinesApi.list, ({ query }) => ({
    items,
    total,
    page: Number(query.page),
    pageSize: Number(query.pageSize),
    nextCursor: null,
    today: TODAY,
  }));
}

function Location() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

const renderDeadlines = (path = '/admin/deadlines') =>
  renderWithProviders(
    <>
      <DeadlinesRoute />
      <Location />
    </>,
    { path, route: '/admin/deadlines' },
  );

describe('DeadlinesRoute', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('when deadlines come, then each row shows its kind, title linking to the item, vehicle or driver, day, status, days left and a fine’s NIC', async () => {
    serve(ITEMS);
    renderDeadlines();
    expect(screen.getByRole('heading', { level: 1, name: 'Vencimentos' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Vencimentos' })).getAllByRole('listitem');

    expect(rows.map((row) => row.textContent)).toEqual([
      'Documento do veículoSeguroCaminhão 01 · ABC-123421/11/2026VencidoVenceu há 3 dias',
      'Indicação de condutorMulta 123Caminhão 01 · ABC-123429/11/2026Vence em breveFaltam 5 diasNIC: R$ 390,46',
      'CNHCNH de João SilvaJoão Silva04/12/2026Vence em breveFaltam 10 dias',
      'Documento do veículoIPVACaminhão 01 · ABC-123422/02/2027Em diaFaltam 90 dias',
    ]);
    expect(within(rows[0]!).getByText('Vencido')).toHaveClass('badge-danger');
    expect(within(rows[1]!).getByText('Vence em breve')).toHaveClass('badge-warning');
    expect(within(rows[3]!).getByText('Em dia')).toHaveClass('badge-success');
    expect(within(rows[1]!).getByRole('link', { name: 'Multa 123' })).toHaveAttribute('href', '/admin/fines?fine=m1');
    expect(within(rows[2]!).getByRole('link', { name: 'CNH de João Silva' })).toHaveAttribute(
      'href',
      '/admin/users/u-joao/edit',
    );
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '20' });
  });

  it('when kind, status, vehicle and driver are chosen, then the list is asked with them from page 1 and the URL keeps them', async () => {
    serve(ITEMS, 45);
    const { user } = renderDeadlines('/admin/deadlines?page=2');
    await screen.findByText('Multa 123');
    expect(lastListQuery()).toMatchObject({ page: '2' });

    await user.selectOptions(screen.getByLabelText('Tipo'), 'CNH');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Vence em breve');
    await user.selectOptions(await screen.findByLabelText('Veículo'), 'Hilux Campo (QWE-4321)');
    await user.selectOptions(screen.getByLabelText('Motorista'), 'João Silva');

    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        page: '1',
        pageSize: '20',
        kind: 'cnh',
        status: 'due_soon',
        vehicleId: HILUX.id,
        driverId: 'u-joao',
      }),
    );
    const search = new URLSearchParams(screen.getByRole('status', { name: 'endereço' }).textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({
      kind: 'cnh',
      status: 'due_soon',
      vehicleId: HILUX.id,
      driverId: 'u-joao',
    });
  });

  it('when the URL names a status and a page (the dashboard’s links), then the list opens there and the pages can be walked', async () => {
    serve(ITEMS, 45);
    const { user } = renderDeadlines('/admin/deadlines?status=expired&page=2');
    await screen.findByText('Multa 123');
    expect(lastListQuery()).toEqual({ page: '2', pageSize: '20', status: 'expired' });
    expect(screen.getByLabelText('Situação')).toHaveValue('expired');
    expect(screen.getByText('Mostrando 21 a 40 de 45 resultados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ page: '3', status: 'expired' }));
  });

  it('when the URL names filters and Excel is exported, then the export has the list’s filters, not its page', async () => {
    serve(ITEMS);
    const { user } = renderDeadlines('/admin/deadlines?kind=fine&status=expired&vehicleId=v-hilux&page=2');
    await screen.findByText('Multa 123');
    expect(await exportedQuery(api, user, 'deadlines', 'xlsx')).toEqual({
      kind: 'fine',
      status: 'expired',
      vehicleId: 'v-hilux',
      format: 'xlsx',
    });
  });

  it('when the URL holds an unknown kind or status, then they are not sent', async () => {
    serve(ITEMS);
    renderDeadlines('/admin/deadlines?kind=multa&status=vencido');
    await screen.findByText('Multa 123');
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '20' });
  });

  it('when nothing matches, then the empty state says so', async () => {
    serve([]);
    renderDeadlines();
    expect(await screen.findByText('Nenhum vencimento encontrado')).toBeInTheDocument();
    expect(screen.getAllByText('Nenhum vencimento nos filtros escolhidos').length).toBeGreaterThan(0);
  });

  it('when the list fails, then Erro ao carregar vencimentos shows with a retry', async () => {
    serve([]);
    api.on(deadlinesApi.list, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    renderDeadlines();
    expect(await screen.findByText('Erro ao carregar vencimentos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });
});
