import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDayBR, isoDayIn } from '@domain/dates';
import { finesApi } from '@domain/fines/contract';
import type { TrafficFine } from '@domain/fines/fines';
import { vehiclesApi } from '@domain/fleet/contract';
import { usersApi } from '@domain/users/contract';
import { exportedQuery } from '@/testing/exports';
import { bytes, failure, installFakeApi } from '@/testing/fake-api';
import { companyUser, pageOf, renderWithProviders } from '@/testing/fixtures';
import { HILUX, withOil } from '@/testing/vehicle-fixtures';
import { FinesRoute } from './fines-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const today = () => isoDayIn(new Date(), 'America/Sao_Paulo');
const JOAO = companyUser('u-joao', 'João Silva');
const MARIA = companyUser('u-maria', 'Maria Souza');

function fine(id: string, overrides: Partial<TrafficFine> = {}): TrafficFine {
  return {
    id,
    vehicleId: HILUX.id,
    vehicle: { id: HILUX.id, name: HILUX.name, plate: HILUX.plate },
    infractionNumber: `AUTO-${id}`,
    occurredAt: '2026-11-10T18:30:00.000Z',
    place: 'Av. Paulista, 1000',
    description: 'Avançar o sinal vermelho',
    amount: 293.47,
    points: 7,
    notificationDate: addDays(today(), -3),
    status: 'awaiting_indication',
    driver: null,
    attachment: null,
    createdAt: '2026-11-12T12:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

function serve(fines: TrafficFine[]) {
  api.on(vehiclesApi.list, () => pageOf([withOil(HILUX)]));
  api.on(usersApi.list, () => pageOf([JOAO, MARIA, companyUser('u-ana', 'Ana Admin', { role: 'admin' })]));
  api.on(finesApi.list, ({ query }) => ({
    items: fines,
    total: fines.length,
    page: Number(query.page),
    pageSize: Number(query.pageSize),
    nextCursor: null,
  }));
  api.on(finesApi.get, ({ params }) => fines.find((f) => f.id === params.id) ?? failure(404, 'Multa não encontrada'));
  api.on(finesApi.driverSuggestion, () => null);
}

function Location() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

function renderFines(path = '/admin/fines') {
  return renderWithProviders(
    <>
      <FinesRoute />
      <Location />
    </>,
    { path, route: '/admin/fines' },
  );
}

describe('FinesRoute', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('when a fine waits for its driver, then its row shows the deadline with the days left; past it, "Risco de NIC" with the doubled amount', async () => {
    serve([
      fine('f-1', { notificationDate: addDays(today(), -20) }),
      fine('f-2', { notificationDate: addDays(today(), -32), amount: 130.16 }),
      fine('f-3', { status: 'driver_indicated', driver: { id: JOAO.id, name: 'João Silva' } }),
    ]);
    renderFines();

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!).getByText(`Prazo de indicação: ${formatDayBR(addDays(today(), 10))} · Faltam 10 dias`),
    ).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Risco de NIC')).toBeNull();
    expect(within(rows[1]!).getByText('Risco de NIC')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('NIC: R$ 260,32')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Venceu há 2 dias/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Condutor indicado')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/Prazo de indicação/)).toBeNull();
    expect(within(rows[0]!).getByText(/R\$ 293,47 · 7 pontos/)).toBeInTheDocument();
  });

  it('when the filters change, then they go to the URL and the list is asked with them', async () => {
    serve([fine('f-1')]);
    const { user } = renderFines();
    await screen.findAllByRole('listitem');

    await user.selectOptions(screen.getByLabelText('Situação'), 'Aguardando indicação');
    await user.selectOptions(screen.getByLabelText('Prazo'), 'Risco de NIC');
    await user.selectOptions(await screen.findByLabelText('Condutor'), 'Maria Souza');

    await waitFor(() =>
      expect(api.sent(finesApi.list).at(-1)?.query).toMatchObject({
        status: 'awaiting_indication',
        deadline: 'nic_risk',
        driverId: 'u-maria',
      }),
    );
    const search = new URLSearchParams(screen.getByLabelText('endereço').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({
      status: 'awaiting_indication',
      deadline: 'nic_risk',
      driverId: 'u-maria',
    });
    // Admins are not drivers: only field users are offered.
    expect(within(screen.getByLabelText('Condutor')).queryByText('Ana Admin')).toBeNull();
  });

  it('when the URL names filters and Excel is exported, then the export has the filters the list has', async () => {
    serve([fine('f-1')]);
    const { user } = renderFines('/admin/fines?status=awaiting_indication&deadline=due_7&driverId=u-maria');
    await screen.findAllByRole('listitem');
    expect(await exportedQuery(api, user, 'fines', 'xlsx')).toEqual({
      status: 'awaiting_indication',
      deadline: 'due_7',
      driverId: 'u-maria',
      format: 'xlsx',
    });
  });

  it('when the page opens with ?fine=ID, then that fine opens, and closing it takes the parameter away', async () => {
    serve([fine('f-1'), fine('f-2', { infractionNumber: 'XYZ-9' })]);
    const { user } = renderFines('/admin/fines?fine=f-2');

    const dialog = await screen.findByRole('dialog', { name: 'Multa XYZ-9' });
    expect(within(dialog).getByLabelText('Número do auto de infração')).toHaveValue('XYZ-9');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByLabelText('endereço')).toHaveTextContent(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the admin picks the vehicle and the time, then João is suggested; "Indicar João Silva" names him and the fine is sent with him', async () => {
    serve([]);
    api.on(finesApi.driverSuggestion, ({ query }) =>
      query.vehicleId === HILUX.id
        ? {
            driver: { id: JOAO.id, name: 'João Silva' },
            source: 'custody' as const,
            custodyTimes: { from: 'client' as const, to: 'server' as const },
          }
        : null,
    );
    api.on(finesApi.create, ({ body }) => fine('f-new', body as Partial<TrafficFine>));
    const { user } = renderFines();
    await user.click(await screen.findByRole('button', { name: 'Nova multa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova multa' }));

    await user.selectOptions(dialog.getByLabelText('Veículo'), await dialog.findByRole('option', { name: /Hilux/ }));
    await user.type(dialog.getByLabelText('Data e hora da infração'), '2026-11-20T14:30');
    const suggestion = await dialog.findByRole('status');
    // Which clocks the custody's times are: the phone's for the check-out, the server's for the check-in.
    expect(suggestion).toHaveTextContent(
      'Sugestão: João Silva — Estava com o veículo nesse horário (saída pela hora do aparelho, retorno pela hora de recebimento pelo servidor)',
    );
    expect(api.sent(finesApi.driverSuggestion).at(-1)?.query).toEqual({
      vehicleId: HILUX.id,
      occurredAt: '2026-11-20T17:30:00.000Z',
    });

    await user.type(dialog.getByLabelText('Número do auto de infração'), 'SP-123');
    await user.type(dialog.getByLabelText('Data da notificação'), addDays(today(), -25));
    expect(
      dialog.getByText(`Prazo de indicação: ${formatDayBR(addDays(today(), 5))} · Faltam 5 dias`),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Valor (R$)'), '130,16');
    expect(dialog.getByLabelText('Valor (R$)')).toHaveValue('R$ 130,16');
    await user.type(dialog.getByLabelText('Pontos'), '5');
    await user.type(dialog.getByLabelText('Local'), 'Rod. Anhanguera, km 20');
    await user.type(dialog.getByLabelText('Descrição'), 'Excesso de velocidade');
    await user.click(dialog.getByRole('button', { name: 'Indicar João Silva' }));
    expect(dialog.getByLabelText('Condutor indicado')).toHaveValue(JOAO.id);
    expect(dialog.getByLabelText('Situação')).toHaveValue('driver_indicated');
    await user.click(dialog.getByRole('button', { name: 'Salvar multa' }));

    await waitFor(() => expect(api.sent(finesApi.create)).toHaveLength(1));
    expect(api.sent(finesApi.create)[0]!.body).toEqual({
      vehicleId: HILUX.id,
      infractionNumber: 'SP-123',
      occurredAt: '2026-11-20T17:30:00.000Z',
      place: 'Rod. Anhanguera, km 20',
      description: 'Excesso de velocidade',
      amount: 130.16,
      points: 5,
      notificationDate: addDays(today(), -25),
      status: 'driver_indicated',
      driverId: JOAO.id,
    });
    expect(toast.success).toHaveBeenCalledWith('Multa cadastrada com sucesso!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when the form is sent with missing fields, then each says why in Portuguese and nothing is sent; a refusal of the server shows its message', async () => {
    serve([]);
    api.on(finesApi.create, () =>
      failure(400, 'A notificação não pode ser anterior à infração', 'invalid_input', [
        { path: 'notificationDate', message: 'A notificação não pode ser anterior à infração' },
      ]),
    );
    const { user } = renderFines();
    await user.click(await screen.findByRole('button', { name: 'Nova multa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova multa' }));

    await user.click(dialog.getByRole('button', { name: 'Salvar multa' }));
    expect(await dialog.findByText('Informe o número do auto de infração')).toBeInTheDocument();
    expect(dialog.getByText('Selecione o veículo da multa')).toBeInTheDocument();
    expect(dialog.getByText('Informe a data e a hora da infração')).toBeInTheDocument();
    expect(dialog.getByText('Informe a data da notificação')).toBeInTheDocument();
    expect(dialog.getByText('Informe o valor da multa em reais, maior que zero (ex: R$ 130,16)')).toBeInTheDocument();
    expect(api.sent(finesApi.create)).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText('Veículo'), await dialog.findByRole('option', { name: /Hilux/ }));
    await user.type(dialog.getByLabelText('Número do auto de infração'), 'SP-1');
    await user.type(dialog.getByLabelText('Data e hora da infração'), '2026-11-20T14:30');
    await user.type(dialog.getByLabelText('Data da notificação'), '2026-11-21');
    await user.type(dialog.getByLabelText('Valor (R$)'), '1300');
    expect(dialog.getByLabelText('Valor (R$)')).toHaveValue('R$ 1.300');
    await user.type(dialog.getByLabelText('Pontos'), '4');
    await user.type(dialog.getByLabelText('Local'), 'Centro');
    await user.type(dialog.getByLabelText('Descrição'), 'Estacionar em local proibido');
    await user.click(dialog.getByRole('button', { name: 'Salvar multa' }));

    expect(await dialog.findAllByText('A notificação não pode ser anterior à infração')).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Nova multa' })).toBeInTheDocument();
  });

  it('when a fine has its notification attached, then "Baixar anexo" downloads it under the server’s name and "Remover anexo" takes it off', async () => {
    const attachment = {
      contentType: 'application/pdf' as const,
      size: 1200,
      uploadedAt: '2026-11-12T12:00:00.000Z',
      uploadedBy: 'Ana Souza',
    };
    serve([fine('f-1', { infractionNumber: 'SP-1', attachment })]);
    api.on(finesApi.getAttachment, () =>
      bytes('%PDF-1.7', {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="Multa_SP_1_ABC1D23.pdf"',
      }),
    );
    api.on(finesApi.removeAttachment, ({ params }) => ({ id: params.id! }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderFines('/admin/fines?fine=f-1');

    const dialog = within(await screen.findByRole('dialog', { name: 'Multa SP-1' }));
    const section = within(dialog.getByRole('region', { name: 'Anexo da notificação' }));
    await user.click(section.getByRole('button', { name: 'Baixar anexo' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Multa_SP_1_ABC1D23.pdf');
    expect(api.sent(finesApi.getAttachment).map((r) => r.path)).toEqual(['/fines/f-1/attachment']);

    await user.click(section.getByRole('button', { name: 'Remover anexo' }));
    expect(await section.findByText('Nenhum anexo.')).toBeInTheDocument();
    expect(section.getByText('Enviar anexo')).toBeInTheDocument();
    expect(api.sent(finesApi.removeAttachment)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Anexo removido');
    click.mockRestore();
  });

  it('when the admin deletes a fine and confirms, then it is deleted and the dialog closes', async () => {
    serve([fine('f-1', { infractionNumber: 'SP-9' })]);
    api.on(finesApi.remove, ({ params }) => ({ id: params.id! }));
    const { user } = renderFines('/admin/fines?fine=f-1');

    const dialog = within(await screen.findByRole('dialog', { name: 'Multa SP-9' }));
    await user.click(dialog.getByRole('button', { name: 'Excluir multa' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Excluir esta multa?' }));
    await user.click(confirm.getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(api.sent(finesApi.remove).map((r) => r.path)).toEqual(['/fines/f-1']));
    expect(toast.success).toHaveBeenCalledWith('Multa excluída');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('endereço')).toHaveTextContent('');
  });
});
