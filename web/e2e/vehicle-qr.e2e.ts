import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { DEMO_PASSWORD, expectPath, expectVisible, signIn, submitLogin, test, toast } from './browser';
import { JOAO, labelLink } from './field';

const ADMIN = 'admin@alfa.dev';
const CARLA = 'carla@beta.dev';

interface VehicleRow {
  id: string;
  name: string;
  plate: string;
  isActive: boolean;
  service: { outOfService: boolean };
}

/** An active vehicle of Alfa in service. */
async function alfaVehicle(): Promise<VehicleRow> {
  const { items } = await apiAs<{ items: VehicleRow[] }>(ADMIN, 'GET', '/vehicles?pageSize=50');
  const vehicle = items.find((v) => v.isActive && !v.service.outOfService);
  if (!vehicle) throw new Error('Alfa não tem veículo ativo em serviço');
  return vehicle;
}

/** An on-demand ('Sob demanda') check-out inspection of the admin's own, unique per run. */
async function onDemandTemplate(): Promise<string> {
  const name = `Saída sob demanda ${Date.now()}`;
  await apiAs(ADMIN, 'POST', '/templates', {
    name,
    description: 'Iniciada pelo QR do veículo.',
    isActive: true,
    kind: 'vehicle_inspection',
    onDemand: true,
    questions: [{ type: 'boolean', question: 'Pneus calibrados?', required: true }],
  });
  return name;
}

describe('the QR code on every vehicle', () => {
  test('when the admin opens Etiqueta QR on the vehicle page, then one label downloads as a PDF', async ({ page }) => {
    const vehicle = await alfaVehicle();
    await signIn(page, ADMIN);
    await page.goto(`/admin/vehicles/${vehicle.id}`);
    await page.getByRole('button', { name: 'Etiqueta QR' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar etiqueta' }).click();
    expect((await download).suggestedFilename()).toMatch(/^etiqueta-.+\.pdf$/);
    await expectAccessible(page);
  });

  test('when João, signed out, opens the label’s link on a 390×844 phone, then he signs in, comes back and starts the on-demand inspection', async ({
    page,
  }) => {
    const vehicle = await alfaVehicle();
    const template = await onDemandTemplate();
    const link = await labelLink(vehicle.id);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(link);
    await expectPath(page, '/login');
    await submitLogin(page, JOAO, DEMO_PASSWORD);
    await expectPath(page, link);
    await expectVisible(page.getByRole('heading', { level: 1, name: vehicle.name }));
    const start = page.getByRole('button', { name: `Iniciar inspeção: ${template}` });
    await expectVisible(start);
    await expectAccessible(page);
    // Phone layout: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await start.click();
    await expectVisible(toast(page, 'Checklist iniciado!'));
    await page.waitForURL((url) => url.pathname.startsWith('/mobile/checklist/'));
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const started = await apiAs<{ status: string; origin?: string; startedVia?: string; vehicle?: { id: string } }>(
      JOAO,
      'GET',
      `/checklists/${id}`,
    );
    expect(started).toMatchObject({
      status: 'in_progress',
      origin: 'on_demand',
      startedVia: 'qr',
      vehicle: { id: vehicle.id },
    });
  });

  test('when a field user of Beta opens Alfa’s label link, then Veículo não encontrado', async ({ page }) => {
    const link = await labelLink((await alfaVehicle()).id);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, CARLA);
    await page.goto(link);
    await expectVisible(page.getByText('Veículo não encontrado', { exact: true }));
    await expectAccessible(page);
  });
});
