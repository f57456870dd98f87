import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectVisible, toast } from './browser';

const letter = (n: number) => String.fromCharCode(65 + (Math.floor(n) % 26));

/**
 * A Mercosul plate (ABC1D23) of the run started at `stamp`, so reruns against kept data never
 * collide (plates are unique within a company); `lastDigit` fixes its last digit, which a state's
 * licensing calendar goes by.
 */
export function runPlate(stamp: number, lastDigit?: number): string {
  const digits =
    lastDigit === undefined
      ? String(Math.floor(stamp / 10) % 100).padStart(2, '0')
      : `${Math.floor(stamp / 10) % 10}${lastDigit}`;
  return `${letter(stamp / 1e3)}${letter(stamp / 26e3)}${letter(stamp / 676e3)}${stamp % 10}${letter(stamp)}${digits}`;
}

export interface VehicleFields {
  name: string;
  /** Typed as a person types it, lower case included: the field upper-cases it. */
  plate: string;
  brand: string;
  model: string;
  color: string;
  currentKm: string;
  lastOilChangeKm: string;
  /** The papers' fields, left at their defaults when absent. */
  papers?: { uf: string; type: 'light' | 'truck'; cnhCategory: string };
}

/** Fills the open 'Novo Veículo' form (year 2022), without saving it. */
export async function fillVehicleForm(page: Page, vehicle: VehicleFields): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill(vehicle.name);
  await page.getByLabel('Placa', { exact: true }).pressSequentially(vehicle.plate);
  await page.getByLabel('Marca', { exact: true }).fill(vehicle.brand);
  await page.getByLabel('Modelo', { exact: true }).fill(vehicle.model);
  await page.getByLabel('Ano', { exact: true }).fill('2022');
  await page.getByLabel('Cor', { exact: true }).fill(vehicle.color);
  await page.getByLabel('Quilometragem atual', { exact: true }).fill(vehicle.currentKm);
  await page.getByLabel('KM da última troca de óleo', { exact: true }).fill(vehicle.lastOilChangeKm);
  if (vehicle.papers) {
    await page.getByLabel('UF', { exact: true }).selectOption(vehicle.papers.uf);
    await page.getByLabel('Tipo', { exact: true }).selectOption(vehicle.papers.type);
    await page.getByLabel('Categoria de CNH exigida', { exact: true }).selectOption(vehicle.papers.cnhCategory);
  }
}

/** Registers a vehicle through 'Novo Veículo', saved with 'Veículo criado com sucesso!'. */
export async function createVehicle(page: Page, vehicle: VehicleFields): Promise<void> {
  await page.goto('/admin/vehicles/new');
  await fillVehicleForm(page, vehicle);
  await page.getByRole('button', { name: 'Salvar Veículo' }).click();
  await expectVisible(toast(page, 'Veículo criado com sucesso!'));
}

/** Searches the vehicles list, and waits for the URL to keep the search. */
export async function searchVehicles(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar veículos' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}
