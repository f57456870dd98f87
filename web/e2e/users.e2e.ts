import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiAs } from './api';
import { expectGone, expectPath, expectVisible, signIn, test, toast } from './browser';

// Unique per run, so reruns against kept data never collide.
const STAMP = Date.now();
const NEW_USER = { name: `Rafael Teixeira ${STAMP}`, email: `rafael.${STAMP}@alfa.dev`, phone: '(11) 96666-5555' };
const TEMPLATE = 'Checklist de segurança do motorista';

const userCard = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

/** The "N checklists" figure on a user's card, read as a number. */
async function checklistsOn(page: Page, name: string): Promise<number> {
  const text = await userCard(page, name)
    .getByText(/^\d+ checklists?$/)
    .innerText();
  return Number.parseInt(text, 10);
}

/** Tomorrow at 10:30, as a datetime-local input takes it. */
function tomorrowAtHalfPastTen(): string {
  const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}

/** What the field screens read: the user's notifications, through the API as that user. */
async function notificationsOf(email: string): Promise<Array<{ title: string; body: string; link: string }>> {
  return (
    await apiAs<{ items: Array<{ title: string; body: string; link: string }> }>(
      email,
      'GET',
      '/notifications?pageSize=100',
    )
  ).items;
}

async function openUsers(page: Page): Promise<void> {
  await page.goto('/admin/users');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Usuários' }));
}

/** The counters come from a trigger a moment after the write: reload until the card shows them. */
async function expectChecklistsOn(page: Page, name: string, expected: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await openUsers(page);
        return checklistsOn(page, name);
      },
      { timeout: 15_000, interval: 500, message: `o cartão de ${name} deveria mostrar ${expected} checklist(s)` },
    )
    .toBe(expected);
}

describe('field users and assignment', () => {
  test('when an admin creates a user and assigns a template to two users, then both counters and the checklists modal show it', async ({
    page,
  }) => {
    await signIn(page, 'admin@alfa.dev');
    await openUsers(page);
    const mariaBefore = await checklistsOn(page, 'Maria Oliveira');

    await page.getByRole('link', { name: 'Novo Usuário' }).click();
    await expectPath(page, '/admin/users/new');
    await page.getByLabel('Nome', { exact: true }).fill(NEW_USER.name);
    await page.getByLabel('Email', { exact: true }).fill(NEW_USER.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-segura-1');
    await page.getByLabel('Telefone', { exact: true }).fill(NEW_USER.phone);
    await page.getByRole('button', { name: 'Criar Usuário' }).click();
    await expectVisible(toast(page, 'Usuário criado com sucesso!'));
    await expectPath(page, '/admin/users');
    await expectVisible(userCard(page, NEW_USER.name).getByText('0 checklists'));

    await page.goto('/admin/templates');
    await page.getByRole('button', { name: `Atribuir checklist do template ${TEMPLATE}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Atribuir Checklist' });
    await expectVisible(dialog);
    await expectGone(dialog.getByRole('checkbox', { name: /Pedro Santos/ })); // inactive users are not offered
    await dialog.getByRole('checkbox', { name: new RegExp(NEW_USER.name) }).check();
    await dialog.getByRole('checkbox', { name: /Maria Oliveira/ }).check();
    await dialog.getByLabel('Prazo').fill(tomorrowAtHalfPastTen());
    await dialog.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await expectVisible(toast(page, 'Checklist atribuído com sucesso para 2 usuário(s)!'));
    await expectGone(dialog);

    // Each user's counter is its own trigger delivery: wait for both.
    await expectChecklistsOn(page, NEW_USER.name, 1);
    await expectChecklistsOn(page, 'Maria Oliveira', mariaBefore + 1);

    await page.getByRole('button', { name: `Ver checklists de ${NEW_USER.name}` }).click();
    const modal = page.getByRole('dialog', { name: `Checklists de ${NEW_USER.name}` });
    const item = modal.getByRole('listitem', { name: TEMPLATE });
    await expectVisible(item);
    await expectVisible(item.getByText('Pendente', { exact: true }));
    await expectVisible(item.getByText(/10:30/));
    const pending = modal.locator('dt', { hasText: /^Pendentes$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => pending.innerText()).toBe('1');
  });

  test('when an admin assigns from a user card, then the user is notified; removing it brings the counter back down', async ({
    page,
  }) => {
    await signIn(page, 'admin@alfa.dev');
    await openUsers(page);
    const before = await checklistsOn(page, 'João Pereira');
    const notificationsBefore = (await notificationsOf('joao@alfa.dev')).length;

    await page.getByRole('button', { name: 'Atribuir checklist a João Pereira' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atribuir Checklist' });
    await dialog.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await expectVisible(dialog.getByText('Preencha todos os campos obrigatórios'));
    await dialog.getByLabel('Template').selectOption({ label: 'Inspeção diária do veículo' });
    await dialog.getByLabel('Prazo').fill(tomorrowAtHalfPastTen());
    await dialog.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await expectVisible(toast(page, 'Checklist atribuído com sucesso para 1 usuário(s)!'));
    await expect
      .poll(() => notificationsOf('joao@alfa.dev'), { timeout: 15_000, interval: 250 })
      .toHaveLength(notificationsBefore + 1);
    expect((await notificationsOf('joao@alfa.dev'))[0]).toMatchObject({
      title: 'Novo checklist atribuído',
      body: expect.stringMatching(/^Inspeção diária do veículo — prazo \d{2}\/\d{2}\/\d{4} 10:30$/),
      link: expect.stringMatching(/^\/mobile\/checklist\//),
    });
    await expectChecklistsOn(page, 'João Pereira', before + 1);

    await page.getByRole('button', { name: 'Ver checklists de João Pereira' }).click();
    const modal = page.getByRole('dialog', { name: 'Checklists de João Pereira' });
    await expectVisible(modal.getByRole('listitem').first());
    const items = await modal.getByRole('listitem').count();
    await modal.getByRole('button', { name: 'Remover checklist Inspeção diária do veículo' }).first().click();
    await page
      .getByRole('dialog', { name: 'Remover Checklist' })
      .getByRole('button', { name: 'Remover', exact: true })
      .click();
    await expect.poll(() => modal.getByRole('listitem').count()).toBe(items - 1);
    await page.keyboard.press('Escape');

    await expectChecklistsOn(page, 'João Pereira', before);
  });
});
