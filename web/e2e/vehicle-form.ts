import type { Page } from 'playwright-core';

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
