import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '@domain/dashboard/contract';
import type { CompanyDashboard, Dashboard, PlatformDashboard, RecentActivity } from '@domain/dashboard/dashboard.types';
import { fleetPanelOf } from '@domain/dashboard/fleet';
import type { MissedToday } from '@domain/dashboard/missed-today';
import { deadlinesApi } from '@domain/deadlines/contract';
import type { DeadlineItem, DeadlinesPanel } from '@domain/deadlines/deadline-list';
import { awaitingReview, dashboardRates, type StatusCounts } from '@domain/dashboard/stats';
import { workOrdersApi } from '@domain/work-orders/contract';
import { workOrderNumbers } from '@domain/work-orders/work-order';
import { failure, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { DashboardRoute } from './dashboard-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

const api = installFakeApi();

// Friday 7 March 2025, 15:30 local time: the afternoon, in a week that began on Sunday the 2nd.
const NOW = new Date(2025, 2, 7, 15, 30);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function activity(id: string, type: RecentActivity['type'], minutes: number): RecentActivity {
  return { id, type, templateName: `Template ${id}`, userName: `Usuário ${id}`, date: minutesAgo(minutes) };
}

/** Ten entries, newest first, as the API keeps them. */
const TEN_ACTIVITIES: RecentActivity[] = [
  activity('c1', 'completed', 5),
  activity('a1', 'assigned', 90),
  activity('r1', 'rejected', 60 * 26),
  activity('p1', 'approved', 60 * 30),
  ...Array.from({ length: 6 }, (_, i) => activity(`x${i + 1}`, 'completed', 60 * 48 + i)),
];

function companyAnswer(counts: StatusCounts, overrides: Partial<CompanyDashboard> = {}): CompanyDashboard {
  const total =
    counts.pending + counts.in_progress + counts.completed + counts.in_review + counts.approved + counts.rejected;
  return {
    view: 'company',
    usersCount: 12,
    activeUsers: 10,
    templatesCount: 4,
    totalChecklists: total,
    ...counts,
    awaitingReview: awaitingReview(counts),
    ...dashboardRates(counts),
    thisWeekCompleted: 7,
    thisMonthCompleted: 19,
    weekStart: '2025-03-02T03:00:00.000Z',
    monthStart: '2025-03-01T03:00:00.000Z',
    recentActivity: TEN_ACTIVITIES,
    fleet: {
      vehiclesCount: 8,
      oilChangeNeeded: [
        { id: 'v-strada', name: 'Strada Entregas 02', plate: 'BRA2E19', status: 'overdue', remainingKm: 0 },
        { id: 'v-hilux', name: 'Hilux Campo', plate: 'QWE4321', status: 'warning', remainingKm: 1500 },
      ],
      remindersDue: [
        {
          vehicleId: 'v-hilux',
          vehicleName: 'Hilux Campo',
          reminderId: 'rm-1',
          name: 'Revisão dos freios',
          status: 'overdue',
        },
      ],
      fuelSpendThisMonth: 1234.5,
      openDefects: 0,
      outOfService: [],
    },
    mostRejectedQuestions: [
      { question: 'Pneus calibrados?', rejections: 3 },
      { question: 'Extintor dentro da validade?', rejections: 1 },
    ],
    reads: { documents: 30, aggregations: 14, billedReads: 44 },
    ...overrides,
  };
}

// 40 checklists: completion (6 + 14) / 40 = 50 %, activity (5 + 6 + 14 + 3) / 40 = 70 %, overdue 2 / 40 = 5 %.
const COUNTS: StatusCounts = {
  pending: 8,
  in_progress: 5,
  completed: 6,
  in_review: 3,
  approved: 14,
  rejected: 4,
  overdue: 2,
};
const ZERO: StatusCounts = {
  pending: 0,
  in_progress: 0,
  completed: 0,
  in_review: 0,
  approved: 0,
  rejected: 0,
  overdue: 0,
};

const PLATFORM: PlatformDashboard = {
  view: 'platform',
  companiesCount: 2,
  usersCount: 9,
  checklistsCount: 57,
  checklistsThisWeek: 11,
  weekStart: '2025-03-02T03:00:00.000Z',
  companies: [
    { id: 'beta', name: 'Logística Beta', usersCount: 3, checklistsCount: 17, checklistsThisWeek: 4 },
    { id: 'alfa', name: 'Transportes Alfa', usersCount: 6, checklistsCount: 40, checklistsThisWeek: 7 },
  ],
  reads: { documents: 2, aggregations: 6, billedReads: 8 },
};

const NONE_MISSED: MissedToday = { day: '2025-03-07', overdue: 0, notStarted: 0, items: [] };

/** Two late (one of a truck) and one not started, as the API sorts them: late first. */
const MISSED: MissedToday = {
  day: '2025-03-07',
  overdue: 2,
  notStarted: 1,
  items: [
    {
      id: 's_1',
      userId: 'u-joao',
      userName: 'João Motorista',
      templateName: 'Inspeção diária',
      vehicle: { id: 'v-truck', name: 'Caminhão Baú', plate: 'ABC1D23' },
      dueDate: '2025-03-07T10:00:00.000Z', // 07:00 in São Paulo, the company's clock
      state: 'overdue',
    },
    {
      id: 's_2',
      userId: 'u-maria',
      userName: 'Maria Souza',
      templateName: 'Checklist de segurança',
      vehicle: null,
      dueDate: '2025-03-07T12:05:00.000Z',
      state: 'overdue',
    },
    {
      id: 's_3',
      userId: 'u-pedro',
      userName: 'Pedro Lima',
      templateName: 'Inspeção diária',
      vehicle: null,
      dueDate: '2025-03-07T21:00:00.000Z',
      state: 'not_started',
    },
  ],
};

const NO_DEADLINES: DeadlinesPanel = { expired: 0, dueSoon: 0, next: [], today: '2025-03-07' };

const deadline = (overrides: Partial<DeadlineItem> & Pick<DeadlineItem, 'key' | 'dueDay'>): DeadlineItem => ({
  kind: 'document',
  sourceId: overrides.key,
  title: 'Licenciamento / CRLV',
  vehicle: { id: 'v-truck', name: 'Caminhão Baú', plate: 'ABC1D23' },
  driver: null,
  nicAmount: null,
  link: '/admin/vehicles/v-truck?aba=documentos',
  status: 'due_soon',
  daysLeft: 0,
  ...overrides,
});

/** One past, three within 30 days; the next from today, soonest first. */
const DEADLINES: DeadlinesPanel = {
  expired: 1,
  dueSoon: 3,
  today: '2025-03-07',
  next: [
    deadline({ key: 'document_crlv', dueDay: '2025-03-07' }),
    deadline({
      key: 'cnh_u-joao',
      kind: 'cnh',
      title: 'CNH de João Motorista',
      vehicle: null,
      driver: { id: 'u-joao', name: 'João Motorista' },
      link: '/admin/users/u-joao/edit',
      dueDay: '2025-03-17',
    }),
    deadline({ key: 'document_ipva', title: 'IPVA', dueDay: '2025-05-01', status: 'ok' }),
  ],
};

function serve(answer: Dashboard) {
  api.on(dashboardApi.get, () => answer);
}

function renderDashboard(session = sessionUser('admin', { name: 'Ana Souza' })) {
  return renderWithProviders(<DashboardRoute />, {
    path: '/admin/dashboard',
    route: '/admin/dashboard',
    session,
    stops: { '/admin/responses/:id': 'Detalhe da resposta', '/admin/users': 'Usuários' },
  });
}

/** The value beside a label in a list of figures (<dt>label</dt><dd>value</dd>). */
function figure(scope: HTMLElement, label: string): string | null | undefined {
  return within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

const NO_WORK_ORDERS = workOrderNumbers([], 'America/Sao_Paulo');

const region = (name: string) => screen.getByRole('region', { name });
const loaded = () => screen.findByLabelText('Checklists por status');
const activityItems = () => within(region('Atividade Recente')).queryAllByRole('listitem');

describe('DashboardRoute', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    serve(companyAnswer(COUNTS));
    api.on(dashboardApi.missedToday, () => NONE_MISSED);
    api.on(deadlinesApi.panel, () => NO_DEADLINES);
    api.on(workOrdersApi.numbers, () => NO_WORK_ORDERS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when an admin opens it in the afternoon, then it greets them by name with company and date', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Boa tarde, Ana Souza!' })).toBeInTheDocument();
    expect(screen.getByText(/Transportes Alfa/)).toBeInTheDocument();
    expect(screen.getByText('sexta-feira, 7 de março de 2025')).toBeInTheDocument();
    await loaded();
  });

  it.each([
    [0, 0, 'Bom dia'],
    [11, 59, 'Bom dia'],
    [12, 0, 'Boa tarde'],
    [17, 59, 'Boa tarde'],
    [18, 0, 'Boa noite'],
  ])('when it is opened at %ih%i, then the greeting is %s', async (hour, minute, greeting) => {
    // The hour on the company's clock (São Paulo, UTC−3), whatever the browser's zone.
    vi.setSystemTime(new Date(Date.UTC(2025, 2, 7, hour + 3, minute)));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: `${greeting}, Ana Souza!` })).toBeInTheDocument();
    await loaded();
  });

  it('when the figures load, then it shows a loading state first and asks the API once for each', async () => {
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando dashboard...');
    await loaded();
    // The figures, then (once the dashboard shows) today's missed checklists, the deadlines and the
    // work orders' numbers in their own panels.
    expect(await screen.findByText('Nenhum checklist agendado pendente hoje')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum vencimento a partir de hoje')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Números das ordens de serviço' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      'get /dashboard',
      'get /dashboard/deadlines',
      'get /dashboard/missed-today',
      'get /work-orders/numbers',
    ]);
  });

  it('when the API answers, then each card, counter, bar and weekly figure shows its value', async () => {
    renderDashboard();
    await loaded();

    const cards = screen.getByLabelText('Resumo');
    expect(figure(cards, 'Total de Usuários')).toBe('12');
    expect(figure(cards, 'Templates')).toBe('4');
    expect(figure(cards, 'Checklists Total')).toBe('40');
    expect(figure(cards, 'Taxa de Conclusão')).toBe('50,0%');

    const counters = screen.getByLabelText('Checklists por status');
    expect(figure(counters, 'Pendentes')).toBe('8');
    expect(figure(counters, 'Em Andamento')).toBe('5');
    expect(figure(counters, 'Em Revisão')).toBe('3');
    expect(figure(counters, 'Aprovados')).toBe('14');
    expect(figure(counters, 'Rejeitados')).toBe('4');
    expect(figure(counters, 'Vencidos')).toBe('2');

    const performance = region('Desempenho');
    expect(within(performance).getByRole('progressbar', { name: 'Taxa de Conclusão' })).toHaveAttribute(
      'aria-valuetext',
      '50,0%',
    );
    expect(within(performance).getByRole('progressbar', { name: 'Taxa de Atividade' })).toHaveAttribute(
      'aria-valuetext',
      '70,0%',
    );
    expect(within(performance).getByRole('progressbar', { name: 'Taxa de Atraso' })).toHaveAttribute(
      'aria-valuetext',
      '5,0%',
    );
    expect(within(performance).getByText('Precisa melhorar')).toBeInTheDocument();

    const weekly = region('Resumo Semanal');
    expect(figure(weekly, 'Concluídos esta semana')).toBe('7');
    expect(figure(weekly, 'Concluídos este mês')).toBe('19');
    expect(figure(weekly, 'Usuários ativos')).toBe('10');
  });

  it('when the API answers, then the fleet panel lists oil changes and reminders due, and the month fuel spend in reais', async () => {
    renderDashboard();
    await loaded();
    const fleet = region('Frota');

    expect(figure(fleet, 'Veículos ativos')).toBe('8');
    expect(figure(fleet, 'Combustível este mês')).toBe('R$ 1.234,50');
    const oil = within(fleet).getByRole('list', { name: 'Troca de óleo' });
    expect(within(oil).getByRole('link', { name: 'Strada Entregas 02' })).toHaveAttribute(
      'href',
      '/admin/vehicles/v-strada',
    );
    expect(within(oil).getByText('Vencida')).toBeInTheDocument();
    expect(within(oil).getByText('faltam 1.500 km')).toBeInTheDocument();
    expect(within(oil).getByText('Próxima')).toBeInTheDocument();
    const reminders = within(fleet).getByRole('list', { name: 'Lembretes' });
    expect(within(reminders).getByRole('link', { name: 'Revisão dos freios' })).toHaveAttribute(
      'href',
      '/admin/vehicles/v-hilux',
    );
    expect(within(fleet).getByRole('link', { name: 'Ver frota' })).toHaveAttribute('href', '/admin/vehicles');
  });

  it('when O.S. were closed, then the fleet panel shows their cost per vehicle and per workshop by month, the average days out of service and the quotes approved and refused', async () => {
    api.on(workOrdersApi.numbers, () => ({
      costByVehicle: [
        { id: 'v-accelo', label: 'Accelo Baú (KLM-4321)', byMonth: { '2025-02': 101_600 }, total: 101_600 },
      ],
      costByWorkshop: [{ id: 'w-silva', label: 'Oficina Silva', byMonth: { '2025-02': 101_600 }, total: 101_600 }],
      averageDowntimeDays: 2.5,
      quotesApproved: 3,
      quotesRefused: 1,
      completed: 1,
    }));
    renderDashboard();
    await loaded();
    const numbers = await within(region('Frota')).findByRole('region', { name: 'Números das ordens de serviço' });
    expect(numbers).toHaveTextContent(
      'O.S. concluídas: 1 · Média de dias fora de serviço: 2,5 dias · Orçamentos aprovados: 3 · recusados: 1',
    );
    const byVehicle = within(numbers).getByRole('table', { name: 'Custo por veículo' });
    expect(within(byVehicle).getByRole('columnheader', { name: '02/2025' })).toBeInTheDocument();
    expect(within(byVehicle).getByRole('row', { name: /Accelo Baú \(KLM-4321\)/ })).toHaveTextContent('R$ 1.016,00');
    const byWorkshop = within(numbers).getByRole('table', { name: 'Custo por oficina' });
    expect(within(byWorkshop).getByRole('row', { name: /Oficina Silva/ })).toHaveTextContent('R$ 1.016,00');
  });

  it('when scheduled checklists of today are late or not started, then Não realizados hoje counts them and lists user, template, vehicle, due time and state, with links to the user and the vehicle', async () => {
    api.on(dashboardApi.missedToday, () => MISSED);
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Não realizados hoje' });
    const list = await within(panel).findByRole('list', { name: 'Checklists não realizados hoje' });

    expect(figure(panel, 'Atrasados')).toBe('2');
    expect(figure(panel, 'Não iniciados')).toBe('1');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'João MotoristaInspeção diáriaCaminhão Baú ABC-1D2307:00Atrasado',
      'Maria SouzaChecklist de segurança09:05Atrasado',
      'Pedro LimaInspeção diária18:00Não iniciado',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'João Motorista' })).toHaveAttribute(
      'href',
      '/admin/users/u-joao/edit',
    );
    expect(within(rows[0]!).getByRole('link', { name: /Caminhão Baú/ })).toHaveAttribute(
      'href',
      '/admin/vehicles/v-truck',
    );
    expect(api.sent(dashboardApi.missedToday)).toHaveLength(1);
  });

  it('when no scheduled checklist of today is missed, then the panel says so with zero counts', async () => {
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Não realizados hoje' });
    expect(await within(panel).findByText('Nenhum checklist agendado pendente hoje')).toBeInTheDocument();
    expect(figure(panel, 'Atrasados')).toBe('0');
    expect(figure(panel, 'Não iniciados')).toBe('0');
  });

  it('when the missed list cannot be loaded, then the panel says so and a retry loads it', async () => {
    api.on(dashboardApi.missedToday, () => failure(500, 'Erro interno'));
    const { user } = renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Não realizados hoje' });
    expect(await within(panel).findByText('Erro ao carregar os checklists não realizados hoje')).toBeInTheDocument();

    api.on(dashboardApi.missedToday, () => MISSED);
    await user.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByRole('list', { name: 'Checklists não realizados hoje' })).toBeInTheDocument();
  });

  it('when deadlines are past or near, then Próximos vencimentos counts them, each count linking to the filtered list, and lists the next ones with day, status and days left', async () => {
    api.on(deadlinesApi.panel, () => DEADLINES);
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Próximos vencimentos' });
    const list = await within(panel).findByRole('list', { name: 'Próximos vencimentos' });

    const counts = within(panel).getByLabelText('Resumo dos vencimentos');
    expect(within(counts).getByRole('link', { name: 'Vencidos' })).toHaveAttribute(
      'href',
      '/admin/deadlines?status=expired',
    );
    expect(within(counts).getByRole('link', { name: 'Vencidos' }).closest('div')).toHaveTextContent('Vencidos1');
    expect(within(counts).getByRole('link', { name: 'Vencem em 30 dias' }).closest('div')).toHaveTextContent(
      'Vencem em 30 dias3',
    );
    expect(within(counts).getByRole('link', { name: 'Vencem em 30 dias' })).toHaveAttribute(
      'href',
      '/admin/deadlines?status=due_soon',
    );
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Licenciamento / CRLVCaminhão Baú07/03/2025Vence em breveVence hoje',
      'CNH de João MotoristaCNH17/03/2025Vence em breveFaltam 10 dias',
      'IPVACaminhão Baú01/05/2025Em diaFaltam 55 dias',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'CNH de João Motorista' })).toHaveAttribute(
      'href',
      '/admin/users/u-joao/edit',
    );
    expect(within(panel).getByRole('link', { name: 'Ver todos os vencimentos' })).toHaveAttribute(
      'href',
      '/admin/deadlines',
    );
  });

  it('when the deadlines cannot be loaded, then the panel says so and a retry loads them', async () => {
    api.on(deadlinesApi.panel, () => failure(500, 'Erro interno'));
    const { user } = renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Próximos vencimentos' });
    expect(await within(panel).findByText('Erro ao carregar vencimentos')).toBeInTheDocument();

    api.on(deadlinesApi.panel, () => DEADLINES);
    await user.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByRole('list', { name: 'Próximos vencimentos' })).toBeInTheDocument();
  });

  it('when vehicles are out of service, then they are listed above the figures with a red badge, a link and the critical defects that keep them there, and the fleet panel counts them', async () => {
    const answer = companyAnswer(COUNTS);
    serve({
      ...answer,
      fleet: {
        ...answer.fleet,
        openDefects: 5,
        outOfService: [
          {
            id: 'v-truck',
            name: 'Caminhão Baú 01',
            plate: 'ABC1234',
            openCriticalDefects: 7,
            criticalDefects: [
              { id: 'd1', title: 'Freios funcionando?' },
              { id: 'd2', title: 'Pneus em bom estado?' },
              { id: 'd3', title: 'Direção sem folga?' },
              { id: 'd4', title: 'Luzes e setas funcionando?' },
              { id: 'd5', title: 'Extintor no prazo?' },
            ],
          },
          {
            id: 'v-van',
            name: 'Van Entregas',
            plate: 'BRA2E19',
            openCriticalDefects: 1,
            criticalDefects: [{ id: 'd6', title: 'Freios funcionando?' }],
          },
        ],
      },
    });
    renderDashboard();
    await loaded();

    const outRegion = region('Veículos fora de serviço');
    // Near the top: before the summary cards and the spec's counters.
    expect(
      outRegion.compareDocumentPosition(screen.getByLabelText('Resumo')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const rows = within(outRegion)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('dashboard-out'));
    expect(rows).toHaveLength(2);
    const [truck, van] = rows.map((row) => within(row));
    expect(truck!.getByRole('link', { name: 'Caminhão Baú 01' })).toHaveAttribute('href', '/admin/vehicles/v-truck');
    expect(truck!.getByText('ABC-1234')).toBeInTheDocument();
    expect(truck!.getByText('7 defeitos críticos abertos')).toBeInTheDocument();
    expect(truck!.getByText('Fora de serviço')).toHaveClass('badge-danger');
    expect(truck!.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Freios funcionando?',
      'Pneus em bom estado?',
      'Direção sem folga?',
      'Luzes e setas funcionando?',
      'Extintor no prazo?',
      'e mais 2',
    ]);
    expect(van!.getByRole('link', { name: 'Van Entregas' })).toHaveAttribute('href', '/admin/vehicles/v-van');
    expect(van!.getByText('BRA-2E19')).toBeInTheDocument();
    expect(van!.getByText('1 defeito crítico aberto')).toBeInTheDocument();
    expect(van!.getByRole('list', { name: 'Defeitos críticos de Van Entregas' })).toHaveTextContent(
      'Freios funcionando?',
    );

    const fleet = region('Frota');
    expect(figure(fleet, 'Defeitos abertos')).toBe('5');
    expect(figure(fleet, 'Fora de serviço')).toBe('2');
  });

  it('when sent checklists wait for review, then Aguardando revisão counts them above the figures and links to Respostas on its Pendentes tab', async () => {
    renderDashboard();
    await loaded();
    const link = screen.getByRole('link', { name: 'Aguardando revisão: 6' });
    expect(link).toHaveAttribute('href', '/admin/responses?status=pending');
    expect(link).toHaveAccessibleDescription('Checklists enviados esperando a sua revisão.');
    expect(
      link.compareDocumentPosition(screen.getByLabelText('Resumo')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // The spec's counters stay as they are.
    expect(figure(screen.getByLabelText('Checklists por status'), 'Pendentes')).toBe('8');
  });

  it('when questions were rejected in the last 30 days, then the most rejected are listed with their counts', async () => {
    renderDashboard();
    await loaded();
    const rows = within(region('Questões mais rejeitadas')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pneus calibrados?3 rejeições',
      'Extintor dentro da validade?1 rejeição',
    ]);
  });

  it('when checklists are overdue, then the red alert says how many', async () => {
    renderDashboard();
    await loaded();
    expect(screen.getByRole('alert')).toHaveTextContent('Atenção: 2 checklists vencidos');
  });

  it('when no checklist is overdue, then there is no alert', async () => {
    serve(companyAnswer({ ...COUNTS, overdue: 0 }));
    renderDashboard();
    await loaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [80, 'Excelente!'],
    [100, 'Excelente!'],
    [79.9, 'Bom'],
    [60, 'Bom'],
    [59.9, 'Precisa melhorar'],
    [0, 'Precisa melhorar'],
  ])('when the completion rate is %s %%, then the rating reads %s', async (completionRate, rating) => {
    serve(companyAnswer(COUNTS, { completionRate }));
    renderDashboard();
    await loaded();
    expect(within(region('Desempenho')).getByText(rating, { selector: 'p' })).toBeInTheDocument();
  });

  it('when there are ten activities, then five show with their times, and Ver mais shows all ten', async () => {
    const { user } = renderDashboard();
    await loaded();

    expect(activityItems()).toHaveLength(5);
    expect(activityItems()[0]).toHaveTextContent('Checklist concluído');
    expect(activityItems()[0]).toHaveTextContent('Template c1 · Usuário c1');
    expect(activityItems()[0]).toHaveTextContent('há 5 minutos');
    expect(activityItems()[1]).toHaveTextContent('Checklist atribuído');
    expect(activityItems()[1]).toHaveTextContent('há 1 hora');
    expect(activityItems()[2]).toHaveTextContent('Checklist rejeitado');
    expect(activityItems()[2]).toHaveTextContent('há 1 dia');
    expect(activityItems()[3]).toHaveTextContent('Checklist aprovado');

    await user.click(screen.getByRole('button', { name: 'Ver mais atividades' }));
    expect(activityItems()).toHaveLength(10);
    expect(activityItems()[9]).toHaveTextContent('Template x6');

    await user.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(activityItems()).toHaveLength(5);
  });

  it('when an activity is opened, then a sent or reviewed checklist goes to its response and an assignment to the users', async () => {
    const { user } = renderDashboard();
    await loaded();
    const links = within(region('Atividade Recente')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/responses/c1',
      '/admin/users',
      '/admin/responses/r1',
      '/admin/responses/p1',
      '/admin/responses/x1',
    ]);

    await user.click(within(region('Atividade Recente')).getByRole('link', { name: /Template c1/ }));
    expect(await screen.findByRole('heading', { name: 'Detalhe da resposta' })).toBeInTheDocument();
  });

  it('when there are five activities or fewer, then no Ver mais is offered', async () => {
    serve(companyAnswer(COUNTS, { recentActivity: TEN_ACTIVITIES.slice(0, 5) }));
    renderDashboard();
    await loaded();
    expect(activityItems()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Ver mais atividades' })).not.toBeInTheDocument();
  });

  it('when the company has no checklists, then every count and rate is zero and the activity says there is none', async () => {
    serve(
      companyAnswer(ZERO, {
        thisWeekCompleted: 0,
        thisMonthCompleted: 0,
        recentActivity: [],
        mostRejectedQuestions: [],
        // The panel the domain makes of a fleet with no vehicles.
        fleet: fleetPanelOf([], new Date()),
      }),
    );
    renderDashboard();
    await loaded();

    const cards = screen.getByLabelText('Resumo');
    expect(figure(cards, 'Checklists Total')).toBe('0');
    expect(figure(cards, 'Taxa de Conclusão')).toBe('0,0%');
    for (const label of ['Pendentes', 'Em Andamento', 'Em Revisão', 'Aprovados', 'Rejeitados', 'Vencidos']) {
      expect(figure(screen.getByLabelText('Checklists por status'), label)).toBe('0');
    }
    for (const bar of within(region('Desempenho')).getAllByRole('progressbar')) {
      expect(bar).toHaveAttribute('aria-valuenow', '0');
    }
    expect(within(region('Desempenho')).getByText('Precisa melhorar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region('Atividade Recente')).getByText('Nenhuma atividade recente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver mais atividades' })).not.toBeInTheDocument();
    expect(within(region('Frota')).getByText('Nenhum veículo precisa de troca de óleo')).toBeInTheDocument();
    expect(figure(region('Frota'), 'Combustível este mês')).toBe('R$ 0,00');
    expect(figure(region('Frota'), 'Defeitos abertos')).toBe('0');
    expect(figure(region('Frota'), 'Fora de serviço')).toBe('0');
    expect(screen.queryByRole('region', { name: 'Veículos fora de serviço' })).not.toBeInTheDocument();
    expect(screen.queryByText('Fora de serviço', { selector: '.badge' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aguardando revisão: 0' })).toHaveAccessibleDescription(
      'Nenhum checklist enviado esperando revisão.',
    );
    expect(
      within(region('Questões mais rejeitadas')).getByText('Nenhuma questão rejeitada nos últimos 30 dias'),
    ).toBeInTheDocument();
  });

  it('when an admin looks at the quick actions, then they lead to a new template, a new user and the responses', async () => {
    renderDashboard();
    await loaded();
    const links = within(region('Ações Rápidas')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Novo Template', '/admin/templates/new'],
      ['Novo Usuário', '/admin/users/new'],
      ['Ver Respostas', '/admin/responses'],
    ]);
  });

  it('when the superadmin opens it, then the platform shows: its totals, each company, and their quick actions', async () => {
    serve(PLATFORM);
    renderDashboard(sessionUser('superadmin', { name: 'Super Admin' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Boa tarde, Super Admin!' })).toBeInTheDocument();
    const cards = await screen.findByLabelText('Resumo da plataforma');
    expect(figure(cards, 'Empresas')).toBe('2');
    expect(figure(cards, 'Usuários')).toBe('9');
    expect(figure(cards, 'Checklists')).toBe('57');
    expect(figure(cards, 'Checklists nesta semana')).toBe('11');

    const rows = within(region('Por empresa')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', '17', '4'],
      ['6', '40', '7'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Logística Beta',
      'Transportes Alfa',
    ]);

    const actions = within(region('Ações Rápidas')).getAllByRole('link');
    expect(actions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gerenciar Empresas', '/admin/companies'],
      ['Ver Respostas', '/admin/responses'],
    ]);
    expect(screen.queryByLabelText('Checklists por status')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Desempenho' })).not.toBeInTheDocument();
  });

  it('when the figures cannot be loaded, then the catalogue text shows with a retry that loads them', async () => {
    // A failure that carries no message of its own: the screen's text stands in for it.
    let attempts = 0;
    api.on(dashboardApi.get, () => (++attempts === 1 ? failure(500, '', 'internal') : companyAnswer(COUNTS)));
    const { user } = renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar dados do dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Boa tarde, Ana Souza!' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByLabelText('Checklists por status')).toBeInTheDocument());
  });
});
