import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { snapshotQuestions, type FieldChecklist } from '@domain/checklists/checklist.schema';
import { CRITICAL_FAILURE_INSTRUCTION } from '@domain/fleet/critical-failure';
import { checklistsApi } from '@domain/checklists/contract';
import { api as apiClient } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { failure, installFakeApi } from '@/testing/fake-api';
import { fieldChecklist, renderWithProviders, BRAKES_ITEM, OIL_LEAK_ITEM } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { keepTypedText, readTypedTexts } from '@/data/offline/typed-texts';
import { TYPING_SAVE_MS } from '../fill/use-answer-drafts';
import { MobileChecklistRoute } from './mobile-checklist-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The device's photo queue, in memory (the drawing of a signature waits there as a photo does).
vi.mock('@/data/offline/photo-queue', () => {
  const queued = new Map<string, Blob>();
  return {
    queuePhoto: async (id: string, blob: Blob) => void queued.set(id, blob),
    queuedPhoto: async (id: string) => queued.get(id) ?? null,
    dropQueuedPhoto: async (id: string) => void queued.delete(id),
    clearQueuedPhotos: async () => queued.clear(),
  };
});
// jsdom has no canvas to draw on: the signature box stands in as a button that "draws".
vi.mock('../fill/signature-pad', () => ({
  default: ({ label, onChange }: { label: string; onChange: (drawing: Blob | null) => void }) => (
    <button type="button" onClick={() => onChange(new Blob(['png'], { type: 'image/png' }))}>
      desenhar {label}
    </button>
  ),
}));

const api = installFakeApi();

/** The answers saved, in order, as `PUT /api/checklists/:id/answers/:questionId` received them. */
const saves = () => api.sent(checklistsApi.saveAnswer).map(({ path, body }) => ({ path, body }));
const posts = () => api.requests.filter((request) => request.method === 'post');

/** The server's checklist, which saved answers change as the API would. */
let stored: FieldChecklist;

function serve(checklist: FieldChecklist) {
  stored = checklist;
  api.on(checklistsApi.mineOne, () => stored);
  api.on(checklistsApi.saveAnswer, ({ params, body }) => {
    stored = {
      ...stored,
      questions: stored.questions.map((q) =>
        q.id === params.questionId ? { ...q, answer: (body as { answer: unknown }).answer } : q,
      ),
    };
    return stored;
  });
}

/**
 * A daily inspection of a truck last read at 45.230 km three days ago: its odometer, a critical
 * item failing on 'Não' and a non-critical one failing on 'Sim'.
 */
function truckInspection(overrides: Partial<FieldChecklist> = {}): FieldChecklist {
  const questions = snapshotQuestions([
    { id: 'question_1', type: 'odometer', question: 'Hodômetro', required: true, order: 1 },
    { id: 'question_2', order: 2, ...BRAKES_ITEM },
    { id: 'question_3', order: 3, ...OIL_LEAK_ITEM },
  ]);
  return fieldChecklist('c-1', {
    templateName: 'Inspeção diária',
    templateKind: 'vehicle_inspection',
    vehicle: { id: 'v-1', name: 'Caminhão 01', plate: 'ABC1234' },
    status: 'in_progress',
    questions,
    questionsCount: questions.length,
    vehicleState: {
      outOfService: false,
      criticalDefects: [],
      lastOdometer: { km: 45230, at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString() },
    },
    ...overrides,
  });
}

function renderWizard(path = '/mobile/checklist/c-1') {
  return renderWithProviders(<MobileChecklistRoute />, {
    path,
    route: '/mobile/checklist/:id',
    stops: { '/mobile': 'Meus Checklists' },
    session: sessionUser('user'),
  });
}

