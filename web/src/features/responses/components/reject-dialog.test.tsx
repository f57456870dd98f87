import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectDialog } from './reject-dialog';

const QUESTION = { id: 'q2', question: 'Quilometragem no painel' };

function renderDialog(busy = false) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<RejectDialog question={QUESTION} busy={busy} onSubmit={onSubmit} onCancel={onCancel} />);
  return { user, onSubmit, onCancel };
}

describe('RejectDialog', () => {
  it('when opened, then it asks for the reason with the spec title, label and placeholder, and Enviar waits for one', async () => {
    const { user, onSubmit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Rejeitar Questão' })).toBeInTheDocument();
    expect(screen.getByText('Quilometragem no painel')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: /Motivo da Rejeição/ });
    expect(reason).toHaveAttribute('placeholder', 'Explique o motivo da rejeição para que o usuário possa corrigir');
    expect(reason).toBeRequired();
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    await user.type(reason, '   ');
    expect(send).toBeDisabled();
    await user.type(reason, 'Valor ilegível na foto  ');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledWith('Valor ilegível na foto');
  });

  it('when Cancelar is pressed, then nothing is sent', async () => {
    const { user, onSubmit, onCancel } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /Motivo da Rejeição/ }), 'Motivo');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the rejection is being sent, then Enviar and Cancelar are disabled', async () => {
    const { user, onSubmit } = renderDialog(true);
    await user.type(screen.getByRole('textbox', { name: /Motivo da Rejeição/ }), 'Motivo');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
