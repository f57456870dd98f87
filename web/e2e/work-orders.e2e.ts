import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Defect } from '@domain/fleet/defect';
import type { VehicleWithOil } from '@domain/fleet/vehicle-api';
import type { WorkOrder } from '@domain/work-orders/work-order';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { expectVisible, phoneOf, signIn, test } from './browser';
import { inboxMessages } from './inbox';

const ADMIN = 'admin@alfa.dev';
const ACCELO = 'Accelo Baú Leve';
const WORKSHOP = 'Oficina Mecânica Silva';
const WORKSHOP_EMAIL = 'orcamentos@oficinasilva.dev';
/** The demo quote: pads R$ 489,00, fluid 2 × R$ 38,50, labour 3 × R$ 150,00. */
const TOTAL = /R\$\s1\.016,00/;
const INVOICE = '000007781';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The demo's O.S. of the Accelo, as the API has it now. */
async function acceloOrder(): Promise<WorkOrder> {
  const { items } = await apiAs<{ items: WorkOrder[] }>(ADMIN, 'GET', '/work-orders?status=all&pageSize=50');
  const order = items.find((o) => o.vehicle.name === ACCELO);
  if (!order) throw new Error(`no O.S. of ${ACCELO} in the demo`);
  return order;
}

async function checkAt(page: Page, sizes: Array<{ width: number; height: number }>): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe('work orders with the workshop', () => {
  test("when Ana approves the Accelo's quote and e-mails the link, and the workshop marks it done through it with the invoice and 192,100 km, then the Accelo is back in service, its defect resolved, the maintenance record carries the total, the odometer the reading, the O.S. its downtime, and 'Auditoria' the workshop's actions; revoked, the link says so", async ({
    page,
    browser,
  }) => {
    const order = await acceloOrder();
    expect(order.status).toBe('quote_received');
    await signIn(page, ADMIN);

    // The list, above it the fleet's numbers; the Accelo's O.S. waits for approval.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Ordens de Serviço' })
      .click();
    const row = page.getByRole('list', { name: 'Ordens de serviço' }).getByRole('listitem').filter({ hasText: ACCELO });
    await expectVisible(row.getByText('Orçamento recebido'));
    await checkAt(page, [PHONE, DESKTOP]);
    await row.getByRole('link', { name: order.number }).click();

    const quote = page.getByRole('region', { name: 'Orçamento' });
    await expectVisible(quote.getByText(TOTAL));
    await checkAt(page, [PHONE, DESKTOP]);
    await page.getByRole('button', { name: 'Aprovar orçamento' }).click();
    await expectVisible(page.getByText('Aprovada', { exact: true }));

    // Sent by e-mail to the workshop's address: the local inbox holds it, with the link the screen shows.
    const links = page.getByRole('region', { name: 'Link da oficina' });
    await expectVisible(links.getByText(`E-mail da oficina: ${WORKSHOP_EMAIL}`));
    await links.getByRole('button', { name: 'Enviar por e-mail' }).click();
    const linkField = page.getByLabel('Link para a oficina');
    await expectVisible(links.getByText(`Enviado por e-mail para ${WORKSHOP_EMAIL}`, { exact: false }));
    const link = new URL(await linkField.inputValue());
    expect(link.pathname).toMatch(/^\/oficina\/[A-Za-z0-9_-]{43}$/);
    const mails = (await inboxMessages()).filter((m) => m.to.includes(WORKSHOP_EMAIL));
    expect(mails.map((m) => m.subject)).toEqual([
      `Transportes Alfa: Ordem de serviço ${order.number}: ${ACCELO} (KLM-4321)`,
    ]);
    expect(mails[0]!.text).toContain(`Olá, ${WORKSHOP}!`);
    expect(mails[0]!.text).toContain(`Abrir a ordem de serviço: ${link.href}`);
    expect(mails[0]!.text).toContain('ao concluir o serviço, informa a NF-e e a quilometragem na entrega');

    // The workshop, in a browser of its own and without an account.
    const workshop = await phoneOf(browser);
    try {
      await workshop.goto(link.pathname);
      await expectVisible(workshop.getByRole('heading', { level: 1, name: new RegExp(order.number) }));
      const vehicle = workshop.getByRole('region', { name: 'Veículo' });
      await expectVisible(vehicle.getByText(/KLM-4321/));
      await expectVisible(
        workshop.getByRole('region', { name: 'Defeitos' }).getByText('Pedal do freio baixo, demora para parar.', {
          exact: false,
        }),
      );
      await expectVisible(workshop.getByRole('region', { name: 'Orçamento enviado' }).getByText(TOTAL));
      await checkAt(workshop, [PHONE, DESKTOP]);
      await workshop.setViewportSize(PHONE);

      const done = workshop.getByRole('form', { name: 'Concluir serviço' });
      await done.getByLabel('Número da NF-e').fill(INVOICE);
      await done.getByLabel('Km na entrega').fill('192100');
      await done
        .getByLabel(/^Arquivo da NF-e/)
        .setInputFiles({ name: 'nfe.pdf', mimeType: 'application/pdf', buffer: PDF });
      await done.getByRole('button', { name: 'Marcar como concluído' }).click();
      const closed = workshop.getByRole('region', { name: 'Serviço concluído' });
      await expectVisible(closed.getByText(`Concluído · NF-e ${INVOICE} · 192.100 km. Obrigado!`));
      await expectVisible(closed.getByText(/^Arquivo enviado: PDF/));
      await expectVisible(workshop.getByText('Concluída', { exact: true }));
      await checkAt(workshop, [PHONE, DESKTOP]);

      // The O.S. as the admin sees it now: closed, with the invoice's file and the downtime.
      await page.reload();
      await expectVisible(page.getByText('Concluída', { exact: true }).first());
      const invoice = page.getByRole('region', { name: 'Nota fiscal' });
      await expectVisible(invoice.getByText(new RegExp(`NF-e ${INVOICE} · R\\$\\s1\\.016,00 · 192\\.100 km`)));
      await expectVisible(invoice.getByRole('button', { name: 'Baixar arquivo: Nota fiscal' }));
      const downtime = page.getByText(/^Tempo parado: [\d,]+ dias$/);
      await expectVisible(downtime);
      // From the opening (two days ago in the demo) to now.
      const days = Number((await downtime.textContent())!.match(/[\d,]+/)![0].replace(',', '.'));
      expect(days).toBeGreaterThanOrEqual(2);
      expect(days).toBeLessThan(2.5);
      const download = page.waitForEvent('download');
      await invoice.getByRole('button', { name: 'Baixar arquivo: Nota fiscal' }).click();
      expect((await download).suggestedFilename()).toBe(`${order.number.replace(/-/g, '_')}_Nota_fiscal_KLM4321.pdf`);

      // The Accelo: back in service, its brake defect resolved, the record with the total, the reading.
      const accelo = await apiAs<VehicleWithOil>(ADMIN, 'GET', `/vehicles/${order.vehicle.id}`);
      expect(accelo.service.outOfService).toBe(false);
      const { items: defects } = await apiAs<{ items: Defect[] }>(
        ADMIN,
        'GET',
        `/defects?status=all&vehicleId=${order.vehicle.id}`,
      );
      expect(defects.find((d) => d.id === order.defects[0]!.id)?.status).toBe('resolved');
      await page.goto(`/admin/vehicles/${order.vehicle.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: ACCELO }));
      await expectVisible(page.getByRole('list', { name: 'Hodômetro' }).getByText('192.100 km').first());
      expect(await page.getByText('Fora de serviço', { exact: true }).count()).toBe(0);
      await page.getByRole('tab', { name: 'Manutenção' }).click();
      const record = page
        .getByRole('list', { name: 'Registros' })
        .getByRole('listitem')
        .filter({ hasText: order.number });
      await expectVisible(record.getByText(TOTAL));
      await page.getByRole('tab', { name: 'Defeitos' }).click();
      const brake = page.getByRole('list', { name: 'Defeitos' }).getByRole('listitem').filter({ hasText: 'Freios' });
      await expectVisible(brake.getByText('Resolvido', { exact: true }));

      // 'Auditoria': what the workshop did through its link, named as the workshop.
      await page.goto(`/admin/audit?recordType=work_order&recordId=${order.id}`);
      const entries = page.getByRole('list', { name: 'Entradas da auditoria' });
      const byWorkshop = entries.getByRole('listitem').filter({ hasText: `${WORKSHOP} (Oficina (link da O.S.))` });
      await expectVisible(byWorkshop.filter({ hasText: 'O.S. concluída' }).first());
      await expectVisible(byWorkshop.filter({ hasText: 'Arquivo enviado pela oficina' }).first());
      await expectVisible(byWorkshop.filter({ hasText: 'Serviço iniciado' }).first());
      await expectVisible(
        entries
          .getByRole('listitem')
          .filter({ hasText: 'Orçamento aprovado' })
          .getByText(/Ana Souza/),
      );

      // 'Oficinas': the workshop with an O.S. behind it, its row with its actions.
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Oficinas' }).click();
      await expectVisible(page.getByRole('button', { name: `Excluir ${WORKSHOP}` }));
      await checkAt(page, [PHONE, DESKTOP]);

      // Revoked, the link answers the pt-BR page saying so.
      await page.goto(`/admin/work-orders/${order.id}`);
      await page.getByRole('region', { name: 'Link da oficina' }).getByRole('button', { name: 'Revogar' }).click();
      await expectVisible(page.getByRole('region', { name: 'Link da oficina' }).getByText(/revogado em/));
      await workshop.reload();
      await expectVisible(
        workshop
          .getByRole('alert')
          .getByText('Este link foi revogado pela empresa. Peça um novo link a quem enviou a O.S.'),
      );
      await checkAt(workshop, [PHONE, DESKTOP]);
    } finally {
      await workshop.context().close();
    }
  });
});
