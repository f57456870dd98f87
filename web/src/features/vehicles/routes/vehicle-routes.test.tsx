import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defectsApi, vehiclesApi } from '@domain/fleet/contract';
import { vehicleQrApi } from '@domain/fleet/vehicle-qr-contract';
import type { StoredRecord } from '@domain/fleet/records.schema';
import type { VehicleOverview, VehicleWithOil } from '@domain/fleet/vehicle-api';
import type { Vehicle } from '@domain/fleet/vehicle.schema';
import { exportedQuery } from '@/testing/exports';
import { bytes, failure, installFakeApi } from '@/testing/fake-api';
import { formatDateTime } from '@/lib/format';
import { defect, defectDetail } from '@/testing/defect-fixtures';
import { checklistSummary, renderWithProviders } from '@/testing/fixtures';
import { VehicleCreateRoute } from './vehicle-create-route';
import { VehicleDetailRoute } from './vehicle-detail-route';
import { VehicleEditRoute } from './vehicle-edit-route';

import { HILUX as HILUX_BASE, withOil } from '@/testing/vehicle-fixtures';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The charts draw on a canvas jsdom lacks; what they are given is checked here instead.
vi.mock('../components/vehicle-charts', () => ({
  VehicleCharts: ({ economy }: { economy: Array<{ kmPerLiter: number }> }) => (
    <p>Gráficos: {economy.map((p) => p.kmPerLiter.toFixed(1)).join(', ')}</p>
  ),
}));

const api = installFakeApi();

/** The bodies sent to one endpoint, in order, as they went on the wire. */
const bodiesSent = (contract: Parameters<typeof api.sent>[0]) => api.sent(contract).map((request) => request.body);
const postsSent = () => api.requests.filter((request) => request.method === 'post');

const LIST_STOP = { '/admin/vehicles': 'Lista de veículos' };

const BASE: Vehicle = HILUX_BASE;
const HILUX: VehicleWithOil = withOil(BASE);

const FILL: StoredRecord<'fuel'> = {
  kind: 'fuel',
  id: 'f-2',
  vehicleId: 'v-hilux',
  companyId: 'alfa',
  liters: 50,
  costPerLiter: 6.199,
  totalCost: 309.95,
  kmAtFueling: 88500,
  fuelType: 'diesel',
  fuelStation: 'Posto Graal',
  fullTank: true,
  performedAt: '2025-03-10T13:00:00.000Z',
  performedBy: 'admin@alfa.dev',
  createdAt: '2025-03-10T13:00:00.000Z',
  odometerWentBack: false,
};
const BRAKES: StoredRecord<'maintenance'> = {
  kind: 'maintenance',
  id: 'm-1',
  vehicleId: 'v-hilux',
  companyId: 'alfa',
  type: 'brake_service',
  description: 'Pastilhas dianteiras',
  cost: 780,
  kmAtMaintenance: 87000,
  performedAt: '2025-02-20T13:00:00.000Z',
  performedBy: 'oficina@alfa.dev',
  createdAt: '2025-02-20T13:00:00.000Z',
  odometerWentBack: true,
};

const OVERVIEW: VehicleOverview = {
  vehicle: HILUX,
  fuelEconomy: { perFill: { 'f-1': null, 'f-2': 10.5 }, average: 10.5, byFuelType: { diesel: 10.5 }, costPerKm: 0.59 },
  odometer: [
    { km: 88000, at: '2025-03-01T13:00:00.000Z', source: 'fuel', recordId: 'f-1', wentBack: false },
    { km: 87000, at: '2025-03-05T13:00:00.000Z', source: 'maintenance', recordId: 'm-1', wentBack: true },
    { km: 88500, at: '2025-03-10T13:00:00.000Z', source: 'fuel', recordId: 'f-2', wentBack: false },
  ],
  recentActivity: [
    {
      id: 'f-2',
      kind: 'fuel',
      label: 'Abastecimento (Diesel)',
      performedAt: '2025-03-10T13:00:00.000Z',
      performedBy: 'admin@alfa.dev',
      cost: 309.95,
    },
    {
      id: 'm-1',
      kind: 'maintenance',
      label: 'Serviço de Freios',
      performedAt: '2025-02-20T13:00:00.000Z',
      performedBy: 'oficina@alfa.dev',
      cost: 780,
    },
  ],
  monthlyCosts: [{ month: '2025-03', maintenance: 0, fuel: 309.95 }],
  reminders: [
    {
      id: 'r-1',
      vehicleId: 'v-hilux',
      name: 'Rodízio de pneus',
      type: 'tire_change',
      intervalKm: 10000,
      intervalMonths: null,
      lastDoneKm: 79000,
      lastDoneAt: '2024-12-01T12:00:00.000Z',
      createdAt: '2024-12-01T12:00:00.000Z',
      due: {
        status: 'warning',
        byKm: { dueKm: 89000, remainingKm: 500, status: 'warning' },
        byDate: null,
        dueFirst: 'km',
      },
    },
  ],
};

