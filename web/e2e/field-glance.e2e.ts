import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { expectPath, expectVisible, signIn, test, toast } from './browser';
import { assignToJoao, JOAO } from './field';

interface Checklist {
  status: string;
  questions: Array<{ id: string; question: string; answer: unknown }>;
}

const ATTENTION = 'Algum ponto de atenção?';
const TYPED = 'Dormi mal, parar para descansar na metade da rota';

/** João signed in on a 390×844 phone, on his list. */
async function joaoOnPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, JOAO);
  await expectPath(page, '/mobile');
}

/** Nothing wider than the phone's screen. */
async function expectPhoneLayout(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('the field user’s key moments', () => {
  test('when João types an observation and the page reloads before he leaves the field, then the text is still there, on the server, and sent with the checklist', async ({
    page,
  }) => {
    const id = await assignToJoao('Checklist de segurança do motorista');
    await apiAs(JOAO, 'POST', `/checklists/${id}/start`, {});
    const { questions } = await apiAs<Checklist>(JOAO, 'GET', `/checklists/${id}`);
    for (const [i, answer] of [true, true, 'Descansado', 7].entries())
      await apiAs(JOAO, 'PUT', `/checklists/${id}/answers/${questions[i]!.id}`, { answer });
    const answerOnServer = async () =>
      (await apiAs<Checklist>(JOAO, 'GET', `/checklists/${id}`)).questions.find((q) => q.question === ATTENTION)
        ?.answer;

    await joaoOnPhone(page);
    await page.goto(`/mobile/checklist/${id}?questao=5`);
    const field = page.getByRole('textbox', { name: ATTENTION });
    await field.pressSequentially(TYPED);
    // At once, before the field is left and before typing pauses long enough to send it.
    await page.reload();

    await expectVisible(page.getByText('Questão 5 de 5', { exact: true }));
    await expect.poll(() => field.inputValue()).toBe(TYPED);
    await expect.poll(answerOnServer, { timeout: 10_000 }).toBe(TYPED);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expectVisible(toast(page, 'Checklist enviado com sucesso!'));

    const sent = await apiAs<Checklist>(JOAO, 'GET', `/checklists/${id}`);
    expect(sent.status).toBe('completed');
    expect(await answerOnServer()).toBe(TYPED);
  });

  test("when João opens his list on a phone, then every card names its vehicle and day, the late come first, and 'Enviados' shows what he sent with its review state", async ({
    page,
  }) => {
    await joaoOnPhone(page);

    const cards = page.locator('a.field-card');
    await expectVisible(cards.first());
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    const overdue = await cards.evaluateAll((links) => links.map((link) => link.classList.contains('is-overdue')));
    // The demo's late checklists, then the rest: no late card after one that is not.
    expect(overdue[0]).toBe(true);
    expect(overdue.slice(overdue.indexOf(false)).includes(true)).toBe(false);
    for (let i = 0; i < count; i++) await expectVisible(cards.nth(i).getByText(/^Referente a \d{2}\/\d{2}\/\d{4}$/));
    const inspection = cards.filter({ has: page.locator('.field-card-vehicle') }).first();
    await expectVisible(inspection.getByText(/[A-Z]{3}-\d[A-Z0-9]\d{2}/));
    await expectAccessible(page);
    await expectPhoneLayout(page);

    await page.getByRole('link', { name: 'Enviados', exact: true }).click();
    await expectPath(page, '/mobile/sent');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Enviados' }));
    await expectVisible(page.getByText('Últimos 30 dias'));
    const sent = page.locator('a.field-card');
    await expectVisible(sent.first());
    await expectVisible(sent.getByText('Aprovado').first());
    await expectVisible(sent.first().getByText(/Enviado em \d{2}\/\d{2}\/\d{4}$/));
    await expectAccessible(page);
    await expectPhoneLayout(page);
    // More than a page in the demo: the next one is in the URL.
    await page.getByRole('button', { name: /Próximo/ }).click();
    await page.waitForURL((url) => url.pathname === '/mobile/sent' && url.searchParams.get('page') === '2');
    await expectVisible(sent.first());
  });

  test('when the camera cannot open on the scan screen, then João tries again, types the plate on the label and lands on the vehicle’s screen', async ({
    page,
  }) => {
    await joaoOnPhone(page);
    await page.getByRole('link', { name: 'Escanear QR do veículo' }).click();

    await expectVisible(page.getByText('Não foi possível abrir a câmera'));
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectVisible(page.getByText('Não foi possível abrir a câmera'));
    await expectAccessible(page);

    const plate = page.getByRole('textbox', { name: 'Placa do veículo' });
    await plate.fill('zzz9z99');
    await page.getByRole('button', { name: 'Abrir veículo' }).click();
    await expectVisible(page.getByText('Veículo não encontrado'));

    await plate.fill('klm4321');
    await expect.poll(() => plate.inputValue()).toBe('KLM-4321');
    await page.getByRole('button', { name: 'Abrir veículo' }).click();
    await page.waitForURL((url) => /^\/mobile\/vehicle\/[A-Za-z0-9_-]{32}$/.test(url.pathname));
    await expectVisible(page.getByText('KLM-4321'));
    await expectPhoneLayout(page);
  });
});
