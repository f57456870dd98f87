import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fleetVehicle } from '@/testing/vehicle-fixtures';
import { VehicleForm } from './vehicle-form';
import { vehicleToFormValues } from './vehicle-form-values';

const YEAR_RANGE = `Informe um ano entre 1900 e ${new Date().getFullYear() + 1}`;

function renderForm(props: Partial<Parameters<typeof VehicleForm>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <VehicleForm mode="create" {...props} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { user, onSubmit };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true });
/** The message under a field (its aria-describedby). */
function errorOf(label: string): string | null {
  const describedBy = input(label).getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('Nome'), 'Strada Entregas');
  await user.type(input('Placa'), 'abc1d23');
  await user.type(input('Marca'), 'Fiat');
  await user.type(input('Modelo'), 'Strada Freedom');
  await user.type(input('Ano'), '2023');
  await user.type(input('Cor'), 'Branca');
  await user.type(input('Quilometragem atual'), '15000');
  await user.type(input('KM da última troca de óleo'), '10000');
}

/** Alfa's Hilux as the API stores it, in the form's values. */
const storedHilux = () =>
  vehicleToFormValues(
    fleetVehicle('v-1', 'Hilux', {
      plate: 'QWE4321',
      brand: 'Toyota',
      model: 'Hilux SRV',
      year: 2021,
      color: 'Prata',
      currentKm: 80000,
      lastOilChangeKm: 75000,
      oilChangeIntervalKm: 5000,
    }),
  );

