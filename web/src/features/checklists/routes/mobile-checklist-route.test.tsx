import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { formatDateTime } from '@/lib/format';
import { failure, installFakeApi } from '@/testing/fake-api';
import { fieldChecklist, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { MobileChecklistRoute } from './mobile-checklist-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

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

    await user.click(await screen.findByRole('button', { name: 'Enviar' }));

    await waitFor(() =>
      expect(api.sent(checklistsApi.submit).map(({ path, body }) => ({ path, body }))).toEqual([
        { path: '/checklists/c-1/submit', body: { submissionId: expect.stringMatching(/^[\w-]{36}$/) } },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Meus Checklists' })).toBeInTheDocument();
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
