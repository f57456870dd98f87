import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { workshopsApi } from '@domain/work-orders/contract';
import type { Workshop } from '@domain/work-orders/work-order';
import { toast } from '@/lib/toast';
import { failure, installFakeApi } from '@/testing/fake-api';
import { pageOf, renderWithProviders } from '@/testing/fixtures';
import { WorkshopsRoute } from './workshops-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();

const SILVA: Workshop = {
  id: 'w-silva',
  name: 'Oficina Mecânica Silva',
  cnpj: '11222333000181',
  phone: '(11) 3456-7890',
  email: 'orcamentos@oficinasilva.dev',
  address: null,
  createdAt: '2026-11-01T12:00:00.000Z',
};

let stored: Workshop[] = [];

beforeEach(() => {
  stored = [SILVA];
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  api.on(workshopsApi.list, () => pageOf(stored));
});

async function confirmDelete() {
  const { user } = renderWithProviders(<WorkshopsRoute />);
  await user.click(await screen.findByRole('button', { name: 'Excluir Oficina Mecânica Silva' }));
  const dialog = screen.getByRole('dialog', { name: 'Excluir oficina' });
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
}

describe('WorkshopsRoute', () => {
  it('when the admin confirms the delete, then the workshop is deleted and leaves the list', async () => {
    api.on(workshopsApi.remove, ({ params }) => {
      stored = stored.filter((w) => w.id !== params.id);
      return { id: params.id! };
    });
    await confirmDelete();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Oficina excluída'));
    expect(api.sent(workshopsApi.remove).map((r) => r.path)).toEqual(['/workshops/w-silva']);
    expect(await screen.findByText('Nenhuma oficina cadastrada')).toBeTruthy();
  });

  it('when an O.S. under way uses the workshop, then the refusal is said in pt-BR and it stays listed', async () => {
    api.on(workshopsApi.remove, () => failure(409, 'Esta oficina tem ordens de serviço em andamento', 'conflict'));
    await confirmDelete();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Esta oficina tem ordens de serviço em andamento'));
    expect(screen.getByText('Oficina Mecânica Silva')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Excluir oficina' })).toBeNull();
  });
});
