import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('when a page form is idle, then Cancelar links back and the save button shows its label', () => {
    render(
      <MemoryRouter>
        <FormActions cancel="/admin/vehicles" saveLabel="Salvar Veículo" busy={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/admin/vehicles');
    expect(screen.getByRole('button', { name: 'Salvar Veículo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Salvar Veículo' })).toHaveAttribute('type', 'submit');
  });

  it('when a modal form is saving, then the button reads Salvando... and neither button can be pressed', () => {
    render(<FormActions cancel={() => undefined} saveLabel="Salvar Registro" busy form="record-form" />);
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvando...' })).toHaveAttribute('form', 'record-form');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('when a modal form is idle, then Cancelar closes it', async () => {
    const cancel = vi.fn<() => void>();
    render(<FormActions cancel={cancel} saveLabel="Salvar Lembrete" busy={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('when there is nothing to cancel or the save is off for another reason, then only a disabled save shows', () => {
    render(<FormActions saveLabel="Adicionar Administrador" busy={false} busyLabel="Adicionando..." saveDisabled />);
    expect(screen.queryByText('Cancelar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Administrador' })).toBeDisabled();
  });
});
