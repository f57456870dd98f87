import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uploadPhotoKey, type QueuedUpload } from '@/data/images/upload-photo';
import { ApiError } from '@/lib/api-error';
import { imagesApi } from '@domain/images/contract';
import { bytes, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { PhotoAnswer } from './photo-answer';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const IMAGE_ID = 'img_refused1';

describe('PhotoAnswer', () => {
  it('when a queued photo is refused by the server, then its thumbnail says Erro no upload', async () => {
    api.on(imagesApi.bytes, () => bytes('x', { 'Content-Type': 'image/jpeg' }));
    const { queryClient } = renderWithProviders(
      <PhotoAnswer
        checklistId="c1"
        questionId="question_5"
        label="Foto do painel"
        refs={[`image_ref://${IMAGE_ID}`]}
        locked={false}
        onChange={vi.fn()}
        onBusyChange={vi.fn()}
      />,
      { session: sessionUser('user') },
    );
    expect(screen.queryByText('Erro no upload')).not.toBeInTheDocument();

    const refused = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'Este checklist não aceita mais respostas',
    });
    const variables: QueuedUpload = { checklistId: 'c1', questionId: 'question_5', uploadId: 'u1', imageId: IMAGE_ID };
    const upload = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: uploadPhotoKey, mutationFn: () => Promise.reject(refused) });
    await upload.execute(variables).catch(() => undefined);

    expect(await screen.findByText('Erro no upload')).toBeInTheDocument();
  });
});
