import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectGone, expectPath, expectVisible, pathOf, signIn, test, toast } from './browser';
import { fillVehicleForm, runPlate, searchVehicles } from './vehicle-form';
import { formatPlate } from '../../functions/src/domain/fleet/plate';

// Unique per run, so reruns against kept data never collide (plates are unique within a company).
const STAMP = Date.now();
/** A Mercosul plate (ABC1D23) of this run. */
const PLATE = runPlate(STAMP);
const NAME = `Saveiro Teste ${STAMP}`;
const RENAMED = `Saveiro Renomeada ${STAMP}`;

const statValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function openList(page: Page): Promise<void> {
  await page.goto('/admin/vehicles');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Veículos' }));
}

describe('fleet', () => {
  test('when an admin registers a vehicle, records fill-ups and an oil change, edits, archives and deletes it, then every screen shows it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const chartChunkLoaded = () => scripts.some((url) => /\/vehicle-charts-[^/]*\.js$/.test(url));

    await signIn(page, 'admin@alfa.dev');
    await openList(page);
    await expectVisible(page.getByRole('table'));

    // New vehicle: a wrong plate first.
    await page.getByRole('link', { name: 'Novo Veículo' }).click();
    await expectPath(page, '/admin/vehicles/new');
    await fillVehicleForm(page, {
      name: NAME,
      plate: 'ab12345',
      brand: 'Volkswagen',
      model: 'Saveiro Robust',
      color: 'Branca',
      currentKm: '50000',
      lastOilChangeKm: '41000',
    });
    await page.getByRole('button', { name: 'Salvar Veículo' }).click();
    await expectVisible(page.getByText('Formato de placa inválido (ex: ABC1234 ou ABC1D23)'));
    await expectPath(page, '/admin/vehicles/new');

    await page.getByLabel('Placa', { exact: true }).fill('');
    await page.getByLabel('Placa', { exact: true }).pressSequentially(PLATE.toLowerCase());
    expect(await page.getByLabel('Placa', { exact: true }).inputValue()).toBe(formatPlate(PLATE));
    await page.getByRole('button', { name: 'Salvar Veículo' }).click();
    await expectVisible(toast(page, 'Veículo criado com sucesso!'));
    await expectPath(page, '/admin/vehicles');
    expect(chartChunkLoaded()).toBe(false);

    // Found by its plate: 9.000 of 10.000 km since the last change is 'Próxima'.
    await searchVehicles(page, PLATE);
    const row = page.getByRole('row', { name: NAME, exact: true });
    await expectVisible(row.getByText('9.000 / 10.000 km'));
    await expectVisible(row.getByText('Próxima', { exact: true }));
    // One page: no pagination, its 'Mostrando X a Y de Z resultados' included (spec section 2).
    expect(await page.getByText(/^Mostrando \d+ a \d+ de \d+ resultados$/).count()).toBe(0);
    // On a phone the row is a card.
    await page.setViewportSize({ width: 390, height: 800 });
    await expectVisible(page.getByRole('article', { name: NAME }).getByText('Próxima', { exact: true }));
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole('link', { name: `Ver detalhes de ${NAME}` }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: NAME }));
    const vehiclePath = pathOf(page);
    await expectVisible(statValue(page, 'Status Óleo').getByText('Próxima', { exact: true }));

    // Two full fill-ups: 400 km on 38 L is 10,5 km/L.
    await page.getByRole('tab', { name: 'Abastecimento' }).click();
    await expectVisible(page.getByText('Nenhum registro de abastecimento encontrado'));
    for (const fill of [
      { liters: '40', price: '5.89', km: '50400' },
      { liters: '38', price: '5.99', km: '50800' },
    ]) {
      await page.getByRole('button', { name: 'Adicionar Abastecimento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Abastecimento' });
      await dialog.getByLabel('Litros', { exact: true }).fill(fill.liters);
      await dialog.getByLabel('Preço por litro (R$)', { exact: true }).fill(fill.price);
      await dialog.getByLabel('Quilometragem', { exact: true }).fill(fill.km);
      await dialog.getByLabel('Combustível', { exact: true }).selectOption({ label: 'Gasolina' });
      await expect.poll(() => dialog.getByRole('checkbox', { name: 'Tanque cheio' }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Salvar Registro' }).click();
      await expectGone(dialog);
    }
    await expectVisible(toast(page, 'Registro de abastecimento adicionado com sucesso!').first());
    await expect.poll(() => page.getByRole('listitem', { name: /^Abastecimento \(Gasolina\)/ }).count()).toBe(2);
    await expectVisible(page.getByRole('listitem').getByText('10,5 km/L'));
    await expectVisible(page.getByText('R$ 227,62')); // 38 × 5,99
    await expectVisible(statValue(page, 'KM Atual').getByText('50.800 km'));

    // An oil change at the current km puts the status back to 'Em dia'.
    await page.getByRole('tab', { name: 'Troca de Óleo' }).click();
    await expectVisible(page.getByText('Nenhum registro de troca de óleo encontrado'));
    await page.getByRole('button', { name: 'Adicionar Troca de Óleo' }).click();
    const oil = page.getByRole('dialog', { name: 'Adicionar Troca de Óleo' });
    expect(await oil.getByLabel('KM da troca', { exact: true }).inputValue()).toBe('50800');
    expect(await oil.getByLabel('Próxima troca (km)', { exact: true }).inputValue()).toBe('60800');
    await oil.getByLabel('Tipo de óleo', { exact: true }).fill('5W30');
    await oil.getByLabel('Marca do óleo', { exact: true }).fill('Mobil');
    await oil.getByLabel('Custo (R$)', { exact: true }).fill('250');
    await oil.getByRole('checkbox', { name: 'Filtro trocado' }).check();
    await oil.getByRole('button', { name: 'Salvar Registro' }).click();
    await expectVisible(toast(page, 'Registro de troca de óleo adicionado com sucesso!'));
    await expectGone(oil);
    await expectVisible(page.getByRole('heading', { name: '5W30 Mobil + Filtro' }));
    await expectVisible(statValue(page, 'Status Óleo').getByText('Em dia', { exact: true }));

    // The overview: the fill-ups in the recent activity, the average, and the charts loaded only here.
    await page.getByRole('tab', { name: 'Visão Geral' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Atividade Recente' }));
    await expect.poll(() => page.getByText('Abastecimento (Gasolina)', { exact: true }).count()).toBe(2);
    await expectVisible(statValue(page, 'Consumo médio').getByText('10,5 km/L'));
    await expectVisible(statValue(page, 'KM restantes').getByText('10.000 km'));
    await expectVisible(page.locator('.uplot').first());
    expect(chartChunkLoaded()).toBe(true);

    // Edit: a new name, back on the list.
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await expectPath(page, `${vehiclePath}/edit`);
    await expect.poll(() => page.getByLabel('Placa', { exact: true }).inputValue()).toBe(formatPlate(PLATE));
    await page.getByLabel('Nome', { exact: true }).fill(RENAMED);
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expectVisible(toast(page, 'Veículo atualizado com sucesso!'));
    await expectPath(page, '/admin/vehicles');
    await searchVehicles(page, PLATE);
    const renamed = page.getByRole('row', { name: RENAMED, exact: true });
    await expectVisible(renamed.getByText('Em dia', { exact: true }));
    await expectVisible(renamed.getByText('50.800 km'));

    // Archive: confirmed, gone from the list in use, its history kept under 'Arquivados'.
    await renamed.getByRole('button', { name: `Arquivar ${RENAMED}` }).click();
    const archive = page.getByRole('dialog', { name: 'Arquivar veículo' });
    await expectVisible(archive.getByText(`Arquivar o veículo ${RENAMED}?`));
    await archive.getByRole('button', { name: 'Arquivar', exact: true }).click();
    await expectVisible(toast(page, 'Veículo arquivado'));
    await expectVisible(page.getByText('Nenhum veículo encontrado'));
    await page.getByLabel('Situação').selectOption('arquivados');
    const archived = page.getByRole('row', { name: RENAMED, exact: true });
    await expectVisible(archived.getByText('Arquivado', { exact: true }));

    // The real deletion, of the archived vehicle: its page (records included) no longer exists.
    await archived.getByRole('button', { name: `Excluir definitivamente ${RENAMED}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir definitivamente' });
    await expectVisible(confirm.getByText(`Excluir definitivamente o veículo ${RENAMED}?`));
    await expectVisible(confirm.getByText('Esta ação não pode ser desfeita.'));
    await confirm.getByRole('button', { name: 'Excluir definitivamente', exact: true }).click();
    await expectVisible(toast(page, 'Veículo excluído com sucesso'));
    await expectVisible(page.getByText('Nenhum veículo arquivado', { exact: true }));

    await page.goto(vehiclePath);
    await expectVisible(page.getByRole('alert').getByText('Veículo não encontrado'));
    await expectVisible(page.getByRole('link', { name: 'Voltar para lista de veículos' }));
  });
});
