import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companiesApi } from '@domain/companies/contract';
import { snapshotQuestions, type ChecklistQuestion } from '@domain/checklists/checklist.schema';
import { responsesApi } from '@domain/checklists/contract';
import {
  responseSummary,
  type ResponseDetail,
  type ResponsesPage,
  type ReviewStatus,
} from '@domain/checklists/review.schema';
import type { CompanyListItem } from '@domain/companies/company.schema';
import type { ReportState } from '@domain/checklists/report';
import { formatDateTime } from '@/lib/format';
import { bytes, failure, installFakeApi, type FakeFailure } from '@/testing/fake-api';
import { checklistSummary, pageOf, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { ResponsesRoute } from './responses-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

/** How a write fails: the server's refusal, or no connection at all (the request never arrives). */
type Outcome = FakeFailure | 'offline';
const answerWith = (outcome: Outcome) => () => {
  if (outcome === 'offline') throw new TypeError('Failed to fetch');
  return outcome;
};
/** The paths of the requests sent to one endpoint, with their bodies. */
const sentTo = (path: string) =>
  api.requests.filter((request) => request.path === path).map(({ method, body }) => ({ method, body }));

function questions(statuses: Array<ChecklistQuestion['status']>): ChecklistQuestion[] {
  return snapshotQuestions([
    { id: 'q1', type: 'boolean', question: 'Faróis funcionando?', required: true, order: 1 },
    { id: 'q2', type: 'number', question: 'Quilometragem no painel', required: true, order: 2, min: 0, max: 999999 },
  ]).map((q, i) => ({
    ...q,
    answer: i === 0 ? true : 45230,
    answeredAt: '2026-11-20T12:00:00.000Z',
    status: statuses[i] ?? 'pending',
    rejectionReason: statuses[i] === 'rejected' ? 'Foto desfocada' : null,
  }));
}

function detail(id: string, status: ReviewStatus, qs: ChecklistQuestion[]): ResponseDetail {
  return {
    ...checklistSummary(id, {
      templateName: `Inspeção ${id}`,
      userName: 'João Santos',
      status: status === 'pending' ? 'completed' : (status as 'approved'),
      submittedAt: '2026-11-20T13:30:00.000Z',
    }),
    questions: qs,
    reviewStatus: status,
    listedAt: '2026-11-20T13:30:00.000Z',
  };
}

const COMPANIES = [
  { id: 'alfa', name: 'Transportes Alfa' },
  { id: 'beta', name: 'Logística Beta' },
] as CompanyListItem[];

/** The report's link as production hands it out: a signed Cloud Storage URL. */
const LINK = 'https://storage.googleapis.com/checkfrota.appspot.com/report.pdf?X-Goog-Signature=abc';
const FILE_NAME = 'Checklist_Inspe_o_c1_Jo_o_Santos_2026-11-23.pdf';

const COUNTS = { all: 60, pending: 30, in_review: 10, approved: 15, rejected: 5 };

/** The fake API: `total` listed under the asked tab, `items` the page's. */
function serve(details: ResponseDetail[], total = details.length) {
  api.on(companiesApi.list, () => pageOf(COMPANIES));
  api.on(responsesApi.list, ({ query }): ResponsesPage => ({
    items: details.map(responseSummary),
    total,
    page: Number(query.page),
    pageSize: Number(query.pageSize),
    nextCursor: null,
    counts: COUNTS,
  }));
  api.on(responsesApi.detail, ({ params }) => {
    const found = details.find((d) => d.id === params.id);
    return found ?? failure(404, 'Resposta não encontrada');
  });
}

const listCalls = () => api.sent(responsesApi.list).map((request) => request.query);

function Location() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

function renderList(path = '/admin/responses', session = sessionUser('admin')) {
  return renderWithProviders(
    <>
      <ResponsesRoute />
      <Location />
    </>,
    { path, route: '/admin/responses', session },
  );
}

const address = () => screen.getByRole('status', { name: 'endereço' }).textContent;

describe('ResponsesRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('when opened, then the tabs carry their counts and the range says how many of all are shown', async () => {
    serve([detail('c1', 'pending', questions(['pending', 'pending']))], 30);
    renderList('/admin/responses?status=pending');
    expect(screen.getByRole('heading', { level: 1, name: 'Respostas dos Checklists' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Inspeção c1' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Todas (60)',
      'Pendentes (30)',
      'Em Revisão (10)',
      'Aprovadas (15)',
      'Rejeitadas (5)',
    ]);
    expect(screen.getByRole('tab', { name: 'Pendentes (30)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Exibindo 1 - 25 de 30 respostas')).toBeInTheDocument();
    expect(screen.getByText('(filtradas de 60 total)')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ status: 'pending', page: '1', pageSize: '25' });

    const card = within(screen.getByRole('article', { name: 'Inspeção c1' }));
    expect(card.getByText('Pendente de Revisão')).toBeInTheDocument();
    expect(card.getByText('João Santos')).toBeInTheDocument();
    expect(card.getByText(`Respondido em ${formatDateTime('2026-11-20T13:30:00.000Z')}`)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute('href', '/admin/responses/c1');
    expect(card.queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it('when a page is chosen and then another tab, then the page goes in the URL and the tab brings back page 1', async () => {
    serve([detail('c1', 'pending', questions(['pending', 'pending']))], 60);
    const { user } = renderList();
    await screen.findByRole('article', { name: 'Inspeção c1' });
    expect(screen.getByText('Exibindo 1 - 25 de 60 respostas')).toBeInTheDocument();
    expect(screen.queryByText(/filtradas de/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(address()).toBe('?page=3'));
    expect(window.scrollTo).toHaveBeenCalled();
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ status: 'all', page: '3', pageSize: '25' }));
    await screen.findByText('Exibindo 51 - 60 de 60 respostas');

    await user.click(screen.getByRole('tab', { name: 'Rejeitadas (5)' }));
    await waitFor(() => expect(address()).toBe('?status=rejected'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ status: 'rejected', page: '1', pageSize: '25' }));
  });

  it('when the superadmin picks a company, then it goes in the URL, the list is that company’s from page 1, and back to every company', async () => {
    serve([{ ...detail('c1', 'pending', questions(['pending', 'pending'])), companyId: 'beta' }], 60);
    const { user } = renderList('/admin/responses?page=2', sessionUser('superadmin'));
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    expect(card.getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute(
      'href',
      '/admin/responses/c1?companyId=beta',
    );
    const picker = screen.getByRole('combobox', { name: 'Empresa' });
    expect(picker).toHaveValue('');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Todas as empresas', 'Transportes Alfa', 'Logística Beta']),
    );
    expect(listCalls().at(-1)).toEqual({ status: 'all', page: '2', pageSize: '25' });

    await user.selectOptions(picker, 'Logística Beta');
    await waitFor(() => expect(address()).toBe('?companyId=beta'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ status: 'all', page: '1', pageSize: '25', companyId: 'beta' }),
    );
    expect(picker).toHaveValue('beta');

    await user.click(screen.getByRole('tab', { name: 'Rejeitadas (5)' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ status: 'rejected', page: '1', pageSize: '25', companyId: 'beta' }),
    );

    await user.selectOptions(picker, 'Todas as empresas');
    await waitFor(() => expect(address()).toBe('?status=rejected'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ status: 'rejected', page: '1', pageSize: '25' }));
  });

  it('when an admin opens the list, then there is no company filter and a companyId in the URL is not sent', async () => {
    serve([detail('c1', 'pending', questions(['pending', 'pending']))]);
    renderList('/admin/responses?companyId=beta');
    await screen.findByRole('article', { name: 'Inspeção c1' });
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ status: 'all', page: '1', pageSize: '25' });
    expect(api.requests.filter((request) => request.path === '/companies')).toEqual([]);
  });

  it('when nothing was sent, then the empty texts of the spec are shown', async () => {
    serve([], 0);
    renderList();
    expect(await screen.findByText('Nenhuma resposta para revisar')).toBeInTheDocument();
    expect(
      screen.getByText('As respostas dos checklists aparecerão aqui quando os usuários as submeterem.'),
    ).toBeInTheDocument();
  });

  it('when a response inspects a vehicle, then its card names the vehicle and its plate; a general one names none', async () => {
    const truck = { id: 'v-truck', name: 'Caminhão 01', plate: 'BRA2E19' };
    serve([
      { ...detail('c1', 'pending', questions(['pending', 'pending'])), vehicle: truck },
      detail('c2', 'pending', questions(['pending', 'pending'])),
    ]);
    renderList();
    const inspection = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    expect(inspection.getByText('Veículo: Caminhão 01 · BRA-2E19')).toBeInTheDocument();
    const general = within(screen.getByRole('article', { name: 'Inspeção c2' }));
    expect(general.queryByText(/Veículo:/)).not.toBeInTheDocument();
  });

  it('when an inspection card is expanded, then its failed item is marked Falha and its odometer reads in km', async () => {
    const qs = snapshotQuestions([
      { id: 'q1', type: 'odometer', question: 'Hodômetro', required: true, order: 1 },
      {
        id: 'q2',
        type: 'boolean',
        question: 'Freios funcionando?',
        required: true,
        order: 2,
        failingAnswer: false,
        severity: 'critical',
      },
    ]).map((q, i) => ({ ...q, answer: [120500, false][i], answeredAt: '2026-11-20T12:00:00.000Z' }));
    serve([{ ...detail('c1', 'pending', qs), vehicle: { id: 'v-truck', name: 'Caminhão 01', plate: 'ABC1234' } }]);
    const { user } = renderList();
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    expect(card.getByText('Veículo: Caminhão 01 · ABC-1234')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Expandir' }));

    expect(
      within(await card.findByRole('listitem', { name: 'Questão 1' })).getByText('120.500 km'),
    ).toBeInTheDocument();
    const brakes = within(card.getByRole('listitem', { name: 'Questão 2' }));
    expect(brakes.getByText('Falha')).toHaveClass('badge-danger');
    expect(brakes.getByText('Crítico')).toBeInTheDocument();
  });

  it('when a card is expanded, then approve is disabled on an approved answer and reject on a rejected one', async () => {
    serve([detail('c1', 'rejected', questions(['approved', 'rejected']))]);
    const { user } = renderList();
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    await user.click(card.getByRole('button', { name: 'Expandir' }));

    const first = within(await card.findByRole('listitem', { name: 'Questão 1' }));
    expect(first.getByText('Sim')).toBeInTheDocument();
    expect(first.getByText('Aprovada')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Aprovar Questão 1' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Rejeitar Questão 1' })).toBeEnabled();

    const second = within(card.getByRole('listitem', { name: 'Questão 2' }));
    expect(second.getByText('45.230')).toBeInTheDocument();
    expect(second.getByText('Rejeitada')).toBeInTheDocument();
    expect(second.getByText('Foto desfocada')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Aprovar Questão 2' })).toBeEnabled();
    expect(second.getByRole('button', { name: 'Rejeitar Questão 2' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Aprovar Todas' })).toBeEnabled();
  });

  it('when Aprovar Todas is confirmed, then every answer is approved and the button is disabled', async () => {
    const pending = detail('c1', 'pending', questions(['pending', 'pending']));
    serve([pending]);
    api.on(responsesApi.approveAll, () => detail('c1', 'approved', questions(['approved', 'approved'])));
    const { user } = renderList();
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    await user.click(card.getByRole('button', { name: 'Expandir' }));
    await user.click(await card.findByRole('button', { name: 'Aprovar Todas' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Aprovar Todas' }));
    expect(dialog.getByText('Tem certeza que deseja aprovar todas as questões?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(api.requests.filter((request) => request.method === 'post')).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Aprovar Todas' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Aprovar Todas' })).getByRole('button', { name: 'Aprovar Todas' }),
    );
    await waitFor(() => expect(sentTo('/responses/c1/approve-all')).toEqual([{ method: 'post', body: undefined }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card.getByRole('button', { name: 'Aprovar Todas' })).toBeDisabled());
    expect(card.getByRole('button', { name: 'Aprovar Questão 1' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Aprovar Questão 2' })).toBeDisabled();
  });

  it('when question 2 is rejected with a reason, then the trimmed reason is sent and the answer shows it', async () => {
    serve([detail('c1', 'pending', questions(['pending', 'pending']))]);
    api.on(responsesApi.rejectQuestion, () => detail('c1', 'rejected', questions(['pending', 'rejected'])));
    const { user } = renderList();
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    await user.click(card.getByRole('button', { name: 'Expandir' }));
    await user.click(await card.findByRole('button', { name: 'Rejeitar Questão 2' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Rejeitar Questão' }));
    expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Motivo da Rejeição/ }), '  Foto desfocada ');
    await user.click(dialog.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(sentTo('/responses/c1/questions/q2/reject')).toEqual([
        { method: 'post', body: { reason: 'Foto desfocada' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const second = within(card.getByRole('listitem', { name: 'Questão 2' }));
    expect(second.getByText('Foto desfocada')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Rejeitar Questão 2' })).toBeDisabled();
  });

  it.each<[string, Outcome, string]>([
    ['a refusal', failure(409, 'Esta questão já foi aprovada', 'conflict'), 'Esta questão já foi aprovada'],
    [
      'a server error with its own message',
      failure(503, 'Serviço indisponível, tente em instantes', 'internal'),
      'Serviço indisponível, tente em instantes',
    ],
    ['no connection', 'offline', 'Erro ao aprovar questão'],
  ])(
    'when approving one answer fails with %s, then the toast shows the server text when there is one, else the catalogue one',
    async (_case, error, text) => {
      serve([detail('c1', 'pending', questions(['pending', 'pending']))]);
      api.on(responsesApi.approveQuestion, answerWith(error));
      const { user } = renderList();
      const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
      await user.click(card.getByRole('button', { name: 'Expandir' }));
      await user.click(await card.findByRole('button', { name: 'Aprovar Questão 1' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text));
      expect(api.sent(responsesApi.approveQuestion).map((request) => request.path)).toContain(
        '/responses/c1/questions/q1/approve',
      );
    },
  );

  it('when rejecting or approving all fails, then the server text is toasted, or the catalogue one without it', async () => {
    serve([detail('c1', 'pending', questions(['pending', 'pending']))]);
    api.on(responsesApi.rejectQuestion, () => failure(503, 'Serviço indisponível, tente em instantes', 'internal'));
    const { user } = renderList();
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    await user.click(card.getByRole('button', { name: 'Expandir' }));
    await user.click(await card.findByRole('button', { name: 'Rejeitar Questão 2' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rejeitar Questão' }));
    await user.type(dialog.getByRole('textbox', { name: /Motivo da Rejeição/ }), 'Foto desfocada');
    await user.click(dialog.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Serviço indisponível, tente em instantes'));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));

    api.on(responsesApi.approveAll, answerWith('offline'));
    await user.click(card.getByRole('button', { name: 'Aprovar Todas' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Aprovar Todas' })).getByRole('button', { name: 'Aprovar Todas' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erro ao aprovar todas as questões'));

    api.on(responsesApi.approveAll, () => failure(409, 'Transição de status inválida', 'conflict'));
    await user.click(card.getByRole('button', { name: 'Aprovar Todas' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Aprovar Todas' })).getByRole('button', { name: 'Aprovar Todas' }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Transição de status inválida'));
  });

  it('when Baixar PDF is pressed on an approved response, then it says Gerando PDF..., then how far the render is, and the success toast once the file is saved', async () => {
    serve([detail('c1', 'approved', questions(['approved', 'approved']))]);
    const answers: Array<(state: ReportState) => void> = [];
    api.on(responsesApi.pdf, () => new Promise<ReportState>((resolve) => answers.push(resolve)));
    api.link(LINK, () => bytes('%PDF-1.7', { 'Content-Type': 'application/pdf' }));
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const { user } = renderList();
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    await user.click(card.getByRole('button', { name: 'Baixar PDF' }));
    expect(await card.findByRole('button', { name: 'Gerando PDF...' })).toBeDisabled();
    expect(api.sent(responsesApi.pdf).map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/responses/c1/pdf', query: {} },
    ]);

    answers[0]!({ status: 'rendering', progress: 40 });
    expect(await card.findByRole('button', { name: 'Gerando PDF… 40%' })).toBeDisabled();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(toast.success).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();

    answers[1]!({ status: 'ready', url: LINK, expiresAt: '2026-11-23T12:10:00.000Z', fileName: FILE_NAME });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('PDF gerado e baixado com sucesso!'));
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(toast.success).mock.invocationCallOrder[0]!);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(FILE_NAME);
    expect(card.getByRole('button', { name: 'Baixar PDF' })).toBeEnabled();
    click.mockRestore();
  });

  it('when the report’s link has expired by the time it is fetched, then the toast says so and nothing is saved', async () => {
    serve([detail('c1', 'approved', questions(['approved', 'approved']))]);
    api.on(responsesApi.pdf, (): ReportState => ({
      status: 'ready',
      url: LINK,
      expiresAt: '2026-11-23T12:10:00.000Z',
      fileName: FILE_NAME,
    }));
    api.link(LINK, () => failure(403, 'Link de download expirado. Gere o PDF novamente.', 'forbidden'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const { user } = renderList();
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    await user.click(card.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Link de download expirado. Gere o PDF novamente.'));
    expect(click).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it.each<[string, Outcome, string]>([
    ['the server could not render it', failure(500, 'Falha na geração do PDF', 'internal'), 'Falha na geração do PDF'],
    ['a server error without a message', failure(502, '', 'internal'), 'Falha na geração do PDF'],
    [
      'the checklist is not approved',
      failure(409, 'O PDF só pode ser gerado para checklists aprovados', 'conflict'),
      'O PDF só pode ser gerado para checklists aprovados',
    ],
    ['no connection', 'offline', 'Erro ao gerar PDF. Tente novamente.'],
  ])('when the PDF fails because %s, then the toast says "%s"', async (_case, error, text) => {
    serve([detail('c1', 'approved', questions(['approved', 'approved']))]);
    api.on(responsesApi.pdf, answerWith(error));
    const { user } = renderList();
    const card = within(await screen.findByRole('article', { name: 'Inspeção c1' }));
    await user.click(card.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text));
  });
});
