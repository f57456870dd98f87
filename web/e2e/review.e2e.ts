import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { expectGone, expectPath, expectVisible, signIn, test, toast } from './browser';
import { assignToJoao, JOAO, truckDepartureTemplate, twelveMegapixelJpeg } from './field';

const ADMIN = 'admin@alfa.dev';
const PHOTO_QUESTION = 'Foto do lacre';
const REASON = 'A foto não mostra o número do lacre';

interface Reviewed {
  status: string;
  questions: Array<{ status: string; answer: unknown; rejectionReason: string | null; corrections: number }>;
}

/** João's phone: a context of its own beside the admin's desktop, as two people on two devices. */
async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
  });
  context.setDefaultTimeout(15_000);
  // João already answered 'Por que coletamos sua localização' on his phone.
  await context.addInitScript(() => localStorage.setItem('checkfrota.location-choice', 'declined'));
  return context.newPage();
}

/** A checklist of one Sim/Não question João answered and sent, and the admin approved, all through the API. */
async function approvedChecklist(): Promise<{ id: string; template: string }> {
  const template = `Conferência final ${Date.now()}`;
  await apiAs(ADMIN, 'POST', '/templates', {
    name: template,
    description: 'Conferência antes de liberar o veículo.',
    isActive: true,
    questions: [{ type: 'boolean', question: 'Documentos no veículo?', required: true }],
  });
  const id = await assignToJoao(template);
  await apiAs(JOAO, 'POST', `/checklists/${id}/start`);
  const { questions } = await apiAs<{ questions: Array<{ id: string }> }>(JOAO, 'GET', `/checklists/${id}`);
  await apiAs(JOAO, 'PUT', `/checklists/${id}/answers/${questions[0]!.id}`, { answer: true });
  await apiAs(JOAO, 'POST', `/checklists/${id}/submit`);
  await apiAs(ADMIN, 'POST', `/responses/${id}/approve-all`);
  return { id, template };
}

/** Pages of a PDF as written by pdfmake (no object streams): one `/Type /Page` dictionary each. */
const pdfPageCount = (bytes: Buffer) => bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** Pixels of the canvas that are not blank: the page was drawn, not just laid out. */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3]! > 0 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) inked += 1;
    return inked;
  });
}

const question = (page: Page, n: number) => expectVisible(page.getByText(`Questão ${n} de 3`, { exact: true }));
const next = (page: Page) => page.getByRole('button', { name: 'Próxima', exact: true }).click();

async function sendPhoto(phone: Page, hue: number, name: string) {
  await phone
    .getByLabel(`Escolher fotos para ${PHOTO_QUESTION}`)
    .setInputFiles([{ name, mimeType: 'image/jpeg', buffer: await twelveMegapixelJpeg(phone, hue) }]);
  await expectVisible(toast(phone, '1 imagem(ns) enviada(s)'));
}

