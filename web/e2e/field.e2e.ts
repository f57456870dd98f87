import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { expectGone, expectPath, expectVisible, signIn, test, toast } from './browser';
import { assignToJoao, JOAO, twelveMegapixelJpeg } from './field';

const PHOTO_QUESTION = 'Foto do painel com o veículo ligado';
/** The phone's budget for one photo (libraries.md, Photos), plus the multipart envelope around it. */
const PHOTO_BUDGET = 400 * 1024;
const MULTIPART_OVERHEAD = 1024;

interface Answered {
  status: string;
  questions: Array<{ question: string; answer: unknown }>;
}

const question = (page: Page, n: number, total: number) =>
  expectVisible(page.getByText(`Questão ${n} de ${total}`, { exact: true }));
const next = (page: Page) => page.getByRole('button', { name: 'Próxima', exact: true }).click();
const previous = (page: Page) => page.getByRole('button', { name: 'Anterior', exact: true }).click();

describe('field user fills checklists', () => {
  test('when João fills a checklist on his phone, with two photos and a reload half-way, then it is sent with every answer', async ({
    page,
  }) => {
    const id = await assignToJoao('Inspeção diária do veículo');
    await page.setViewportSize({ width: 390, height: 844 });
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/upload') uploads.push(request);
    });

    await signIn(page, JOAO);
    await expectPath(page, '/mobile');
    await expectVisible(page.locator(`a[href="/mobile/checklist/${id}"]`));
    await expectAccessible(page);
    await page.locator(`a[href="/mobile/checklist/${id}"]`).click();
    await expectVisible(page.getByRole('heading', { name: 'Pronto para começar?' }));
    await page.getByRole('button', { name: 'Iniciar Checklist' }).click();
    await expectVisible(toast(page, 'Checklist iniciado!'));

    await question(page, 1, 7);
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Sim' }).click();
    await next(page);
    await question(page, 2, 7);
    await page.getByRole('textbox', { name: 'Pressão dos pneus dianteiros' }).fill('32,5');
    await next(page);
    await question(page, 3, 7);
    await page.getByRole('textbox', { name: 'Quilometragem no painel' }).fill('45230');
    await next(page);
    await question(page, 4, 7);
    await page.getByRole('radio', { name: '3/4' }).click();
    await next(page);

    await question(page, 5, 7);
    const photos = [await twelveMegapixelJpeg(page, 20), await twelveMegapixelJpeg(page, 200)];
    expect(Math.min(...photos.map((p) => p.length))).toBeGreaterThan(1024 * 1024);
    await page
      .getByLabel(`Escolher fotos para ${PHOTO_QUESTION}`)
      .setInputFiles(photos.map((buffer, i) => ({ name: `painel-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    await expectVisible(toast(page, '2 imagem(ns) enviada(s)'));
    await expectVisible(page.getByRole('img', { name: `Foto 2 de ${PHOTO_QUESTION}` }));
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      const length = Number((await upload.allHeaders())['content-length']);
      expect(length).toBeGreaterThan(50 * 1024);
      expect(length).toBeLessThanOrEqual(PHOTO_BUDGET + MULTIPART_OVERHEAD);
    }

    // Half-way, the tab reloads: the question and every answer so far are still there.
    await page.reload();
    await question(page, 5, 7);
    await expectVisible(page.getByRole('img', { name: `Foto 1 de ${PHOTO_QUESTION}` }));
    await expectVisible(page.getByRole('img', { name: `Foto 2 de ${PHOTO_QUESTION}` }));
    await previous(page);
    await question(page, 4, 7);
    await expect.poll(() => page.getByRole('radio', { name: '3/4' }).getAttribute('aria-checked')).toBe('true');
    await previous(page);
    await expect.poll(() => page.getByRole('textbox', { name: 'Quilometragem no painel' }).inputValue()).toBe('45230');
    await next(page);
    await next(page);
    await next(page);

    await question(page, 6, 7);
    await page.getByRole('textbox', { name: 'Horário da inspeção' }).fill('2026-11-23T08:15');
    await next(page);
    await question(page, 7, 7);
    await page.getByRole('textbox', { name: 'Observações (avarias, ruídos, vazamentos)' }).fill('Sem avarias');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();

    await expectVisible(toast(page, 'Checklist enviado com sucesso!'));
    await expectPath(page, '/mobile');
    await expectVisible(page.getByRole('heading', { name: 'Meus Checklists' }));
    await expectGone(page.locator(`a[href="/mobile/checklist/${id}"]`));

    const sent = await apiAs<Answered>(JOAO, 'GET', `/checklists/${id}`);
    expect(sent.status).toBe('completed');
    const answers = sent.questions.map((q) => q.answer);
    expect(answers.slice(0, 4)).toEqual([true, 32.5, 45230, '3/4']);
    expect(answers[4]).toHaveLength(2);
    expect(new Date(answers[5] as string).getTime()).toBe(new Date('2026-11-23T08:15:00-03:00').getTime());
    expect(answers[6]).toBe('Sem avarias');
  });

  test('when João uses the desktop screens, then a missing answer is named, and the sent checklist shows its answers', async ({
    page,
  }) => {
    const id = await assignToJoao('Checklist de segurança do motorista');
    await signIn(page, JOAO);
    await page.goto('/user-dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Meus Checklists' }));
    await page.locator(`a[href="/user-checklist/${id}"]`).click();
    await page.getByRole('button', { name: 'Iniciar Checklist' }).click();
    await expectVisible(toast(page, 'Checklist iniciado com sucesso!'));

    const card = (name: string) => page.getByRole('region', { name });
    await card('CNH válida e no veículo?').getByRole('radio', { name: 'Sim' }).click();
    await card('Cinto de segurança em bom estado?').getByRole('radio', { name: 'Não' }).click();
    await card('Como você está se sentindo hoje?').getByRole('radio', { name: 'Descansado' }).click();
    await page.getByRole('button', { name: 'Enviar Checklist' }).click();
    await expectVisible(toast(page, 'Por favor, responda: Horas de sono na última noite'));

    await page.getByRole('textbox', { name: 'Horas de sono na última noite' }).fill('7');
    await page.getByRole('button', { name: 'Enviar Checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar Checklist' });
    await expectVisible(
      dialog.getByText('Tem certeza que deseja enviar suas respostas? Você não poderá mais editá-las após o envio.'),
    );
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    await expectVisible(toast(page, 'Checklist enviado com sucesso!'));
    await expectPath(page, '/user-dashboard');
    await expectVisible(page.locator(`a[href="/user-checklist/${id}"]`, { hasText: 'Ver Respostas' }));
    const sent = await apiAs<Answered>(JOAO, 'GET', `/checklists/${id}`);
    expect(sent.status).toBe('completed');
    expect(sent.questions.map((q) => q.answer)).toEqual([true, false, 'Descansado', 7, null]);
  });

  test("when João calls the spec's test helper on the local stack, then a checklist of a demo template is his to open", async ({
    page,
  }) => {
    const { checklistId } = await apiAs<{ checklistId: string }>(JOAO, 'POST', '/checklists/create-test', {});
    try {
      await signIn(page, JOAO);
      await expectPath(page, '/mobile');
      await page.locator(`a[href="/mobile/checklist/${checklistId}"]`).click();
      await expectVisible(page.getByRole('heading', { name: 'Pronto para começar?' }));
    } finally {
      await apiAs('admin@alfa.dev', 'DELETE', `/users/alfa-joao/checklists/${checklistId}`);
    }
  });
});
