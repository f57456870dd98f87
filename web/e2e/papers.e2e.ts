import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { expectGone, expectVisible, phoneOf, signIn, test, toast } from './browser';
import { JOAO } from './field';
import { createVehicle, runPlate, searchVehicles } from './vehicle-form';

const ADMIN = 'admin@alfa.dev';
const JOAO_ID = 'alfa-joao';
const JOAO_NAME = 'João Pereira';
// Unique per run, so reruns against kept data never collide (plates are unique within a company).
const STAMP = Date.now();
/** A Mercosul plate of this run ending in 7 (ABC1D27): São Paulo licenses such a truck in November. */
const PLATE = runPlate(STAMP, 7);
const TRUCK = `Caminhão Papéis ${STAMP}`;
const CHECK_OUT = `Saída do caminhão ${STAMP}`;
const FINE = `SP${STAMP % 10_000_000}`;

/** Alfa's zone (the default); São Paulo has had no daylight saving since 2019. */
const ZONE = 'America/Sao_Paulo';
const isoDayIn = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
/** 'YYYY-MM-DDTHH:mm' of an instant on São Paulo's clock, as a datetime-local input takes it. */
const localMinute = (at: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
};
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** '2026-11-25' → '25/11/2026', as the screens show a day. */
const brDate = (day: string) => day.split('-').reverse().join('/');

interface DriverLicense {
  cnhNumber: string;
  category: string;
  expiryDate: string;
  ear: boolean;
  lastToxicologicalExamDate: string | null;
}

/** João checks the truck out (a 'Saída' inspection with its odometer), which makes him its driver from the submit. */
async function joaoChecksOut(truckId: string): Promise<Date> {
  const template = await apiAs<{ id: string }>(ADMIN, 'POST', '/templates', {
    name: CHECK_OUT,
    description: 'Antes de sair do pátio.',
    isActive: true,
    kind: 'vehicle_inspection',
    custodyRole: 'check_out',
    questions: [{ type: 'odometer', question: 'Hodômetro', required: true }],
  });
  await apiAs(ADMIN, 'POST', '/checklists/assign', {
    templateId: template.id,
    userIds: [JOAO_ID],
    vehicleIds: [truckId],
    dueDate: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  });
  const { items } = await apiAs<{ items: Array<{ id: string; templateName: string }> }>(JOAO, 'GET', '/checklists');
  const id = items.find((c) => c.templateName === CHECK_OUT)!.id;
  await apiAs(JOAO, 'POST', `/checklists/${id}/start`, {});
  const submitted = new Date();
  await apiAs(JOAO, 'POST', `/checklists/${id}/submit`, { answers: { '0': 120_010 } });
  // The custody trigger runs a moment after the submit.
  await expect
    .poll(
      async () =>
        (await apiAs<{ currentDriver?: { name: string } | null }>(ADMIN, 'GET', `/vehicles/${truckId}`)).currentDriver
          ?.name,
    )
    .toBe(JOAO_NAME);
  return submitted;
}

