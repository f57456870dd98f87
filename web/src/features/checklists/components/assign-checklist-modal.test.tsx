import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '@domain/users/contract';
import { templatesApi } from '@domain/templates/contract';
import type { Page } from '@domain/api';
import type { AssignResult } from '@domain/checklists/assign.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { vehiclesApi } from '@domain/fleet/contract';
import type { VehicleOption } from '@domain/fleet/vehicle-api';
import type { Template } from '@domain/templates/template.schema';
import type { CompanyUser } from '@domain/users/user.schema';
import { failure, installFakeApi } from '@/testing/fake-api';
import { companyUser, pageOf, template } from '@/testing/fixtures';
import type { AssignModalTarget } from '@/lib/assign-modal';
import { AssignChecklistModal } from './assign-checklist-modal';
import { localDateTimeValue } from '@/lib/datetime-local';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const api = installFakeApi();

/** The bodies of the assignments sent. */
const assigned = () => api.sent(checklistsApi.assign).map((request) => request.body);
/** The queries of the reads of one list (`/users` or `/templates`). */
const reads = (path: string) =>
  api.requests.filter((request) => request.method === 'get' && request.path === path).map((r) => r.query);

const page = <T,>(items: T[], total = items.length): Page<T> => pageOf(items, { total, pageSize: 100 });

const USERS = [
  companyUser('u-carla', 'Carla Dias'),
  companyUser('u-bruno', 'Bruno Lima'),
  companyUser('u-davi', 'Davi Inativo', { isActive: false }),
  companyUser('u-ana', 'Ana Souza', { phone: '(11) 98888-7777' }),
];
const TEMPLATES = [
  template('t-frota', 'Inspeção da frota'),
  template('t-old', 'Modelo antigo', { isActive: false }),
  template('t-cabine', 'Cabine'),
];

function serve({ users = USERS, templates = TEMPLATES }: { users?: CompanyUser[]; templates?: Template[] } = {}) {
  api.on(usersApi.list, () => page(users));
  api.on(templatesApi.list, () => page(templates));
}

const FROM_TEMPLATE: AssignModalTarget = { template: { id: 't-frota', name: 'Inspeção da frota', kind: 'general' } };
const FROM_USER: AssignModalTarget = { user: { id: 'u-ana', name: 'Ana Souza' } };
const FUTURE = '2099-05-10T14:30';
/** FUTURE is typed on the company's clock (São Paulo, UTC−3), whatever the browser's zone. */
const FUTURE_DUE = '2099-05-10T17:30:00.000Z';

function renderModal(target: AssignModalTarget) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <AssignChecklistModal target={target} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Atribuir Checklist' }));
  return { user, onClose, dialog, queryClient };
}

// A browser fires `input` as a date is picked, and React's onChange listens to it.
const setDueDate = (value: string) => fireEvent.input(screen.getByLabelText('Prazo'), { target: { value } });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

beforeEach(() => {
  vi.clearAllMocks();
  serve();
  api.on(checklistsApi.assign, () => ({ ids: ['c1', 'c2'], count: 2 }));
});

/** An assignment the server answers only when the test says so. */
function holdAssignment() {
  let finish: (value: AssignResult) => void = () => {};
  api.on(checklistsApi.assign, () => new Promise<AssignResult>((resolve) => (finish = resolve)));
  return (value: AssignResult) => finish(value);
}

