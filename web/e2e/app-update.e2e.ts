import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiAs } from './api';
import { expectGone, expectVisible, test } from './browser';
import {
  assignToJoao,
  expectQuestion,
  joaoOnPhoneWithOfflineShell,
  JOAO,
  nextQuestion,
  startOnPhone,
  truckDepartureTemplate,
} from './field';
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

const odometer = (page: Page) => page.getByRole('textbox', { name: 'Quilometragem de saída' });

describe('a deploy under an open tab', () => {
  test('when a new version is deployed while João fills a checklist, then it is offered without reloading, and Atualizar brings it with his answers, typed and queued offline included', async ({
    page,
  }) => {
    const id = await assignToJoao(await truckDepartureTemplate());
    await joaoOnPhoneWithOfflineShell(page);
    await startOnPhone(page, id);
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

      // He goes on without signal: 'Sim' is queued as he taps it, the km is typed and not yet saved.
      await page.context().setOffline(true);
      await page.getByRole('radio', { name: 'Sim' }).click();
      await nextQuestion(page);
      await expectQuestion(page, 2);
      await nextQuestion(page);
      await expectQuestion(page, 3);
      await odometer(page).fill('120345');
      expect(await sameDocument(page)).toBe(true);

      await prompt.getByRole('button', { name: 'Atualizar', exact: true }).click();
      await expect
        .poll(() => sameDocument(page).catch(() => false), { message: 'a página deveria recarregar' })
        .toBe(false);
      await expectQuestion(page, 3);
      await expectGone(prompt);
      expect(await workerWaits(page)).toBe(false);
      await expect.poll(() => odometer(page).inputValue()).toBe('120345');
    } finally {
      restore();
    }

    await page.context().setOffline(false);
    await expect
      .poll(
        async () =>
          (await apiAs<{ questions: Array<{ answer: unknown }> }>(JOAO, 'GET', `/checklists/${id}`)).questions.map(
            (q) => q.answer,
          ),
        { timeout: 20_000, interval: 250 },
      )
      .toEqual([true, null, 120345]);
  });
});
