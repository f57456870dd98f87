import { screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checklistsApi } from '@domain/checklists/contract';
import { snapshotQuestions, type FieldChecklist } from '@domain/checklists/checklist.schema';
import { failure, installFakeApi } from '@/testing/fake-api';
import { fieldChecklist, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { UserChecklistRoute } from './user-checklist-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const api = installFakeApi();

function serve(checklist: FieldChecklist) {
  api.on(checklistsApi.mineOne, () => checklist);
}

function renderDesktop(path = '/user-checklist/c-1') {
  return renderWithProviders(<UserChecklistRoute />, {
    path,
    route: '/user-checklist/:id',
    session: sessionUser('user'),
    stops: { '/user-dashboard': 'Meus checklists (desktop)' },
  });
}

describe('UserChecklistRoute', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('when the id is malformed (the API answers 400), then the desktop says the checklist was not found', async () => {
    api.on(checklistsApi.mineOne, () => failure(400, 'Parâmetros inválidos', 'invalid_input'));
    renderDesktop('/user-checklist/not%20an%20id');

    expect(await screen.findByRole('heading', { name: 'Checklist não encontrado' })).toBeInTheDocument();
    expect(screen.queryByText('Parâmetros inválidos')).not.toBeInTheDocument();
  });

  it('when a pending checklist is started on the desktop, then it is toasted at once and its questions open', async () => {
    let stored = fieldChecklist('c-1');
    api.on(checklistsApi.mineOne, () => stored);
    api.on(checklistsApi.start, () => (stored = { ...stored, status: 'in_progress' }));
    const { user } = renderDesktop();

    expect(await screen.findByRole('heading', { name: 'Pronto para começar?' })).toBeInTheDocument();
    expect(screen.getByText('Este checklist tem 3 questões.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar Checklist' }));

    expect(toast.success).toHaveBeenCalledWith('Checklist iniciado com sucesso!');
    expect(await screen.findByRole('button', { name: 'Enviar Checklist' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pronto para começar?' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'post').map((r) => r.path)).toEqual(['/checklists/c-1/start']);
  });

  it("when the desktop sends, then each response is the spec's {questionId, question, answer, status, answeredAt}", async () => {
    const checklist = fieldChecklist('c-1', { status: 'in_progress' });
    checklist.questions = checklist.questions.map((q, i) => ({ ...q, answer: [true, 100, 'Tudo certo'][i] }));
    serve(checklist);
    api.on(checklistsApi.submit, () => ({ ...checklist, status: 'completed' as const }));
    const { user } = renderDesktop();

    await user.click(await screen.findByRole('button', { name: 'Enviar Checklist' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('heading', { name: 'Meus checklists (desktop)' })).toBeInTheDocument();
    const body = api.sent(checklistsApi.submit)[0]!.body as { responses: Array<Record<string, unknown>> };
    expect(body.responses).toEqual(
      checklist.questions.map((q) => ({
        questionId: q.id,
        question: q.question,
        answer: q.answer,
        status: 'pending',
        answeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      })),
    );
  });

  it('when a required text answer is only spaces, then the desktop names it and asks nothing to confirm', async () => {
    const checklist = fieldChecklist('c-1', { status: 'in_progress' });
    checklist.questions = checklist.questions.map((q, i) => ({ ...q, required: true, answer: [true, 100, '  '][i] }));
    serve(checklist);
    const { user } = renderDesktop();

    await user.click(await screen.findByRole('button', { name: 'Enviar Checklist' }));

    expect(toast.error).toHaveBeenCalledWith('Por favor, responda: Observações');
    expect(screen.queryByRole('dialog', { name: 'Enviar Checklist' })).not.toBeInTheDocument();
  });

  it('when an odometer reading is below the last one, then the desktop asks to confirm it before sending anything', async () => {
    const checklist = fieldChecklist('c-1', {
      status: 'in_progress',
      templateKind: 'vehicle_inspection',
      vehicle: { id: 'v-1', name: 'Caminhão 01', plate: 'ABC1234' },
      questions: snapshotQuestions([
        { id: 'question_1', type: 'odometer', question: 'Hodômetro', required: true, order: 1 },
      ]),
      questionsCount: 1,
      vehicleState: {
        outOfService: false,
        criticalDefects: [],
        lastOdometer: { km: 45230, at: '2026-11-20T12:00:00.000Z' },
      },
    });
    serve(checklist);
    api.on(checklistsApi.saveAnswer, ({ body }) => ({
      ...checklist,
      questions: [{ ...checklist.questions[0]!, answer: (body as { answer: unknown }).answer }],
    }));
    const { user } = renderDesktop();

    const km = await screen.findByRole('textbox', { name: 'Hodômetro' });
    expect(km).toHaveAccessibleDescription('Último registro: 45.230 km');
    await user.type(km, '44000');
    await user.click(screen.getByRole('button', { name: 'Enviar Checklist' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Leitura menor que a última registrada (45.230 km)');
    expect(screen.queryByRole('dialog', { name: 'Enviar Checklist' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'get')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirmar leitura' }));
    await waitFor(() =>
      expect(api.sent(checklistsApi.saveAnswer).map(({ body }) => body)).toEqual([{ answer: 44000 }]),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar Checklist' }));
    expect(await screen.findByRole('dialog', { name: 'Enviar Checklist' })).toBeInTheDocument();
  });

  it('when a checklist came back reviewed, then the desktop counts its approved, rejected and pending answers', async () => {
    const checklist = fieldChecklist('c-1', { status: 'rejected' });
    checklist.questions = checklist.questions.map((q, i) => ({
      ...q,
      status: (['approved', 'rejected', 'approved'] as const)[i]!,
      rejectionReason: i === 1 ? 'Foto ilegível' : null,
    }));
    serve(checklist);
    renderDesktop();

    expect(await screen.findByText('Aprovadas')).toBeInTheDocument();
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect([figure('Aprovadas'), figure('Rejeitadas'), figure('Pendentes')]).toEqual(['2', '1', '0']);
    expect(screen.getByText(/Foto ilegível/)).toBeInTheDocument();
  });
});
