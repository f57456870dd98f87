import { describe, expect, inject } from 'vitest';
import { expectAccessible } from './accessibility';
import { expectPath, expectVisible, signIn, test, toast } from './browser';
import { runPlate } from './vehicle-form';

const ADMIN = 'admin@alfa.dev';
// Unique per run, so reruns against kept data never collide (plates are unique within a company).
const STAMP = Date.now();
/** The demo's receiver of Alfa's signed webhooks ('Receptor local'), which `npm start` runs too. */
const RECEIVER = 'http://127.0.0.1:5006';

/** A spreadsheet as a Brazilian Excel saves it: `;` between cells, UTF-8 with its BOM. */
function csvOf(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`, 'utf8');
}

const VEHICLE_HEADER = [
  'Nome',
  'Placa',
  'Marca',
  'Modelo',
  'Cor',
  'Ano',
  'Km atual',
  'Km da última troca de óleo',
  'UF',
  'Tipo (Leve ou Caminhão)',
];
const FIRST = runPlate(STAMP, 1);
const SECOND = runPlate(STAMP, 2);
const VEHICLES = csvOf([
  VEHICLE_HEADER,
  [
    `Caminhão Importado ${STAMP}`,
    FIRST,
    'Volkswagen',
    'Delivery 11.180',
    'Branco',
    '2022',
    '85000',
    '80000',
    'SP',
    'Caminhão',
  ],
  // Line 3: no plate a Detran issues.
  [`Van Sem Placa ${STAMP}`, 'XX12', 'Renault', 'Master', 'Prata', '2021', '40000', '35000', 'SP', 'Leve'],
  [`Furgão Importado ${STAMP}`, SECOND, 'Fiat', 'Ducato', 'Branco', '2023', '12000', '10000', 'MG', 'Leve'],
]);

/** What one call of the public API answers, with an API key in place of a person's token. */
async function callWithKey(key: string, path: string): Promise<{ status: number; body: { data?: unknown[] } }> {
  const res = await fetch(`${inject('baseUrl')}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as { data?: unknown[] } };
}

interface Received {
  webhookId: string;
  verified: boolean;
  type: string | null;
}

/** The events the local receiver got, newest first. */
async function receivedEvents(): Promise<Received[]> {
  const res = await fetch(RECEIVER, { headers: { accept: 'application/json' } });
  return (await res.json()) as Received[];
}