describe('the review loop', () => {
  test('when the admin rejects a photo, João corrects it and the admin approves all, then the PDF report downloads and previews on the detail page', async ({
    page,
    browser,
  }) => {
    const template = await truckDepartureTemplate();
    const id = await assignToJoao(template);
    // The admin's page asks for react-pdf only when a preview is opened.
    const pdfChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/pdf-preview-[^/]*\.js$/.test(request.url())) pdfChunks.push(request.url());
    });

    // João fills it on his phone, with a photo, and sends it.
    const phone = await phoneOf(browser);
    try {
      await signIn(phone, JOAO);
      await expectPath(phone, '/mobile');
      await phone.locator(`a[href="/mobile/checklist/${id}"]`).click();
      await phone.getByRole('button', { name: 'Iniciar Checklist' }).click();
      await question(phone, 1);
      await phone.getByRole('radio', { name: 'Sim' }).click();
      await next(phone);
      await question(phone, 2);
      await sendPhoto(phone, 30, 'lacre.jpg');
      await next(phone);
      await question(phone, 3);
      await phone.getByRole('textbox', { name: 'Quilometragem de saída' }).fill('120345');
      await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expectVisible(toast(phone, 'Checklist enviado com sucesso!'));

      // The admin finds it waiting for review and rejects question 2 with a reason.
      await signIn(page, ADMIN);
      await page.goto('/admin/responses');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Respostas dos Checklists' }));
      const card = page.getByRole('article', { name: template });
      await expectVisible(card.getByText('Pendente de Revisão'));
      await card.getByRole('button', { name: 'Expandir' }).click();
      await expectVisible(card.getByRole('img', { name: `Foto 1 de ${PHOTO_QUESTION}` }));
      await expectAccessible(page);
      await card.getByRole('button', { name: 'Rejeitar Questão 2' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rejeitar Questão' });
      await expect.poll(() => dialog.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
      await dialog.getByPlaceholder('Explique o motivo da rejeição para que o usuário possa corrigir').fill(REASON);
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      await expectVisible(card.getByText('Rejeitado', { exact: true }));
      await expectVisible(card.getByText(REASON));
      await expect.poll(() => card.getByRole('button', { name: 'Rejeitar Questão 2' }).isDisabled()).toBe(true);
      expect((await apiAs<Reviewed>(ADMIN, 'GET', `/responses/${id}`)).status).toBe('rejected');

      // João sees what came back, replaces the photo and sends it again.
      await phone.goto(`/mobile/checklist/${id}`);
      await question(phone, 2);
      await expectVisible(phone.getByText('Questão Rejeitada'));
      await expectVisible(phone.getByText(REASON));
      await expectAccessible(phone);
      await phone.getByRole('button', { name: 'Remover foto 1' }).click();
      await sendPhoto(phone, 250, 'lacre-corrigido.jpg');
      await next(phone);
      await question(phone, 3);
      await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expectVisible(toast(phone, 'Checklist enviado com sucesso!'));
    } finally {
      await phone.context().close();
    }

    const resent = await apiAs<Reviewed>(ADMIN, 'GET', `/responses/${id}`);
    expect(resent.status).toBe('completed');
    // The replaced photo is archived once, out of the checklist (the answer history).
    expect(resent.questions.map((q) => q.corrections)).toEqual([0, 1, 0]);

    // The admin approves everything from the list and downloads the report.
    await page.goto('/admin/responses');
    const card = page.getByRole('article', { name: template });
    await card.getByRole('button', { name: 'Expandir' }).click();
    await card.getByRole('button', { name: 'Aprovar Todas' }).click();
    const confirm = page.getByRole('dialog', { name: 'Aprovar Todas' });
    await expectVisible(confirm.getByText('Tem certeza que deseja aprovar todas as questões?'));
    await confirm.getByRole('button', { name: 'Aprovar Todas' }).click();
    await expectVisible(card.getByText('Aprovado', { exact: true }));
    await expect.poll(() => card.getByRole('button', { name: 'Aprovar Todas' }).isDisabled()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    await expectVisible(toast(page, 'PDF gerado e baixado com sucesso!'));
    expect(download.suggestedFilename()).toMatch(
      /^Checklist_Vistoria_r_pida_\d{4}_Jo_o_Pereira_\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await apiAs<Reviewed>(ADMIN, 'GET', `/responses/${id}`)).status).toBe('approved');

    // The same report previewed on the detail page: react-pdf's worker loads from the built app
    // and draws every page, with its text laid over the canvas.
    await card.getByRole('link', { name: 'Ver Detalhes' }).click();
    await expectPath(page, `/admin/responses/${id}`);
    await expectVisible(page.getByRole('button', { name: 'Visualizar PDF' }));
    expect(pdfChunks).toEqual([]);
    await page.getByRole('button', { name: 'Visualizar PDF' }).click();
    const preview = page.getByRole('region', { name: 'Pré-visualização do PDF' });
    const firstPage = preview.locator('.react-pdf__Page').first();
    await expectVisible(firstPage.locator('.react-pdf__Page__textContent').getByText('RELATÓRIO DE CHECKLIST'));
    const pages = preview.locator('.react-pdf__Page');
    const count = await pages.count();
    expect(count).toBe(pdfPageCount(bytes));
    for (let n = 1; n <= count; n += 1) {
      await expectVisible(
        pages
          .nth(n - 1)
          .locator('.react-pdf__Page__textContent')
          .getByText(`Página ${n} de ${count}`),
      );
    }
    expect(await inkedPixels(firstPage.locator('canvas'))).toBeGreaterThan(1000);
    expect(pdfChunks).toHaveLength(1);
    await page.getByRole('button', { name: 'Fechar PDF' }).click();
    await expectGone(preview);
  });

  test('when the admin reopens an approved review with a reason, then it is back in review and the reopening is in Auditoria, with who, when and why', async ({
    page,
  }) => {
    const { id, template } = await approvedChecklist();
    const reason = `Documento ilegível ${Date.now()}`;
    await signIn(page, ADMIN);
    await page.goto(`/admin/responses/${id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: template }));
    // Approved is final: no answer can be rejected until the review is reopened.
    await expect.poll(() => page.getByRole('button', { name: 'Rejeitar Questão 1' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Reabrir revisão' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reabrir revisão' });
    await dialog.getByLabel(/Motivo da reabertura/).fill(reason);
    await dialog.getByRole('button', { name: 'Reabrir revisão' }).click();
    await expectVisible(toast(page, 'Revisão reaberta'));
    await expect.poll(() => page.getByRole('button', { name: 'Rejeitar Questão 1' }).isEnabled()).toBe(true);
    expect((await apiAs<Reviewed>(ADMIN, 'GET', `/responses/${id}`)).status).toBe('in_review');

    await page.getByRole('link', { name: 'Ver auditoria deste checklist' }).click();
    await expectPath(page, '/admin/audit');
    const entries = page.getByRole('list', { name: 'Entradas da auditoria' });
    await expectVisible(entries.getByText(`Motivo: ${reason}`));
    const reopened = entries.getByRole('listitem').filter({ hasText: reason });
    await expectVisible(reopened.getByText('Revisão reaberta'));
    await expectVisible(reopened.getByText('Ana Souza (Administrador)'));
    await expectVisible(reopened.getByText('Status: Aprovado → Em Revisão'));
    await expectVisible(entries.getByText('Checklist aprovado (todas)').first());

    // The same entry from the sidebar's 'Auditoria', filtered by the admin as the person.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Auditoria' }).click();
    await expectPath(page, '/admin/audit');
    await expectVisible(page.getByRole('list', { name: 'Entradas da auditoria' }).getByText(`Motivo: ${reason}`));
  });
});
