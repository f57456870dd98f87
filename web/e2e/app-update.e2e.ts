import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiAs } from './api';
import { expectGone, expectPath, expectVisible, signIn, test } from './browser';
import { assignToJoao, JOAO, truckDepartureTemplate, waitForOfflineShell } from './field';
import { ROOT } from './paths';

const WORKER = path.join(ROOT, 'web/dist/sw.js');

/**
 * A later deploy as the browser sees it: the worker script served at /sw.js changes. Returns how
 * to put the first build back, so the other journeys run on the build they expect.
 */
function deployNewWorker(): () => void {
  const first = readFileSync(WORKER, 'utf8');
  writeFileSync(WORKER, `${first}\n// a later deploy\n`);
  return () => writeFileSync(WORKER, first);
}

/** Set in the page's window: gone once the page has reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { checkfrotaSameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { checkfrotaSameDocument?: boolean }).checkfrotaSameDocument === true);
const workerWaits = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

describe('a deploy under an open tab', () => {
  test('when a new version is deployed while João fills a checklist, then it is offered without reloading, and Atualizar brings it with his answers, the offline one included', async ({
    page,
  }) => {
    const id = await assignToJoao(await truckDepartureTemplate());
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, JOAO);
    await expectPath(page, '/mobile');
    await waitForOfflineShell(page);
    await page.locator(`a[href="/mobile/checklist/${id}"]`).click();
    await page.getByRole('button', { name: 'Iniciar Checklist' }).click();
    await expectVisible(page.getByText('Questão 1 de 3', { exact: true }));
    await markDocument(page);

    const restore = deployNewWorker();
    try {
      // The tab comes back into view: the app asks for a new version, which installs and waits.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const prompt = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
      await expectVisible(prompt);
      expect(await prompt.textContent()).toBe('Nova versão disponível — Atualizar');
      expect(await workerWaits(page)).toBe(true);
      expect(await sameDocument(page)).toBe(true);

      // He goes on without signal: the answer is on screen, not yet sent.
      await page.context().setOffline(true);
      await page.getByRole('radio', { name: 'Sim' }).click();
      expect(await sameDocument(page)).toBe(true);

      await prompt.getByRole('button', { name: 'Atualizar', exact: true }).click();
      await expect
        .poll(() => sameDocument(page).catch(() => false), { message: 'a página deveria recarregar' })
        .toBe(false);
      await expectVisible(page.getByText('Questão 1 de 3', { exact: true }));
      await expectGone(prompt);
      expect(await workerWaits(page)).toBe(false);
      await expect.poll(() => page.getByRole('radio', { name: 'Sim' }).isChecked()).toBe(true);
    } finally {
      restore();
    }

    await page.context().setOffline(false);
    await expect
      .poll(
        async () =>
          (await apiAs<{ questions: Array<{ answer: unknown }> }>(JOAO, 'GET', `/checklists/${id}`)).questions[0]
            ?.answer,
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true);
  });
});
