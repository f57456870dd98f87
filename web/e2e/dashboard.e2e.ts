import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { expectPath, expectVisible, signIn, test } from './browser';

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Nothing on the page is wider than the phone: the cards and panels wrap instead. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the admin dashboard', () => {
  test("when Alfa's admin opens it, then the demo company's figures, the overdue alert and the fleet's oil changes show", async ({
    page,
  }) => {
    await signIn(page, 'admin@alfa.dev');
    await expectPath(page, '/admin/dashboard');

    // João's late checklist is flagged at start (README, demo data).
    await expectVisible(page.getByRole('alert').getByText(/^Atenção: \d+ checklists? vencidos?$/));
    await expectVisible(page.getByRole('term').filter({ hasText: 'Total de Usuários' }));
    await expectVisible(region(page, 'Desempenho').getByRole('progressbar', { name: 'Taxa de Conclusão' }));
    await expectVisible(region(page, 'Atividade Recente'));
    const oil = region(page, 'Frota').getByRole('list', { name: 'Troca de óleo' });
    await expectVisible(oil.getByRole('listitem').filter({ hasText: 'Strada Entregas 02' }).getByText('Vencida'));
    await expectVisible(oil.getByRole('listitem').filter({ hasText: 'Hilux' }).getByText('Próxima'));
    await expectVisible(region(page, 'Frota').getByRole('definition').filter({ hasText: /^R\$ / }));
    // The work orders' numbers: the demo's O.S. closed last month, its cost by vehicle.
    await expectVisible(
      region(page, 'Frota')
        .getByRole('table', { name: 'Custo por veículo' })
        .getByRole('cell', { name: /^R\$ / })
        .first(),
    );

    await region(page, 'Ações Rápidas').getByRole('link', { name: 'Novo Template' }).click();
    await expectPath(page, '/admin/templates/new');
  });

  test("when Alfa's admin opens it, then 'Aguardando revisão' counts the demo's sent checklists and opens them in Respostas, and the truck out of service names its brake defect", async ({
    page,
  }) => {
    await signIn(page, 'admin@alfa.dev');
    const review = page.getByRole('link', { name: /^Aguardando revisão: \d+$/ });
    await expectVisible(review);
    const waiting = Number((await review.textContent())!.split(': ')[1]);
    expect(waiting).toBeGreaterThan(0);
    const out = region(page, 'Veículos fora de serviço').getByRole('listitem').filter({ hasText: 'Accelo Baú Leve' });
    await expectVisible(out.getByText('Fora de serviço'));
    await expectVisible(out.getByText('Freios funcionando?'));
    await expectAccessible(page);

    await review.click();
    await expectPath(page, '/admin/responses');
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending');
    // The same number as the list's 'Pendentes' tab, which is the one selected.
    await expectVisible(page.getByRole('tab', { name: `Pendentes (${waiting})`, selected: true }));
  });

  test('when it is opened on a phone, then nothing runs off the side of the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, 'admin@alfa.dev');
    await expectVisible(region(page, 'Questões mais rejeitadas'));
    expect(await overflowsSideways(page)).toBe(false);
  });

  test('when the superadmin opens it, then each company is listed with its figures', async ({ page }) => {
    await signIn(page, 'super@checkfrota.dev');
    const companies = region(page, 'Por empresa');
    await expectVisible(companies.getByRole('rowheader', { name: 'Transportes Alfa' }));
    await expectVisible(companies.getByRole('rowheader', { name: 'Logística Beta' }));
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await overflowsSideways(page)).toBe(false);
  });
});