describe('AssignChecklistModal opened from a template', () => {
  it('when it opens, then only active users are offered, by name, and the template is named', async () => {
    const { dialog } = renderModal(FROM_TEMPLATE);

    expect(dialog.getByRole('group', { name: 'Usuários' })).toBeInTheDocument();
    await dialog.findAllByRole('checkbox');
    const names = dialog.getAllByRole('listitem').map((item) => item.querySelector('label')?.textContent);
    expect(names).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    expect(dialog.queryByText('Davi Inativo')).not.toBeInTheDocument();
    expect(dialog.getByText('Inspeção da frota')).toBeInTheDocument();
    expect(reads('/users')).toContainEqual(expect.objectContaining({ active: 'true', pageSize: '100' }));
    expect(reads('/templates')).toEqual([]);
  });

  it('when "Selecionar todos" then "Desmarcar todos" are used, then every user is checked then unchecked', async () => {
    const { user, dialog } = renderModal(FROM_TEMPLATE);
    await dialog.findAllByRole('checkbox');

    await user.click(dialog.getByRole('button', { name: 'Selecionar todos' }));
    for (const box of dialog.getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(dialog.getByText('3 usuários selecionados')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Desmarcar todos' }));
    for (const box of dialog.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(dialog.getByText('0 usuários selecionados')).toBeInTheDocument();
  });

  it('when the search box is used, then it narrows the list by name, email or phone, ignoring accents', async () => {
    const { user, dialog } = renderModal(FROM_TEMPLATE);
    await dialog.findAllByRole('checkbox');

    await user.type(dialog.getByLabelText('Buscar usuários'), 'CÁRLA');
    expect(dialog.getAllByRole('checkbox')).toHaveLength(1);
    expect(checkbox('Carla Dias')).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Buscar usuários'));
    await user.type(dialog.getByLabelText('Buscar usuários'), '98888');
    expect(dialog.getAllByRole('checkbox')).toHaveLength(1);
    expect(checkbox('Ana Souza')).toBeInTheDocument();
  });

  it('when the due date picker is shown, then it is labelled Prazo, starts at now to the minute and steps by minute', async () => {
    const before = localDateTimeValue();
    renderModal(FROM_TEMPLATE);
    const input = screen.getByLabelText('Prazo');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAttribute('step', '60');
    expect([before, localDateTimeValue()]).toContain(input.getAttribute('min'));
  });

  it('when no user or no due date is chosen, then the required-fields message shows and nothing is sent', async () => {
    const { user, dialog } = renderModal(FROM_TEMPLATE);
    await dialog.findAllByRole('checkbox');

    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Preencha todos os campos obrigatórios');

    setDueDate(FUTURE);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Preencha todos os campos obrigatórios');

    setDueDate('');
    await user.click(checkbox('Bruno Lima'));
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Preencha todos os campos obrigatórios');
    expect(assigned()).toEqual([]);
  });

  it('when the due date is already past, then it says so and nothing is sent', async () => {
    const { user, dialog } = renderModal(FROM_TEMPLATE);
    await user.click(await dialog.findByRole('checkbox', { name: 'Bruno Lima' }));
    setDueDate('2020-01-01T08:00');
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('O prazo deve ser uma data futura');
    expect(assigned()).toEqual([]);
  });

  it('when users and a due date are chosen, then the template, the ISO due date and the user ids are sent and the count is announced', async () => {
    const { user, dialog, onClose } = renderModal(FROM_TEMPLATE);
    await user.click(await dialog.findByRole('checkbox', { name: 'Carla Dias' }));
    await user.click(checkbox('Ana Souza'));
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Checklist atribuído com sucesso para 2 usuário(s)!'),
    );
    expect(assigned()).toHaveLength(1);
    const body = assigned()[0];
    expect(body).toEqual({
      templateId: 't-frota',
      dueDate: FUTURE_DUE,
      userIds: expect.arrayContaining(['u-carla', 'u-ana']),
    });
    expect((body as { userIds: string[] }).userIds).toHaveLength(2);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('while the assignment is being sent, then the button reads "Atribuindo..." and is disabled', async () => {
    const finish = holdAssignment();
    const { user, dialog } = renderModal(FROM_TEMPLATE);
    await user.click(await dialog.findByRole('checkbox', { name: 'Carla Dias' }));
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    expect(await dialog.findByRole('button', { name: 'Atribuindo...' })).toBeDisabled();
    finish({ ids: ['c1'], count: 1 });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Checklist atribuído com sucesso para 1 usuário(s)!'),
    );
  });

  it('while the assignment is being sent, then it cannot be closed, so its outcome is always shown', async () => {
    const finish = holdAssignment();
    const { user, dialog, onClose } = renderModal(FROM_TEMPLATE);
    await user.click(await dialog.findByRole('checkbox', { name: 'Carla Dias' }));
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    await dialog.findByRole('button', { name: 'Atribuindo...' });

    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    finish({ ids: ['c1'], count: 1 });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toast.success).toHaveBeenCalledWith('Checklist atribuído com sucesso para 1 usuário(s)!');
  });

  it('when a search is typed, then the server is asked too, so users beyond the first page can be found', async () => {
    const { user, dialog } = renderModal(FROM_TEMPLATE);
    await dialog.findAllByRole('checkbox');

    await user.type(dialog.getByLabelText('Buscar usuários'), 'carla');

    await vi.waitFor(() =>
      expect(reads('/users')).toContainEqual(expect.objectContaining({ search: 'carla', active: 'true' })),
    );
  });

  it('when the server refuses, then its message is shown, the modal stays open and the selection is kept', async () => {
    api.on(checklistsApi.assign, () => failure(400, 'Só é possível atribuir checklists a usuários ativos da empresa'));
    const { user, dialog, onClose } = renderModal(FROM_TEMPLATE);
    await user.click(await dialog.findByRole('checkbox', { name: 'Bruno Lima' }));
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Só é possível atribuir checklists a usuários ativos da empresa',
    );
    expect(checkbox('Bruno Lima')).toBeChecked();
    expect(screen.getByLabelText('Prazo')).toHaveValue(FUTURE);
    expect(dialog.getByRole('button', { name: 'Atribuir' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('when the server fails without a reason, then the generic assign error is shown', async () => {
    // An error envelope with no message of its own.
    api.on(checklistsApi.assign, () => failure(500, '', 'internal'));
    const { user, dialog } = renderModal(FROM_TEMPLATE);
    await user.click(await dialog.findByRole('checkbox', { name: 'Bruno Lima' }));
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao atribuir checklist');
    expect(checkbox('Bruno Lima')).toBeChecked();
  });

  it('when the company has no active user, then it says so', async () => {
    serve({ users: [companyUser('u-davi', 'Davi Inativo', { isActive: false })] });
    const { dialog } = renderModal(FROM_TEMPLATE);
    expect(await dialog.findByText('Nenhum usuário ativo disponível')).toBeInTheDocument();
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('AssignChecklistModal opened from a user', () => {
  it('when it opens, then only active templates are offered and no user list is shown', async () => {
    const { dialog } = renderModal(FROM_USER);
    const select = await dialog.findByRole('combobox', { name: 'Template' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Selecione um template', 'Cabine', 'Inspeção da frota']);
    expect(dialog.getByText('Ana Souza')).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: 'Usuários' })).not.toBeInTheDocument();
    expect(reads('/users')).toEqual([]);
  });

  it('when no template is chosen, then the required-fields message shows and nothing is sent', async () => {
    const { user, dialog } = renderModal(FROM_USER);
    await dialog.findByRole('combobox', { name: 'Template' });
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Preencha todos os campos obrigatórios');
    expect(assigned()).toEqual([]);
  });

  it('when a template and a due date are chosen, then that user alone is sent', async () => {
    api.on(checklistsApi.assign, () => ({ ids: ['c1'], count: 1 }));
    const { user, dialog } = renderModal(FROM_USER);
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Template' }), 't-cabine');
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Checklist atribuído com sucesso para 1 usuário(s)!'),
    );
    expect(assigned()).toEqual([{ templateId: 't-cabine', dueDate: FUTURE_DUE, userIds: ['u-ana'] }]);
  });

  it('when the company has no active template, then it says so', async () => {
    serve({ templates: [template('t-old', 'Modelo antigo', { isActive: false })] });
    const { dialog } = renderModal(FROM_USER);
    expect(await dialog.findByText('Nenhum template ativo disponível')).toBeInTheDocument();
  });
});

describe('AssignChecklistModal for a vehicle inspection', () => {
  const VEHICLES: VehicleOption[] = [
    { id: 'v-truck', name: 'Caminhão 01', plate: 'ABC1234', outOfService: true, requiredCnhCategory: null },
    { id: 'v-van', name: 'Van 02', plate: 'BRA2E19', outOfService: false, requiredCnhCategory: null },
    { id: 'v-car', name: 'Carro 03', plate: 'XYZ9876', outOfService: false, requiredCnhCategory: null },
  ];
  const INSPECTION: AssignModalTarget = {
    template: { id: 't-insp', name: 'Inspeção diária', kind: 'vehicle_inspection' },
  };

  beforeEach(() => {
    api.on(vehiclesApi.options, () => VEHICLES);
  });

  const vehicleList = () => within(screen.getByRole('group', { name: 'Veículos' }));

  it('when it opens, then the active vehicles are offered by name with their plates, an out-of-service one marked in red', async () => {
    const { dialog } = renderModal(INSPECTION);
    await vehicleList().findByRole('checkbox', { name: 'Caminhão 01' });

    const names = within(vehicleList().getByRole('list', { name: 'Veículos ativos' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('label')?.textContent);
    expect(names).toEqual(['Caminhão 01', 'Carro 03', 'Van 02']);
    expect(checkbox('Caminhão 01')).toHaveAccessibleDescription('ABC-1234 Fora de serviço');
    expect(checkbox('Van 02')).toHaveAccessibleDescription('BRA-2E19');
    expect(vehicleList().getByText('Fora de serviço')).toHaveClass('badge-danger');
    expect(dialog.getAllByText('Fora de serviço')).toHaveLength(1);
    expect(api.sent(vehiclesApi.options)).toHaveLength(1);
  });

  it('when users and vehicles are chosen, then it says how many checklists will be made and sends the vehicles', async () => {
    api.on(checklistsApi.assign, () => ({ ids: ['c1', 'c2', 'c3', 'c4'], count: 4 }));
    const { user, dialog, onClose } = renderModal(INSPECTION);
    await user.click(await dialog.findByRole('checkbox', { name: 'Carla Dias' }));
    await user.click(checkbox('Ana Souza'));
    await user.click(await vehicleList().findByRole('checkbox', { name: 'Caminhão 01' }));
    expect(dialog.getByText(/Serão criados 2 checklists/)).toHaveTextContent(
      'Serão criados 2 checklists (2 usuários × 1 veículo)',
    );
    await user.click(checkbox('Van 02'));
    expect(dialog.getByText(/Serão criados/)).toHaveTextContent('Serão criados 4 checklists (2 usuários × 2 veículos)');

    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('4 inspeções atribuídas com sucesso (2 usuários × 2 veículos)!'),
    );
    expect(assigned()).toEqual([
      {
        templateId: 't-insp',
        dueDate: FUTURE_DUE,
        userIds: expect.arrayContaining(['u-carla', 'u-ana']),
        vehicleIds: ['v-truck', 'v-van'],
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when no vehicle is chosen, then it asks for one and nothing is sent', async () => {
    const { user, dialog } = renderModal(INSPECTION);
    await user.click(await dialog.findByRole('checkbox', { name: 'Bruno Lima' }));
    await vehicleList().findByRole('checkbox', { name: 'Van 02' });
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    expect(dialog.getByRole('alert')).toHaveTextContent('Selecione ao menos um veículo para a inspeção');
    expect(assigned()).toEqual([]);
  });

  it('when users × vehicles pass 100, then it says so with the limit and cannot be sent', async () => {
    const many = Array.from({ length: 40 }, (_, i) => companyUser(`u-${i}`, `Pessoa ${String(i).padStart(2, '0')}`));
    serve({ users: many });
    const { user, dialog } = renderModal(INSPECTION);
    await dialog.findByRole('checkbox', { name: 'Pessoa 00' });
    await user.click(dialog.getByRole('button', { name: 'Selecionar todos' }));
    await user.click(await vehicleList().findByRole('checkbox', { name: 'Van 02' }));
    await user.click(checkbox('Carro 03'));
    expect(dialog.getByRole('button', { name: 'Atribuir' })).toBeEnabled();

    await user.click(checkbox('Caminhão 01'));

    expect(dialog.getByText(/Serão criados/)).toHaveTextContent(
      'Serão criados 120 checklists (40 usuários × 3 veículos). Uma atribuição pode criar no máximo 100 checklists (usuários × veículos)',
    );
    expect(dialog.getByRole('button', { name: 'Atribuir' })).toBeDisabled();
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));
    expect(assigned()).toEqual([]);
  });

  it('when opened from a user, then choosing an inspection template brings the vehicles, and a general one sends none', async () => {
    serve({ templates: [...TEMPLATES, template('t-insp', 'Inspeção diária', { kind: 'vehicle_inspection' })] });
    api.on(checklistsApi.assign, () => ({ ids: ['c1'], count: 1 }));
    // Her CNH, for the warning once a vehicle is chosen.
    api.on(usersApi.get, () => companyUser('u-ana', 'Ana Souza'));
    const { user, dialog } = renderModal(FROM_USER);
    const select = await dialog.findByRole('combobox', { name: 'Template' });
    expect(within(select).getByRole('option', { name: 'Inspeção diária (Inspeção de veículo)' })).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: 'Veículos' })).not.toBeInTheDocument();

    await user.selectOptions(select, 't-insp');
    await user.click(await vehicleList().findByRole('checkbox', { name: 'Van 02' }));
    expect(dialog.getByText(/Será criado/)).toHaveTextContent('Será criado 1 checklist (1 usuário × 1 veículo)');

    await user.selectOptions(select, 't-cabine');
    expect(dialog.queryByRole('group', { name: 'Veículos' })).not.toBeInTheDocument();
    setDueDate(FUTURE);
    await user.click(dialog.getByRole('button', { name: 'Atribuir' }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Checklist atribuído com sucesso para 1 usuário(s)!'),
    );
    expect(assigned()).toEqual([{ templateId: 't-cabine', dueDate: FUTURE_DUE, userIds: ['u-ana'] }]);
  });

  it('when the vehicles cannot be loaded, then it says so and offers to try again', async () => {
    api.on(vehiclesApi.options, () => failure(500, '', 'internal'));
    renderModal(INSPECTION);
    expect(await vehicleList().findByText('Erro ao carregar veículos')).toBeInTheDocument();
  });
});

describe('AssignChecklistModal and the drivers’ CNH', () => {
  const license = (category: 'B' | 'E', expiryDate: string) => ({
    cnhNumber: '58316794534',
    category,
    expiryDate,
    ear: true,
    lastToxicologicalExamDate: null,
  });
  const JOAO = companyUser('u-joao', 'João Silva', { driverLicense: license('B', '2099-01-01') });
  const MARIA = companyUser('u-maria', 'Maria Souza', { driverLicense: license('E', '2020-01-05') });
  const INSPECTION: AssignModalTarget = {
    template: { id: 't-insp', name: 'Inspeção diária', kind: 'vehicle_inspection' },
  };

  beforeEach(() => {
    serve({ users: [JOAO, MARIA] });
    api.on(vehiclesApi.options, () => [
      { id: 'v-truck', name: 'Caminhão 01', plate: 'ABC1234', outOfService: false, requiredCnhCategory: 'C' as const },
      { id: 'v-van', name: 'Van 02', plate: 'BRA2E19', outOfService: false, requiredCnhCategory: null },
    ]);
  });

  const vehicleList = () => within(screen.getByRole('group', { name: 'Veículos' }));

  it('when a B driver and the C truck are chosen, then the refusal’s reason shows before sending; an expired CNH too; a fitting pair shows none', async () => {
    const { user, dialog } = renderModal(INSPECTION);
    await user.click(await dialog.findByRole('checkbox', { name: 'João Silva' }));
    await user.click(await vehicleList().findByRole('checkbox', { name: 'Van 02' }));
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();

    await user.click(checkbox('Caminhão 01'));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'João Silva tem CNH categoria B; Caminhão 01 exige categoria C.',
    );

    await user.click(checkbox('Maria Souza'));
    expect(dialog.getByRole('status')).toHaveTextContent('A CNH de Maria Souza venceu em 05/01/2020.');
    // One line per reason: Maria's expiry is said once, not per vehicle.
    expect(within(dialog.getByRole('status')).getAllByRole('listitem')).toHaveLength(2);
    expect(assigned()).toEqual([]);
  });

  it('when opened from a user whose CNH is B, then choosing the C truck warns with the reason', async () => {
    serve({ templates: [template('t-insp', 'Inspeção diária', { kind: 'vehicle_inspection' })] });
    api.on(usersApi.get, () => JOAO);
    const { user, dialog } = renderModal({ user: { id: 'u-joao', name: 'João Silva' } });
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Template' }), 't-insp');
    await user.click(await vehicleList().findByRole('checkbox', { name: 'Caminhão 01' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      'João Silva tem CNH categoria B; Caminhão 01 exige categoria C.',
    );
  });

  it("when opened from a user who cannot be looked up, then choosing a vehicle says 'Erro ao buscar usuário' and the retry brings the CNH check", async () => {
    serve({ templates: [template('t-insp', 'Inspeção diária', { kind: 'vehicle_inspection' })] });
    let failures = 1;
    api.on(usersApi.get, () =>
      failures-- > 0 ? failure(500, 'Erro interno do servidor. Tente novamente.', 'internal') : JOAO,
    );
    const { user, dialog } = renderModal({ user: { id: 'u-joao', name: 'João Silva' } });
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Template' }), 't-insp');
    await user.click(await vehicleList().findByRole('checkbox', { name: 'Caminhão 01' }));

    const banner = await dialog.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao buscar usuário');
    await user.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'João Silva tem CNH categoria B; Caminhão 01 exige categoria C.',
    );
  });
});
