import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { expectPath, expectVisible, signIn, test } from './browser';
import { ARTIFACTS_DIR } from './paths';

const ADMIN = 'admin@alfa.dev';
const SIZES = [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
] as const;

/**
 * Words the page breaks inside: text squeezed into a column too narrow for it ('A c c e l o' one
 * letter a line, 'seguranç a'). A token over 20 characters (an address, a raw date) may break once.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const box = parent?.getBoundingClientRect();
      // Text for screen readers only sits in a 1-pixel box.
      if (!parent || !box || box.width <= 1 || box.height <= 1) continue;
      for (const word of (node.textContent ?? '').matchAll(/\S{4,}/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size >= (word[0].length > 20 ? 3 : 2))
          found.push(`'${word[0]}' em ${lines.size} linhas (${parent.tagName.toLowerCase()})`);
      }
    }
    return found;
  });
}

/** A screenshot of the screen, or of one part of it, as a person sees it, for the record (e2e/.artifacts, gitignored). */
async function keepScreenshot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const { width, height } = page.viewportSize()!;
  const file = path.join(ARTIFACTS_DIR, `layout-${name}-${width}x${height}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

/** Whether each tab is wholly inside the row, and which of the row's 'more' signs show. */
function tabRow(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('[role="tablist"]')!;
    const box = row.getBoundingClientRect();
    const tabs = Array.from(row.querySelectorAll<HTMLElement>('[role="tab"]')).map((tab) => {
      const r = tab.getBoundingClientRect();
      return { label: tab.textContent ?? '', cutBefore: r.left < box.left - 1, cutAfter: r.right > box.right + 1 };
    });
    const shown = (selector: string) => {
      const sign = document.querySelector<HTMLElement>(selector);
      return sign !== null && sign.getBoundingClientRect().width > 0 && getComputedStyle(sign).visibility !== 'hidden';
    };
    return {
      tabs,
      scrollLeft: row.scrollLeft,
      moreBefore: shown('.tabs-more-before'),
      moreAfter: shown('.tabs-more-after'),
    };
  });
}

/** Nothing is cut without a sign: a tab past either edge comes with that edge's sign. */
async function expectTabsShowTheyScroll(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const row = await tabRow(page);
      return {
        before: row.tabs.some((t) => t.cutBefore) ? row.moreBefore : true,
        after: row.tabs.some((t) => t.cutAfter) ? row.moreAfter : true,
      };
    })
    .toEqual({ before: true, after: true });
}

describe('screens that hold their layout', () => {
  for (const size of SIZES) {
    test(`when the admin opens the dashboard at ${size.width}×${size.height}, then 'Próximos vencimentos' and every panel keep words whole`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, ADMIN);
      await expectPath(page, '/admin/dashboard');
      const deadlines = page.getByRole('list', { name: 'Próximos vencimentos' });
      await expectVisible(deadlines.getByRole('listitem').first());
      await expectVisible(page.getByRole('region', { name: 'Questões mais rejeitadas' }));

      expect(await brokenWords(page)).toEqual([]);
      // Each deadline's days left ('Faltam 20 dias') reads on one line.
      const daysLeft = deadlines.getByText(/^Faltam \d+ dias?$/).first();
      const lines = await daysLeft.evaluate(
        (el) => new Set(Array.from(el.getClientRects()).map((r) => Math.round(r.top))).size,
      );
      expect(lines).toBe(1);
      await expectAccessible(page);
      await keepScreenshot(page, 'dashboard');
      await keepScreenshot(page, 'dashboard-deadlines', page.getByRole('region', { name: 'Próximos vencimentos' }));
      await keepScreenshot(page, 'dashboard-missed-today', page.getByRole('region', { name: 'Não realizados hoje' }));
    });

    test(`when the admin opens a vehicle at ${size.width}×${size.height}, then no tab is cut without a sign that the row scrolls, and the last one can be reached`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, ADMIN);
      await page.goto('/admin/vehicles');
      await page.getByRole('link', { name: 'Ver detalhes de Delivery Baú 11.180', exact: true }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Delivery Baú 11.180' }));
      const tablist = page.getByRole('tablist', { name: 'Histórico do veículo' });
      await expectVisible(tablist.getByRole('tab', { name: 'Visão Geral', selected: true }));

      await expectTabsShowTheyScroll(page);
      const first = await tabRow(page);
      if (size.width < 800) {
        // A phone cannot hold eight tabs: the row says it goes on.
        expect(first.tabs.some((t) => t.cutAfter)).toBe(true);
        expect(first.moreAfter).toBe(true);
        expect(first.moreBefore).toBe(false);
      }
      expect(await brokenWords(page)).toEqual([]);
      await expectAccessible(page);
      await keepScreenshot(page, 'vehicle');

      // The keyboard reaches the last tab, and it comes into view; what is now hidden is before it.
      await tablist.getByRole('tab', { name: 'Visão Geral' }).focus();
      await page.keyboard.press('End');
      await expectVisible(tablist.getByRole('tab', { name: 'Documentos', selected: true }));
      await expect
        .poll(async () => (await tabRow(page)).tabs.find((t) => t.label === 'Documentos')?.cutAfter)
        .toBe(false);
      await expectTabsShowTheyScroll(page);
      if (size.width < 800) await expect.poll(async () => (await tabRow(page)).moreBefore).toBe(true);
      await keepScreenshot(page, 'vehicle-documents');
      if (size.width < 800) {
        // A pointer scrolls back with the sign.
        const end = (await tabRow(page)).scrollLeft;
        await page.locator('.tabs-more-before').click();
        await expect.poll(async () => (await tabRow(page)).scrollLeft).toBeLessThan(end);
      }
    });

    test(`when the admin opens the audit at ${size.width}×${size.height}, then its entries keep words whole`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, ADMIN);
      await page.goto('/admin/audit');
      await expectVisible(page.getByRole('list', { name: 'Entradas da auditoria' }).getByRole('listitem').first());

      expect(await brokenWords(page)).toEqual([]);
      await expectAccessible(page);
      await keepScreenshot(page, 'audit');
    });

    test(`when the admin opens the integrations and the imports at ${size.width}×${size.height}, then nothing is wider than the screen and words stay whole`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, ADMIN);
      const screens = [
        { path: '/admin/integracoes', ready: page.getByRole('list', { name: 'Chaves de API' }) },
        { path: '/admin/integracoes/webhooks', ready: page.getByText('http://127.0.0.1:5006/checkfrota') },
        { path: '/admin/vehicles/importar', ready: page.getByRole('heading', { name: 'Importar veículos' }) },
        { path: '/admin/users/importar', ready: page.getByRole('heading', { name: 'Importar usuários' }) },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        await expectVisible(screen.ready);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
        }));
        expect(widths.page, screen.path).toBeLessThanOrEqual(widths.screen);
        // Every tab of 'Integrações' shows whole.
        const cut = await page.evaluate(() => {
          const row = document.querySelector('nav[aria-label="Integrações"]')?.getBoundingClientRect();
          return row
            ? Array.from(document.querySelectorAll('nav[aria-label="Integrações"] a'))
                .filter((tab) => tab.getBoundingClientRect().right > row.right + 1)
                .map((tab) => tab.textContent)
            : [];
        });
        expect(cut, screen.path).toEqual([]);
        expect(await brokenWords(page), screen.path).toEqual([]);
        await expectAccessible(page);
        await keepScreenshot(page, screen.path.split('/').slice(2).join('-'));
      }
    });
  }
});
