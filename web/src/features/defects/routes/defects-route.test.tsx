import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defectsApi, vehiclesApi } from '@domain/fleet/contract';
import type { Defect, DefectDetail } from '@domain/fleet/defect';
import { IN_SERVICE } from '@domain/fleet/defect';
import { oilSummary } from '@domain/fleet/oil';
import type { StoredRecord } from '@domain/fleet/records.schema';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import type { Vehicle } from '@domain/fleet/vehicle.schema';
import { formatDateTime } from '@/lib/format';
import { defect, defectDetail, defectReport } from '@/testing/defect-fixtures';
import { exportedQuery } from '@/testing/exports';
import { failure, installFakeApi } from '@/testing/fake-api';
import { pageOf, renderWithProviders } from '@/testing/fixtures';
import { HILUX as HILUX_IN_SERVICE } from '@/testing/vehicle-fixtures';
import { DefectsRoute } from './defects-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const BASE: Vehicle = {
  ...HILUX_IN_SERVICE,
  service: { ...IN_SERVICE, outOfService: true, openDefects: 1, openCriticalDefects: 1 },
};
const HILUX: VehicleWithOil = { ...BASE, oil: oilSummary(BASE) };
const ACCELO_BASE: Vehicle = { ...BASE, id: 'v-accelo', name: 'Accelo Baú', plate: 'BRA2E19', service: IN_SERVICE };
const ACCELO: VehicleWithOil = { ...ACCELO_BASE, oil: oilSummary(ACCELO_BASE) };

const BRAKES: StoredRecord<'maintenance'> = {
  kind: 'maintenance',
  id: 'm-1',
  vehicleId: 'v-hilux',
  companyId: 'alfa',
  type: 'brake_service',
  description: 'Pastilhas dianteiras',
  cost: 780,
  kmAtMaintenance: 87000,
  performedAt: '2026-11-21T13:00:00.000Z',
  performedBy: 'oficina@alfa.dev',
  createdAt: '2026-11-21T13:00:00.000Z',
  odometerWentBack: false,
};

const BRAKE_DEFECT = defect('d-freios', { reportsCount: 3 });
const LIGHT_DEFECT = defect('d-farol', {
  title: 'Faróis funcionando?',
  severity: 'non_critical',
  status: 'in_progress',
  vehicle: { id: 'v-accelo', name: 'Accelo Baú', plate: 'BRA2E19' },
});

/** The query of the last request for the defect list. */
const lastListQuery = () => api.sent(defectsApi.list).at(-1)?.query;

/** The defects' details as the API holds them: a move changes what a later read returns. */
let stored: Record<string, DefectDetail> = {};

/** A move's answer, kept for the reads after it. */
function moved(id: string, overrides: Partial<DefectDetail>): DefectDetail {
  stored[id] = { ...(stored[id] ?? defectDetail(id)), ...overrides };
  return stored[id];
}

function serve(defects: Defect[], { total = defects.length, detail }: { total?: number; detail?: DefectDetail } = {}) {
  stored = detail ? { [detail.id]: detail } : {};
  api.on(vehiclesApi.list, () => pageOf([HILUX, ACCELO]));
  api.on(vehiclesApi.summary, () => ({ total: 2, active: 2, needingOilChange: 0, totalKm: 0, archived: 0 }));
  api.on(vehiclesApi.get, () => HILUX);
  api.on(vehiclesApi.records.maintenance.list, () => [BRAKES]);
  api.on(defectsApi.counts, () => ({ open: 2, openCritical: 1, vehiclesOutOfService: 1 }));
  api.on(defectsApi.list, ({ query }) => ({
    items: defects,
    total,
    page: Number(query.page),
    pageSize: Number(query.pageSize),
    nextCursor: null,
  }));
  api.on(defectsApi.get, ({ params }) => stored[params.id!] ?? defectDetail(params.id!));
}

function Location() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

function renderDefects(path = '/admin/defects') {
  return renderWithProviders(
    <>
      <DefectsRoute />
      <Location />
    </>,
    { path, route: '/admin/defects' },
  );
}

