import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { expectGone, expectPath, expectVisible, phoneOf, signIn, test, toast } from './browser';
import { JOAO, labelLink, recordToasts, twelveMegapixelJpeg } from './field';
import { runPlate } from './vehicle-form';
import { inboxMessages } from './inbox';
import { INBOX } from './paths';

const ADMIN = 'admin@alfa.dev';
// Unique per run, so reruns against kept data never collide (plates are unique within a company).
const STAMP = Date.now();
const PLATE = runPlate(STAMP);
const TRUCK = `Caminhão Baú ${STAMP}`;
const TEMPLATE = `Inspeção diária do caminhão ${STAMP}`;
const BRAKES = 'Freios funcionando?';
const ODOMETER = 'Hodômetro';
const READING = 152_340;
const COMMENT = 'Pedal baixo, freio traseiro não segura';
const REPAIR = 'Troca das pastilhas e sangria do freio traseiro';
const CRITICAL_FAILURE_INSTRUCTION =
  'Este item é crítico: o veículo ficará fora de serviço até o reparo. Não use o veículo e avise o gestor.';
/** The demo's on-demand check-out ('Saída'), offered on every vehicle's page. */
const DEMO_CHECK_OUT = 'Saída do veículo';

interface Vehicle {
  id: string;
  service: { outOfService: boolean };
}

/** A truck of this run at 152.000 km, and an inspection template with the odometer and one critical item. */
async function truckAndInspection(): Promise<Vehicle> {
  await apiAs(ADMIN, 'POST', '/templates', {
    name: TEMPLATE,
    description: 'Antes de sair do pátio.',
    isActive: true,
    kind: 'vehicle_inspection',
    questions: [
      { type: 'odometer', question: ODOMETER, required: true },
      { type: 'boolean', question: BRAKES, required: true, severity: 'critical', requirePhotoOnNo: true },
      { type: 'boolean', question: 'Luzes e setas funcionando?', required: true, severity: 'non_critical' },
    ],
  });
  return apiAs<Vehicle>(ADMIN, 'POST', '/vehicles', {
    name: TRUCK,
    plate: PLATE,
    brand: 'Mercedes-Benz',
    model: 'Accelo 1016',
    year: 2021,
    color: 'Branco',
    currentKm: 152_000,
    lastOilChangeKm: 150_000,
  });
}

/** Tomorrow at 10:30, as a datetime-local input takes it. */
function tomorrowAtHalfPastTen(): string {
  const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}

const truckRow = (page: Page) => page.getByRole('row').filter({ hasText: TRUCK });

async function vehicleList(page: Page): Promise<void> {
  await page.goto(`/admin/vehicles?q=${encodeURIComponent(PLATE)}`);
  await expectVisible(truckRow(page));
}

const question = (page: Page, n: number) => expectVisible(page.getByText(`Questão ${n} de 3`, { exact: true }));
const next = (page: Page) => page.getByRole('button', { name: 'Próxima', exact: true }).click();
const send = (page: Page) => page.getByRole('button', { name: 'Enviar', exact: true }).click();

