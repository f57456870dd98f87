import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, isoDayIn } from '@domain/dates';
import { driversApi } from '@domain/drivers/contract';
import { finesApi } from '@domain/fines/contract';
import { usersApi } from '@domain/users/contract';
import type { CompanyUser } from '@domain/users/user.schema';
import { failure, installFakeApi } from '@/testing/fake-api';
import { companyUser, pageOf, renderWithProviders } from '@/testing/fixtures';
import { UserEditRoute } from '../routes/user-edit-route';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = installFakeApi();
const today = () => isoDayIn(new Date(), 'America/Sao_Paulo');

function renderEdit(user: CompanyUser) {
  api.on(usersApi.get, () => user);
  const rendered = renderWithProviders(<UserEditRoute />, {
    path: `/admin/users/${user.id}/edit`,
    route: '/admin/users/:id/edit',
  });
  const panel = async () => within(await screen.findByRole('form', { name: 'Dados de motorista' }));
  return { ...rendered, panel };
}

const sent = () => api.sent(driversApi.update).map((r) => ({ id: r.params, body: r.body }));

describe('Dados de motorista on the user edit page', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    // The page also lists the driver's fines.
    api.on(finesApi.list, () => pageOf([]));
  });

  it('when a C licence with its last exam is typed and saved, then the next exam shows and the licence is sent for that user', async () => {
    const joao = companyUser('u-joao', 'João Silva');
    api.on(driversApi.update, ({ body }) => ({
      ...joao,
      driverLicense: (body as { driverLicense: never }).driverLicense,
    }));
    const { user, panel } = renderEdit(joao);
    const form = await panel();
    expect(form.getByText('Nenhuma CNH cadastrada')).toBeInTheDocument();

    await user.type(form.getByLabelText('Número da CNH'), '58316794534');
    await user.selectOptions(form.getByLabelText('Categoria'), 'C');
    // `input`, as a browser fires while a date is picked (React's onChange listens to it).
    fireEvent.input(form.getByLabelText('Validade da CNH'), { target: { value: '2030-05-10' } });
    await user.click(form.getByLabelText('Exerce atividade remunerada (EAR)'));
    fireEvent.input(form.getByLabelText('Último exame toxicológico'), { target: { value: '2025-03-31' } });
    expect(form.getByText('Próximo exame: 30/09/2027')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Salvar dados de motorista' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dados de motorista salvos'));
    expect(sent()).toEqual([
      {
        id: { id: 'u-joao' },
        body: {
          driverLicense: {
            cnhNumber: '58316794534',
            category: 'C',
            expiryDate: '2030-05-10',
            ear: true,
            lastToxicologicalExamDate: '2025-03-31',
          },
        },
      },
    ]);
    // The saved licence's status, and the exam's: both in time.
    expect((await form.findByText(/CNH categoria/)).textContent).toMatch(
      /^CNH categoria C: Em dia Faltam \d+ dias \(10\/05\/2030\)$/,
    );
    expect(form.getAllByText('Em dia')).toHaveLength(2);
  });

  it('when the CNH number is short or its check digits are wrong, or the exam is in the future, then the field says so in Portuguese and nothing is sent', async () => {
    const { user, panel } = renderEdit(companyUser('u-ana', 'Ana Souza'));
    const form = await panel();
    await user.type(form.getByLabelText('Número da CNH'), '5831679453');
    fireEvent.input(form.getByLabelText('Validade da CNH'), { target: { value: '2030-05-10' } });
    await user.click(form.getByRole('button', { name: 'Salvar dados de motorista' }));
    expect(form.getByLabelText('Número da CNH')).toHaveAccessibleDescription('Número da CNH inválido (11 dígitos)');

    await user.type(form.getByLabelText('Número da CNH'), '5');
    await user.click(form.getByRole('button', { name: 'Salvar dados de motorista' }));
    expect(form.getByLabelText('Número da CNH')).toHaveAccessibleDescription('Número da CNH inválido');

    await user.clear(form.getByLabelText('Número da CNH'));
    await user.type(form.getByLabelText('Número da CNH'), '58316794534');
    fireEvent.input(form.getByLabelText('Último exame toxicológico'), { target: { value: addDays(today(), 1) } });
    await user.click(form.getByRole('button', { name: 'Salvar dados de motorista' }));
    expect(form.getByLabelText('Último exame toxicológico')).toHaveAccessibleDescription(
      'A data do exame toxicológico não pode estar no futuro',
    );
    expect(sent()).toEqual([]);
  });

  it('when the licence expired or expires within 30 days, then its status says so with the days', async () => {
    const license = { cnhNumber: '58316794534', category: 'B' as const, ear: false, lastToxicologicalExamDate: null };
    const { panel } = renderEdit(
      companyUser('u-rui', 'Rui Costa', { driverLicense: { ...license, expiryDate: addDays(today(), -3) } }),
    );
    const form = await panel();
    expect(form.getByText('Vencido')).toHaveClass('badge-danger');
    expect(form.getByText(/Venceu há 3 dias/)).toBeInTheDocument();
    expect(form.getByLabelText('Número da CNH')).toHaveValue('58316794534');
  });

  it('when the licence is removed, then null is sent; when the server refuses, then its message shows', async () => {
    const license = { cnhNumber: '58316794534', category: 'B' as const, ear: false, lastToxicologicalExamDate: null };
    const bia = companyUser('u-bia', 'Bia Reis', { driverLicense: { ...license, expiryDate: addDays(today(), 12) } });
    api.on(driversApi.update, ({ body }) =>
      (body as { driverLicense: unknown }).driverLicense === null
        ? { ...bia, driverLicense: null }
        : failure(400, 'Data de validade da CNH inválida'),
    );
    const { user, panel } = renderEdit(bia);
    const form = await panel();
    expect(form.getByText('Vence em breve')).toHaveClass('badge-warning');
    expect(form.getByText(/Faltam 12 dias/)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Salvar dados de motorista' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Data de validade da CNH inválida');

    await user.click(form.getByRole('button', { name: 'Remover CNH' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('CNH removida'));
    expect(sent().map((s) => s.body)).toEqual([
      { driverLicense: { ...license, expiryDate: addDays(today(), 12) } },
      { driverLicense: null },
    ]);
    expect(await form.findByText('Nenhuma CNH cadastrada')).toBeInTheDocument();
  });
});
