import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { DEMO_PASSWORD, expectPath, expectVisible, phoneOf, signIn, submitLogin, test, toast } from './browser';
import { JOAO } from './field';
import { vehicleQrLink } from './firestore';
import { runPlate } from './vehicle-form';

const ADMIN = 'admin@alfa.dev';
const JOAO_NAME = 'João Pereira';
// Unique per run, so reruns against kept data never collide (plates are unique within a company).
const STAMP = Date.now();
const PLATE = runPlate(STAMP);
const TRUCK = `Caminhão Toco ${STAMP}`;
const DAILY = `Inspeção diária ${STAMP}`;
const CHECK_OUT = `Saída do pátio ${STAMP}`;
const CHECK_IN = `Retorno ao pátio ${STAMP}`;
const ODOMETER = 'Hodômetro';
const TYRES = 'Pneus em bom estado?';
const WINDSHIELD = 'Para-brisa sem trincas?';
const CRACK = 'Trinca nova no canto do para-brisa';

/** The company's zone (Alfa keeps the default); São Paulo has had no daylight saving since 2019. */
const ZONE = 'America/Sao_Paulo';
const ZONE_OFFSET = '-03:00';
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDayIn = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The first day after `day` that is Monday to Friday: tomorrow, or Monday after a Friday or a weekend. */
function nextWeekday(day: string): string {
  let next = addDays(day, 1);
  while ([0, 6].includes(new Date(`${next}T12:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}
/** '2026-11-25' → '25/11/2026', as the screens show a day. */
const brDate = (day: string) => day.split('-').reverse().join('/');

interface Vehicle {
  id: string;
  currentDriver?: { name: string; km: number | null } | null;
}
interface ChecklistDetail {
  id: string;
  templateName: string;
  status: string;
  origin?: string;
  periodKey?: string;
  dueDate: string;
  vehicle?: { id: string };
}
interface Defect {
  title: string;
  newSinceCheckOut?: { driverName: string };
}

/** A truck of this run at 152.000 km; its daily inspection; its on-demand check-out ('Saída') and check-in ('Retorno'). */
async function truckAndTemplates(): Promise<Vehicle> {
  await apiAs(ADMIN, 'POST', '/templates', {
    name: DAILY,
    description: 'Antes da primeira viagem do dia.',
    isActive: true,
    kind: 'vehicle_inspection',
    questions: [{ type: 'boolean', question: 'Nível do óleo ok?', required: true }],
  });
  const custodyQuestions = [
    { type: 'odometer', question: ODOMETER, required: true },
    { type: 'boolean', question: TYRES, required: true },
    { type: 'boolean', question: WINDSHIELD, required: true },
  ];
  for (const [name, custodyRole] of [
    [CHECK_OUT, 'check_out'],
    [CHECK_IN, 'check_in'],
  ]) {
    await apiAs(ADMIN, 'POST', '/templates', {
      name,
      description: 'Iniciada pelo QR do veículo.',
      isActive: true,
      kind: 'vehicle_inspection',
      onDemand: true,
      custodyRole,
      questions: custodyQuestions,
    });
  }
  return apiAs<Vehicle>(ADMIN, 'POST', '/vehicles', {
    name: TRUCK,
    plate: PLATE,
    brand: 'Volkswagen',
    model: 'Delivery 11.180',
    year: 2022,
    color: 'Branco',
    currentKm: 152_000,
    lastOilChangeKm: 150_000,
  });
}

/** João's checklists of the daily inspection, as his API reads them. */
async function joaoDailyChecklists(): Promise<ChecklistDetail[]> {
  const { items } = await apiAs<{ items: Array<{ id: string; templateName: string }> }>(JOAO, 'GET', '/checklists');
  return Promise.all(
    items
      .filter((c) => c.templateName === DAILY)
      .map((c) => apiAs<ChecklistDetail>(JOAO, 'GET', `/checklists/${c.id}`)),
  );
}

const runScheduleJob = (now: string) =>
  apiAs<{ result: { created: number } }>(ADMIN, 'POST', '/jobs/run', { name: 'createScheduledChecklists', now });

const question = (phone: Page, n: number) => expectVisible(phone.getByText(`Questão ${n} de 3`, { exact: true }));
const next = (phone: Page) => phone.getByRole('button', { name: 'Próxima', exact: true }).click();

/** On the vehicle's QR screen, starts an on-demand inspection and answers it: the odometer, the tyres pass, the windshield as told. */
async function inspectFromQr(phone: Page, link: string, template: string, km: number, windshieldOk: boolean) {
  await phone.goto(link);
  await phone.getByRole('button', { name: `Iniciar inspeção: ${template}` }).click();
  await expectVisible(toast(phone, 'Checklist iniciado!'));
  await question(phone, 1);
  await phone.getByRole('textbox', { name: ODOMETER }).fill(String(km));
  await next(phone);
  await question(phone, 2);
  await phone.getByRole('radio', { name: 'Sim' }).click();
  await next(phone);
  await question(phone, 3);
  await phone.getByRole('radio', { name: windshieldOk ? 'Sim' : 'Não' }).click();
  if (!windshieldOk)
    await phone.getByRole('textbox', { name: `Comentário sobre a resposta "Não" de ${WINDSHIELD}` }).fill(CRACK);
  await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expectVisible(toast(phone, 'Checklist enviado com sucesso!'));
}

describe('the daily routine', () => {
  test('when the admin schedules a truck’s daily inspection for João and the job runs on the next weekday, then it is created once; João scans the truck, checks it out and becomes its driver; a failure at check-in on an item that passed at check-out is Novo desde a saída', async ({
    page,
    browser,
  }) => {
    const truck = await truckAndTemplates();
    const day = nextWeekday(isoDayIn(new Date()));

    // The admin schedules the daily inspection from its template card: João, the truck, Monday to Friday at 08:00.
    await signIn(page, ADMIN);
    // The company's clock, which the schedule's times follow: São Paulo for Alfa.
    await page.goto('/admin/settings');
    await expectVisible(page.getByRole('heading', { name: 'Configurações da empresa' }));
    await expect.poll(() => page.getByLabel('Fuso horário').inputValue()).toBe('America/Sao_Paulo');
    await expectAccessible(page);
    await page.goto('/admin/templates');
    await page.getByRole('link', { name: `Agendar checklist do template ${DAILY}`, exact: true }).click();
    await expectPath(page, '/admin/schedules/new');
    await expect.poll(() => page.getByLabel('Template', { exact: true }).inputValue()).not.toBe('');
    await page.getByRole('checkbox', { name: JOAO_NAME, exact: true }).check();
    await page.getByRole('checkbox', { name: `${TRUCK} (${PLATE})`, exact: true }).check();
    expect(await page.getByLabel('Recorrência').inputValue()).toBe('daily');
    const weekdays = page.getByRole('group', { name: 'Dias da semana' });
    for (const weekday of ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira'])
      await weekdays.getByRole('checkbox', { name: weekday, exact: true }).check();
    for (const weekend of ['sábado', 'domingo'])
      await weekdays.getByRole('checkbox', { name: weekend, exact: true }).uncheck();
    await page.getByLabel('Horário limite').fill('08:00');
    await page.getByLabel('Data de início').fill(day);
    const preview = page.getByRole('region', { name: 'O que cada dia cria' });
    await expectVisible(
      preview.getByText(
        'Cada dia agendado cria 1 checklist (1 usuário × 1 veículo): cada usuário inspeciona cada veículo.',
      ),
    );
    await expectVisible(preview.getByRole('row', { name: `${JOAO_NAME} ${TRUCK} (${PLATE})` }));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Criar agendamento', exact: true }).click();
    await expectVisible(toast(page, 'Agendamento criado com sucesso!'));
    await expectPath(page, '/admin/schedules');
    const schedule = page.getByRole('list', { name: 'Agendamentos' }).getByRole('listitem').filter({ hasText: DAILY });
    await expectVisible(schedule.getByText('Diário (seg, ter, qua, qui, sex)'));
    await expectVisible(schedule.getByText(JOAO_NAME));
    await expectVisible(schedule.getByText(`${brDate(day)} 08:00`));
    await expectAccessible(page);

    // Nothing before the day starts; its run at 00:30 creates João's checklist for that day, due at 08:00; a second run adds nothing.
    expect(await joaoDailyChecklists()).toEqual([]);
    await runScheduleJob(`${addDays(day, -1)}T23:30:00${ZONE_OFFSET}`);
    expect(await joaoDailyChecklists()).toEqual([]);
    expect((await runScheduleJob(`${day}T00:30:00${ZONE_OFFSET}`)).result.created).toBeGreaterThanOrEqual(1);
    expect((await runScheduleJob(`${day}T00:30:00${ZONE_OFFSET}`)).result.created).toBe(0);
    const created = await joaoDailyChecklists();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      status: 'pending',
      origin: 'schedule',
      periodKey: day,
      vehicle: { id: truck.id },
    });
    expect(new Date(created[0]!.dueDate).toISOString()).toBe(new Date(`${day}T08:00:00${ZONE_OFFSET}`).toISOString());
    // The schedule moved on to the following weekday.
    await page.reload();
    await expectVisible(schedule.getByText(`${brDate(nextWeekday(day))} 08:00`));

    // The admin prints the truck's QR label.
    await page.goto(`/admin/vehicles/${truck.id}`);
    await page.getByRole('button', { name: 'Etiqueta QR' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar etiqueta' }).click();
    await download;
    const link = await vehicleQrLink(truck.id);

    const driverCard = page
      .locator('dl[aria-label="Resumo do veículo"] .stat-card')
      .filter({ hasText: 'Motorista atual' });
    const phone = await phoneOf(browser);
    try {
      // João scans the label on his phone, signs in, and finds the day's inspection and the check-out.
      await phone.goto(link);
      await expectPath(phone, '/login');
      await submitLogin(phone, JOAO, DEMO_PASSWORD);
      await expectPath(phone, link);
      await expectVisible(phone.getByRole('heading', { level: 1, name: TRUCK }));
      const mine = phone.getByRole('region', { name: 'Seus checklists deste veículo' });
      await expectVisible(mine.getByRole('heading', { name: DAILY }));
      await expectVisible(mine.getByText(`Vence em ${brDate(day)} 08:00`));
      await expectVisible(phone.getByRole('button', { name: `Iniciar inspeção: ${CHECK_OUT}` }));
      await expectAccessible(phone);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The check-out: everything in order.
      await inspectFromQr(phone, link, CHECK_OUT, 152_010, true);

      // João holds the truck from his check-out, at its reading.
      await expect
        .poll(async () => (await apiAs<Vehicle>(ADMIN, 'GET', `/vehicles/${truck.id}`)).currentDriver?.name)
        .toBe(JOAO_NAME);
      await page.goto(`/admin/vehicles/${truck.id}`);
      await expectVisible(driverCard.getByText(JOAO_NAME));
      await expectVisible(driverCard.getByText(/152\.010 km/));
      await expectAccessible(page);

      // The check-in: the windshield, fine at check-out, now fails.
      await inspectFromQr(phone, link, CHECK_IN, 152_180, false);
    } finally {
      await phone.context().close();
    }

    await expect
      .poll(async () => {
        const { items } = await apiAs<{ items: Defect[] }>(ADMIN, 'GET', `/defects?status=all&vehicleId=${truck.id}`);
        return items.find((d) => d.title === WINDSHIELD)?.newSinceCheckOut?.driverName;
      })
      .toBe(JOAO_NAME);
    await page.goto(`/admin/vehicles/${truck.id}?aba=defeitos`);
    const defect = page.getByRole('list', { name: 'Defeitos' }).getByRole('listitem').filter({ hasText: WINDSHIELD });
    await expectVisible(defect.getByText('Novo desde a saída', { exact: true }));
    await expectVisible(defect.getByText(`Com ${JOAO_NAME} desde a saída`));
    await expectAccessible(page);

    // The check-in ended João's custody: no current driver, and the usage history has his 170 km.
    await expect
      .poll(async () => (await apiAs<Vehicle>(ADMIN, 'GET', `/vehicles/${truck.id}`)).currentDriver ?? null)
      .toBeNull();
    await page.goto(`/admin/vehicles/${truck.id}?aba=historico-de-uso`);
    await expectVisible(driverCard.getByText('Nenhum'));
    const usage = page.getByRole('table', { name: 'Histórico de uso' }).getByRole('row').filter({ hasText: JOAO_NAME });
    await expectVisible(usage.getByText('170 km'));
    await expectAccessible(page);
  });
});