/** Opens the detail of the defect titled `title` and returns its dialog. */
async function openDetail(user: ReturnType<typeof renderDefects>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: `Ver detalhes de ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('heading', { name: 'Histórico' });
  return within(dialog);
}

describe('DefectsRoute', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('when defects come, then each row shows its title, vehicle, severity, status, when it opened and how often it was reported', async () => {
    serve([BRAKE_DEFECT, LIGHT_DEFECT]);
    renderDefects();
    expect(screen.getByRole('heading', { level: 1, name: 'Defeitos' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Defeitos' })).getAllByRole('listitem');
    const brakes = within(rows[0]!);
    expect(brakes.getByText('Freios funcionando?')).toBeInTheDocument();
    expect(brakes.getByText(/Hilux Campo/)).toHaveTextContent('Hilux Campo · QWE-4321');
    expect(brakes.getByText('Crítico')).toHaveClass('badge-danger');
    expect(brakes.getByText('Aberto')).toBeInTheDocument();
    expect(brakes.getByText(/Aberto em/)).toHaveTextContent(
      `Aberto em ${formatDateTime('2026-11-20T13:30:00.000Z')} · Reportado 3 vezes`,
    );
    const lights = within(rows[1]!);
    expect(lights.getByText('Não crítico')).not.toHaveClass('badge-danger');
    expect(lights.getByText('Em andamento')).toBeInTheDocument();
    expect(lights.getByText(/Reportado 1 vez$/)).toBeInTheDocument();
    // Open ones by default: 'Abertos e em andamento'.
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(lastListQuery()).toEqual({ page: '1', pageSize: '20', status: 'active' });
  });

  it('when status, severity and vehicle are chosen, then the list is asked with them from page 1 and the URL keeps them', async () => {
    serve([BRAKE_DEFECT], { total: 45 });
    const { user } = renderDefects('/admin/defects?page=2');
    await screen.findByText('Freios funcionando?');
    expect(lastListQuery()).toMatchObject({ page: '2', status: 'active' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Todos');
    await user.selectOptions(screen.getByLabelText('Gravidade'), 'Crítico');
    await user.selectOptions(await screen.findByLabelText('Veículo'), 'Hilux Campo (QWE-4321)');

    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        page: '1',
        pageSize: '20',
        status: 'all',
        severity: 'critical',
        vehicleId: 'v-hilux',
      }),
    );
    const search = new URLSearchParams(screen.getByRole('status', { name: 'endereço' }).textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({ status: 'all', severity: 'critical', vehicleId: 'v-hilux' });
  });

  it('when the URL names filters and a page, then the list opens there and the pages can be walked', async () => {
    serve([BRAKE_DEFECT], { total: 45 });
    const { user } = renderDefects('/admin/defects?status=resolved&severity=non_critical&page=2');
    await screen.findByText('Freios funcionando?');
    expect(lastListQuery()).toEqual({ page: '2', pageSize: '20', status: 'resolved', severity: 'non_critical' });
    expect(screen.getByLabelText('Status')).toHaveValue('resolved');
    expect(screen.getByText('Mostrando 21 a 40 de 45 resultados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ page: '3', status: 'resolved' }));
    expect(screen.getByRole('status', { name: 'endereço' })).toHaveTextContent('page=3');
  });

  it('when the URL names filters and CSV is exported, then the export has the filters the list has, not its page', async () => {
    serve([BRAKE_DEFECT]);
    const { user } = renderDefects('/admin/defects?status=resolved&severity=critical&vehicleId=v-hilux&page=2');
    await screen.findByText('Freios funcionando?');
    expect(await exportedQuery(api, user, 'defects', 'csv')).toEqual({
      status: 'resolved',
      severity: 'critical',
      vehicleId: 'v-hilux',
      format: 'csv',
    });
  });

  it('when nothing matches, then the empty state says so', async () => {
    serve([]);
    renderDefects();
    expect(await screen.findByText('Nenhum defeito encontrado')).toBeInTheDocument();
    expect(screen.getByText('Nenhum defeito com estes filtros.')).toBeInTheDocument();
  });

  it('when the list fails, then Erro ao carregar defeitos shows with a retry', async () => {
    serve([]);
    api.on(defectsApi.list, () => failure(500, 'Erro interno do servidor. Tente novamente.', 'internal'));
    renderDefects();
    expect(await screen.findByText('Erro ao carregar defeitos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });

  it('when a check-in found a defect that passed at the check-out, then its row and its detail say "Novo desde a saída", naming the driver', async () => {
    const mark = { driverId: 'u-joao', driverName: 'João Santos', checkOutChecklistId: 'c-out' };
    serve([{ ...BRAKE_DEFECT, newSinceCheckOut: mark }, LIGHT_DEFECT], {
      detail: defectDetail('d-freios', { newSinceCheckOut: mark }),
    });
    const { user } = renderDefects();
    const [brakes, lights] = within(await screen.findByRole('list', { name: 'Defeitos' }))
      .getAllByRole('listitem')
      .map((row) => within(row));
    expect(brakes!.getByText('Novo desde a saída')).toHaveClass('badge-danger');
    expect(brakes!.getByText('Com João Santos desde a saída')).toBeInTheDocument();
    expect(lights!.queryByText('Novo desde a saída')).not.toBeInTheDocument();

    const dialog = await openDetail(user, 'Freios funcionando?');
    expect(dialog.getByText('Novo desde a saída')).toHaveClass('badge-danger');
    expect(dialog.getByText('Com João Santos desde a saída')).toBeInTheDocument();
  });

  it('when a defect is opened, then its reports and history show, and Em andamento moves it', async () => {
    const detail = defectDetail('d-freios', {
      reportsCount: 2,
      reports: [
        defectReport('c-1'),
        defectReport('c-2', {
          reportedByName: 'Maria Lima',
          reportedAt: '2026-11-22T11:00:00.000Z',
          comment: 'Ainda baixo',
        }),
      ],
      history: [
        { kind: 'opened', at: '2026-11-20T13:30:00.000Z', byUid: 'u-joao', byName: 'João Santos', note: null },
        {
          kind: 'reported_again',
          at: '2026-11-22T11:00:00.000Z',
          byUid: 'u-maria',
          byName: 'Maria Lima',
          note: null,
        },
      ],
    });
    serve([BRAKE_DEFECT], { detail });
    api.on(defectsApi.start, ({ params }) => moved(params.id!, { status: 'in_progress' }));
    const { user } = renderDefects();
    const dialog = await openDetail(user, 'Freios funcionando?');

    const reports = within(dialog.getByRole('region', { name: 'Relatos' })).getAllByRole('listitem');
    expect(reports[0]).toHaveTextContent(
      `Primeiro relato · João Santos · ${formatDateTime('2026-11-20T13:30:00.000Z')}Pedal do freio baixo`,
    );
    expect(reports[1]).toHaveTextContent(
      `Reportado novamente · Maria Lima · ${formatDateTime('2026-11-22T11:00:00.000Z')}`,
    );
    expect(within(reports[1]!).getByRole('link', { name: 'Ver resposta' })).toHaveAttribute(
      'href',
      '/admin/responses/c-2',
    );
    const history = within(dialog.getByRole('region', { name: 'Histórico' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      `Aberto · João Santos · ${formatDateTime('2026-11-20T13:30:00.000Z')}`,
      `Reportado novamente · Maria Lima · ${formatDateTime('2026-11-22T11:00:00.000Z')}`,
    ]);
    expect(dialog.queryByRole('button', { name: 'Reabrir' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Em andamento' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Defeito em andamento'));
    expect(api.sent(defectsApi.start).map((r) => r.path)).toEqual(['/defects/d-freios/start']);
    expect(await dialog.findByText('Em andamento', { selector: '.badge' })).toBeInTheDocument();
  });

  it('when Resolver is saved without a note or the maintenance to link, then each is asked for and nothing is sent; with a linked maintenance, then the note and the record go', async () => {
    serve([BRAKE_DEFECT]);
    api.on(defectsApi.resolve, ({ params }) => moved(params.id!, { status: 'resolved' }));
    const { user } = renderDefects();
    const dialog = await openDetail(user, 'Freios funcionando?');
    await user.click(dialog.getByRole('button', { name: 'Resolver' }));
    const form = within(dialog.getByRole('form', { name: 'Resolver defeito' }));

    await user.click(form.getByRole('button', { name: 'Resolver' }));
    expect(form.getByText('Descreva o que foi feito para resolver o defeito')).toBeInTheDocument();
    expect(api.sent(defectsApi.resolve)).toEqual([]);

    await user.type(form.getByLabelText(/O que foi feito/), '  Pastilhas trocadas  ');
    await user.selectOptions(form.getByLabelText('Manutenção'), 'Vincular uma manutenção existente');
    await form.findByLabelText(/Manutenção realizada/);
    await user.click(form.getByRole('button', { name: 'Resolver' }));
    expect(form.getByText('Escolha a manutenção')).toBeInTheDocument();
    expect(api.sent(defectsApi.resolve)).toEqual([]);
    await user.selectOptions(
      await form.findByLabelText(/Manutenção realizada/),
      `${formatDateTime(BRAKES.performedAt)} · Pastilhas dianteiras · R$ 780,00 · 87.000 km`,
    );
    await user.click(form.getByRole('button', { name: 'Resolver' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Defeito resolvido'));
    expect(api.sent(defectsApi.resolve).map((r) => [r.path, r.body])).toEqual([
      ['/defects/d-freios/resolve', { note: 'Pastilhas trocadas', maintenanceRecordId: 'm-1' }],
    ]);
    expect(await dialog.findByText('Resolvido', { selector: '.badge' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
  });

  it('when Resolver creates a maintenance, then the form is prefilled with the title and the vehicle km and the record goes with the note', async () => {
    serve([BRAKE_DEFECT]);
    api.on(defectsApi.resolve, ({ params }) => moved(params.id!, { status: 'resolved' }));
    const { user } = renderDefects();
    const dialog = await openDetail(user, 'Freios funcionando?');
    await user.click(dialog.getByRole('button', { name: 'Resolver' }));
    const form = within(dialog.getByRole('form', { name: 'Resolver defeito' }));

    await user.type(form.getByLabelText(/O que foi feito/), 'Freio revisado');
    await user.selectOptions(form.getByLabelText('Manutenção'), 'Registrar uma nova manutenção');
    expect(form.getByLabelText(/Descrição/)).toHaveValue('Freios funcionando?');
    await waitFor(() => expect(form.getByLabelText(/Quilometragem/)).toHaveValue(88500));
    await user.selectOptions(form.getByLabelText(/Tipo de manutenção/), 'Serviço de Freios');
    // An empty cost is refused by the record's own rule, not sent as zero.
    await user.click(form.getByRole('button', { name: 'Resolver' }));
    expect(form.getByText('Informe o custo em reais, zero ou mais (ex: R$ 130,16)')).toBeInTheDocument();
    expect(api.sent(defectsApi.resolve)).toEqual([]);
    await user.type(form.getByLabelText(/Custo/), '450.5');
    await user.click(form.getByRole('button', { name: 'Resolver' }));

    await waitFor(() => expect(api.sent(defectsApi.resolve)).toHaveLength(1));
    expect(api.sent(defectsApi.resolve)[0]!.body).toEqual({
      note: 'Freio revisado',
      maintenance: { type: 'brake_service', description: 'Freios funcionando?', cost: 450.5, kmAtMaintenance: 88500 },
    });
  });

  it("when Resolver creates a maintenance and the vehicle cannot be looked up, then 'Erro ao buscar veículo' shows and the retry brings its km", async () => {
    serve([BRAKE_DEFECT]);
    let failures = 1;
    api.on(vehiclesApi.get, () =>
      failures-- > 0 ? failure(500, 'Erro interno do servidor. Tente novamente.', 'internal') : HILUX,
    );
    const { user } = renderDefects();
    const dialog = await openDetail(user, 'Freios funcionando?');
    await user.click(dialog.getByRole('button', { name: 'Resolver' }));
    const form = within(dialog.getByRole('form', { name: 'Resolver defeito' }));
    await user.selectOptions(form.getByLabelText('Manutenção'), 'Registrar uma nova manutenção');

    const banner = await form.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao buscar veículo');
    expect(form.getByLabelText(/Quilometragem/)).toHaveValue(null);
    await user.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(form.getByLabelText(/Quilometragem/)).toHaveValue(88500));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the API refuses a resolution, then its pt-BR message shows and the form stays', async () => {
    serve([BRAKE_DEFECT]);
    api.on(defectsApi.resolve, () => failure(409, 'Este defeito já foi encerrado', 'conflict'));
    const { user } = renderDefects();
    const dialog = await openDetail(user, 'Freios funcionando?');
    await user.click(dialog.getByRole('button', { name: 'Resolver' }));
    const form = within(dialog.getByRole('form', { name: 'Resolver defeito' }));
    await user.type(form.getByLabelText(/O que foi feito/), 'Feito');
    await user.click(form.getByRole('button', { name: 'Resolver' }));
    expect(await form.findByText('Este defeito já foi encerrado')).toBeInTheDocument();
    expect(form.getByLabelText(/O que foi feito/)).toHaveValue('Feito');
  });

  it('when Sem necessidade de correção is confirmed, then a reason is required and sent', async () => {
    serve([BRAKE_DEFECT]);
    api.on(defectsApi.dismiss, ({ params }) => moved(params.id!, { status: 'dismissed' }));
    const { user } = renderDefects();
    const dialog = await openDetail(user, 'Freios funcionando?');
    await user.click(dialog.getByRole('button', { name: 'Sem necessidade de correção' }));
    const form = within(dialog.getByRole('form', { name: 'Sem necessidade de correção' }));

    await user.click(form.getByRole('button', { name: 'Confirmar' }));
    expect(form.getByText('Informe por que não é necessário corrigir')).toBeInTheDocument();
    expect(api.sent(defectsApi.dismiss)).toEqual([]);

    await user.type(form.getByLabelText(/Motivo/), 'Foto mostra o freio em ordem');
    await user.click(form.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Defeito marcado como sem necessidade de correção'));
    expect(api.sent(defectsApi.dismiss).map((r) => r.body)).toEqual([{ reason: 'Foto mostra o freio em ordem' }]);
    expect(await dialog.findByText('Sem necessidade de correção', { selector: '.badge' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
  });

  it('when a closed defect is reopened, then a reason is required and sent', async () => {
    const resolved = defect('d-freios', { status: 'resolved' });
    serve([resolved], { detail: defectDetail('d-freios', { status: 'resolved' }) });
    api.on(defectsApi.reopen, ({ params }) => moved(params.id!, { status: 'open' }));
    const { user } = renderDefects();
    const dialog = await openDetail(user, 'Freios funcionando?');
    expect(dialog.queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reabrir' }));
    const form = within(dialog.getByRole('form', { name: 'Reabrir' }));

    await user.click(form.getByRole('button', { name: 'Reabrir' }));
    expect(form.getByText('Informe o motivo da reabertura')).toBeInTheDocument();
    expect(api.sent(defectsApi.reopen)).toEqual([]);

    await user.type(form.getByLabelText(/Motivo da reabertura/), 'Voltou a falhar');
    await user.click(form.getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Defeito reaberto'));
    expect(api.sent(defectsApi.reopen).map((r) => [r.path, r.body])).toEqual([
      ['/defects/d-freios/reopen', { reason: 'Voltou a falhar' }],
    ]);
  });
});