describe('vehicle inspections', () => {
  test('when João fails a critical item of a truck on his phone, then he is told not to use it, the photo and comment are required, the failures are summed up before sending, the done screen and the truck’s page say it is out of service; it stays so until the admin resolves the defect with a maintenance record, and the reading and the defect reach its timeline and the PDF', async ({
    page,
    browser,
  }) => {
    const truck = await truckAndInspection();

    // The admin assigns the inspection of the truck to João.
    await signIn(page, ADMIN);
    await page.goto('/admin/templates');
    await page.getByRole('button', { name: `Atribuir checklist do template ${TEMPLATE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Atribuir Checklist' });
    await dialog.getByRole('checkbox', { name: /João Pereira/ }).check();
    await dialog.getByRole('searchbox', { name: 'Buscar veículos' }).fill(PLATE);
    await dialog.getByRole('checkbox', { name: TRUCK }).check();
    await dialog.getByLabel('Prazo').fill(tomorrowAtHalfPastTen());
    await dialog.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await expectVisible(toast(page, '1 inspeção atribuída com sucesso (1 usuário × 1 veículo)!'));
    await expectGone(dialog);
    const mine = await apiAs<{ items: Array<{ id: string; templateName: string }> }>(JOAO, 'GET', '/checklists');
    const id = mine.items.find((c) => c.templateName === TEMPLATE)!.id;

    // João, on his phone, sees the truck, reads the odometer, fails the brakes with a photo and a comment.
    const phone = await phoneOf(browser);
    try {
      const toldSoFar = await recordToasts(phone);
      await signIn(phone, JOAO);
      await expectPath(phone, '/mobile');
      const card = phone.locator(`a[href="/mobile/checklist/${id}"]`);
      await expectVisible(card.getByText(TRUCK));
      await card.click();
      await phone.getByRole('button', { name: 'Iniciar Checklist' }).click();
      await question(phone, 1);
      await expectVisible(phone.getByText('Último registro: 152.000 km'));
      await expectAccessible(phone);
      await phone.getByRole('textbox', { name: ODOMETER }).fill(String(READING));
      await next(phone);
      await question(phone, 2);
      await expectVisible(phone.getByText('Crítico', { exact: true }));
      await phone.getByRole('radio', { name: 'Não' }).click();
      // The screen says at once what a failed critical item means.
      await expectVisible(phone.getByRole('alert').getByText(CRITICAL_FAILURE_INSTRUCTION));
      await expectVisible(phone.getByText('Descreva o problema'));
      await expectAccessible(phone);
      // The photo and the comment are required: 'Enviar' names what is missing.
      await next(phone);
      await question(phone, 3);
      await phone.getByRole('radio', { name: 'Sim' }).click();
      await send(phone);
      await expectVisible(toast(phone, 'Adicione uma foto do problema (questão 2)'));
      await phone.getByRole('button', { name: 'Anterior', exact: true }).click();
      await question(phone, 2);
      await phone
        .getByLabel(`Escolher fotos para Foto da resposta "Não" de ${BRAKES}`)
        .setInputFiles([{ name: 'freio.jpg', mimeType: 'image/jpeg', buffer: await twelveMegapixelJpeg(phone, 10) }]);
      await expectVisible(toast(phone, '1 imagem(ns) enviada(s)'));
      await next(phone);
      await question(phone, 3);
      await send(phone);
      await expectVisible(toast(phone, 'Descreva o problema em um comentário (questão 2)'));
      await phone.getByRole('button', { name: 'Anterior', exact: true }).click();
      await question(phone, 2);
      await phone.getByRole('textbox', { name: `Comentário sobre a resposta "Não" de ${BRAKES}` }).fill(COMMENT);
      await next(phone);
      await question(phone, 3);
      await expectVisible(phone.getByRole('status').getByText('Resposta salva'));

      // Before sending, the failures found; nothing said the checklist was sent until now.
      await send(phone);
      const summary = phone.getByRole('region', { name: 'Falhas encontradas (1)' });
      await expectVisible(summary.getByText(BRAKES));
      await expectVisible(summary.getByText(COMMENT));
      await expectVisible(summary.getByText(CRITICAL_FAILURE_INSTRUCTION));
      await expectAccessible(phone);
      expect((await toldSoFar()).filter((text) => /Tudo enviado|enviado com sucesso/.test(text))).toEqual([]);
      await send(phone);
      await expectVisible(toast(phone, 'Checklist enviado com sucesso!'));

      // The done screen explains the truck is out of service and what to do, instead of celebrating.
      await expectVisible(phone.getByRole('heading', { name: 'Checklist enviado' }));
      const outOfService = phone.getByRole('region', { name: 'Veículo fora de serviço' });
      await expectVisible(outOfService.getByText(BRAKES));
      await expectVisible(outOfService.getByText(/não use o veículo e avise o gestor/));
      await expectGone(phone.getByRole('heading', { name: 'Checklist Concluído!' }));
      await expectAccessible(phone);
      expect((await toldSoFar()).filter((text) => /Tudo enviado/.test(text))).toEqual([]);

      // The submit's trigger opens the defect: the truck is out of service.
      await expect
        .poll(async () => (await apiAs<Vehicle>(ADMIN, 'GET', `/vehicles/${truck.id}`)).service.outOfService, {
          timeout: 15_000,
        })
        .toBe(true);

      // Ana hears of it where she looks: an e-mail in the local inbox and a WhatsApp message in its
      // outbox, within 10 s of the truck going out of service.
      await expect
        .poll(
          async () => {
            const mails = await inboxMessages();
            return mails.some((m) => m.to.includes(ADMIN) && m.text.includes(TRUCK));
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      await expect
        .poll(
          async () => {
            const page = await (await fetch(INBOX)).text();
            return page.slice(page.indexOf('WhatsApp (')).includes(TRUCK);
          },
          { timeout: 10_000 },
        )
        .toBe(true);

      // The truck's page (its QR label) says why, and 'Saída' is disabled with the reason.
      await phone.goto(await labelLink(truck.id));
      const why = phone.getByRole('region', { name: 'Veículo fora de serviço' });
      await expectVisible(why.getByText(BRAKES));
      const checkOut = phone.getByRole('button', { name: `Iniciar inspeção: ${DEMO_CHECK_OUT}` });
      await expectVisible(checkOut);
      await expect.poll(() => checkOut.isDisabled()).toBe(true);
      await expectVisible(
        why.getByText(`O veículo ${TRUCK} está fora de serviço: a saída fica bloqueada`, { exact: false }),
      );
      await expectAccessible(phone);
    } finally {
      await phone.context().close();
    }

    await vehicleList(page);
    await expectVisible(truckRow(page).getByText('Fora de serviço'));
    await expectAccessible(page);

    // The admin approves the inspection: its reading enters the truck's odometer.
    await apiAs(ADMIN, 'POST', `/responses/${id}/approve-all`);

    // The admin resolves the defect from the truck's 'Defeitos' tab, with a new maintenance record.
    await page.goto(`/admin/vehicles/${truck.id}?aba=defeitos`);
    await page.getByRole('button', { name: `Ver detalhes de ${BRAKES}` }).click();
    const defect = page.getByRole('dialog', { name: BRAKES });
    await expectVisible(defect.getByRole('region', { name: 'Relatos' }).getByText(COMMENT));
    await expectAccessible(page);
    await defect.getByRole('button', { name: 'Resolver', exact: true }).click();
    await defect.getByLabel('O que foi feito').fill(REPAIR);
    await defect.getByLabel('Manutenção', { exact: true }).selectOption('create');
    await defect.getByLabel('Custo (R$)').fill('850');
    await defect.getByRole('button', { name: 'Resolver', exact: true }).click();
    await expectVisible(toast(page, 'Defeito resolvido'));

    await expect
      .poll(async () => (await apiAs<Vehicle>(ADMIN, 'GET', `/vehicles/${truck.id}`)).service.outOfService)
      .toBe(false);
    await vehicleList(page);
    await expectGone(truckRow(page).getByText('Fora de serviço'));

    // The reading is in the truck's timeline, as an inspection.
    await page.goto(`/admin/vehicles/${truck.id}`);
    const odometer = page.getByRole('list', { name: 'Hodômetro' });
    await expectVisible(odometer.getByRole('listitem').filter({ hasText: '152.340 km' }).getByText('Inspeção'));

    // The PDF names the truck and the defect the inspection opened.
    await page.goto(`/admin/responses/${id}`);
    await page.getByRole('button', { name: 'Visualizar PDF' }).click();
    const text = page.getByRole('region', { name: 'Pré-visualização do PDF' }).locator('.react-pdf__Page__textContent');
    await expectVisible(text.getByText(new RegExp(TRUCK)).first());
    await expectVisible(text.getByText('Defeitos', { exact: true }).first());
    await expectVisible(text.getByText(BRAKES).first());
  });
});
