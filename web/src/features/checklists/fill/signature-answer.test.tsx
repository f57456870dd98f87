import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChecklistQuestion } from '@domain/checklists/checklist.schema';
import { renderWithProviders } from '@/testing/fixtures';
import { sessionUser } from '@/testing/session';
import { SignatureAnswerInput } from './signature-answer';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/data/offline/photo-queue', () => ({ queuePhoto: vi.fn(async () => undefined) }));
// jsdom has no canvas to draw on: the pad stands in as a button that "draws".
vi.mock('./signature-pad', () => ({
  default: ({ onChange }: { onChange: (drawing: Blob | null) => void }) => (
    <button type="button" onClick={() => onChange(new Blob(['png'], { type: 'image/png' }))}>
      desenhar
    </button>
  ),
}));

const question = {
  id: 'question_9',
  type: 'signature',
  question: 'Assinatura de quem recebe',
  required: true,
  order: 9,
  answer: null,
} as ChecklistQuestion;

function renderInput() {
  const onSign = vi.fn();
  const view = renderWithProviders(
    <SignatureAnswerInput checklistId="c1" question={question} signature={null} locked={false} onSign={onSign} />,
    { session: sessionUser('user') },
  );
  return { ...view, onSign };
}

describe('SignatureAnswerInput', () => {
  it('when saved without a name, a valid CPF or a drawing, then it says what is missing and saves nothing', async () => {
    const { user, onSign } = renderInput();
    const save = screen.getByRole('button', { name: 'Salvar assinatura' });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o nome de quem assina');

    await user.type(screen.getByLabelText('Nome de quem assina'), 'Carlos Lima');
    await user.type(screen.getByLabelText('CPF (opcional)'), '123.456.789-00');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('CPF inválido');

    await user.clear(screen.getByLabelText('CPF (opcional)'));
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Desenhe a assinatura no quadro');
    expect(onSign).not.toHaveBeenCalled();
  });

  it('when the receiver signs with a name and CPF, then the answer names the queued drawing, the signer and the device', async () => {
    const { user, onSign } = renderInput();
    await user.type(screen.getByLabelText('Nome de quem assina'), '  Carlos Lima ');
    await user.type(screen.getByLabelText('CPF (opcional)'), '123.456.789-09');
    await user.click(await screen.findByRole('button', { name: 'desenhar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar assinatura' }));

    expect(onSign).toHaveBeenCalledWith({
      image: expect.stringMatching(/^image_ref:\/\/.+/),
      name: 'Carlos Lima',
      cpf: '123.456.789-09',
      device: expect.any(String),
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