describe('MobileChecklistRoute', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('when the id is malformed (the API answers 400), then the phone says the checklist was not found', async () => {
    api.on(checklistsApi.mineOne, () => failure(400, 'Parâmetros inválidos', 'invalid_input'));
    renderWizard('/mobile/checklist/not%20an%20id');

    expect(await screen.findByRole('heading', { name: 'Checklist não encontrado' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Voltar para Meus Checklists' }).length).toBeGreaterThan(0);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('when the checklist is pending, then it offers to start it and starts it', async () => {
    serve(fieldChecklist('c-1'));
    api.on(checklistsApi.start, () => (stored = { ...stored, status: 'in_progress' }));
    const { user } = renderWizard();

    expect(await screen.findByRole('heading', { name: 'Pronto para começar?' })).toBeInTheDocument();
    expect(screen.getByText('Este checklist tem 3 questões.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar Checklist' }));

    await waitFor(() =>
      expect(posts().map(({ path, body }) => ({ path, body }))).toEqual([
        { path: '/checklists/c-1/start', body: undefined },
      ]),
    );
    expect(await screen.findByText('Questão 1 de 3')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Checklist iniciado!');
  });

  it('when the checklist requires the position and the phone refuses it, then the reason is shown and it is not started; given, the start carries it', async () => {
    serve(fieldChecklist('c-1', { requirePosition: true }));
    api.on(checklistsApi.start, () => (stored = { ...stored, status: 'in_progress' }));
    let answer: (found: PositionCallback, refused?: PositionErrorCallback | null) => void = (_found, refused) =>
      refused?.({ code: 1 } as GeolocationPositionError);
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback, refused?: PositionErrorCallback | null) => answer(found, refused),
      },
    });
    try {
      const { user } = renderWizard();
      expect(
        await screen.findByText('Esta inspeção exige a localização do aparelho: o navegador vai pedir a permissão.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Iniciar Checklist' }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(
          'Esta inspeção exige a localização do aparelho. Permita o acesso à localização e tente novamente.',
        ),
      );
      expect(posts()).toEqual([]);
      expect(screen.getByRole('heading', { name: 'Pronto para começar?' })).toBeInTheDocument();

      answer = (found) =>
        found({ coords: { latitude: -23.550549, longitude: -46.633309, accuracy: 4 } } as GeolocationPosition);
      await user.click(screen.getByRole('button', { name: 'Iniciar Checklist' }));
      await waitFor(() =>
        expect(posts().map(({ path, body }) => ({ path, body }))).toEqual([
          {
            path: '/checklists/c-1/start',
            body: { position: { latitude: -23.5505, longitude: -46.6333, accuracy: 10 } },
          },
        ]),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('when the user answers and moves on, then each answer is saved and the progress follows the question', async () => {
    serve(fieldChecklist('c-1', { status: 'in_progress' }));
    const { user } = renderWizard();

    await user.click(await screen.findByRole('radio', { name: 'Não' }));
    await waitFor(() =>
      expect(saves()).toContainEqual({ path: '/checklists/c-1/answers/question_1', body: { answer: false } }),
    );
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Questão 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Quilometragem no painel' }), '45230,5');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(saves().at(-1)).toEqual({ path: '/checklists/c-1/answers/question_2', body: { answer: 45230.5 } }),
    );
    expect(await screen.findByRole('textbox', { name: 'Observações' })).toHaveAttribute(
      'placeholder',
      'Digite sua resposta...',
    );

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('textbox', { name: 'Quilometragem no painel' })).toHaveValue('45230,5');
    expect(saves()).toHaveLength(2);
  });

  it('when a number is out of its range, then it says so in pt-BR, saves nothing and stays on the question', async () => {
    serve(fieldChecklist('c-1', { status: 'in_progress' }));
    const { user } = renderWizard('/mobile/checklist/c-1?questao=2');

    await user.type(await screen.findByRole('textbox', { name: 'Quilometragem no painel' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('O valor mínimo é 0');
    expect(saves()).toEqual([]);
    expect(screen.getByText('Questão 2 de 3')).toBeInTheDocument();
  });

  it('when a required answer is missing at the end, then Enviar names the questions and sends nothing', async () => {
    serve(fieldChecklist('c-1', { status: 'in_progress' }));
    const { user } = renderWizard('/mobile/checklist/c-1?questao=3');

    await user.click(await screen.findByRole('button', { name: 'Enviar' }));

    expect(toast.error).toHaveBeenCalledWith('Por favor, responda as questões obrigatórias: 1, 2');
    expect(posts()).toEqual([]);
  });

  it('when everything is answered, then Enviar sends it and returns to the list', async () => {
    const checklist = fieldChecklist('c-1', { status: 'in_progress' });
    checklist.questions = checklist.questions.map((q, i) => ({ ...q, answer: [true, 100, null][i] }));
    serve(checklist);
    api.on(checklistsApi.submit, () => ({ ...stored, status: 'completed' as const }));
    const { user } = renderWizard('/mobile/checklist/c-1?questao=3');

    const button = await screen.findByRole('button', { name: 'Enviar' });
    const pressed = Date.now();
    await user.click(button);

    await waitFor(() =>
      expect(api.sent(checklistsApi.submit).map(({ path, body }) => ({ path, body }))).toEqual([
        {
          path: '/checklists/c-1/submit',
          body: { submissionId: expect.stringMatching(/^[\w-]{36}$/), performedAt: expect.any(String) },
        },
      ]),
    );
    // The phone's time of the press goes with it (a queued submit keeps it however late it is sent).
    const { performedAt } = api.sent(checklistsApi.submit)[0]!.body as { performedAt: string };
    expect(Date.parse(performedAt)).toBeGreaterThanOrEqual(pressed);
    expect(Date.parse(performedAt)).toBeLessThanOrEqual(Date.now());
    expect(await screen.findByRole('heading', { name: 'Meus Checklists' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Checklist enviado com sucesso!');
  });

  it('when the checklist asks for the signature, then Enviar asks João to sign, refuses an empty box, and the submit carries the queued drawing after its upload', async () => {
    const checklist = fieldChecklist('c-1', { status: 'in_progress', signatureOnSubmit: true });
    checklist.questions = checklist.questions.map((q, i) => ({ ...q, answer: [true, 100, null][i] }));
    serve(checklist);
    // Uploads go by XMLHttpRequest (for their progress): what the server answers, and how many submits had gone before.
    const submitsBeforeUpload: number[] = [];
    vi.spyOn(apiClient, 'upload').mockImplementation(async () => {
      submitsBeforeUpload.push(api.sent(checklistsApi.submit).length);
      return { url: 'image_ref://server-id', id: 'server-id' } as never;
    });
    api.on(checklistsApi.submit, () => ({ ...stored, status: 'completed' as const }));
    const { user } = renderWizard('/mobile/checklist/c-1?questao=3');

    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Assine para enviar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assinar e enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Desenhe a assinatura no quadro');
    expect(api.sent(checklistsApi.submit)).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'desenhar Sua assinatura' }));
    await user.click(screen.getByRole('button', { name: 'Assinar e enviar' }));

    await waitFor(() => expect(api.sent(checklistsApi.submit)).toHaveLength(1));
    // The drawing went first, in the checklist's queue.
    expect(submitsBeforeUpload).toEqual([0]);
    expect(api.sent(checklistsApi.submit)[0]!.body).toEqual({
      submissionId: expect.stringMatching(/^[\w-]{36}$/),
      performedAt: expect.any(String),
      signature: { image: expect.stringMatching(/^image_ref:\/\/.+/), device: expect.any(String), location: null },
    });
    expect(toast.success).toHaveBeenCalledWith('Checklist enviado com sucesso!');
  });

  it('when a checklist comes back rejected, then it opens on the rejected question with its reason, and approved answers are locked', async () => {
    const checklist = fieldChecklist('c-1', { status: 'rejected' });
    checklist.questions = checklist.questions.map((q, i) =>
      i === 1
        ? { ...q, answer: 3, status: 'rejected', rejectionReason: 'Foto do painel ilegível' }
        : { ...q, answer: i === 0 ? true : 'Tudo certo', status: 'approved' },
    );
    serve(checklist);
    const { user } = renderWizard();

    expect(await screen.findByText('Questão 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('Questão Rejeitada')).toBeInTheDocument();
    expect(screen.getByText('Motivo da rejeição:').parentElement).toHaveTextContent('Foto do painel ilegível');

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    const approved = screen.getByRole('textbox', { name: 'Observações' });
    expect(approved).toBeDisabled();
    expect(approved).toHaveAttribute('placeholder', 'Resposta aprovada');
  });

  it('when a "Não" must be justified, then the wizard asks for the comment, refuses to send without it and saves it with the answer', async () => {
    const checklist = fieldChecklist('c-1', { status: 'in_progress' });
    checklist.questions = checklist.questions.slice(0, 1).map((q) => ({ ...q, requireCommentOnNo: true }));
    serve(checklist);
    const { user } = renderWizard();

    await user.click(await screen.findByRole('radio', { name: 'Não' }));
    const comment = screen.getByRole('textbox', { name: 'Comentário sobre a resposta "Não" de Faróis funcionando?' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(toast.error).toHaveBeenCalledWith(
      expect.stringContaining('Adicione um comentário para justificar a resposta "Não"'),
    );
    expect(posts()).toEqual([]);

    api.on(checklistsApi.submit, () => ({ ...stored, status: 'completed' as const }));
    await user.type(comment, 'Farol esquerdo queimado');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(saves().at(-1)).toEqual({
        path: '/checklists/c-1/answers/question_1',
        body: { answer: false, comment: 'Farol esquerdo queimado', photos: [] },
      }),
    );
    await waitFor(() =>
      expect(api.sent(checklistsApi.submit).map(({ path }) => path)).toEqual(['/checklists/c-1/submit']),
    );
  });

  it('when an inspection’s vehicle is out of service, then before starting it says so with its open critical defects, and starting still works', async () => {
    serve(
      truckInspection({
        status: 'pending',
        vehicleOutOfService: true,
        vehicleState: {
          outOfService: true,
          criticalDefects: [
            { id: 'd-1', title: 'Freios funcionando?', openedAt: '2026-11-18T14:00:00.000Z' },
            { id: 'd-2', title: 'Pneus em bom estado?', openedAt: '2026-11-21T09:30:00.000Z' },
          ],
          lastOdometer: { km: 45230, at: '2026-11-21T09:30:00.000Z' },
        },
      }),
    );
    api.on(checklistsApi.start, () => (stored = { ...stored, status: 'in_progress' }));
    const { user } = renderWizard();

    const warning = await screen.findByRole('region', { name: 'Veículo fora de serviço' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Freios funcionando?Aberto em ${formatDate('2026-11-18T14:00:00.000Z')}`,
      `Pneus em bom estado?Aberto em ${formatDate('2026-11-21T09:30:00.000Z')}`,
    ]);
    expect(formatDate('2026-11-18T14:00:00.000Z')).toBe('18/11/2026');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('ABC-1234').parentElement).toHaveTextContent(/^Caminhão 01 · ABC-1234$/);
    expect(within(header).getByText('Veículo fora de serviço')).toHaveClass('badge-danger');

    await user.click(screen.getByRole('button', { name: 'Iniciar Checklist' }));
    await waitFor(() =>
      expect(api.sent(checklistsApi.start).map(({ path }) => path)).toEqual(['/checklists/c-1/start']),
    );
    expect(await screen.findByText('Questão 1 de 3')).toBeInTheDocument();
  });

  it('when an inspection’s vehicle is in service, then the start panel has no warning and the header names the vehicle', async () => {
    serve(truckInspection({ status: 'pending' }));
    renderWizard();

    expect(await screen.findByRole('heading', { name: 'Pronto para começar?' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('ABC-1234').parentElement).toHaveTextContent(
      /^Caminhão 01 · ABC-1234$/,
    );
    expect(screen.queryByText('Veículo fora de serviço')).not.toBeInTheDocument();
  });

  it('when the odometer reads less than the last reading, then nothing is saved until the user confirms it, and the confirmed km are what is saved', async () => {
    serve(truckInspection());
    const { user } = renderWizard();

    const km = await screen.findByRole('textbox', { name: 'Hodômetro' });
    expect(km).toHaveAttribute('inputmode', 'numeric');
    expect(km).toHaveAccessibleDescription('Último registro: 45.230 km');

    await user.type(km, '45.000');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Leitura menor que a última registrada (45.230 km)');
    expect(screen.getByText('Questão 1 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Corrigir' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(km).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Leitura menor que a última registrada (45.230 km)');
    expect(saves()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirmar leitura' }));
    await waitFor(() =>
      expect(saves()).toEqual([{ path: '/checklists/c-1/answers/question_1', body: { answer: 45000 } }]),
    );
    expect(
      screen.getByText('Leitura confirmada: Leitura menor que a última registrada (45.230 km)'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Questão 2 de 3')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
  });

  it('when the odometer jumps more than 2.000 km a day while offline, then the confirmation is asked on the phone and the confirmed km wait for the network', async () => {
    serve(truckInspection());
    const { user } = renderWizard();
    const km = await screen.findByRole('textbox', { name: 'Hodômetro' });
    onlineManager.setOnline(false);
    try {
      await user.type(km, '60000');
      await user.click(screen.getByRole('button', { name: 'Próxima' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Leitura mais de 2.000 km por dia acima da última registrada (45.230 km)',
      );
      await user.click(screen.getByRole('button', { name: 'Confirmar leitura' }));
      await user.click(screen.getByRole('button', { name: 'Próxima' }));
      expect(await screen.findByText('Questão 2 de 3')).toBeInTheDocument();
      expect(saves()).toEqual([]);
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(() =>
      expect(saves()).toEqual([{ path: '/checklists/c-1/answers/question_1', body: { answer: 60000 } }]),
    );
  });

  it('when the odometer is not whole km or is negative, then it says so in pt-BR and saves nothing; a plausible reading is saved without asking', async () => {
    serve(truckInspection());
    const { user } = renderWizard();
    const km = await screen.findByRole('textbox', { name: 'Hodômetro' });

    await user.type(km, '45230,5');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Informe o hodômetro em km inteiros, sem casas decimais',
    );

    await user.clear(km);
    await user.type(km, '-10');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O hodômetro não pode ser negativo');
    expect(saves()).toEqual([]);
    expect(screen.getByText('Questão 1 de 3')).toBeInTheDocument();

    await user.clear(km);
    await user.type(km, '45.410');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Questão 2 de 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(saves()).toEqual([{ path: '/checklists/c-1/answers/question_1', body: { answer: 45410 } }]),
    );
  });

  it('when an inspection item fails on "Sim", then "Sim" asks to describe the problem, Enviar refuses without it, and "Não" asks nothing', async () => {
    const checklist = truckInspection();
    checklist.questions = checklist.questions.map((q, i) =>
      i === 0 ? { ...q, answer: 45300 } : i === 1 ? { ...q, answer: true } : q,
    );
    serve(checklist);
    const { user } = renderWizard('/mobile/checklist/c-1?questao=3');

    expect(await screen.findByText('Questão 3 de 3')).toBeInTheDocument();
    expect(screen.queryByText('Crítico')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Não' }));
    expect(screen.queryByText('Descreva o problema')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Sim' }));
    expect(screen.getByText('Descreva o problema')).toBeInTheDocument();
    const comment = screen.getByRole('textbox', { name: 'Comentário sobre a resposta "Sim" de Vazamento de óleo?' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(toast.error).toHaveBeenCalledWith('Descreva o problema em um comentário (questão 3)');
    expect(posts()).toEqual([]);

    api.on(checklistsApi.submit, () => ({ ...stored, status: 'completed' as const }));
    await user.type(comment, 'Óleo pingando no motor');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(saves().at(-1)).toEqual({
        path: '/checklists/c-1/answers/question_3',
        body: { answer: true, comment: 'Óleo pingando no motor', photos: [] },
      }),
    );
    // The failures found come first; nothing is sent until Enviar there.
    const summary = await screen.findByRole('region', { name: /Falhas encontradas \(1\)/ });
    expect(within(summary).getByText('Vazamento de óleo?')).toBeInTheDocument();
    expect(within(summary).getByText('Não crítico')).toBeInTheDocument();
    expect(within(summary).getByText('Óleo pingando no motor')).toBeInTheDocument();
    expect(within(summary).queryByText(CRITICAL_FAILURE_INSTRUCTION)).not.toBeInTheDocument();
    expect(api.sent(checklistsApi.submit)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(api.sent(checklistsApi.submit).map(({ path }) => path)).toEqual(['/checklists/c-1/submit']),
    );
    expect(await screen.findByRole('heading', { name: 'Meus Checklists' })).toBeInTheDocument();
  });

  it('when the driver fails a critical item, then it says not to use the vehicle, the summary lists it before sending, and the done screen explains the vehicle is out of service', async () => {
    const checklist = truckInspection();
    checklist.questions = checklist.questions.map((q, i) =>
      i === 0 ? { ...q, answer: 45300 } : i === 2 ? { ...q, answer: false } : q,
    );
    serve(checklist);
    api.on(checklistsApi.submit, () => ({ ...stored, status: 'completed' as const }));
    const { user } = renderWizard('/mobile/checklist/c-1?questao=2');

    const question = await screen.findByRole('region', { name: /Freios funcionando\?/ });
    expect(within(question).queryByText(CRITICAL_FAILURE_INSTRUCTION)).not.toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'Não' }));
    expect(within(question).getByRole('alert')).toHaveTextContent(CRITICAL_FAILURE_INSTRUCTION);
    await user.type(
      within(question).getByRole('textbox', { name: 'Comentário sobre a resposta "Não" de Freios funcionando?' }),
      'Pedal baixo',
    );
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));

    const summary = await screen.findByRole('region', { name: /Falhas encontradas \(1\)/ });
    expect(within(summary).getByText('Freios funcionando?')).toBeInTheDocument();
    expect(within(summary).getByText('Pedal baixo')).toBeInTheDocument();
    expect(within(summary).getByText(CRITICAL_FAILURE_INSTRUCTION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Questão 3 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('heading', { name: 'Checklist enviado' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checklist Concluído!' })).not.toBeInTheDocument();
    const outOfService = screen.getByRole('region', { name: 'Veículo fora de serviço' });
    expect(within(outOfService).getByText('Você reportou uma falha crítica:')).toBeInTheDocument();
    expect(within(outOfService).getByText('Freios funcionando?')).toBeInTheDocument();
    expect(outOfService).toHaveTextContent('O que fazer agora: não use o veículo e avise o gestor.');
    expect(toast.success).toHaveBeenCalledWith('Checklist enviado com sucesso!');
  });

  it('when a critical item requires a photo and fails on "Não", then it is marked Crítico and asks for the comment and the photo', async () => {
    const checklist = truckInspection();
    checklist.questions = checklist.questions.map((q, i) => (i === 1 ? { ...q, requirePhotoOnNo: true } : q));
    serve(checklist);
    const { user } = renderWizard('/mobile/checklist/c-1?questao=2');

    const question = await screen.findByRole('region', { name: /Freios funcionando\?/ });
    expect(within(question).getByText('Crítico')).toHaveClass('badge-danger');
    await user.click(within(question).getByRole('radio', { name: 'Sim' }));
    expect(within(question).queryByText('Descreva o problema')).not.toBeInTheDocument();

    await user.click(within(question).getByRole('radio', { name: 'Não' }));
    expect(within(question).getByText('Descreva o problema')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Tirar foto' })).toBeInTheDocument();
    expect(
      within(question).getByRole('textbox', { name: 'Comentário sobre a resposta "Não" de Freios funcionando?' }),
    ).toBeInTheDocument();
    expect(
      within(question).getByLabelText('Tirar foto para Foto da resposta "Não" de Freios funcionando?'),
    ).toBeInTheDocument();
  });

  it('when the checklist was already sent, then it shows it concluded', async () => {
    serve(fieldChecklist('c-1', { status: 'completed', submittedAt: '2026-11-20T13:30:00.000Z' }));
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Checklist Concluído!' })).toBeInTheDocument();
    expect(screen.getByText('Seu checklist foi enviado com sucesso e está sendo analisado.')).toBeInTheDocument();
    expect(screen.getByText(`Enviado em ${formatDateTime('2026-11-20T13:30:00.000Z')}`)).toBeInTheDocument();
  });

  it('when the checklist is not the user’s, then it says it was not found with a way back', async () => {
    api.on(checklistsApi.mineOne, () => failure(404, 'Checklist não encontrado'));
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Checklist não encontrado' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Voltar para Meus Checklists' }).length).toBeGreaterThan(0);
  });

  it('when loading fails otherwise, then it says so and returns to the list', async () => {
    api.on(checklistsApi.mineOne, () => failure(500, 'x', 'internal'));
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Meus Checklists' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erro ao carregar checklist', { id: 'checklist-load-error' });
  });
});

const SAVED_IN_TIME = { timeout: TYPING_SAVE_MS + 2000 };

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('text typed in an answer', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.localStorage.clear();
    setVisibility('visible');
  });

  it('when the user types and pauses, then the text is kept on the device at once and saved without leaving the field', async () => {
    serve(fieldChecklist('c-1', { status: 'in_progress' }));
    const { user } = renderWizard('/mobile/checklist/c-1?questao=3');

    await user.type(await screen.findByRole('textbox', { name: 'Observações' }), 'Pneu careca');

    expect(readTypedTexts('c-1')).toEqual({ question_3: { answer: 'Pneu careca' } });
    await waitFor(
      () => expect(saves()).toEqual([{ path: '/checklists/c-1/answers/question_3', body: { answer: 'Pneu careca' } }]),
      SAVED_IN_TIME,
    );
    // Saved, the device's copy is let go: the server's is the answer now.
    await waitFor(() => expect(readTypedTexts('c-1')).toEqual({}));
    expect(screen.getByRole('textbox', { name: 'Observações' })).toHaveValue('Pneu careca');
  });

  it('when the page is hidden mid-sentence, then the text is saved at once', async () => {
    serve(fieldChecklist('c-1', { status: 'in_progress' }));
    const { user } = renderWizard('/mobile/checklist/c-1?questao=3');

    await user.type(await screen.findByRole('textbox', { name: 'Observações' }), 'Ruído na');
    expect(saves()).toEqual([]);
    setVisibility('hidden');

    await waitFor(() =>
      expect(saves()).toEqual([{ path: '/checklists/c-1/answers/question_3', body: { answer: 'Ruído na' } }]),
    );
  });

  it('when the screen opens with text the device kept from before a reload, then it shows the text and saves it', async () => {
    serve(fieldChecklist('c-1', { status: 'in_progress' }));
    keepTypedText('c-1', 'question_3', { answer: 'Vazamento de óleo' });
    renderWizard('/mobile/checklist/c-1?questao=3');

    expect(await screen.findByRole('textbox', { name: 'Observações' })).toHaveValue('Vazamento de óleo');
    await waitFor(() =>
      expect(saves()).toEqual([{ path: '/checklists/c-1/answers/question_3', body: { answer: 'Vazamento de óleo' } }]),
    );
  });

  it('when the device kept text the server already holds, then nothing is sent again', async () => {
    const checklist = fieldChecklist('c-1', { status: 'in_progress' });
    checklist.questions = checklist.questions.map((q) => (q.id === 'question_3' ? { ...q, answer: 'Tudo certo' } : q));
    serve(checklist);
    keepTypedText('c-1', 'question_3', { answer: 'Tudo certo' });
    renderWizard('/mobile/checklist/c-1?questao=3');

    expect(await screen.findByRole('textbox', { name: 'Observações' })).toHaveValue('Tudo certo');
    expect(saves()).toEqual([]);
  });
});
