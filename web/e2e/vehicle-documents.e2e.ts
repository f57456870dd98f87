import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { expectPath, expectVisible, signIn, test, toast } from './browser';
import { createVehicle, runPlate, searchVehicles } from './vehicle-form';

const STAMP = Date.now();
/** A Mercosul plate of this run ending in 7 (ABC1D27). */
const PLATE = runPlate(STAMP, 7);
const NAME = `Caminhão Documentos ${STAMP}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('vehicle documents', () => {
  test('when the admin adds a truck in SP ending 7, then its licensing month shows, and a licensing with its PDF is kept with the computed expiry and exported with its file', async ({
    page,
  }) => {
    await signIn(page, 'admin@alfa.dev');
    await createVehicle(page, {
      name: NAME,
      plate: PLATE.toLowerCase(),
      brand: 'Mercedes-Benz',
      model: 'Atego 1719',
      color: 'Branca',
      currentKm: '120000',
      lastOilChangeKm: '110000',
      papers: { uf: 'SP', type: 'truck', cnhCategory: 'C' },
    });
    await expectPath(page, '/admin/vehicles');

    await searchVehicles(page, PLATE);
    await expectVisible(page.getByRole('row', { name: NAME, exact: true }));
    await page.getByRole('link', { name: `Ver detalhes de ${NAME}` }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: NAME }));
    // São Paulo's truck calendar: plates ending 7 are licensed in November.
    await expectVisible(page.getByText('Licenciamento em novembro (final 7, SP)'));
    await expectVisible(page.getByText('Caminhão ou cavalo mecânico'));

    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('aba')).toBe('documentos');
    await expectVisible(page.getByText('Nenhum documento cadastrado'));
    await page.getByRole('button', { name: 'Adicionar documento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar documento' });
    const year = new Date().getFullYear();
    await dialog.getByLabel('Data de emissão').fill(`${year}-03-15`);
    await expectVisible(dialog.getByText(`Vencimento calculado: 30/11/${year + 1}`));
    expect(await dialog.getByLabel(/^Vencimento/).inputValue()).toBe(`${year + 1}-11-30`);
    await dialog.getByLabel('Número').fill('CRLV-123');
    await dialog
      .getByLabel('Anexo (PDF ou foto, até 10 MB)')
      .setInputFiles({ name: 'crlv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Salvar documento' }).click();
    await expectVisible(toast(page, 'Documento cadastrado com sucesso!'));

    const item = page.getByRole('listitem', { name: 'Licenciamento / CRLV' });
    await expectVisible(item.getByText('Em dia', { exact: true }));
    await expectVisible(item.getByText(`30/11/${year + 1}`));
    await expectVisible(item.getByRole('button', { name: 'Baixar anexo de Licenciamento / CRLV' }));
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Baixar anexo de Licenciamento / CRLV' }).click();
    expect((await download).suggestedFilename()).toBe(`Licenciamento_CRLV_${PLATE}.pdf`);
    await expectAccessible(page);

    // The tab exports as a spreadsheet, naming the file as it just downloaded.
    await page.getByRole('button', { name: 'Exportar' }).click();
    const exported = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toMatch(/^Documentos_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path())).toString('utf8');
    expect(csv.split('\r\n')[1]).toContain(`Licenciamento / CRLV;CRLV-123;`);
    expect(csv).toContain(`;Licenciamento_CRLV_${PLATE}.pdf;`);
  });
});