describe('VehicleForm', () => {
  it('when opened for a new vehicle, then it shows the three sections, the active checkbox with its hint and the 10.000 km default', () => {
    renderForm();
    for (const section of ['Informações Básicas', 'Informações de Quilometragem', 'Status']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: 'Veículo ativo' })).toBeChecked();
    expect(screen.getByText('Veículos inativos não aparecerão nas listas de seleção')).toBeInTheDocument();
    expect(input('Intervalo de troca de óleo (km)')).toHaveValue(10000);
    expect(screen.getByRole('button', { name: 'Salvar Veículo' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/admin/vehicles');
  });

  it('when saved empty, then every required field shows the spec message and nothing is sent', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(input('Intervalo de troca de óleo (km)'));
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));

    expect(errorOf('Nome')).toBe('Nome é obrigatório');
    expect(errorOf('Placa')).toBe('Placa é obrigatória');
    expect(errorOf('Marca')).toBe('Marca é obrigatória');
    expect(errorOf('Modelo')).toBe('Modelo é obrigatório');
    expect(errorOf('Cor')).toBe('Cor é obrigatória');
    expect(errorOf('Ano')).toBe(YEAR_RANGE);
    expect(errorOf('Quilometragem atual')).toBe('Quilometragem atual deve ser positiva');
    expect(errorOf('KM da última troca de óleo')).toBe('Quilometragem da última troca de óleo deve ser positiva');
    expect(errorOf('Intervalo de troca de óleo (km)')).toBe('Intervalo de troca de óleo deve ser positivo');
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field in screen order takes the focus.
    expect(input('Nome')).toHaveFocus();
  });

  it('when the plate is typed, then it is upper-cased and formatted as ABC-1234 or ABC-1D23, at most 8 characters', async () => {
    const { user } = renderForm();
    const plate = input('Placa');
    expect(plate).toHaveAttribute('maxLength', '8');

    await user.type(plate, 'abc1234');
    expect(plate).toHaveValue('ABC-1234');

    await user.clear(plate);
    await user.type(plate, 'bra2e19');
    expect(plate).toHaveValue('BRA-2E19');
  });

  it('when the plate is not a Brazilian one, then the format message shows, and editing the field clears it', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.clear(input('Placa'));
    await user.type(input('Placa'), 'AB12345');
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));

    expect(errorOf('Placa')).toBe('Formato de placa inválido (ex: ABC1234 ou ABC1D23)');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input('Placa'), '{Backspace}');
    expect(errorOf('Placa')).toBeNull();
  });

  it('when the year, the km or the interval are out of range, then each field says why', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.clear(input('Ano'));
    await user.type(input('Ano'), String(new Date().getFullYear() + 2));
    await user.clear(input('Quilometragem atual'));
    await user.type(input('Quilometragem atual'), '-5');
    await user.clear(input('Intervalo de troca de óleo (km)'));
    await user.type(input('Intervalo de troca de óleo (km)'), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));

    expect(errorOf('Ano')).toBe(YEAR_RANGE);
    expect(errorOf('Quilometragem atual')).toBe('Quilometragem atual deve ser positiva');
    expect(errorOf('Intervalo de troca de óleo (km)')).toBe('Intervalo de troca de óleo deve ser positivo');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input('Ano'));
    await user.type(input('Ano'), '1899');
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));
    expect(errorOf('Ano')).toBe(YEAR_RANGE);
  });

  it('when the last oil change is above the current km, then it is refused', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.clear(input('KM da última troca de óleo'));
    await user.type(input('KM da última troca de óleo'), '15001');
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));

    expect(errorOf('KM da última troca de óleo')).toBe('Quilometragem da última troca não pode ser maior que a atual');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when valid, then the body has numbers, the normalised plate and the active flag, and the button says Salvando... meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'Veículo ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));

    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Strada Entregas',
      plate: 'ABC1D23',
      brand: 'Fiat',
      model: 'Strada Freedom',
      year: 2023,
      color: 'Branca',
      currentKm: 15000,
      lastOilChangeKm: 10000,
      oilChangeIntervalKm: 10000,
      isActive: false,
      uf: null,
      vehicleType: 'light',
      requiredCnhCategory: null,
    });
    finish();
    expect(await screen.findByRole('button', { name: 'Salvar Veículo' })).toBeEnabled();
  });

  it('when a truck of São Paulo requiring CNH C is typed, then the body carries its UF, type and category', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderForm({ onSubmit });
    await fillValid(user);
    expect(screen.getByLabelText('UF')).toHaveValue('');
    expect(screen.getByLabelText('Categoria de CNH exigida')).toHaveDisplayValue('Nenhuma');
    await user.selectOptions(screen.getByLabelText('UF'), 'São Paulo');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Caminhão ou cavalo mecânico');
    await user.selectOptions(screen.getByLabelText('Categoria de CNH exigida'), 'C');
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ uf: 'SP', vehicleType: 'truck', requiredCnhCategory: 'C' }),
    );
  });

  it('when the server refuses the plate, then the banner says Erro ao criar veículo with its message and the form stays', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ status: 409, code: 'conflict', message: 'Já existe um veículo com esta placa' }),
      );
    const { user } = renderForm({ onSubmit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao criar veículo: Já existe um veículo com esta placa',
    );
    expect(input('Placa')).toHaveValue('ABC-1D23');
  });

  it('when editing, then the stored vehicle is shown with its plate formatted and the button says Salvar Alterações', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ status: 500, code: 'internal', message: 'Erro interno do servidor. Tente novamente.' }),
      );
    const { user } = renderForm({
      mode: 'edit',
      onSubmit,
      initialValues: storedHilux(),
    });
    expect(input('Placa')).toHaveValue('QWE-4321');
    expect(input('Intervalo de troca de óleo (km)')).toHaveValue(5000);
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    const banner = await screen.findByRole('alert');
    expect(
      within(banner).getByText('Erro ao atualizar veículo: Erro interno do servidor. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it('when editing, then an empty year and 0 or empty km are refused with the spec messages; a new vehicle may start at 0 km', async () => {
    const stored = storedHilux();
    const edit = renderForm({ mode: 'edit', initialValues: stored });
    await edit.user.clear(input('Ano'));
    await edit.user.clear(input('Quilometragem atual'));
    await edit.user.type(input('Quilometragem atual'), '0');
    await edit.user.clear(input('KM da última troca de óleo'));
    await edit.user.type(input('KM da última troca de óleo'), '0');
    await edit.user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(errorOf('Ano')).toBe(YEAR_RANGE);
    expect(errorOf('Quilometragem atual')).toBe('Quilometragem atual deve ser positiva');
    expect(errorOf('KM da última troca de óleo')).toBe('Quilometragem da última troca de óleo deve ser positiva');
    expect(edit.onSubmit).not.toHaveBeenCalled();

    await edit.user.clear(input('KM da última troca de óleo'));
    await edit.user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(errorOf('KM da última troca de óleo')).toBe('Quilometragem da última troca de óleo deve ser positiva');
  });

  it('when a new vehicle starts at 0 km, then it is saved', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.clear(input('Quilometragem atual'));
    await user.type(input('Quilometragem atual'), '0');
    await user.clear(input('KM da última troca de óleo'));
    await user.type(input('KM da última troca de óleo'), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar Veículo' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ currentKm: 0, lastOilChangeKm: 0 })),
    );
  });
});
