import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toaster } from './toast';

describe('toast', () => {
  it('when the page shows its first toast, then the Toaster appears and shows it, and the next ones too', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();

    toast.success('Template salvo com sucesso!');
    expect(await screen.findByText('Template salvo com sucesso!')).toBeInTheDocument();

    toast.error('Erro ao salvar template');
    expect(await screen.findByText('Erro ao salvar template')).toBeInTheDocument();
  });
});