describe('integrations', () => {
  test("when the admin imports vehicles with a bad row, then the preview shows its line and writes nothing, and 'Confirmar importação' writes the good rows once", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/admin/vehicles');
    await page.getByRole('link', { name: 'Importar' }).click();
    await expectPath(page, '/admin/vehicles/importar');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Importar veículos' }));

    const template = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar modelo (XLSX)' }).click();
    expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);

    await page.getByLabel('Planilha (XLSX ou CSV)').setInputFiles({
      name: 'frota.csv',
      mimeType: 'text/csv',
      buffer: VEHICLES,
    });
    const preview = page.getByRole('region', { name: 'Prévia' });
    await expectVisible(preview.getByText('Nada foi gravado ainda: frota.csv.'));
    await expectVisible(preview.getByText('2 novo(s)'));
    await expectVisible(preview.getByText('1 com erros'));
    const bad = preview.getByRole('row').filter({ hasText: 'XX12' });
    await expectVisible(bad.getByRole('cell', { name: '3', exact: true }));
    await expectVisible(bad.getByText('Com erros'));
    await expectVisible(preview.getByText('As linhas com erros não serão importadas.'));
    await expectAccessible(page);

    // Nothing is stored before the confirmation.
    await page.goto(`/admin/vehicles?q=${FIRST}`);
    await expectVisible(page.getByText('Nenhum veículo encontrado'));

    await page.goBack();
    await page.getByLabel('Planilha (XLSX ou CSV)').setInputFiles({
      name: 'frota.csv',
      mimeType: 'text/csv',
      buffer: VEHICLES,
    });
    await expectVisible(preview.getByText('2 novo(s)'));
    await preview.getByRole('button', { name: 'Confirmar importação' }).click();
    const result = page.getByRole('region', { name: 'Resultado da importação' });
    await expectVisible(result.getByText('2 criado(s), 0 atualizado(s), 0 sem alteração, 1 com erros.'));
    await expectAccessible(page);

    // The same file again changes nothing.
    await page.getByLabel('Planilha (XLSX ou CSV)').setInputFiles({
      name: 'frota.csv',
      mimeType: 'text/csv',
      buffer: VEHICLES,
    });
    await expectVisible(preview.getByText('0 novo(s)'));
    await expectVisible(preview.getByText('2 sem alteração'));
    expect(await preview.getByRole('button', { name: 'Confirmar importação' }).isDisabled()).toBe(true);

    await page.goto(`/admin/vehicles?q=${FIRST}`);
    await expectVisible(page.getByRole('row', { name: `Caminhão Importado ${STAMP}`, exact: true }));
  });

  test("when the admin creates a read key, then it reads /api/v1/vehicles, is refused a write's scope and, once revoked, refused at all; 'Enviar teste' reaches the receiver signed, and the reference renders", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Integrações' }).first().click();
    await expectPath(page, '/admin/integracoes');
    const keys = page.getByRole('list', { name: 'Chaves de API' });
    await expectVisible(keys.getByText('Integração ERP', { exact: false }).first());

    const name = `Telemetria ${STAMP}`;
    await page.getByRole('button', { name: 'Nova chave' }).click();
    const form = page.getByRole('dialog', { name: 'Nova chave de API' });
    await form.getByLabel('Nome').fill(name);
    await form.getByRole('checkbox', { name: 'Veículos: leitura' }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Criar chave' }).click();
    const created = page.getByRole('dialog', { name: 'Chave criada' });
    const secret = (await created.getByLabel('Chave de API').textContent())!.trim();
    expect(secret).toMatch(/^cfk_/);
    await expectAccessible(page);
    await created.getByRole('button', { name: 'Concluir' }).click();
    await expectVisible(keys.getByText(name));

    const read = await callWithKey(secret, '/vehicles?limit=5');
    expect(read.status).toBe(200);
    expect(read.body.data!.length).toBeGreaterThan(0);
    // Defects are another permission.
    expect((await callWithKey(secret, '/defects')).status).toBe(403);

    await page.getByRole('button', { name: `Revogar ${name}` }).click();
    await page.getByRole('dialog', { name: 'Revogar chave' }).getByRole('button', { name: 'Revogar' }).click();
    await expectVisible(toast(page, 'Chave revogada'));
    await expectVisible(
      keys
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByText(/^Revogada em/),
    );
    expect((await callWithKey(secret, '/vehicles?limit=5')).status).toBe(401);

    await page.getByRole('navigation', { name: 'Integrações' }).getByRole('link', { name: 'Webhooks' }).click();
    await expectPath(page, '/admin/integracoes/webhooks');
    const card = page.getByRole('listitem').filter({ hasText: RECEIVER });
    await expectVisible(card.getByText('Ativo', { exact: true }));
    const before = new Set((await receivedEvents()).map((e) => e.webhookId));
    await card.getByRole('button', { name: 'Enviar teste' }).click();
    await expectVisible(toast(page, 'Teste entregue (HTTP 200)'));
    const arrived = (await receivedEvents()).filter((e) => !before.has(e.webhookId));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.verified).toBe(true);

    await card.getByRole('button', { name: 'Entregas' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('webhook')).toBe(true);
    const log = page.getByRole('region', { name: `Entregas de ${RECEIVER}` });
    await expectVisible(log.getByText('HTTP 200').first());
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Integrações' })
      .getByRole('link', { name: 'Referência da API' })
      .click();
    await expectPath(page, '/admin/integracoes/referencia');
    // Swagger UI draws each operation of the OpenAPI document.
    const operation = page.locator('.opblock').filter({ hasText: '/vehicles' }).first();
    await expectVisible(operation);
    // An operation opened: its parameters, answers and their schemas read as well.
    await operation.locator('.opblock-summary-control').click();
    await expectVisible(operation.locator('.responses-wrapper'));
    await expectAccessible(page);
  });
});