const OIL_CHANGE: StoredRecord<'oil_change'> = {
  kind: 'oil_change',
  id: 'o-1',
  vehicleId: 'v-hilux',
  companyId: 'alfa',
  oilType: '15W40',
  oilBrand: 'Lubrax',
  filterChanged: false,
  cost: 420,
  kmAtChange: 88500,
  nextChangeKm: 95000,
  performedAt: '2025-03-12T13:00:00.000Z',
  performedBy: 'admin@alfa.dev',
  createdAt: '2025-03-12T13:00:00.000Z',
  odometerWentBack: false,
};

/** The Hilux and its records, answered only for its own id (any other is not found). */
function serveVehicle() {
  const own =
    <T,>(answer: T) =>
    ({ params }: { params: Record<string, string> }) =>
      params.id === 'v-hilux' ? answer : failure(404, 'Veículo não encontrado');
  api.on(vehiclesApi.get, own(HILUX));
  api.on(vehiclesApi.overview, own(OVERVIEW));
  api.on(vehiclesApi.records.fuel.list, own([FILL]));
  api.on(vehiclesApi.records.maintenance.list, own([BRAKES]));
  api.on(vehiclesApi.records.oil_change.list, own([]));
}

function renderDetail(path = '/admin/vehicles/v-hilux') {
  return renderWithProviders(<VehicleDetailRoute />, { path, route: '/admin/vehicles/:id' });
}

describe('VehicleCreateRoute and VehicleEditRoute', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('when a new vehicle is saved, then it is POSTed, toasted and the list is shown', async () => {
    api.on(vehiclesApi.create, () => HILUX);
    const { user } = renderWithProviders(<VehicleCreateRoute />, {
      path: '/admin/vehicles/new',
      route: '/admin/vehicles/new',
      stops: LIST_STOP,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Novo Veículo' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome'), 'Hilux Campo');
    await user.type(screen.getByLabelText('Placa'), 'qwe4321');
    await user.type(screen.getByLabelText('Marca'), 'Toyota');
    await user.type(screen.getByLabelText('Modelo'), 'Hilux SRV');
    await user.type(screen.getByLabelText('Ano'), '2021');
    await user.type(screen.getByLabelText('Cor'), 'Prata');
    await user.type(screen.getByLabelText('Quilometragem atual'), '88500');
    await user.type(screen.getByLabelText('KM da última troca de óleo'), '80000');
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));

    expect(await screen.findByRole('heading', { name: 'Lista de veículos' })).toBeInTheDocument();
    expect(bodiesSent(vehiclesApi.create)).toEqual([expect.objectContaining({ plate: 'QWE4321', currentKm: 88500 })]);
    expect(toast.success).toHaveBeenCalledWith('Veículo criado com sucesso!');
  });

  it('when an edit is saved, then the whole vehicle is PUT and the list is shown', async () => {
    serveVehicle();
    api.on(vehiclesApi.update, () => ({ ...HILUX, color: 'Preta' }));
    const { user } = renderWithProviders(<VehicleEditRoute />, {
      path: '/admin/vehicles/v-hilux/edit',
      route: '/admin/vehicles/:id/edit',
      stops: LIST_STOP,
    });
    await user.clear(await screen.findByLabelText('Cor'));
    await user.type(screen.getByLabelText('Cor'), 'Preta');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByRole('heading', { name: 'Lista de veículos' })).toBeInTheDocument();
    expect(api.sent(vehiclesApi.update).map((request) => request.path)).toEqual(['/vehicles/v-hilux']);
    expect(bodiesSent(vehiclesApi.update)).toEqual([
      {
        name: 'Hilux Campo',
        plate: 'QWE4321',
        brand: 'Toyota',
        model: 'Hilux SRV',
        year: 2021,
        color: 'Preta',
        currentKm: 88500,
        lastOilChangeKm: 80000,
        oilChangeIntervalKm: 10000,
        isActive: true,
        uf: null,
        vehicleType: 'light',
        requiredCnhCategory: null,
      },
    ]);
  });

  it('when the vehicle to edit does not exist, then Veículo não encontrado shows with the link back', async () => {
    serveVehicle();
    renderWithProviders(<VehicleEditRoute />, { path: '/admin/vehicles/v-x/edit', route: '/admin/vehicles/:id/edit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Veículo não encontrado');
    expect(screen.getByRole('link', { name: 'Voltar para lista de veículos' })).toHaveAttribute(
      'href',
      '/admin/vehicles',
    );
  });
});

