import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { formatCnpj, isValidCnpj } from '../../functions/src/domain/companies/cnpj';
import { apiAs, authAccountExists } from './api';
import {
  DEMO_PASSWORD,
  expectGone,
  expectPath,
  expectSignInRefused,
  expectVisible,
  pathOf,
  signIn,
  test,
  toast,
} from './browser';

// Unique per run, so reruns against kept data never collide.
const STAMP = Date.now();
const COMPANY = { name: `Transportes Gama ${STAMP}`, email: `contato.${STAMP}@gama.dev`, phone: '(11) 3333-4444' };
const ADMIN = { name: `Gabriela Gama ${STAMP}`, email: `gabriela.${STAMP}@gama.dev` };
/** The password the superadmin types for the admin; the admin replaces it with their own (the demo's) at once. */
const TYPED_PASSWORD = 'senha-do-superadmin';

/** A CNPJ of this run: twelve digits from the stamp and the only check digits that hold for them. */
function validCnpj(): string {
  const base = String(STAMP).slice(-12).padStart(12, '1');
  const check = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).find((dv) => isValidCnpj(base + dv));
  return base + check;
}
const CNPJ = validCnpj();
/** The same digits with the last check digit wrong. */
const WRONG_CNPJ = CNPJ.slice(0, 13) + String((Number(CNPJ[13]) + 1) % 10);

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });
const companyCard = (page: Page) => page.getByRole('article', { name: COMPANY.name, exact: true });

async function openCompanies(page: Page, search: string): Promise<void> {
  await page.goto('/admin/companies');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Empresas' }));
  await page.getByRole('searchbox', { name: 'Buscar empresas' }).fill(search);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(search);
}

/**
 * Onboarding, then a deletion the background job carries out on its next minute's tick (up to a
 * minute of waiting on its own, as in production): more than the journeys' 60 s default.
 */
const DELETION_JOURNEY_MS = 180_000;

describe('companies', () => {
  test(
    'when the superadmin onboards a company and its first admin, then the admin signs in to it; deleting it removes everything',
    async ({ page, browser }) => {
      await signIn(page, 'super@checkfrota.dev');
      await page.goto('/admin/companies');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Empresas' }));

      // The company, with a wrong CNPJ first.
      await page.getByRole('link', { name: 'Nova Empresa' }).click();
      await expectPath(page, '/admin/companies/new');
      await page.getByLabel('Nome', { exact: true }).fill(COMPANY.name);
      await page.getByLabel('Email', { exact: true }).fill(COMPANY.email);
      await page.getByLabel('Telefone', { exact: true }).fill(COMPANY.phone);
      await page.getByLabel('Endereço', { exact: true }).fill('Av. Paulista, 1000 - São Paulo - SP');
      const cnpj = page.getByLabel('CNPJ', { exact: true });
      await cnpj.pressSequentially(WRONG_CNPJ);
      await page.getByRole('button', { name: 'Criar Empresa' }).click();
      await expectVisible(page.getByText('CNPJ inválido', { exact: true }));
      await expectPath(page, '/admin/companies/new');

      await cnpj.fill('');
      await cnpj.pressSequentially(CNPJ);
      expect(await cnpj.inputValue()).toBe(formatCnpj(CNPJ));
      await page.getByRole('button', { name: 'Criar Empresa' }).click();
      await expectVisible(toast(page, 'Empresa criada com sucesso! Adicione o primeiro administrador.'));
      await expect.poll(() => pathOf(page)).toMatch(/^\/admin\/companies\/[^/]+\/edit$/);
      const companyId = decodeURIComponent(pathOf(page).split('/')[3]!);
      await expectVisible(page.getByText('Nenhum administrador cadastrado'));

      // Its first admin.
      await page.getByLabel('Nome do administrador', { exact: true }).fill(ADMIN.name);
      await page.getByLabel('Email do administrador', { exact: true }).fill(ADMIN.email);
      await page.getByLabel('Senha do administrador', { exact: true }).fill(TYPED_PASSWORD);
      await page.getByRole('button', { name: 'Adicionar Administrador' }).click();
      await expectVisible(toast(page, 'Administrador adicionado com sucesso!'));
      await expectVisible(page.getByRole('list', { name: 'Administradores da empresa' }).getByText(ADMIN.email));

      // The list finds it by the CNPJ's digits and names its admin.
      await openCompanies(page, CNPJ);
      await expectVisible(companyCard(page).getByText(formatCnpj(CNPJ)));
      await expectVisible(companyCard(page).getByText(ADMIN.name));

      // The admin, in a browser of their own, sets their own password first, then lands on their company's dashboard.
      const adminContext = await browser.newContext({
        baseURL: inject('baseUrl'),
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 1280, height: 800 },
      });
      try {
        adminContext.setDefaultTimeout(15_000);
        const adminPage = await adminContext.newPage();
        await signIn(adminPage, ADMIN.email, TYPED_PASSWORD);
        await expectVisible(adminPage.getByRole('heading', { level: 1, name: 'Defina sua senha' }));
        await adminPage.getByLabel('Nova senha', { exact: true }).fill(DEMO_PASSWORD);
        await adminPage.getByLabel('Confirme a nova senha', { exact: true }).fill(DEMO_PASSWORD);
        await adminPage.getByRole('button', { name: 'Salvar senha' }).click();
        await expectPath(adminPage, '/admin/dashboard');
        await expectVisible(sidebar(adminPage).getByText(COMPANY.name, { exact: true }));
        await expectVisible(sidebar(adminPage).getByText('Administrador', { exact: true }));
        expect(await apiAs<{ view: string; totalChecklists: number }>(ADMIN.email, 'GET', '/dashboard')).toMatchObject({
          view: 'company',
          totalChecklists: 0,
        });

        // The superadmin deletes the company.
        await openCompanies(page, COMPANY.name);
        await companyCard(page)
          .getByRole('button', { name: `Excluir ${COMPANY.name}` })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Excluir Empresa' });
        await expectVisible(dialog.getByText(/todos os administradores, usuários, templates, checklists e respostas/));
        await dialog.getByLabel('Digite o nome da empresa para confirmar').fill(COMPANY.name);
        await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
        await expectVisible(toast(page, 'Exclusão iniciada. A empresa some da lista quando terminar.'));
        await expectGone(dialog);
        // A background job deletes it (the local stack runs it every minute): meanwhile it shows as being deleted.
        await expectVisible(companyCard(page).getByText('Exclusão em andamento'));
        await expectGone(companyCard(page), 120_000);
        await expectVisible(page.getByText('Nenhuma empresa encontrada'));

        // The admin can no longer sign in.
        await sidebar(adminPage).getByRole('button', { name: 'Sair' }).click();
        await expectPath(adminPage, '/login');
        await expectSignInRefused(adminPage, ADMIN.email, DEMO_PASSWORD);
      } finally {
        await adminContext.close();
      }

      // Nothing of it remains.
      await expect(apiAs('super@checkfrota.dev', 'GET', `/companies/${encodeURIComponent(companyId)}`)).rejects.toThrow(
        /: 404 /,
      );
      expect(await authAccountExists(ADMIN.email)).toBe(false);
    },
    DELETION_JOURNEY_MS,
  );
});
