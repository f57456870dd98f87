import { screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAnswerKey } from '@/data/checklists/save-answer';
import { uploadPhotoKey } from '@/data/images/upload-photo';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { FieldSignOutButton, unsentWarning } from './field-sign-out';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

// Nothing here may reach the server: a request would fail the test.
installFakeApi();

/** A field write still on its way: it never settles while the test looks. */
function queue(queryClient: QueryClient, mutationKey: readonly string[], variables: unknown) {
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey, mutationFn: () => new Promise(() => {}), retry: false });
  void mutation.execute(variables);
}

function renderButton() {
  return renderWithProviders(<FieldSignOutButton />, {
    path: '/mobile',
    route: '/mobile',
    session: sessionUser('user'),
    stops: { '/login': 'Entrar' },
  });
}

describe('FieldSignOutButton', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('when nothing is waiting to be sent, then Sair signs out at once', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('when answers and photos are unsent, then Sair warns with their counts, and Cancelar keeps them and the session', async () => {
    const { user, queryClient } = renderButton();
    queue(queryClient, saveAnswerKey, { checklistId: 'c1', questionId: 'q1', answer: true });
    queue(queryClient, saveAnswerKey, { checklistId: 'c1', questionId: 'q2', answer: 12 });
    queue(queryClient, saveAnswerKey, { checklistId: 'c2', questionId: 'q1', answer: 'ok' });
    queue(queryClient, uploadPhotoKey, { checklistId: 'c1', questionId: 'q3', uploadId: 'u1', imageId: 'img1' });

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar?' });
    expect(dialog).toHaveTextContent('Você tem 3 respostas e 1 foto ainda não enviadas');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.status === 'pending'),
    ).toHaveLength(4);
  });

  it('when the warning is confirmed, then the user is signed out', async () => {
    const { user, queryClient } = renderButton();
    queue(queryClient, saveAnswerKey, { checklistId: 'c1', questionId: 'q1', answer: true });
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem enviar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair e descartar' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('when the counts are one or many, then the warning says it in good Portuguese', () => {
    expect(unsentWarning(2, 3)).toBe('Você tem 2 respostas e 3 fotos ainda não enviadas');
    expect(unsentWarning(1, 0)).toBe('Você tem 1 resposta e 0 fotos ainda não enviadas');
  });
});
