import { IN_SERVICE } from '@domain/fleet/defect';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, isoDayIn } from '@domain/dates';
import { vehiclesApi } from '@domain/fleet/contract';
import type { FleetSummary, VehicleWithOil } from '@domain/fleet/vehicle-api';
import { VehicleListQuerySchema, vehicleSearchFields, type Vehicle } from '@domain/fleet/vehicle.schema';
import { failure, installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { answerList, renderWithProviders } from '@/testing/fixtures';
import { fleetVehicle, withOil } from '@/testing/vehicle-fixtures';
import { displayTimeZone } from '@/lib/format';
import { reauthenticate } from '@/lib/reauthenticate';
import { VehiclesRoute } from './vehicles-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Firebase Auth's reauthentication needs the Auth emulator: the screen's part is to call it with the password.
vi.mock('@/lib/reauthenticate', () => ({ reauthenticate: vi.fn(async () => undefined) }));

const api = installFakeApi();

const vehicle = (id: string, name: string, overrides: Partial<Vehicle> = {}): VehicleWithOil =>
  withOil(fleetVehicle(id, name, overrides));

const STRADA = vehicle('v-strada', 'Strada Entregas', { plate: 'BRA2E19', currentKm: 21000, lastOilChangeKm: 15000 });
const HILUX = vehicle('v-hilux', 'Hilux Campo', {
  brand: 'Toyota',
  model: 'Hilux SRV',
  plate: 'QWE4321',
  currentKm: 88500,
  lastOilChangeKm: 80000,
});
const ACCELO = vehicle('v-accelo', 'Accelo Baú', {
  brand: 'Mercedes-Benz',
  model: 'Accelo 1016',
  currentKm: 131000,
  lastOilChangeKm: 120000,
  isActive: false,
});
const SUMMARY: FleetSummary = { total: 8, active: 7, needingOilChange: 1, totalKm: 1234567, archived: 1 };

/**
 * The fake list answers like the API: its query read by the API's schema, the archived vehicles
 * or those in use, searched with the domain's own fields and folding, then paged.
 */
function listOf(vehicles: VehicleWithOil[], { query }: FakeRequest) {
  const { archived, ...page } = VehicleListQuerySchema.parse(query);
  const shown = vehicles.filter((v) => (v.archived !== null) === (archived === 'true'));
  return answerList(shown, page, vehicleSearchFields);
}

function serve(vehicles: VehicleWithOil[], summary = SUMMARY) {
  api.on(vehiclesApi.summary, () => summary);
  api.on(vehiclesApi.list, (request) => listOf(vehicles, request));
}

/** The query of the last list request, as sent (an empty search is left out). */
const lastListParams = () => api.sent(vehiclesApi.list).at(-1)?.query;

function renderList(path = '/admin/vehicles') {
  return renderWithProviders(<VehiclesRoute />, { path, route: '/admin/vehicles' });
}

/** A phone held upright: matchMedia answers the cards' query. */
function onPhone(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('VehiclesRoute', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    serve([ACCELO, HILUX, STRADA]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when opened, then it shows the title, the new-vehicle link and the four fleet cards', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Veículos' })).toBeInTheDocument();
    expect(screen.getByText('Gerencie a frota de veículos da empresa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo Veículo' })).toHaveAttribute('href', '/admin/vehicles/new');
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Buscar por nome, placa, modelo ou marca...');

    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(stat('Total de Veículos')).toHaveTextContent('8'));
    expect(stat('Ativos')).toHaveTextContent('7');
    expect(stat('Precisam Troca de Óleo')).toHaveTextContent('1');
    expect(stat('KM Total')).toHaveTextContent('1.234.567 km');
  });

  it('when vehicles load on a desktop, then the table has the spec columns and each oil status in its colour', async () => {
    renderList();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Veículo', 'Placa', 'KM Atual', 'Status Óleo', 'Status', 'Ações']);

    const hilux = within(screen.getByRole('row', { name: 'Hilux Campo' }));
    expect(hilux.getByText('Toyota Hilux SRV 2022')).toBeInTheDocument();
    expect(hilux.getByText('QWE-4321')).toBeInTheDocument();
    expect(hilux.getByText('88.500 km')).toBeInTheDocument();
    expect(hilux.getByText('8.500 / 10.000 km')).toBeInTheDocument();
    expect(hilux.getByText('Próxima')).toHaveClass('badge-warning');
    expect(hilux.getByText('Ativo')).toBeInTheDocument();
    expect(hilux.getByRole('link', { name: 'Ver detalhes de Hilux Campo' })).toHaveAttribute(
      'href',
      '/admin/vehicles/v-hilux',
    );
    expect(hilux.getByRole('link', { name: 'Editar Hilux Campo' })).toHaveAttribute(
      'href',
      '/admin/vehicles/v-hilux/edit',
    );

    const strada = within(screen.getByRole('row', { name: 'Strada Entregas' }));
    expect(strada.getByText('BRA-2E19')).toBeInTheDocument();
    expect(strada.getByText('Em dia')).toHaveClass('badge-success');
    const accelo = within(screen.getByRole('row', { name: 'Accelo Baú' }));
    expect(accelo.getByText('Vencida')).toHaveClass('badge-danger');
    expect(accelo.getByText('Inativo')).toBeInTheDocument();

    // Spec section 2: pagination, 'Mostrando X a Y de Z resultados' included, only when there is more than one page.
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    expect(lastListParams()).toEqual({ page: '1', pageSize: '25' });
  });

  it('when a vehicle has a document expired or due soon, then its row says which; one in day says nothing', async () => {
    const today = isoDayIn(new Date(), displayTimeZone());
    serve([
      { ...HILUX, documentsDue: { type: 'ipva', expiryDate: addDays(today, -3) } },
      { ...STRADA, documentsDue: { type: 'insurance', expiryDate: addDays(today, 10) } },
      { ...ACCELO, documentsDue: { type: 'licensing', expiryDate: addDays(today, 90) } },
    ]);
    renderList();
    await screen.findByRole('table');

    expect(within(screen.getByRole('row', { name: 'Hilux Campo' })).getByText('Vencido: IPVA')).toHaveClass(
      'badge-danger',
    );
    expect(
      within(screen.getByRole('row', { name: 'Strada Entregas' })).getByText('Vence em breve: Seguro'),
    ).toHaveClass('badge-warning');
    expect(
      within(screen.getByRole('row', { name: 'Accelo Baú' })).queryByText(/Licenciamento/),
    ).not.toBeInTheDocument();
  });

  it('when on a phone, then the vehicles are cards instead of a table', async () => {
    onPhone(true);
    renderList();
    const card = within(await screen.findByRole('article', { name: 'Hilux Campo' }));
    expect(card.getByText('QWE-4321')).toBeInTheDocument();
    expect(card.getByText('Próxima')).toHaveClass('badge-warning');
    expect(card.getByRole('button', { name: 'Arquivar Hilux Campo' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when a vehicle has an open critical defect, then its row and its phone card show a red Fora de serviço and its open defects', async () => {
    const out = vehicle('v-truck', 'Caminhão Baú', {
      service: {
        outOfService: true,
        changedAt: '2026-11-20T13:30:00.000Z',
        changedBy: 'u-joao',
        openDefects: 2,
        openCriticalDefects: 1,
        release: null,
      },
    });
    const withOne = vehicle('v-van', 'Van Escolar', { service: { ...IN_SERVICE, openDefects: 1 } });
    serve([out, withOne, STRADA]);
    renderList();
    const truck = within(await screen.findByRole('row', { name: 'Caminhão Baú' }));
    expect(truck.getByText('Fora de serviço')).toHaveClass('badge-danger');
    expect(truck.getByText('2 defeitos abertos')).toBeInTheDocument();
    const van = within(screen.getByRole('row', { name: 'Van Escolar' }));
    expect(van.queryByText('Fora de serviço')).not.toBeInTheDocument();
    expect(van.getByText('1 defeito aberto')).toBeInTheDocument();
    const strada = within(screen.getByRole('row', { name: 'Strada Entregas' }));
    expect(strada.queryByText('Fora de serviço')).not.toBeInTheDocument();
    expect(strada.queryByText(/defeito/)).not.toBeInTheDocument();
  });

  it('when on a phone, then a vehicle out of service shows the red badge on its card', async () => {
    onPhone(true);
    serve([
      vehicle('v-truck', 'Caminhão Baú', {
        service: { ...IN_SERVICE, outOfService: true, openDefects: 1, openCriticalDefects: 1 },
      }),
    ]);
    renderList();
    const card = within(await screen.findByRole('article', { name: 'Caminhão Baú' }));
    expect(card.getByText('Fora de serviço')).toHaveClass('badge-danger');
    expect(card.getByText('1 defeito aberto')).toBeInTheDocument();
  });

  it('when a plate is searched, then the URL and the request carry it and only the match is listed', async () => {
    const { user } = renderList();
    await screen.findByRole('row', { name: 'Strada Entregas' });

    await user.type(screen.getByRole('searchbox'), 'qwe-4321');

    await waitFor(() => expect(screen.queryByRole('row', { name: 'Strada Entregas' })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'Hilux Campo' })).toBeInTheDocument();
    expect(lastListParams()).toEqual({ search: 'qwe-4321', page: '1', pageSize: '25' });
  });

  it('when the URL names a search and a page, then the list opens there with page numbers and the range', async () => {
    const many = Array.from({ length: 30 }, (_, i) => vehicle(`v-${i}`, `Caminhão ${String(i + 1).padStart(2, '0')}`));
    serve(many);
    renderList('/admin/vehicles?q=caminhao&page=2');

    expect(await screen.findByText('Mostrando 26 a 30 de 30 resultados')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('caminhao');
    expect(screen.getByRole('row', { name: 'Caminhão 26' })).toBeInTheDocument();
    const pager = within(screen.getByRole('navigation', { name: 'Paginação' }));
    expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(pager.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    expect(lastListParams()).toEqual({ search: 'caminhao', page: '2', pageSize: '25' });
  });

  it('when there are no vehicles, then the empty state invites to add one', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('Nenhum veículo encontrado')).toBeInTheDocument();
    expect(screen.getByText('Comece adicionando um novo veículo à frota')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Novo Veículo' })).toHaveLength(2);
  });

  it('when a search matches nothing, then the empty title stays and the hint names the search', async () => {
    renderList('/admin/vehicles?q=sprinter');
    expect(await screen.findByText('Nenhum veículo encontrado')).toBeInTheDocument();
    expect(
      screen.getByText('Nenhum veículo corresponde a "sprinter". Tente buscar por outro nome, placa, modelo ou marca.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Comece adicionando um novo veículo à frota')).not.toBeInTheDocument();
  });

  it('when "Arquivados" is chosen, then the request carries it and only the archived vehicles are listed, each to reactivate or delete', async () => {
    const archived = vehicle('v-velha', 'Kombi Velha', {
      archived: { at: '2026-11-20T12:00:00.000Z', byUid: 'a', byName: 'Ana' },
    });
    serve([ACCELO, HILUX, STRADA, archived]);
    const { user } = renderList();
    expect(await screen.findByRole('row', { name: 'Hilux Campo' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Kombi Velha' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Situação'), 'Arquivados');

    const row = within(await screen.findByRole('row', { name: 'Kombi Velha' }));
    expect(lastListParams()).toMatchObject({ archived: 'true' });
    expect(screen.queryByRole('row', { name: 'Hilux Campo' })).not.toBeInTheDocument();
    expect(row.getByText('Arquivado')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Reativar Kombi Velha' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Excluir definitivamente Kombi Velha' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Arquivar Kombi Velha' })).not.toBeInTheDocument();
  });

  it('when an archive is confirmed, then the dialog says the history is kept, the vehicle is archived, toasted and gone from the list', async () => {
    let vehicles = [HILUX, STRADA];
    api.on(vehiclesApi.list, (request) => listOf(vehicles, request));
    api.on(vehiclesApi.archive, ({ params }) => {
      const archived = { ...HILUX, archived: { at: '2026-11-27T12:00:00.000Z', byUid: 'a', byName: 'Ana' } };
      vehicles = vehicles.map((v) => (v.id === params.id ? archived : v));
      return archived;
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Arquivar Hilux Campo' }));

    const dialog = screen.getByRole('dialog', { name: 'Arquivar veículo' });
    expect(dialog).toHaveTextContent('Arquivar o veículo Hilux Campo?');
    expect(dialog).toHaveTextContent('Todo o histórico é mantido');
    await user.click(within(dialog).getByRole('button', { name: 'Arquivar' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Veículo arquivado'));
    expect(api.sent(vehiclesApi.archive).map((request) => request.path)).toEqual(['/vehicles/v-hilux/archive']);
    expect(api.sent(vehiclesApi.remove)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Hilux Campo' })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'Strada Entregas' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a deletion of an archived vehicle is confirmed after signing in again, then the dialog lists what goes, and it is deleted', async () => {
    const kombi = vehicle('v-velha', 'Kombi Velha', {
      archived: { at: '2026-11-20T12:00:00.000Z', byUid: 'a', byName: 'Ana' },
    });
    serve([kombi]);
    const answers = [
      () => failure(403, 'Entre novamente para confirmar esta ação', 'recent_sign_in_required'),
      () => ({ id: 'v-velha' }),
    ];
    api.on(vehiclesApi.remove, () => answers.shift()!());
    const { user } = renderList('/admin/vehicles?situacao=arquivados');
    // The filter comes from the URL: a reload or Back keeps it.
    expect(screen.getByLabelText('Situação')).toHaveDisplayValue('Arquivados');
    await user.click(await screen.findByRole('button', { name: 'Excluir definitivamente Kombi Velha' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Excluir definitivamente' }));
    expect(dialog.getByText('Excluir definitivamente o veículo Kombi Velha?')).toBeInTheDocument();
    expect(
      dialog.getByText('os registros de manutenção, abastecimento e troca de óleo, e os lembretes;'),
    ).toBeInTheDocument();
    expect(dialog.getByText('as multas e os documentos, com seus arquivos;')).toBeInTheDocument();
    expect(dialog.getByText('o histórico de uso e a etiqueta QR.')).toBeInTheDocument();
    expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Excluir definitivamente' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Entre novamente para confirmar esta ação: digite sua senha.',
    );
    expect(toast.error).not.toHaveBeenCalled();
    const again = dialog.getByRole('button', { name: 'Excluir definitivamente' });
    expect(again).toBeDisabled();
    await user.type(dialog.getByLabelText('Senha'), 'checkfrota123');
    await user.click(again);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Veículo excluído com sucesso'));
    expect(reauthenticate).toHaveBeenCalledWith('checkfrota123');
    expect(api.sent(vehiclesApi.remove).map((request) => request.path)).toEqual([
      '/vehicles/v-velha',
      '/vehicles/v-velha',
    ]);
  });

  it('when an archived vehicle is reactivated from the list, then it is sent at once and toasted', async () => {
    const kombi = vehicle('v-velha', 'Kombi Velha', {
      archived: { at: '2026-11-20T12:00:00.000Z', byUid: 'a', byName: 'Ana' },
    });
    serve([kombi]);
    api.on(vehiclesApi.unarchive, () => ({ ...kombi, archived: null }));
    const { user } = renderList('/admin/vehicles?situacao=arquivados');
    await user.click(await screen.findByRole('button', { name: 'Reativar Kombi Velha' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Veículo reativado'));
    expect(api.sent(vehiclesApi.unarchive).map((request) => request.path)).toEqual(['/vehicles/v-velha/unarchive']);
  });

  it('when an archive or the list fails, then the messages carry the cause', async () => {
    api.on(vehiclesApi.archive, () => failure(404, 'Veículo não encontrado'));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Arquivar Strada Entregas' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Arquivar veículo' })).getByRole('button', { name: 'Arquivar' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erro ao arquivar veículo: Veículo não encontrado'));

    api.on(vehiclesApi.list, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    renderList();
    expect(
      await screen.findByText('Erro ao carregar veículos: Erro interno do servidor. Tente novamente.'),
    ).toBeInTheDocument();
  });
});
