import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageRef } from '@domain/checklists/answer.schema';
import { snapshotQuestions, type ChecklistQuestion } from '@domain/checklists/checklist.schema';
import { responsesApi } from '@domain/checklists/contract';
import type { ResponseDetail, ReviewStatus } from '@domain/checklists/review.schema';
import { defectsApi } from '@domain/fleet/contract';
import type { Defect } from '@domain/fleet/defect';
import { imagesApi } from '@domain/images/contract';
import { formatDate, formatDateTime } from '@/lib/format';
import { bytes, failure, installFakeApi } from '@/testing/fake-api';
import { checklistSummary, pageOf, renderWithProviders, BRAKES_ITEM, OIL_LEAK_ITEM } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { ResponseDetailRoute } from './response-detail-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// jsdom has no IndexedDB: no photo waits in this device's queue.
vi.mock('@/data/offline/photo-queue', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/offline/photo-queue')>()),
  queuedPhoto: vi.fn(async () => null),
}));
// react-pdf draws on a canvas jsdom lacks; the journey (e2e/review.e2e.ts) sees the real preview.
vi.mock('../components/pdf-preview', () => ({
  PdfPreview: ({ responseId, companyId }: { responseId: string; companyId?: string }) => (
    <p>
      Prévia de {responseId} em {companyId ?? 'sua empresa'}
    </p>
  ),
}));

const api = installFakeApi();

/** The detail reads sent, with their query. */
const detailReads = () => api.sent(responsesApi.detail).map(({ path, query }) => ({ path, query }));
const imageReads = () => api.sent(imagesApi.bytes).map(({ path, query }) => ({ path, query }));
const sentTo = (path: string) =>
  api.requests.filter((request) => request.path === path).map(({ method, body }) => ({ method, body }));

const SUBMITTED = '2026-11-20T13:30:00.000Z';
const DUE = '2026-11-21T15:00:00.000Z';

function questions(statuses: Array<ChecklistQuestion['status']>): ChecklistQuestion[] {
  return snapshotQuestions([
    { id: 'q1', type: 'boolean', question: 'Faróis funcionando?', required: true, order: 1 },
    { id: 'q2', type: 'photo', question: 'Foto do lacre', required: true, order: 2 },
    { id: 'q3', type: 'number', question: 'Quilometragem no painel', required: true, order: 3, min: 0, max: 999999 },
  ]).map((q, i) => ({
    ...q,
    answer: [true, [imageRef('img-lacre')], 45230][i],
    answeredAt: '2026-11-20T12:00:00.000Z',
    status: statuses[i] ?? 'pending',
    rejectionReason: statuses[i] === 'rejected' ? 'Foto desfocada' : null,
  }));
}

function detail(status: ReviewStatus, qs: ChecklistQuestion[], companyId = 'alfa'): ResponseDetail {
  return {
    ...checklistSummary('c1', {
      companyId,
      templateName: 'Vistoria de saída',
      userName: 'João Santos',
      status: status === 'pending' ? 'completed' : (status as 'approved'),
      submittedAt: SUBMITTED,
      dueDate: DUE,
    }),
    questions: qs,
    reviewStatus: status,
    listedAt: SUBMITTED,
  };
}

function serve(response: ResponseDetail) {
  api.on(responsesApi.detail, ({ params }) =>
    params.id === 'c1' ? response : failure(404, 'Resposta não encontrada'),
  );
}

function renderDetail(path = '/admin/responses/c1', session = sessionUser('admin')) {
  return renderWithProviders(<ResponseDetailRoute />, {
    path,
    route: '/admin/responses/:id',
    stops: { '/admin/responses': 'Lista de respostas' },
    session,
  });
}

