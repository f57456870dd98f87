import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldChecklist } from '@domain/checklists/checklist.schema';
import { checklistsApi } from '@domain/checklists/contract';
import { keepTypedText, readTypedTexts } from '@/data/offline/typed-texts';
import { installFakeApi } from '@/testing/fake-api';
import { fieldChecklist, renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { MobileChecklistRoute } from '../routes/mobile-checklist-route';
import { TYPING_SAVE_MS } from './use-answer-drafts';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const api = installFakeApi();
const saves = () => api.sent(checklistsApi.saveAnswer).map(({ path, body }) => ({ path, body }));
const SAVED_IN_TIME = { timeout: TYPING_SAVE_MS + 2000 };

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

function renderWizard() {
  return renderWithProviders(<MobileChecklistRoute />, {
    path: '/mobile/checklist/c-1?questao=3',
    route: '/mobile/checklist/:id',
    stops: { '/mobile': 'Meus Checklists' },
    session: sessionUser('user'),
  });
}

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
    const { user } = renderWizard();

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
    const { user } = renderWizard();

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
    renderWizard();

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
    renderWizard();

    expect(await screen.findByRole('textbox', { name: 'Observações' })).toHaveValue('Tudo certo');
    expect(saves()).toEqual([]);
  });
});
