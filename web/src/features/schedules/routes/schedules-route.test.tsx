import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { vehiclesApi } from '@domain/fleet/contract';
import { schedulesApi } from '@domain/schedules/contract';
import type { ScheduleListItem } from '@domain/schedules/schedule.schema';
import { templatesApi } from '@domain/templates/contract';
import { usersApi } from '@domain/users/contract';
import { formatDateTime } from '@/lib/format';
import { failure, installFakeApi } from '@/testing/fake-api';
import { companyUser, pageOf, renderWithProviders, template } from '@/testing/fixtures';
import { ScheduleCreateRoute } from './schedule-create-route';
import { ScheduleEditRoute } from './schedule-edit-route';
import { SchedulesRoute } from './schedules-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

function schedule(id: string, overrides: Partial<ScheduleListItem> = {}): ScheduleListItem {
  return {
    id,
    companyId: 'alfa',
    templateId: 'tpl-insp',
    templateName: 'Inspeção diária',
    templateKind: 'vehicle_inspection',
    custodyRole: null,
    users: [{ id: 'u-joao', name: 'João Santos' }],
    vehicles: [{ id: 'v-1', name: 'Caminhão 1', plate: 'TRK1A23' }],
    pairing: 'every',
    recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
    dueTime: '08:00',
    startDate: '2026-11-25',
    endDate: null,
    isActive: true,
    timeZone: 'America/Sao_Paulo',
    lastDay: null,
    nextDay: '2026-11-26',
    nextAvailableAt: '2026-11-26T03:00:00.000Z',
    createdAt: '2026-11-24T12:00:00.000Z',
    createdBy: 'admin@alfa.dev',
    updatedAt: null,
    updatedBy: null,
    nextOccurrence: '2026-11-26T11:00:00.000Z',
    recurrenceLabel: 'Diário (seg, ter, qua, qui, sex)',
    ...overrides,
  };
}

function servePickers() {
  api.on(templatesApi.list, () =>
    pageOf([template('tpl-insp', 'Inspeção diária', { kind: 'vehicle_inspection' }), template('tpl-gen', 'Limpeza')]),
  );
  api.on(usersApi.list, () => pageOf([companyUser('u-joao', 'João Santos'), companyUser('u-maria', 'Maria Lima')]));
  api.on(vehiclesApi.options, () => [
    { id: 'v-1', name: 'Caminhão 1', plate: 'TRK1A23', outOfService: false, requiredCnhCategory: null },
  ]);
}

/** A truck and a van to pick. */
function serveTwoVehicles() {
  api.on(vehiclesApi.options, () => [
    { id: 'v-1', name: 'Caminhão 1', plate: 'TRK1A23', outOfService: false, requiredCnhCategory: null },
    { id: 'v-2', name: 'Van 2', plate: 'VAN2B34', outOfService: false, requiredCnhCategory: null },
  ]);
}

/** João with the van and Maria with the truck. */
function pairedSchedule(id: string): ScheduleListItem {
  return schedule(id, {
    pairing: 'paired',
    users: [
      { id: 'u-joao', name: 'João Santos' },
      { id: 'u-maria', name: 'Maria Lima' },
    ],
    vehicles: [
      { id: 'v-2', name: 'Van 2', plate: 'VAN2B34' },
      { id: 'v-1', name: 'Caminhão 1', plate: 'TRK1A23' },
    ],
  });
}

function Location() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

