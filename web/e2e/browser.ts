import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { test as base, expect, inject } from 'vitest';
import { DEMO_SUPERADMIN_EMAIL, demoSuperadminCode, untilNextCode } from '../../scripts/demo-second-factor.mjs';
import { seriousAccessibilityViolations } from './accessibility';
import { ARTIFACTS_DIR, CHROMIUM_PATH } from './paths';

export const DEMO_PASSWORD = 'checkfrota123';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/** Reports every `securitypolicyviolation` of every document the context opens to the test runner. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __checkfrotaCspViolation?: (text: string) => void })
      .__checkfrotaCspViolation;
    report?.(
      `${event.effectiveDirective} recusou ${event.blockedURI || 'inline'} em ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
    );
  });
}

/**
 * `test` with a `page`: one Chromium per file, a fresh context (no cookies, no stored session)
 * per test. A failed test leaves a screenshot and the page's errors in e2e/.artifacts/.
 * The pages run under the Content-Security-Policy the local Hosting serves (production's, plus the
 * Auth emulator): any violation reported to a page or logged by it fails the test at its end. `cspViolations` lets a test look at (and take) them itself.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    onCleanup(() => browser.close());
    return browser;
  })
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
  .extend('cspViolations', async ({}) => [] as string[])
  .extend('page', async ({ browser, task, cspViolations }, { onCleanup }) => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(15_000);
    await context.exposeFunction('__checkfrotaCspViolation', (text: string) => cspViolations.push(text));
    await context.addInitScript(reportViolations);
    // What Chromium logs of a violation: 'Refused to ...' or '... violates the following Content
    // Security Policy ...'. (A CDP session of our own would also show the pdf.js worker's log, but
    // it stops the offline emulation from holding across a reload, which the offline journey needs.)
    context.on('console', (message) => {
      if (/Refused to|Content Security Policy/.test(message.text())) cspViolations.push(`console: ${message.text()}`);
    });
    // The field user already answered 'Por que coletamos sua localização' on this browser (the
    // notice itself is a component test: location-notice.test.tsx).
    await context.addInitScript(() => {
      if (!localStorage.getItem('checkfrota.location-choice'))
        localStorage.setItem('checkfrota.location-choice', 'declined');
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });

    onCleanup(async () => {
      const inaccessible = task.result?.state === 'fail' ? [] : await accessibilityAtEnd(page);
      if (inaccessible.length > 0) pageErrors.push(...inaccessible);
      if (task.result?.state === 'fail' || inaccessible.length > 0 || cspViolations.length) {
        mkdirSync(ARTIFACTS_DIR, { recursive: true });
        const file = path.join(ARTIFACTS_DIR, slug(task.name));
        await page.screenshot({ path: `${file}.png`, fullPage: true }).catch(() => undefined);
        writeFileSync(`${file}.txt`, [`URL: ${page.url()}`, ...pageErrors, ...cspViolations].join('\n'));
      }
      await context.close();
      expect(cspViolations, 'violações da Content-Security-Policy durante o teste').toEqual([]);
      if (inaccessible.length > 0) throw new Error(inaccessible.join('\n'));
    });
    return page;
  });

/**
 * Every journey ends with axe-core (WCAG 2.1 A/AA) on the screen it reached: a serious or
 * critical violation fails the test. Journeys also check the screens they pass through
 * (`expectAccessible`). A page already closed by the test has nothing to check.
 */
async function accessibilityAtEnd(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  const violations = await seriousAccessibilityViolations(page);
  return violations.length > 0 ? [`axe-core (WCAG 2.1 A/AA) em ${new URL(page.url()).pathname}:`, ...violations] : [];
}

/** A field user's phone (390×844): a context of its own beside the admin's desktop, in the same browser. */
export async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
  });
  context.setDefaultTimeout(15_000);
  await context.addInitScript(() => localStorage.setItem('checkfrota.location-choice', 'declined'));
  return context.newPage();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => pathOf(page), { message: `a página deveria estar em ${pathname}` }).toBe(pathname);
}

/** Waits until the element is visible; fails (with the locator in the message) if it never is. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

export async function expectGone(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** A toast of the page's toaster (sonner labels its region "Notifications"). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text);
}

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The form refuses the account: 'Erro ao fazer login' in its alert, and the page stays on /login. */
export async function expectSignInRefused(page: Page, email: string, password: string): Promise<void> {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await submitLogin(page, email, password);
  await expectVisible(page.getByRole('alert').getByText('Erro ao fazer login'));
  await expectPath(page, '/login');
}

/**
 * Signs in through the real form (opening /login unless a guard already sent us there); the demo
 * superadmin then gives its authenticator's code, as a phone would show it.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (pathOf(page) !== '/login') await page.goto('/login');
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  if (email === DEMO_SUPERADMIN_EMAIL) await giveSuperadminCode(page);
}

/**
 * The 'Verificação em duas etapas' screen after the superadmin's password: the code of the next
 * step, or, when an earlier sign-in took that step, the next step's once it comes.
 */
async function giveSuperadminCode(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Código de verificação' });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await form.getByLabel('Código', { exact: true }).fill(demoSuperadminCode());
    await form.getByRole('button', { name: 'Confirmar' }).click();
    const outcome = await Promise.race([
      form.waitFor({ state: 'detached' }).then(() => 'passed' as const),
      form
        .getByText(/Código incorreto/)
        .waitFor()
        .then(() => 'spent' as const),
    ]);
    if (outcome === 'passed') return;
    await page.waitForTimeout(untilNextCode());
  }
  throw new Error("the demo superadmin's code was refused twice");
}