describe('VehicleDetailRoute', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serveVehicle();
  });

  it('when opened, then the heading, Editar, the four cards and the overview with recent activity, economy, reminders and charts show', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilux Campo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/admin/vehicles/v-hilux/edit');
    expect(screen.getByRole('link', { name: 'Voltar para lista de veículos' })).toHaveAttribute(
      'href',
      '/admin/vehicles',
    );
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(stat('Placa')).toHaveTextContent('QWE-4321');
    expect(stat('KM Atual')).toHaveTextContent('88.500 km');
    expect(stat('Status Óleo')).toHaveTextContent('Próxima');
    expect(stat('Status')).toHaveTextContent('Ativo');
    expect(stat('Motorista atual')).toHaveTextContent('Nenhum');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Visão Geral',
      'Manutenção',
      'Abastecimento',
      'Troca de Óleo',
      'Inspeções',
      'Defeitos',
      'Ordens de Serviço',
      'Histórico de uso',
      'Documentos',
    ]);
    expect(screen.getByRole('tab', { name: 'Visão Geral' })).toHaveAttribute('aria-selected', 'true');

    expect(await screen.findByText('Atividade Recente')).toBeInTheDocument();
    expect(stat('Próxima troca')).toHaveTextContent('90.000 km');
    expect(stat('KM restantes')).toHaveTextContent('1.500 km');
    expect(stat('Consumo médio')).toHaveTextContent('10,5 km/L');
    expect(screen.getByText('Serviço de Freios')).toBeInTheDocument();
    expect(screen.getByText('R$ 780,00')).toBeInTheDocument();
    expect(screen.getByText('20/02/2025 · oficina@alfa.dev')).toBeInTheDocument();
    const reminder = within(screen.getByRole('listitem', { name: 'Rodízio de pneus' }));
    expect(reminder.getByText('Próxima')).toHaveClass('badge-warning');
    expect(reminder.getByText('Vence em 89.000 km (faltam 500 km)')).toBeInTheDocument();
    expect(await screen.findByText('Gráficos: 10.5')).toBeInTheDocument();

    // One odometer timeline from every source, newest first, a lower reading flagged.
    const readings = within(screen.getByRole('list', { name: 'Hodômetro' })).getAllByRole('listitem');
    expect(readings.map((r) => r.textContent)).toEqual([
      '88.500 km10/03/2025 · Abastecimento',
      '87.000 km05/03/2025 · ManutençãoQuilometragem menor que a leitura anterior',
      '88.000 km01/03/2025 · Abastecimento',
    ]);
  });

  it('when the tab row is wider than the page, then a sign shows on the side it goes on, and follows its scroll', async () => {
    // jsdom lays nothing out: the row reports a 300 px box over 900 px of tabs.
    let scrolled = 0;
    const isRow = (element: Element) => element.getAttribute('role') === 'tablist';
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isRow(this) ? 300 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isRow(this) ? 900 : 0;
    });
    vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
      return isRow(this) ? scrolled : 0;
    });
    try {
      const { container } = renderDetail();
      const row = await screen.findByRole('tablist', { name: 'Histórico do veículo' });
      const signs = () => [...container.querySelectorAll('.tabs-more')].map((sign) => sign.className);
      await waitFor(() => expect(signs()).toEqual(['tabs-more tabs-more-after']));

      scrolled = 600;
      fireEvent.scroll(row);
      await waitFor(() => expect(signs()).toEqual(['tabs-more tabs-more-before']));
      scrolled = 300;
      fireEvent.scroll(row);
      await waitFor(() => expect(signs()).toEqual(['tabs-more tabs-more-before', 'tabs-more tabs-more-after']));
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('when the fuel tab is chosen, then fill-ups show km/L, litres, BRL and the flag; an added fill-up is posted and toasted', async () => {
    api.on(vehiclesApi.records.fuel.add, () => FILL);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('tab', { name: 'Abastecimento' }));

    const fill = within(await screen.findByRole('listitem', { name: /^Abastecimento \(Diesel\) em 10\/03\/2025/ }));
    expect(fill.getByText('10,5 km/L')).toBeInTheDocument();
    expect(fill.getByText('50,00 L')).toBeInTheDocument();
    expect(fill.getByText('R$ 309,95')).toBeInTheDocument();
    expect(fill.getByText('Tanque cheio')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar Abastecimento' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Abastecimento' }));
    expect(dialog.getByLabelText('Quilometragem')).toHaveValue(88500);
    await user.type(dialog.getByLabelText('Litros'), '40');
    await user.type(dialog.getByLabelText('Preço por litro (R$)'), '6.2');
    expect(dialog.getByRole('status', { name: 'Total' })).toHaveTextContent('R$ 248,00');
    // The last fill-up was diesel: so is the new one, unless changed.
    expect(dialog.getByLabelText('Combustível')).toHaveValue('diesel');
    await user.click(dialog.getByRole('button', { name: 'Salvar Registro' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Registro de abastecimento adicionado com sucesso!'),
    );
    expect(api.sent(vehiclesApi.records.fuel.add).map((request) => request.path)).toEqual(['/vehicles/v-hilux/fuel']);
    expect(bodiesSent(vehiclesApi.records.fuel.add)).toEqual([
      expect.objectContaining({
        liters: 40,
        costPerLiter: 6.2,
        kmAtFueling: 88500,
        fuelType: 'diesel',
        fullTank: true,
      }),
    ]);
    // What goes on the wire: empty optional fields are absent (spec section 5).
    const body = bodiesSent(vehiclesApi.records.fuel.add)[0] as Record<string, unknown>;
    expect(body).not.toHaveProperty('fuelStation');
    expect(body).not.toHaveProperty('notes');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when an oil change is added, then its defaults are the current km and km + interval (following the km until typed), and a refusal keeps the modal with Erro ao salvar registro', async () => {
    let attempts = 0;
    api.on(vehiclesApi.records.oil_change.add, () =>
      ++attempts === 1 ? failure(500, 'Erro interno do servidor. Tente novamente.', 'internal') : OIL_CHANGE,
    );
    const { user } = renderDetail('/admin/vehicles/v-hilux?aba=troca-de-oleo');

    expect(await screen.findByText('Nenhum registro de troca de óleo encontrado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar Troca de Óleo' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Troca de Óleo' }));
    expect(dialog.getByLabelText('KM da troca')).toHaveValue(88500);
    expect(dialog.getByLabelText('Próxima troca (km)')).toHaveValue(98500);
    // The next change follows the change's km until it is typed by hand.
    await user.clear(dialog.getByLabelText('KM da troca'));
    await user.type(dialog.getByLabelText('KM da troca'), '88000');
    expect(dialog.getByLabelText('Próxima troca (km)')).toHaveValue(98000);
    await user.clear(dialog.getByLabelText('Próxima troca (km)'));
    await user.type(dialog.getByLabelText('Próxima troca (km)'), '95000');
    await user.type(dialog.getByLabelText('KM da troca'), '1');
    expect(dialog.getByLabelText('Próxima troca (km)')).toHaveValue(95000);
    await user.clear(dialog.getByLabelText('KM da troca'));
    await user.type(dialog.getByLabelText('KM da troca'), '88500');
    await user.type(dialog.getByLabelText('Tipo de óleo'), '15W40');
    await user.type(dialog.getByLabelText('Marca do óleo'), 'Lubrax');
    await user.type(dialog.getByLabelText('Custo (R$)'), '420');
    await user.click(dialog.getByRole('button', { name: 'Salvar Registro' }));

    expect(
      await dialog.findByText('Erro ao salvar registro: Erro interno do servidor. Tente novamente.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Salvar Registro' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Registro de troca de óleo adicionado com sucesso!'),
    );
    expect(api.sent(vehiclesApi.records.oil_change.add).map((request) => request.path)).toEqual([
      '/vehicles/v-hilux/oil-changes',
      '/vehicles/v-hilux/oil-changes',
    ]);
    expect(bodiesSent(vehiclesApi.records.oil_change.add).at(-1)).toEqual(
      expect.objectContaining({
        oilType: '15W40',
        oilBrand: 'Lubrax',
        cost: 420,
        kmAtChange: 88500,
        nextChangeKm: 95000,
        filterChanged: false,
      }),
    );
  });

  it('when the maintenance tab shows a reading below an earlier one, then it is flagged; an empty description is refused', async () => {
    const { user } = renderDetail('/admin/vehicles/v-hilux?aba=manutencao');
    const item = within(await screen.findByRole('listitem', { name: /^Serviço de Freios/ }));
    expect(item.getByText('Quilometragem menor que a leitura anterior')).toBeInTheDocument();
    expect(item.getByText('Pastilhas dianteiras')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar Manutenção' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Manutenção' }));
    await user.type(dialog.getByLabelText('Custo (R$)'), '100');
    await user.click(dialog.getByRole('button', { name: 'Salvar Registro' }));
    expect(await dialog.findByText('Descrição é obrigatória')).toBeInTheDocument();
    expect(postsSent()).toEqual([]);
  });

  it('when a record tab is exported, then the export is of that tab’s records, for this vehicle', async () => {
    const { user } = renderDetail('/admin/vehicles/v-hilux?aba=manutencao');
    await screen.findByRole('listitem', { name: /^Serviço de Freios/ });
    expect(await exportedQuery(api, user, 'maintenance', 'csv')).toEqual({ vehicleId: 'v-hilux', format: 'csv' });
  });

  it('when the reminders are exported from the overview, then the export is of this vehicle’s reminders', async () => {
    const { user } = renderDetail();
    await screen.findByRole('button', { name: 'Adicionar Lembrete' });
    expect(await exportedQuery(api, user, 'reminders', 'xlsx')).toEqual({ vehicleId: 'v-hilux', format: 'xlsx' });
  });

  it('when a reminder is added without an interval, then it is refused; with one it is posted and the overview reloads', async () => {
    api.on(vehiclesApi.reminders.create, () => OVERVIEW.reminders[0]!);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Adicionar Lembrete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Lembrete' }));
    await user.type(dialog.getByLabelText('Serviço'), 'Alinhamento');
    await user.click(dialog.getByRole('button', { name: 'Salvar Lembrete' }));
    expect(await dialog.findByText('Informe o intervalo em km, em meses ou ambos')).toBeInTheDocument();
    expect(postsSent()).toEqual([]);

    const overviewCalls = () => api.sent(vehiclesApi.overview).length;
    const before = overviewCalls();
    await user.selectOptions(dialog.getByLabelText('Tipo de manutenção que o reinicia'), 'Manutenção Geral');
    await user.type(dialog.getByLabelText('A cada (meses)'), '6');
    await user.click(dialog.getByRole('button', { name: 'Salvar Lembrete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lembrete adicionado com sucesso!'));
    expect(api.sent(vehiclesApi.reminders.create).map((request) => request.path)).toEqual([
      '/vehicles/v-hilux/reminders',
    ]);
    expect(bodiesSent(vehiclesApi.reminders.create)).toEqual([
      { name: 'Alinhamento', type: 'general_maintenance', intervalKm: null, intervalMonths: 6 },
    ]);
    await waitFor(() => expect(overviewCalls()).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** The Hilux with an open critical defect since 20/11, not released. */
  const outOfService = (): VehicleWithOil => ({
    ...HILUX,
    service: {
      outOfService: true,
      changedAt: '2026-11-20T13:30:00.000Z',
      changedBy: 'u-joao',
      openDefects: 1,
      openCriticalDefects: 1,
      release: null,
    },
  });

  it('when the vehicle is in use, then "Arquivar veículo" is offered, not a deletion; confirmed, it is archived and the page shows the banner', async () => {
    let current = HILUX;
    api.on(vehiclesApi.get, () => current);
    api.on(vehiclesApi.archive, () => {
      current = { ...HILUX, archived: { at: '2026-11-27T12:00:00.000Z', byUid: 'admin', byName: 'Ana Souza' } };
      return current;
    });
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Hilux Campo' });
    expect(screen.queryByRole('region', { name: 'Veículo arquivado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Arquivar veículo' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Arquivar veículo' }));
    expect(dialog.getByText(/Todo o histórico é mantido/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Arquivar' }));

    const banner = within(await screen.findByRole('region', { name: 'Veículo arquivado' }));
    expect(
      banner.getByText(`Arquivado em ${formatDateTime('2026-11-27T12:00:00.000Z')} por Ana Souza`, { exact: false }),
    ).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Veículo arquivado');
    expect(api.sent(vehiclesApi.archive).map((request) => request.path)).toEqual(['/vehicles/v-hilux/archive']);
    expect(screen.queryByRole('button', { name: 'Arquivar veículo' })).not.toBeInTheDocument();
  });

  it('when the vehicle is archived, then "Reativar" brings it back, and "Excluir definitivamente" confirmed deletes it and returns to the list', async () => {
    const archived = { ...HILUX, archived: { at: '2026-11-20T12:00:00.000Z', byUid: 'admin', byName: 'Ana Souza' } };
    let current: VehicleWithOil = archived;
    api.on(vehiclesApi.get, () => current);
    api.on(vehiclesApi.unarchive, () => {
      current = { ...HILUX, archived: null };
      return current;
    });
    api.on(vehiclesApi.remove, () => ({ id: 'v-hilux' }));
    const { user } = renderWithProviders(<VehicleDetailRoute />, {
      path: '/admin/vehicles/v-hilux',
      route: '/admin/vehicles/:id',
      stops: LIST_STOP,
    });
    const banner = within(await screen.findByRole('region', { name: 'Veículo arquivado' }));
    expect(screen.queryByRole('button', { name: 'Arquivar veículo' })).not.toBeInTheDocument();

    await user.click(banner.getByRole('button', { name: 'Reativar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Veículo reativado'));
    expect(await screen.findByRole('button', { name: 'Arquivar veículo' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Veículo arquivado' })).not.toBeInTheDocument();

    current = archived;
    await user.click(screen.getByRole('button', { name: 'Arquivar veículo' }));
    api.on(vehiclesApi.archive, () => archived);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Arquivar veículo' })).getByRole('button', { name: 'Arquivar' }),
    );
    const again = within(await screen.findByRole('region', { name: 'Veículo arquivado' }));
    await user.click(again.getByRole('button', { name: 'Excluir definitivamente' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Excluir definitivamente' }));
    expect(dialog.getByText('as multas e os documentos, com seus arquivos;')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Excluir definitivamente' }));

    expect(await screen.findByRole('heading', { name: 'Lista de veículos' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Veículo excluído com sucesso');
    expect(api.sent(vehiclesApi.remove).map((request) => request.path)).toEqual(['/vehicles/v-hilux']);
  });

  it('when the vehicle is out of service, then the Status card shows the red badge and since when', async () => {
    const out = outOfService();
    api.on(vehiclesApi.get, () => out);
    renderDetail();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await screen.findByRole('heading', { level: 1, name: 'Hilux Campo' });
    expect(within(stat('Status') as HTMLElement).getByText('Fora de serviço')).toHaveClass('badge-danger');
    expect(stat('Status')).toHaveTextContent(`desde ${formatDateTime('2026-11-20T13:30:00.000Z')}`);
  });

  it('when an admin releases the vehicle out of service, then the reason is required, and the page says who released it, when and why', async () => {
    const out = outOfService();
    let current = out;
    api.on(vehiclesApi.get, () => current);
    api.on(vehiclesApi.release, ({ body }) => {
      current = {
        ...out,
        service: {
          ...out.service,
          release: {
            byUid: 'admin-1',
            byName: 'Ana Souza',
            at: '2026-11-21T12:00:00.000Z',
            reason: (body as { reason: string }).reason,
          },
        },
      };
      return current;
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Liberar veículo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liberar veículo' });
    await user.click(within(dialog).getByRole('button', { name: 'Liberar veículo' }));
    expect(await within(dialog).findByText('Informe o motivo da liberação')).toBeInTheDocument();
    expect(api.sent(vehiclesApi.release)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Motivo da liberação'), 'Freio revisado; peça chega amanhã');
    await user.click(within(dialog).getByRole('button', { name: 'Liberar veículo' }));
    expect(
      await screen.findByText(
        `Liberado por Ana Souza em ${formatDateTime('2026-11-21T12:00:00.000Z')}: Freio revisado; peça chega amanhã`,
      ),
    ).toBeInTheDocument();
    expect(api.sent(vehiclesApi.release).map((r) => r.body)).toEqual([{ reason: 'Freio revisado; peça chega amanhã' }]);
    expect(screen.queryByRole('button', { name: 'Liberar veículo' })).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Veículo liberado');
  });

  it('when the overview shows an inspection reading, then it links to its response', async () => {
    api.on(vehiclesApi.overview, () => ({
      ...OVERVIEW,
      odometer: [
        ...OVERVIEW.odometer,
        { km: 89000, at: '2025-03-15T13:00:00.000Z', source: 'inspection' as const, recordId: 'c-9', wentBack: false },
      ],
    }));
    renderDetail();
    const readings = within(await screen.findByRole('list', { name: 'Hodômetro' })).getAllByRole('listitem');
    expect(readings[0]).toHaveTextContent('89.000 km15/03/2025 · Inspeção');
    expect(within(readings[0]!).getByRole('link', { name: 'Inspeção' })).toHaveAttribute(
      'href',
      '/admin/responses/c-9',
    );
    expect(within(readings[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the Inspeções tab is chosen, then the checklists show newest first with status, result and km, a sent one linking to its response, paged', async () => {
    const sent = checklistSummary('c-2', {
      templateName: 'Inspeção diária',
      userName: 'João Santos',
      status: 'approved',
      submittedAt: '2026-11-22T11:00:00.000Z',
      inspection: { failures: 2, criticalFailures: 1, odometerKm: 88750 },
    });
    const pending = checklistSummary('c-3', { templateName: 'Inspeção diária', userName: 'Maria Lima' });
    api.on(vehiclesApi.inspections, ({ query }) => ({
      items: query.page === '2' ? [sent] : [pending, sent],
      total: 12,
      page: Number(query.page),
      pageSize: Number(query.pageSize),
      nextCursor: null,
    }));
    const { user } = renderDetail('/admin/vehicles/v-hilux?aba=inspecoes');
    const rows = within(await screen.findByRole('list', { name: 'Inspeções do veículo' })).getAllByRole('listitem');
    expect(screen.getByRole('tab', { name: 'Inspeções' })).toHaveAttribute('aria-selected', 'true');
    expect(api.sent(vehiclesApi.inspections).map((r) => [r.path, r.query])).toEqual([
      ['/vehicles/v-hilux/inspections', { page: '1', pageSize: '10' }],
    ]);
    expect(within(rows[0]!).getByText('Pendente')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Aprovado')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('2 falhas (1 crítica) · 88.750 km');
    expect(within(rows[1]!).getByRole('link', { name: 'Ver resposta de João Santos' })).toHaveAttribute(
      'href',
      '/admin/responses/c-2',
    );

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(api.sent(vehiclesApi.inspections).at(-1)?.query).toEqual({ page: '2', pageSize: '10' }));
    expect(await screen.findByText('Mostrando 11 a 12 de 12 resultados')).toBeInTheDocument();
  });

  it('when the Inspeções tab is exported, then every checklist of this vehicle is asked for, not the page shown', async () => {
    api.on(vehiclesApi.inspections, () => ({
      items: [checklistSummary('c-3', { templateName: 'Inspeção diária' })],
      total: 1,
      page: 1,
      pageSize: 10,
      nextCursor: null,
    }));
    const { user } = renderDetail('/admin/vehicles/v-hilux?aba=inspecoes');
    await screen.findByRole('list', { name: 'Inspeções do veículo' });
    expect(await exportedQuery(api, user, 'checklists', 'csv')).toEqual({ vehicleId: 'v-hilux', format: 'csv' });
  });

  it('when the vehicle has no inspection, then the tab says so', async () => {
    api.on(vehiclesApi.inspections, () => ({ items: [], total: 0, page: 1, pageSize: 10, nextCursor: null }));
    renderDetail('/admin/vehicles/v-hilux?aba=inspecoes');
    expect(await screen.findByText('Nenhuma inspeção')).toBeInTheDocument();
  });

  it('when the Defeitos tab is chosen, then every defect of the vehicle is asked for and one can be resolved there', async () => {
    api.on(defectsApi.list, ({ query }) => ({
      items: [defect('d-freios'), defect('d-farol', { title: 'Faróis funcionando?', status: 'resolved' })],
      total: 2,
      page: Number(query.page),
      pageSize: Number(query.pageSize),
      nextCursor: null,
    }));
    api.on(defectsApi.get, ({ params }) => defectDetail(params.id!));
    api.on(defectsApi.resolve, ({ params }) => defectDetail(params.id!, { status: 'resolved' }));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('tab', { name: 'Defeitos' }));

    const rows = within(await screen.findByRole('list', { name: 'Defeitos' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.row-item-title')?.textContent)).toEqual([
      'Freios funcionando?',
      'Faróis funcionando?',
    ]);
    expect(api.sent(defectsApi.list)[0]?.query).toEqual({
      page: '1',
      pageSize: '10',
      status: 'all',
      vehicleId: 'v-hilux',
    });

    await user.click(within(rows[0]!).getByRole('button', { name: 'Ver detalhes de Freios funcionando?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Freios funcionando?' }));
    await user.click(await dialog.findByRole('button', { name: 'Resolver' }));
    await user.type(dialog.getByLabelText(/O que foi feito/), 'Cabo trocado');
    await user.click(
      within(dialog.getByRole('form', { name: 'Resolver defeito' })).getByRole('button', { name: 'Resolver' }),
    );
    await waitFor(() => expect(api.sent(defectsApi.resolve).map((r) => r.body)).toEqual([{ note: 'Cabo trocado' }]));
    // The vehicle (its service) and the tab's list are asked again.
    await waitFor(() => expect(api.sent(defectsApi.list).length).toBeGreaterThan(1));
    expect(api.sent(vehiclesApi.get).length).toBeGreaterThan(1);
  });

  it('when the admin opens Etiqueta QR, then one label and the A4 sheet download as PDFs, and a new label is made only after confirming', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    api.on(vehicleQrApi.label, ({ query }) =>
      bytes('%PDF', {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${query.layout === 'sheet' ? 'etiquetas' : 'etiqueta'}-QWE-4321.pdf"`,
      }),
    );
    api.on(vehicleQrApi.revoke, ({ params }) => ({ id: params.id! }));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Etiqueta QR' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Etiqueta QR' }));
    await user.click(dialog.getByRole('button', { name: 'Baixar etiqueta' }));
    await waitFor(() => expect(saved).toEqual(['etiqueta-QWE-4321.pdf']));
    await user.click(dialog.getByRole('button', { name: 'Baixar folha A4' }));
    await waitFor(() => expect(saved).toEqual(['etiqueta-QWE-4321.pdf', 'etiquetas-QWE-4321.pdf']));
    expect(api.sent(vehicleQrApi.label).map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/vehicles/v-hilux/label', query: { layout: 'single' } },
      { path: '/vehicles/v-hilux/label', query: { layout: 'sheet' } },
    ]);

    await user.click(dialog.getByRole('button', { name: 'Gerar nova etiqueta' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Gerar nova etiqueta' }));
    expect(confirm.getByText('A etiqueta atual deixará de funcionar.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancelar' }));
    expect(api.sent(vehicleQrApi.revoke)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Gerar nova etiqueta' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Gerar nova etiqueta' })).getByRole('button', {
        name: 'Gerar nova etiqueta',
      }),
    );
    await waitFor(() =>
      expect(api.sent(vehicleQrApi.revoke).map((r) => r.path)).toEqual(['/vehicles/v-hilux/label/revoke']),
    );
    expect(toast.success).toHaveBeenCalledWith('Nova etiqueta gerada. Imprima e substitua a etiqueta do veículo.');
  });

  it('when the vehicle does not exist, then Veículo não encontrado shows with the link back', async () => {
    renderDetail('/admin/vehicles/v-x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Veículo não encontrado');
    expect(screen.getByRole('link', { name: 'Voltar para lista de veículos' })).toBeInTheDocument();
  });
});
