import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useOpenAssignModal } from '@/lib/assign-modal';
import { AssignChecklistProvider } from './assign-checklist-provider';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

function AssignButton() {
  const open = useOpenAssignModal();
  return (
    <button type="button" onClick={() => open({ template: { id: 't1', name: 'Inspeção da frota' } })}>
      Atribuir checklist do template Inspeção da frota
    </button>
  );
}

describe('AssignChecklistProvider', () => {
  it('when a screen asks to assign a template, then the lazily loaded modal opens for it and closes again', async () => {
    vi.mocked(api.get).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 100 });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AssignChecklistProvider>
          <AssignButton />
        </AssignChecklistProvider>
      </QueryClientProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Atribuir checklist do template Inspeção da frota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atribuir Checklist' });
    expect(dialog).toHaveTextContent('Inspeção da frota');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a screen uses the opener outside the provider, then it fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AssignButton />)).toThrow(/AssignModalContext/);
  });
});
