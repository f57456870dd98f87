import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordMessages } from '@domain/fleet/messages';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import { renderWithProviders } from '@/testing/fixtures';
import { FuelModal } from './fuel-modal';
import { MaintenanceModal } from './maintenance-modal';
import { OilChangeModal } from './oil-change-modal';
import { RemindersPanel } from './reminders-panel';

vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));

// Only what the modals read; nothing is sent in these tests (every save is refused by the schema first).
const VEHICLE = { id: 'v-hilux', currentKm: 45_000, oilChangeIntervalKm: 10_000 } as VehicleWithOil;

/** The message under a field (its aria-describedby). */
function errorOf(field: HTMLElement): string {
  const describedBy = field.getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? '') : '';
}

describe('record and reminder modals', () => {
  it('when a maintenance save is refused by the schema, then editing a field clears its message alone until the next save', async () => {
    const { user } = renderWithProviders(<MaintenanceModal vehicle={VEHICLE} onClose={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Manutenção' }));
    await user.click(dialog.getByRole('button', { name: 'Salvar Registro' }));
    const description = dialog.getByLabelText(/Descrição/);
    const cost = dialog.getByLabelText(/Custo/);
    expect(errorOf(description)).toBe(recordMessages.descriptionRequired);
    expect(errorOf(cost)).toBe(recordMessages.costInvalid);

    await user.type(description, ' ');
    expect(errorOf(description)).toBe('');
    expect(errorOf(cost)).toBe(recordMessages.costInvalid);

    await user.click(dialog.getByRole('button', { name: 'Salvar Registro' }));
    expect(errorOf(description)).toBe(recordMessages.descriptionRequired);
  });

  it('when a fuel save is refused and the litres are retyped, then only the litres message goes', async () => {
    const { user } = renderWithProviders(<FuelModal vehicle={VEHICLE} onClose={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Abastecimento' }));
    await user.click(dialog.getByRole('button', { name: 'Salvar Registro' }));
    const liters = dialog.getByLabelText(/Litros/);
    const price = dialog.getByLabelText(/Preço por litro/);
    expect(errorOf(liters)).toBe(recordMessages.litersInvalid);
    expect(errorOf(price)).toBe(recordMessages.costPerLiterInvalid);

    await user.type(liters, '40');
    expect(errorOf(liters)).toBe('');
    expect(errorOf(price)).toBe(recordMessages.costPerLiterInvalid);
  });

  it('when an oil change save is refused, then typing the km of the change clears its message and still moves the next change', async () => {
    const { user } = renderWithProviders(<OilChangeModal vehicle={VEHICLE} onClose={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Troca de Óleo' }));
    const km = dialog.getByLabelText(/KM da troca/);
    await user.clear(km);
    await user.click(dialog.getByRole('button', { name: 'Salvar Registro' }));
    expect(errorOf(dialog.getByLabelText(/Tipo de óleo/))).toBe(recordMessages.oilTypeRequired);
    expect(errorOf(km)).toBe(recordMessages.kmInvalid);

    await user.type(km, '46000');
    expect(errorOf(km)).toBe('');
    expect(dialog.getByLabelText(/Próxima troca/)).toHaveValue(56_000);
    expect(errorOf(dialog.getByLabelText(/Tipo de óleo/))).toBe(recordMessages.oilTypeRequired);
  });

  it('when a reminder save is refused, then editing the service name clears its message alone', async () => {
    const vehicle = { ...VEHICLE, oil: { nextChangeKm: 50_000, status: 'ok' } } as VehicleWithOil;
    const { user } = renderWithProviders(<RemindersPanel vehicle={vehicle} reminders={[]} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar Lembrete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Adicionar Lembrete' }));
    await user.click(dialog.getByRole('button', { name: 'Salvar Lembrete' }));
    const name = dialog.getByLabelText(/Serviço/);
    const everyKm = dialog.getByLabelText(/A cada \(km\)/);
    expect(errorOf(name)).toBe(recordMessages.reminderNameRequired);
    expect(errorOf(everyKm)).toBe(recordMessages.reminderIntervalRequired);

    await user.type(name, 'Rodízio de pneus');
    expect(errorOf(name)).toBe('');
    expect(errorOf(everyKm)).toBe(recordMessages.reminderIntervalRequired);
  });
});
