import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { expectVisible, phoneOf, signIn, test, toast } from './browser';
import { assignToJoao, JOAO } from './field';

const ADMIN = 'admin@alfa.dev';
// Unique per run, so reruns against kept data never collide.
const TEMPLATE = `Entrega com recebimento ${Date.now()}`;
const RECEIVER = 'Assinatura de quem recebe';

/** A stroke across the box, as a finger signs: pressed, moved in a zigzag, lifted. */
async function sign(page: Page, box: Locator): Promise<void> {
  const area = (await box.boundingBox())!;
  const y = area.y + area.height / 2;
  await page.mouse.move(area.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(area.x + 20 + i * 35, y + (i % 2 === 0 ? -30 : 30), { steps: 4 });
  await page.mouse.up();
}

const question = (page: Page, n: number) => expectVisible(page.getByText(`Questão ${n} de 2`, { exact: true }));

describe('signatures', () => {
  test('when a receiver signs mid-checklist and João signs to send it on his phone, then the review screen and the approved PDF show both signature blocks and the approval', async ({
    page,
    browser,
  }) => {
    await apiAs(ADMIN, 'POST', '/templates', {
      name: TEMPLATE,
      description: 'Entrega ao cliente, com a assinatura de quem recebe.',
      isActive: true,
      signatureOnSubmit: true,
      questions: [
        { type: 'boolean', question: 'Carga conferida?', required: true },
        { type: 'signature', question: RECEIVER, required: true },
      ],
    });
    const id = await assignToJoao(TEMPLATE);

    const phone = await phoneOf(browser);
    try {
      await signIn(phone, JOAO);
      await phone.goto(`/mobile/checklist/${id}`);
      await phone.getByRole('button', { name: 'Iniciar Checklist' }).click();
      await question(phone, 1);
      await phone.getByRole('radio', { name: 'Sim' }).click();
      await phone.getByRole('button', { name: 'Próxima', exact: true }).click();
      await question(phone, 2);

      // The receiver signs: name, CPF and a drawing; 'Limpar' starts the drawing again.
      await phone.getByLabel('Nome de quem assina').fill('Carlos Lima');
      await phone.getByLabel('CPF (opcional)').fill('123.456.789-09');
      const receiverBox = phone.getByRole('img', { name: RECEIVER });
      await expectVisible(receiverBox);
      const inView = (await receiverBox.boundingBox())!;
      expect(inView.width).toBeLessThanOrEqual(390);
      await sign(phone, receiverBox);
      await expectVisible(phone.getByText('Assinatura desenhada'));
      await phone.getByRole('button', { name: 'Limpar' }).click();
      await expectVisible(phone.getByText('Assine com o dedo dentro do quadro'));
      await sign(phone, receiverBox);
      await expectAccessible(phone);
      await phone.getByRole('button', { name: 'Salvar assinatura' }).click();
      await expectVisible(phone.getByRole('figure').getByText('Carlos Lima'));
      await expectVisible(phone.getByText('CPF ***.456.789-**'));

      // 'Enviar' asks João to sign first; an empty box is refused.
      await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expectVisible(phone.getByRole('heading', { name: 'Assine para enviar' }));
      await phone.getByRole('button', { name: 'Assinar e enviar' }).click();
      await expectVisible(phone.getByRole('alert').getByText('Desenhe a assinatura no quadro'));
      await sign(phone, phone.getByRole('img', { name: 'Sua assinatura' }));
      await phone.getByRole('button', { name: 'Assinar e enviar' }).click();
      await expectVisible(toast(phone, 'Checklist enviado com sucesso!'));
    } finally {
      await phone.context().close();
    }

    await expect
      .poll(async () => (await apiAs<{ status: string }>(ADMIN, 'GET', `/responses/${id}`)).status)
      .toBe('completed');
    await apiAs(ADMIN, 'POST', `/responses/${id}/approve-all`);

    // The review screen shows João's signature block and the receiver's, drawings included.
    await signIn(page, ADMIN);
    await page.goto(`/admin/responses/${id}`);
    await expectVisible(page.getByText('Assinatura do responsável pelo checklist'));
    await expectVisible(page.getByRole('img', { name: 'Assinatura de João Pereira' }));
    await expectVisible(page.getByRole('img', { name: 'Assinatura de Carlos Lima' }));

    // The PDF holds both blocks and the approving admin.
    await page.getByRole('button', { name: 'Visualizar PDF' }).click();
    const text = page.getByRole('region', { name: 'Pré-visualização do PDF' }).locator('.react-pdf__Page__textContent');
    await expectVisible(text.getByText('Assinaturas', { exact: true }).first());
    await expectVisible(text.getByText('Assinatura do responsável pelo checklist').first());
    await expectVisible(text.getByText('Carlos Lima', { exact: true }).first());
    await expectVisible(text.getByText('CPF ***.456.789-**').first());
    await expectVisible(text.getByText(/^Dispositivo: /).first());
    await expectVisible(text.getByText(/^Assinado em \d{2}\/\d{2}\/\d{4}/).first());
    await expectVisible(text.getByText(/^Aprovado por /).first());
  });
});