describe('SchedulesRoute', () => {
  it('when schedules come, then each shows template, users, vehicles, recurrence, time, next occurrence and status', async () => {
    servePickers();
    api.on(schedulesApi.list, () =>
      pageOf([schedule('s1'), schedule('s2', { isActive: false, nextOccurrence: null, templateName: 'Limpeza' })]),
    );
    renderWithProviders(<SchedulesRoute />, { path: '/admin/schedules', route: '/admin/schedules' });
    const rows = await screen.findAllByRole('listitem');
    const first = within(rows[0]!);
    expect(first.getByText('Inspeção diária')).toBeInTheDocument();
    expect(first.getByText('Ativo')).toBeInTheDocument();
    expect(first.getByText('João Santos')).toBeInTheDocument();
    expect(first.getByText('Caminhão 1 (TRK1A23)')).toBeInTheDocument();
    expect(first.getByText('Diário (seg, ter, qua, qui, sex)')).toBeInTheDocument();
    expect(first.getByText('08:00')).toBeInTheDocument();
    expect(first.getByText(formatDateTime('2026-11-26T11:00:00.000Z'))).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Editar agendamento Inspeção diária' })).toHaveAttribute(
      'href',
      '/admin/schedules/s1/edit',
    );
    const second = within(rows[1]!);
    expect(second.getByText('Pausado')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Retomar agendamento Limpeza' })).toBeInTheDocument();
  });

  it('when a schedule pairs users with vehicles, then its row names each pair; one of each user × each vehicle shows none', async () => {
    servePickers();
    api.on(schedulesApi.list, () => pageOf([pairedSchedule('s1'), schedule('s2')]));
    renderWithProviders(<SchedulesRoute />, { path: '/admin/schedules', route: '/admin/schedules' });
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('João Santos: VAN2B34; Maria Lima: TRK1A23')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Pares')).not.toBeInTheDocument();
  });

  it('when a status and a template are chosen, then the list is asked with them from page 1 and the URL keeps them', async () => {
    servePickers();
    api.on(schedulesApi.list, ({ query }) => pageOf([schedule('s1')], { total: 60, page: Number(query.page) }));
    const { user } = renderWithProviders(
      <>
        <SchedulesRoute />
        <Location />
      </>,
      { path: '/admin/schedules?page=2', route: '/admin/schedules' },
    );
    await screen.findByText('Inspeção diária', { selector: 'strong' });
    expect(api.sent(schedulesApi.list).at(-1)?.query).toMatchObject({ page: '2', pageSize: '25', status: 'all' });

    await user.selectOptions(screen.getByLabelText('Situação'), 'paused');
    await user.selectOptions(await screen.findByLabelText('Template'), 'tpl-gen');
    await waitFor(() =>
      expect(api.sent(schedulesApi.list).at(-1)?.query).toMatchObject({
        page: '1',
        status: 'paused',
        templateId: 'tpl-gen',
      }),
    );
    expect(screen.getByLabelText('endereço')).toHaveTextContent('?status=paused&templateId=tpl-gen');
  });

  it('when an active schedule is paused, then the pause is sent and the list asked again', async () => {
    servePickers();
    api.on(schedulesApi.list, () => pageOf([schedule('s1')]));
    api.on(schedulesApi.pause, ({ params }) => schedule(params.id ?? '', { isActive: false, nextOccurrence: null }));
    const { user } = renderWithProviders(<SchedulesRoute />, { path: '/admin/schedules', route: '/admin/schedules' });
    const lists = () => api.sent(schedulesApi.list).length;
    await user.click(await screen.findByRole('button', { name: 'Pausar agendamento Inspeção diária' }));
    await waitFor(() => expect(api.sent(schedulesApi.pause).map((r) => r.params.id)).toEqual(['s1']));
    await waitFor(() => expect(lists()).toBeGreaterThan(1));
  });

  it('when a schedule is deleted, then it asks first and deletes only on confirmation', async () => {
    servePickers();
    api.on(schedulesApi.list, () => pageOf([schedule('s1')]));
    api.on(schedulesApi.remove, ({ params }) => ({ id: params.id ?? '' }));
    const { user } = renderWithProviders(<SchedulesRoute />, { path: '/admin/schedules', route: '/admin/schedules' });
    await user.click(await screen.findByRole('button', { name: 'Excluir agendamento Inspeção diária' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Excluir este agendamento? Os checklists já criados continuam.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.sent(schedulesApi.remove)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Excluir agendamento Inspeção diária' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.sent(schedulesApi.remove).map((r) => r.params.id)).toEqual(['s1']));
  });
});

describe('ScheduleCreateRoute', () => {
  it("when opened from a template's 'Agendar', then the inspection is chosen and the weekday schedule is sent as typed", async () => {
    servePickers();
    api.on(schedulesApi.create, () => schedule('s-new'));
    const { user } = renderWithProviders(<ScheduleCreateRoute />, {
      path: '/admin/schedules/new?template=tpl-insp',
      route: '/admin/schedules/new',
      stops: { '/admin/schedules': 'Lista de agendamentos' },
    });
    await screen.findByRole('option', { name: 'Inspeção diária' });
    expect(screen.getByLabelText('Template')).toHaveValue('tpl-insp');
    await user.click(await screen.findByLabelText('João Santos'));
    await user.click(await screen.findByLabelText('Caminhão 1 (TRK1A23)'));
    await user.clear(screen.getByLabelText('Horário limite'));
    await user.type(screen.getByLabelText('Horário limite'), '07:30');
    await user.clear(screen.getByLabelText('Data de início'));
    await user.type(screen.getByLabelText('Data de início'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Criar agendamento' }));

    await screen.findByRole('heading', { name: 'Lista de agendamentos' });
    expect(api.sent(schedulesApi.create).map((r) => r.body)).toEqual([
      {
        templateId: 'tpl-insp',
        userIds: ['u-joao'],
        vehicleIds: ['v-1'],
        pairing: 'every',
        recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
        dueTime: '07:30',
        startDate: '2026-12-01',
        endDate: null,
        isActive: true,
      },
    ]);
  });

  it('when the API refuses, then its Portuguese message is shown and the form stays', async () => {
    servePickers();
    api.on(schedulesApi.create, () => failure(409, 'Template não encontrado'));
    const { user } = renderWithProviders(<ScheduleCreateRoute />, {
      path: '/admin/schedules/new',
      route: '/admin/schedules/new',
    });
    await screen.findByRole('option', { name: 'Limpeza' });
    await user.selectOptions(screen.getByLabelText('Template'), 'tpl-gen');
    await user.click(await screen.findByLabelText('João Santos'));
    await user.selectOptions(screen.getByLabelText('Recorrência'), 'monthly');
    await user.clear(screen.getByLabelText('Dia do mês'));
    await user.type(screen.getByLabelText('Dia do mês'), '31');
    await user.click(screen.getByRole('button', { name: 'Criar agendamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Template não encontrado');
    expect(api.sent(schedulesApi.create)[0]?.body).toMatchObject({
      templateId: 'tpl-gen',
      vehicleIds: [],
      recurrence: { kind: 'monthly', dayOfMonth: 31 },
    });
    expect(screen.getByLabelText('Dia do mês')).toHaveValue(31);
    expect(screen.queryByLabelText('Caminhão 1 (TRK1A23)')).not.toBeInTheDocument();
  });

  it('when the API refuses the template and a vehicle at once, then each reason shows beside its field', async () => {
    servePickers();
    api.on(schedulesApi.create, () =>
      failure(400, 'Template inativo. Veículo inativo.', 'invalid_input', [
        { path: 'templateId', message: 'Este template está inativo e não pode ser atribuído' },
        { path: 'vehicleIds', message: 'O veículo Caminhão 1 está inativo e não pode receber inspeções' },
      ]),
    );
    const { user } = renderWithProviders(<ScheduleCreateRoute />, {
      path: '/admin/schedules/new?template=tpl-insp',
      route: '/admin/schedules/new',
    });
    await user.click(await screen.findByLabelText('João Santos'));
    await user.click(await screen.findByLabelText('Caminhão 1 (TRK1A23)'));
    await user.click(screen.getByRole('button', { name: 'Criar agendamento' }));

    expect(await screen.findByLabelText('Template')).toHaveAccessibleDescription(
      'Este template está inativo e não pode ser atribuído',
    );
    const vehicles = screen.getByRole('group', { name: 'Veículos' });
    expect(
      within(vehicles).getByText('O veículo Caminhão 1 está inativo e não pode receber inspeções'),
    ).toBeInTheDocument();
  });

  it('when what is typed breaks the API’s rules, then each message shows beside its field and nothing is sent', async () => {
    servePickers();
    const { user } = renderWithProviders(<ScheduleCreateRoute />, {
      path: '/admin/schedules/new',
      route: '/admin/schedules/new',
    });
    await screen.findByRole('option', { name: 'Limpeza' });
    await user.selectOptions(screen.getByLabelText('Recorrência'), 'monthly');
    await user.clear(screen.getByLabelText('Dia do mês'));
    await user.type(screen.getByLabelText('Dia do mês'), '32');
    await user.click(screen.getByRole('button', { name: 'Criar agendamento' }));

    expect(screen.getByText('Escolha o template')).toBeInTheDocument();
    expect(screen.getByText('Escolha ao menos um usuário')).toBeInTheDocument();
    expect(screen.getByLabelText('Dia do mês')).toHaveAccessibleDescription('O dia do mês deve estar entre 1 e 31');
    expect(api.sent(schedulesApi.create)).toEqual([]);

    await user.click(screen.getByLabelText('João Santos'));
    expect(screen.queryByText('Escolha ao menos um usuário')).not.toBeInTheDocument();
  });

  it('when two users and two vehicles are chosen, then the preview says 4 checklists a day and who inspects what; paired, 2, and the pairs are sent', async () => {
    servePickers();
    serveTwoVehicles();
    api.on(schedulesApi.create, () => schedule('s-new'));
    const { user } = renderWithProviders(<ScheduleCreateRoute />, {
      path: '/admin/schedules/new?template=tpl-insp',
      route: '/admin/schedules/new',
      stops: { '/admin/schedules': 'Lista de agendamentos' },
    });
    await user.click(await screen.findByLabelText('João Santos'));
    await user.click(screen.getByLabelText('Maria Lima'));
    await user.click(await screen.findByLabelText('Caminhão 1 (TRK1A23)'));
    await user.click(screen.getByLabelText('Van 2 (VAN2B34)'));
    expect(screen.getByLabelText('Cada motorista inspeciona cada veículo')).toBeChecked();

    const preview = within(screen.getByRole('region', { name: 'O que cada dia cria' }));
    expect(
      preview.getByText(
        'Cada dia agendado cria 4 checklists (2 usuários × 2 veículos): cada usuário inspeciona cada veículo.',
      ),
    ).toBeInTheDocument();
    const rows = () =>
      preview
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual([
      'João SantosCaminhão 1 (TRK1A23)',
      'João SantosVan 2 (VAN2B34)',
      'Maria LimaCaminhão 1 (TRK1A23)',
      'Maria LimaVan 2 (VAN2B34)',
    ]);

    await user.click(screen.getByLabelText('Cada motorista inspeciona o seu veículo (pares)'));
    await user.selectOptions(screen.getByLabelText('Veículo de João Santos'), 'v-2');
    await user.click(screen.getByRole('button', { name: 'Criar agendamento' }));
    expect(await screen.findByText('Nos pares, escolha um veículo diferente para cada usuário')).toBeInTheDocument();
    expect(api.sent(schedulesApi.create)).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Veículo de Maria Lima'), 'v-1');
    expect(screen.queryByText('Nos pares, escolha um veículo diferente para cada usuário')).not.toBeInTheDocument();
    expect(
      preview.getByText('Cada dia agendado cria 2 checklists: cada usuário inspeciona o veículo do seu par.'),
    ).toBeInTheDocument();
    expect(rows()).toEqual(['João SantosVan 2 (VAN2B34)', 'Maria LimaCaminhão 1 (TRK1A23)']);
    await user.click(screen.getByRole('button', { name: 'Criar agendamento' }));

    await screen.findByRole('heading', { name: 'Lista de agendamentos' });
    expect(api.sent(schedulesApi.create)[0]?.body).toMatchObject({
      userIds: ['u-joao', 'u-maria'],
      vehicleIds: ['v-2', 'v-1'],
      pairing: 'paired',
    });
  });

  it('when a B driver and a truck that requires C are chosen, then the refusal’s reason shows before saving', async () => {
    servePickers();
    const license = { cnhNumber: '58316794534', ear: false, lastToxicologicalExamDate: null };
    api.on(usersApi.list, () =>
      pageOf([
        companyUser('u-joao', 'João Santos', {
          driverLicense: { ...license, category: 'B', expiryDate: '2099-01-01' },
        }),
        companyUser('u-maria', 'Maria Lima', {
          driverLicense: { ...license, category: 'E', expiryDate: '2099-01-01' },
        }),
      ]),
    );
    api.on(vehiclesApi.options, () => [
      { id: 'v-9', name: 'Carreta 9', plate: 'CAR9A99', outOfService: false, requiredCnhCategory: 'C' as const },
    ]);
    const { user } = renderWithProviders(<ScheduleCreateRoute />, {
      path: '/admin/schedules/new?template=tpl-insp',
      route: '/admin/schedules/new',
    });
    await user.click(await screen.findByLabelText('Maria Lima'));
    await user.click(await screen.findByLabelText('Carreta 9 (CAR9A99)'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('João Santos'));

    expect(screen.getByRole('status')).toHaveTextContent(
      'João Santos tem CNH categoria B; Carreta 9 exige categoria C.',
    );
    expect(api.sent(schedulesApi.create)).toEqual([]);
  });
});

describe('ScheduleEditRoute', () => {
  it('when a schedule is edited, then the form starts from it and the change is sent for that schedule', async () => {
    servePickers();
    api.on(schedulesApi.get, ({ params }) => schedule(params.id ?? '', { recurrence: { kind: 'weekly', weekday: 3 } }));
    api.on(schedulesApi.update, ({ params }) => schedule(params.id ?? ''));
    const { user } = renderWithProviders(<ScheduleEditRoute />, {
      path: '/admin/schedules/s1/edit',
      route: '/admin/schedules/:id/edit',
      stops: { '/admin/schedules': 'Lista de agendamentos' },
    });
    expect(await screen.findByLabelText('Dia da semana')).toHaveValue('3');
    await user.selectOptions(screen.getByLabelText('Dia da semana'), '1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByRole('heading', { name: 'Lista de agendamentos' });
    const sent = api.sent(schedulesApi.update);
    expect(sent.map((r) => r.params.id)).toEqual(['s1']);
    expect(sent[0]?.body).toMatchObject({
      templateId: 'tpl-insp',
      userIds: ['u-joao'],
      vehicleIds: ['v-1'],
      recurrence: { kind: 'weekly', weekday: 1 },
    });
  });

  it('when a paired schedule is edited, then each user shows their vehicle and the pairs are sent again', async () => {
    servePickers();
    serveTwoVehicles();
    api.on(schedulesApi.get, ({ params }) => pairedSchedule(params.id ?? ''));
    api.on(schedulesApi.update, ({ params }) => schedule(params.id ?? ''));
    const { user } = renderWithProviders(<ScheduleEditRoute />, {
      path: '/admin/schedules/s1/edit',
      route: '/admin/schedules/:id/edit',
      stops: { '/admin/schedules': 'Lista de agendamentos' },
    });
    expect(await screen.findByLabelText('Veículo de João Santos')).toHaveValue('v-2');
    expect(screen.getByLabelText('Veículo de Maria Lima')).toHaveValue('v-1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByRole('heading', { name: 'Lista de agendamentos' });
    expect(api.sent(schedulesApi.update)[0]?.body).toMatchObject({ vehicleIds: ['v-2', 'v-1'], pairing: 'paired' });
  });

  it('when the schedule is not found, then it says so', async () => {
    servePickers();
    api.on(schedulesApi.get, () => failure(404, 'Agendamento não encontrado'));
    renderWithProviders(<ScheduleEditRoute />, {
      path: '/admin/schedules/nope/edit',
      route: '/admin/schedules/:id/edit',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Agendamento não encontrado');
  });
});