describe('papers and deadlines', () => {
  test('when the admin adds a truck in SP ending 7, gives João a category B CNH expiring in 10 days and records a fine from when João held the truck, then the licensing month, the deadlines panel, the refusal to assign, the suggested driver with the days left and João’s own page all show', async ({
    page,
    browser,
  }) => {
    const joao = await apiAs<{ driverLicense: DriverLicense | null }>(ADMIN, 'GET', `/users/${JOAO_ID}`);
    try {
      // The admin adds the truck: registered in SP, a truck, requiring CNH category C.
      await signIn(page, ADMIN);
      await createVehicle(page, {
        name: TRUCK,
        plate: PLATE.toLowerCase(),
        brand: 'Volkswagen',
        model: 'Delivery 11.180',
        color: 'Branco',
        currentKm: '120000',
        lastOilChangeKm: '110000',
        papers: { uf: 'SP', type: 'truck', cnhCategory: 'C' },
      });
      await searchVehicles(page, PLATE);
      await page.getByRole('link', { name: `Ver detalhes de ${TRUCK}` }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: TRUCK }));
      await expectVisible(page.getByText('Licenciamento em novembro (final 7, SP)'));
      const truckId = new URL(page.url()).pathname.split('/').at(-1)!;

      // João, whose licence on record (AE) covers it, takes the truck out of the yard.
      const heldFrom = await joaoChecksOut(truckId);

      // The admin records João's new licence: category B, expiring in 10 days.
      const today = isoDayIn(new Date());
      await page.goto(`/admin/users/${JOAO_ID}/edit`);
      const driver = page.getByRole('form', { name: 'Dados de motorista' });
      await driver.getByLabel('Número da CNH').fill('04512345621');
      await driver.getByLabel('Categoria').selectOption('B');
      await driver.getByLabel('Validade da CNH').fill(addDays(today, 10));
      await driver.getByRole('button', { name: 'Salvar dados de motorista' }).click();
      await expectVisible(toast(page, 'Dados de motorista salvos'));
      await expectVisible(driver.getByText('Vence em breve'));
      await expectAccessible(page);

      // The dashboard's deadlines panel shows it, with the days left.
      await page.goto('/admin/dashboard');
      const next = page.getByRole('list', { name: 'Próximos vencimentos' });
      const cnh = next.getByRole('listitem').filter({ hasText: `CNH de ${JOAO_NAME}` });
      await expectVisible(cnh);
      await expectVisible(cnh.getByText('Faltam 10 dias'));
      await expectAccessible(page);
      // …and 'Vencimentos', every deadline of the company in one list.
      await page.getByRole('link', { name: 'Ver todos os vencimentos' }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Vencimentos' }));
      await expectVisible(page.getByRole('link', { name: `CNH de ${JOAO_NAME}` }));
      await expectAccessible(page);

      // Assigning the truck to João is refused, with the reason shown before and after choosing.
      const reason = `${JOAO_NAME} tem CNH categoria B; ${TRUCK} exige categoria C.`;
      await page.goto('/admin/templates');
      await page.getByRole('button', { name: `Atribuir checklist do template ${CHECK_OUT}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Atribuir Checklist' });
      await dialog.getByRole('checkbox', { name: /João Pereira/ }).check();
      await dialog.getByRole('searchbox', { name: 'Buscar veículos' }).fill(PLATE);
      await dialog.getByRole('checkbox', { name: TRUCK }).check();
      await expectVisible(dialog.getByRole('status').getByText(reason));
      await dialog.getByLabel('Prazo').fill(localMinute(new Date(Date.now() + 24 * 3_600_000)));
      await dialog.getByRole('button', { name: 'Atribuir', exact: true }).click();
      await expectVisible(dialog.getByRole('alert').getByText(reason));
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expectGone(dialog);

      // A fine on the truck from while João held it: João is suggested, with the 30 days to name him.
      const occurredAt = new Date(heldFrom.getTime() + 60_000);
      const notified = isoDayIn(occurredAt);
      const deadline = addDays(notified, 30);
      await page.goto('/admin/fines');
      await page.getByRole('button', { name: 'Nova multa' }).click();
      const form = page.getByRole('dialog', { name: 'Nova multa' });
      await form.getByLabel('Veículo').selectOption(truckId);
      await form.getByLabel('Número do auto de infração').fill(FINE);
      await form.getByLabel('Data e hora da infração').fill(localMinute(occurredAt));
      await form.getByLabel('Data da notificação').fill(notified);
      await form.getByLabel('Valor (R$)').fill('195.23');
      await form.getByLabel('Pontos').fill('5');
      await form.getByLabel('Local').fill('Av. do Estado, 5000 — São Paulo');
      await form.getByLabel('Descrição').fill('Transitar em velocidade superior à máxima permitida em até 20%');
      const suggestion = form.getByRole('status').filter({ hasText: 'Sugestão:' });
      await expectVisible(suggestion.getByText(JOAO_NAME, { exact: true }));
      await expectVisible(suggestion.getByText('Estava com o veículo nesse horário', { exact: false }));
      await expectVisible(form.getByText(`Prazo de indicação: ${brDate(deadline)} · Faltam 30 dias`));
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Salvar multa' }).click();
      await expectVisible(toast(page, 'Multa cadastrada com sucesso!'));
      const row = page.getByRole('list', { name: 'Multas' }).getByRole('listitem').filter({ hasText: FINE });
      await expectVisible(row.getByText('Aguardando indicação'));
      await expectVisible(row.getByText(`Prazo de indicação: ${brDate(deadline)} · Faltam 30 dias`));

      // The admin confirms the suggestion: João is named, and the fine is his.
      await row.getByRole('button', { name: `Ver detalhes da multa ${FINE}` }).click();
      const opened = page.getByRole('dialog', { name: `Multa ${FINE}` });
      await opened.getByRole('button', { name: `Indicar ${JOAO_NAME}` }).click();
      await opened.getByRole('button', { name: 'Salvar multa' }).click();
      await expectVisible(toast(page, 'Multa atualizada com sucesso!'));
      await expectVisible(row.getByText('Condutor indicado'));
      await expectAccessible(page);

      // On his phone, João reads his licence and the fine named to him ('Meus dados de motorista').
      const phone = await phoneOf(browser);
      try {
        await signIn(phone, JOAO);
        await phone.getByRole('link', { name: 'Meus dados de motorista' }).click();
        await expectVisible(phone.getByRole('heading', { level: 1, name: 'Meus dados de motorista' }));
        const card = phone.getByRole('region', { name: 'CNH categoria B' });
        await expectVisible(card.getByText('Vence em breve'));
        const fines = phone.getByRole('region', { name: 'Minhas multas' });
        const mine = fines.getByRole('listitem').filter({ hasText: FINE });
        await expectVisible(mine.getByText('Condutor indicado'));
        await expectVisible(mine.getByText(TRUCK, { exact: false }));
        await expectAccessible(phone);
      } finally {
        await phone.context().close();
      }
    } finally {
      // João's licence as the demo had it, for the journeys after this one.
      await apiAs(ADMIN, 'PUT', `/users/${JOAO_ID}/driver`, { driverLicense: joao.driverLicense });
    }
  });
});