/** A counter's figure, by its label. */
const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ResponseDetailRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:foto'), revokeObjectURL: vi.fn() }));
    api.on(imagesApi.bytes, () => bytes('jpeg', { 'Content-Type': 'image/jpeg' }));
  });

  it('when opened, then the template, user, Respondido em, Prazo, counters and every answer are shown, with the way back', async () => {
    serve(detail('rejected', questions(['approved', 'rejected', 'pending'])));
    renderDetail();
    expect(screen.getByText('Carregando resposta...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' })).toBeInTheDocument();
    expect(detailReads()).toContainEqual({ path: '/responses/c1', query: {} });
    expect(screen.getByText('João Santos')).toBeInTheDocument();
    expect(screen.getByText('Respondido em', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      formatDateTime(SUBMITTED),
    );
    expect(screen.getByText('Prazo', { selector: 'dt' }).nextElementSibling).toHaveTextContent(formatDate(DUE));
    expect([counter('Aprovadas'), counter('Rejeitadas'), counter('Pendentes')]).toEqual(['1', '1', '1']);
    expect(screen.getByRole('link', { name: 'Voltar para Respostas' })).toHaveAttribute('href', '/admin/responses');

    expect(within(screen.getByRole('listitem', { name: 'Questão 1' })).getByText('Sim')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Questão 2' })).getByText('Foto desfocada')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Questão 3' })).getByText('45.230')).toBeInTheDocument();
    // Not approved yet: no report to download or preview.
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visualizar PDF' })).not.toBeInTheDocument();
  });

  it('when one answer is approved and another rejected with a reason, then each is sent and the counters follow', async () => {
    serve(detail('pending', questions(['pending', 'pending', 'pending'])));
    api.on(responsesApi.approveQuestion, () => detail('in_review', questions(['approved', 'pending', 'pending'])));
    api.on(responsesApi.rejectQuestion, () => detail('rejected', questions(['approved', 'rejected', 'pending'])));
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(counter('Pendentes')).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Aprovar Questão 1' }));
    await waitFor(() =>
      expect(sentTo('/responses/c1/questions/q1/approve')).toEqual([{ method: 'post', body: undefined }]),
    );
    await waitFor(() => expect(counter('Aprovadas')).toBe('1'));
    expect(screen.getByRole('button', { name: 'Aprovar Questão 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Rejeitar Questão 2' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rejeitar Questão' }));
    await user.type(dialog.getByRole('textbox', { name: /Motivo da Rejeição/ }), 'Foto desfocada');
    await user.click(dialog.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(sentTo('/responses/c1/questions/q2/reject')).toEqual([
        { method: 'post', body: { reason: 'Foto desfocada' } },
      ]),
    );
    await waitFor(() => expect(counter('Rejeitadas')).toBe('1'));
    expect(counter('Pendentes')).toBe('1');
    expect(screen.getByRole('button', { name: 'Rejeitar Questão 2' })).toBeDisabled();
  });

  it('when an answer carries where it was given, then the reviewer gets a map link and its accuracy', async () => {
    const located = questions(['pending', 'pending', 'pending']).map((q, i) =>
      i === 0 ? { ...q, location: { latitude: -23.5505, longitude: -46.6333, accuracy: 12 } } : q,
    );
    serve(detail('pending', located));
    renderDetail();
    const first = within(await screen.findByRole('listitem', { name: 'Questão 1' }));
    expect(first.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-23.5505&mlon=-46.6333#map=18/-23.5505/-46.6333',
    );
    expect(first.getByText('(informado pelo aparelho, ± 12 m)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Questão 2' })).queryByRole('link', { name: 'Ver no mapa' }),
    ).not.toBeInTheDocument();
  });

  it('when a photo is pressed, then the viewer opens it full size, read through the API', async () => {
    serve(detail('pending', questions(['pending', 'pending', 'pending'])));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ampliar Foto 1 de Foto do lacre' }));
    const viewer = within(screen.getByRole('dialog', { name: 'Foto 1 de Foto do lacre' }));
    expect(await viewer.findByRole('img', { name: 'Foto 1 de Foto do lacre' })).toHaveAttribute('src', 'blob:foto');
    expect(imageReads()).toContainEqual({
      path: '/checklists/image/img-lacre',
      query: { size: 'full', companyId: 'alfa' },
    });
  });

  it('when the photo cannot be read, then the viewer says Imagem indisponível', async () => {
    serve(detail('pending', questions(['pending', 'pending', 'pending'])));
    api.on(imagesApi.bytes, () => failure(404, 'Imagem não encontrada'));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ampliar Foto 1 de Foto do lacre' }));
    const viewer = within(screen.getByRole('dialog', { name: 'Foto 1 de Foto do lacre' }));
    // The image is asked for once more, a second later, before the viewer gives up.
    expect(await viewer.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Imagem indisponível');
  });

  it('when an approved response’s Visualizar PDF is pressed, then the preview opens and Fechar PDF closes it', async () => {
    serve(detail('approved', questions(['approved', 'approved', 'approved'])));
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Pré-visualização do PDF' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Visualizar PDF' }));
    const preview = await screen.findByRole('region', { name: 'Pré-visualização do PDF' });
    expect(await within(preview).findByText('Prévia de c1 em sua empresa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar PDF' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Fechar PDF' }));
    expect(screen.queryByRole('region', { name: 'Pré-visualização do PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visualizar PDF' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when an approved response is reopened with a reason, then the reason is sent, its answers can be reviewed again, and the audit link names it', async () => {
    serve(detail('approved', questions(['approved', 'approved', 'approved'])));
    api.on(responsesApi.reopen, () => detail('in_review', questions(['approved', 'approved', 'approved'])));
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    // Approved is final: no answer can be rejected before the review is reopened.
    expect(screen.getByRole('button', { name: 'Rejeitar Questão 1' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ver auditoria deste checklist' })).toHaveAttribute(
      'href',
      '/admin/audit?recordType=checklist&recordId=c1',
    );

    await user.click(screen.getByRole('button', { name: 'Reabrir revisão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir revisão' });
    const send = within(dialog).getByRole('button', { name: 'Reabrir revisão' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Motivo da reabertura/), '  Foto do pneu ilegível ');
    await user.click(send);

    await waitFor(() =>
      expect(sentTo('/responses/c1/reopen')).toEqual([{ method: 'post', body: { reason: 'Foto do pneu ilegível' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Revisão reaberta');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rejeitar Questão 1' })).toBeEnabled());
  });

  it('when the superadmin opens a company’s response, then it, its photos and its preview are read in that company, without review buttons', async () => {
    serve(detail('approved', questions(['approved', 'approved', 'approved']), 'beta'));
    const { user } = renderDetail('/admin/responses/c1?companyId=beta', sessionUser('superadmin'));
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(detailReads()).toContainEqual({ path: '/responses/c1', query: { companyId: 'beta' } });
    expect(screen.queryByRole('button', { name: 'Aprovar Questão 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rejeitar Questão 1' })).not.toBeInTheDocument();
    await screen.findByRole('img', { name: 'Foto 1 de Foto do lacre' });
    expect(imageReads()).toContainEqual({
      path: '/checklists/image/img-lacre',
      query: { size: 'thumb', companyId: 'beta' },
    });

    await user.click(screen.getByRole('button', { name: 'Visualizar PDF' }));
    expect(await screen.findByText('Prévia de c1 em beta')).toBeInTheDocument();
  });

  it('when the response is not found, then Resposta não encontrada and back to the list', async () => {
    api.on(responsesApi.detail, () => failure(404, 'Resposta não encontrada'));
    renderDetail('/admin/responses/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Lista de respostas' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Resposta não encontrada');
  });

  it("when the superadmin's address names no company, then 'Erro: ID da empresa não encontrado', back to the list, and nothing is asked", async () => {
    renderDetail('/admin/responses/c1', sessionUser('superadmin'));
    expect(await screen.findByRole('heading', { name: 'Lista de respostas' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro: ID da empresa não encontrado');
    expect(api.sent(responsesApi.detail)).toEqual([]);
  });
});

describe('ResponseDetailRoute of a vehicle inspection', () => {
  const TRUCK = { id: 'v-truck', name: 'Caminhão 01', plate: 'ABC1234' };
  const OPENED = '2026-11-20T13:30:00.000Z';

  /** An inspection João sent: brakes failed (critical), a leak found (fails on 'Sim'), lights fine, and the odometer. */
  function inspection(): ResponseDetail {
    const qs = snapshotQuestions([
      { id: 'q1', type: 'odometer', question: 'Hodômetro', required: true, order: 1 },
      { id: 'q2', order: 2, ...BRAKES_ITEM },
      { id: 'q3', order: 3, ...OIL_LEAK_ITEM },
      {
        id: 'q4',
        type: 'boolean',
        question: 'Faróis funcionando?',
        required: true,
        order: 4,
        failingAnswer: false,
        severity: 'critical',
      },
    ]).map((q, i) => ({
      ...q,
      answer: [52400, false, true, true][i],
      answeredAt: OPENED,
      comment: i === 1 ? 'Pedal baixo' : null,
      ...(i === 0 && { odometerCheck: 'too_far' as const }),
    }));
    return {
      ...detail('pending', qs),
      templateKind: 'vehicle_inspection',
      vehicle: TRUCK,
      inspection: { failures: 2, criticalFailures: 1, odometerKm: 52400 },
    };
  }

  function defect(id: string, overrides: Partial<Defect>): Defect {
    const report = {
      checklistId: 'c1',
      reportedBy: 'u-joao',
      reportedByName: 'João Santos',
      reportedAt: OPENED,
      comment: null,
      photos: [],
    };
    return {
      id,
      companyId: 'alfa',
      vehicle: TRUCK,
      questionId: 'q2',
      templateId: 't-1',
      title: 'Freios funcionando?',
      severity: 'critical',
      status: 'open',
      openedAt: OPENED,
      updatedAt: OPENED,
      firstReport: report,
      lastReport: report,
      reportsCount: 1,
      checklistIds: ['c1'],
      maintenanceRecordId: null,
      history: [],
      ...overrides,
    };
  }

  const DEFECTS = [
    defect('d-brakes', {}),
    defect('d-leak', {
      questionId: 'q3',
      title: 'Vazamento de óleo?',
      severity: 'non_critical',
      status: 'in_progress',
      openedAt: '2026-11-18T09:00:00.000Z',
      firstReport: {
        checklistId: 'c0',
        reportedBy: 'u-ana',
        reportedByName: 'Ana Souza',
        reportedAt: '2026-11-18T09:00:00.000Z',
        comment: null,
        photos: [],
      },
      checklistIds: ['c0', 'c1'],
    }),
  ];

  beforeEach(() => {
    vi.resetAllMocks();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:foto'), revokeObjectURL: vi.fn() }));
    api.on(imagesApi.bytes, () => bytes('jpeg', { 'Content-Type': 'image/jpeg' }));
  });

  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  it('when opened, then the vehicle, its odometer reading and the result are in the facts', async () => {
    serve(inspection());
    api.on(defectsApi.list, () => pageOf(DEFECTS, { pageSize: 100 }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });

    expect(fact('Veículo')).toHaveTextContent('Caminhão 01 · ABC-1234');
    expect(fact('Hodômetro')).toHaveTextContent('52.400 km');
    expect(fact('Resultado da inspeção')).toHaveTextContent('2 falhas (1 crítica)');
  });

  it('when the driver started it from the vehicle’s QR code, then the facts say Aberto pelo link da etiqueta; an assigned start says nothing', async () => {
    serve({ ...inspection(), startedVia: 'qr' });
    api.on(defectsApi.list, () => pageOf(DEFECTS, { pageSize: 100 }));
    const view = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(fact('Início')).toHaveTextContent('Aberto pelo link da etiqueta');
    view.unmount();

    serve(inspection());
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(screen.queryByText('Aberto pelo link da etiqueta')).not.toBeInTheDocument();
  });

  it('when the position taken at that start was by the vehicle’s last known one, then the facts say so, how far and since when, with the place on the map', async () => {
    const location = { latitude: -23.5496, longitude: -46.6333, accuracy: 15 };
    serve({
      ...inspection(),
      startedVia: 'qr',
      startPlace: { location, nearVehicle: { metres: 100, lastKnownAt: '2026-11-20T13:30:00.000Z' } },
    });
    api.on(defectsApi.list, () => pageOf(DEFECTS, { pageSize: 100 }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(fact('Início')).toHaveTextContent(
      'Aberto junto ao veículo: a 100 m da última posição conhecida (20/11/2026 10:30)',
    );
    expect(within(fact('Início') as HTMLElement).getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=-23.5496&mlon=-46.6333'),
    );
  });

  it('when a start from the list kept the position (its template requires it), then the facts show where, without the label’s words', async () => {
    const location = { latitude: -23.5496, longitude: -46.6333, accuracy: 15 };
    serve({ ...inspection(), requirePosition: true, startPlace: { location, nearVehicle: null } });
    api.on(defectsApi.list, () => pageOf(DEFECTS, { pageSize: 100 }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(fact('Início')).toHaveTextContent('Localização registrada no início');
    expect(screen.queryByText('Aberto pelo link da etiqueta')).not.toBeInTheDocument();
    expect(within(fact('Início') as HTMLElement).getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=-23.5496&mlon=-46.6333'),
    );
  });

  it('when an answer failed, then it is marked Falha with its severity; a passing item is not', async () => {
    serve(inspection());
    api.on(defectsApi.list, () => pageOf(DEFECTS, { pageSize: 100 }));
    renderDetail();
    const brakes = within(await screen.findByRole('listitem', { name: 'Questão 2' }));
    expect(brakes.getByText('Não')).toBeInTheDocument();
    expect(brakes.getByText('Falha')).toHaveClass('badge-danger');
    expect(brakes.getByText('Crítico')).toBeInTheDocument();
    const leak = within(screen.getByRole('listitem', { name: 'Questão 3' }));
    expect(leak.getByText('Sim')).toBeInTheDocument();
    expect(leak.getByText('Falha')).toBeInTheDocument();
    expect(leak.getByText('Não crítico')).toBeInTheDocument();
    const lights = within(screen.getByRole('listitem', { name: 'Questão 4' }));
    expect(lights.getByText('Sim')).toBeInTheDocument();
    expect(lights.queryByText('Falha')).not.toBeInTheDocument();
  });

  it('when the odometer reading was flagged, then it shows in km with the reviewer’s warning and why', async () => {
    serve(inspection());
    api.on(defectsApi.list, () => pageOf(DEFECTS, { pageSize: 100 }));
    renderDetail();
    const odometer = within(await screen.findByRole('listitem', { name: 'Questão 1' }));
    expect(odometer.getByText('52.400 km')).toBeInTheDocument();
    expect(
      odometer.getByText(
        'Leitura fora do esperado: mais de 2.000 km por dia acima da última registrada para o veículo. Ela só entra no hodômetro do veículo quando esta resposta for aprovada.',
      ),
    ).toBeInTheDocument();
  });

  it('when a plausible reading is shown, then no warning is given', async () => {
    const response = inspection();
    const { odometerCheck: _flag, ...plausible } = response.questions[0]!;
    serve({ ...response, questions: [plausible, ...response.questions.slice(1)] });
    api.on(defectsApi.list, () => pageOf(DEFECTS, { pageSize: 100 }));
    renderDetail();
    const odometer = within(await screen.findByRole('listitem', { name: 'Questão 1' }));
    expect(odometer.getByText('52.400 km')).toBeInTheDocument();
    expect(screen.queryByText(/Leitura fora do esperado/)).not.toBeInTheDocument();
  });

  it('when opened, then the defects the inspection opened or joined are listed with severity, status and a link to the vehicle', async () => {
    serve(inspection());
    api.on(defectsApi.list, () => pageOf(DEFECTS, { pageSize: 100 }));
    renderDetail();

    const section = within(await screen.findByRole('region', { name: 'Defeitos abertos por esta inspeção' }));
    const rows = await section.findAllByRole('listitem');
    expect(api.sent(defectsApi.list).map((request) => request.query)).toEqual([
      { checklistId: 'c1', status: 'all', page: '1', pageSize: '100' },
    ]);
    expect(rows).toHaveLength(2);
    const [brakes, leak] = rows.map((row) => within(row));
    expect(brakes!.getByRole('link', { name: 'Freios funcionando?' })).toHaveAttribute(
      'href',
      '/admin/vehicles/v-truck?aba=defeitos',
    );
    expect(brakes!.getByText('Crítico')).toHaveClass('badge-danger');
    expect(brakes!.getByText('Aberto')).toBeInTheDocument();
    expect(brakes!.getByText(`Aberto em ${formatDateTime(OPENED)}`)).toBeInTheDocument();
    expect(leak!.getByText('Não crítico')).toBeInTheDocument();
    expect(leak!.getByText('Em andamento')).toBeInTheDocument();
    expect(
      leak!.getByText(`Reportado novamente · aberto em ${formatDateTime('2026-11-18T09:00:00.000Z')}`),
    ).toBeInTheDocument();
  });

  it('when a check-in opened a defect on an item that passed at the check-out, then it is marked "Novo desde a saída" naming the driver', async () => {
    serve(inspection());
    const mark = { driverId: 'u-joao', driverName: 'João Santos', checkOutChecklistId: 'c-out' };
    api.on(defectsApi.list, () => pageOf([DEFECTS[0]!, { ...DEFECTS[1]!, newSinceCheckOut: mark }], { pageSize: 100 }));
    renderDetail();

    const section = within(await screen.findByRole('region', { name: 'Defeitos abertos por esta inspeção' }));
    const [brakes, leak] = (await section.findAllByRole('listitem')).map((row) => within(row));
    expect(brakes!.queryByText('Novo desde a saída')).not.toBeInTheDocument();
    expect(leak!.getByText('Novo desde a saída')).toHaveClass('badge-danger');
    expect(leak!.getByText('Com João Santos desde a saída')).toBeInTheDocument();
  });

  it('when the inspection opened no defect, then the section says so', async () => {
    serve(inspection());
    api.on(defectsApi.list, () => pageOf([], { pageSize: 100 }));
    renderDetail();
    expect(await screen.findByText('Nenhum defeito aberto por esta inspeção')).toBeInTheDocument();
  });

  it('when the defects cannot be read, then the section says so and the answers still show', async () => {
    serve(inspection());
    api.on(defectsApi.list, () => failure(500, '', 'internal'));
    renderDetail();
    expect(await screen.findByText('Erro ao carregar defeitos')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Questão 2' })).toBeInTheDocument();
  });

  it('when a general checklist is opened, then no vehicle, result or defects are shown or asked for', async () => {
    serve(detail('pending', questions(['pending', 'pending', 'pending'])));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(screen.queryByText('Veículo', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Resultado da inspeção', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Defeitos abertos por esta inspeção' })).not.toBeInTheDocument();
    expect(screen.queryByText('Falha')).not.toBeInTheDocument();
    expect(api.sent(defectsApi.list)).toEqual([]);
  });

  it('when the superadmin opens an inspection, then the vehicle shows but the company’s defects are not asked for', async () => {
    serve({ ...inspection(), companyId: 'beta' });
    renderDetail('/admin/responses/c1?companyId=beta', sessionUser('superadmin'));
    await screen.findByRole('heading', { level: 1, name: 'Vistoria de saída' });
    expect(fact('Veículo')).toHaveTextContent('Caminhão 01 · ABC-1234');
    expect(screen.queryByRole('region', { name: 'Defeitos abertos por esta inspeção' })).not.toBeInTheDocument();
    expect(api.sent(defectsApi.list)).toEqual([]);
  });
});
