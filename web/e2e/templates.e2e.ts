import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectGone, expectPath, expectVisible, pathOf, signIn, test, toast } from './browser';

// Unique per run, so reruns against kept data never collide; accents on purpose for the search.
const STAMP = Date.now();
const NAME = `Inspeção de pátio ${STAMP}`;
const RENAMED = `${NAME} revisada`;
const DESCRIPTION = 'Conferência do veículo na saída do pátio, criada pela jornada de templates.';

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

function question(page: Page, number: number): Locator {
  return page.getByRole('group', { name: `Questão ${number}`, exact: true });
}

async function addQuestion(page: Page, number: number, text: string, type: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Adicionar Questão', exact: true }).click();
  const editor = question(page, number);
  await editor.getByLabel('Texto da questão', { exact: true }).fill(text);
  await editor.getByLabel('Tipo', { exact: true }).selectOption({ label: type });
  return editor;
}

async function openTemplates(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.goto('/admin/templates');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Templates' }));
}

/** The texts of the questions in the view modal, in order. */
async function viewQuestions(page: Page, title: string): Promise<string[]> {
  await page.getByRole('button', { name: `Visualizar template ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await expectVisible(dialog);
  const texts = await dialog.getByRole('list', { name: 'Questões do template' }).getByRole('listitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expectGone(dialog);
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

describe('templates list and tenancy', () => {
  test('when the Alfa admin opens the templates page, then the seeded templates show with status and question count', async ({
    page,
  }) => {
    await openTemplates(page, 'admin@alfa.dev');

    const inspection = card(page, 'Inspeção diária do veículo');
    await expectVisible(inspection);
    await expectVisible(inspection.getByText('7 questões'));
    await expectVisible(inspection.getByText('Ativo', { exact: true }));
    await expectVisible(card(page, 'Checklist de segurança do motorista'));
    await expectVisible(card(page, 'Entrega de carga').getByText('Inativo', { exact: true }));

    const questions = await viewQuestions(page, 'Inspeção diária do veículo');
    expect(questions).toHaveLength(7);
    expect(questions[0]).toContain('Os faróis e as lanternas estão funcionando?');
    expect(questions[1]).toContain('Unidade: psi');
  });

  test('when the Beta admin opens the templates page, then only Beta templates are listed', async ({ page }) => {
    await openTemplates(page, 'admin@beta.dev');

    await expectVisible(card(page, 'Inspeção de empilhadeira'));
    await expectVisible(card(page, 'Vistoria de saída do caminhão'));
    expect(await card(page, 'Inspeção diária do veículo').count()).toBe(0);
    expect(await card(page, 'Entrega de carga').count()).toBe(0);
  });
});

describe('the template form', () => {
  test('when an empty template is saved, then each field shows its message and the page stays', async ({ page }) => {
    await openTemplates(page, 'admin@alfa.dev');
    await page.getByRole('link', { name: 'Novo Template' }).click();
    await expectPath(page, '/admin/templates/new');

    const save = page.getByRole('button', { name: 'Salvar Template', exact: true });
    await expectVisible(page.getByText('Adicione pelo menos uma questão ao template'));
    expect(await save.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Adicionar Questão', exact: true }).click();
    await addQuestion(page, 2, 'Nível de combustível', 'Escolha Única');
    await addQuestion(page, 3, 'Pressão dos pneus', 'Medição');
    const bounds = await addQuestion(page, 4, 'Quilometragem', 'Número');
    await bounds.getByLabel('Valor mínimo', { exact: true }).fill('10');
    await bounds.getByLabel('Valor máximo', { exact: true }).fill('5');
    await save.click();

    await expectVisible(page.getByText('Nome do template é obrigatório'));
    await expectVisible(page.getByText('Descrição é obrigatória'));
    await expectVisible(question(page, 1).getByText('Texto da questão é obrigatório'));
    await expectVisible(question(page, 2).getByText('Informe pelo menos uma opção para a questão de escolha única'));
    await expectVisible(question(page, 3).getByText('Informe a unidade da medição'));
    await expectVisible(question(page, 4).getByText('O valor mínimo não pode ser maior que o máximo'));
    await expectPath(page, '/admin/templates/new');
  });
});

// One template's life, in order: each step starts from what the previous one left.
describe('a template from creation to deletion', () => {
  test('when the admin creates a template with one question of every type, then it is saved and listed', async ({
    page,
  }) => {
    await openTemplates(page, 'admin@alfa.dev');
    await page.getByRole('link', { name: 'Novo Template' }).click();
    await expectPath(page, '/admin/templates/new');

    await page.getByLabel('Nome do template', { exact: true }).fill(NAME);
    await page.getByLabel('Descrição', { exact: true }).fill(DESCRIPTION);
    expect(await page.getByLabel('Ativo', { exact: true }).isChecked()).toBe(true);

    const text = await addQuestion(page, 1, 'Observações gerais', 'Texto Livre');
    await text.getByLabel('Obrigatória', { exact: true }).uncheck();
    const number = await addQuestion(page, 2, 'Quilometragem no painel', 'Número');
    await number.getByLabel('Valor mínimo', { exact: true }).fill('0');
    await number.getByLabel('Valor máximo', { exact: true }).fill('300000');
    const choice = await addQuestion(page, 3, 'Nível de combustível', 'Escolha Única');
    // The blank line must be dropped.
    await choice.getByLabel('Opções (uma por linha)', { exact: true }).fill('Cheio\nMeio\n\nReserva');
    await addQuestion(page, 4, 'Foto do painel', 'Foto');
    await addQuestion(page, 5, 'Horário da vistoria', 'Data/Hora');
    const measurement = await addQuestion(page, 6, 'Pressão dos pneus', 'Medição');
    await measurement.getByLabel('Unidade', { exact: true }).fill('psi');
    await addQuestion(page, 7, 'Faróis funcionando?', 'Sim/Não');
    await expectVisible(page.getByRole('heading', { name: 'Questões (7)' }));

    await page.getByRole('button', { name: 'Salvar Template', exact: true }).click();

    await expectVisible(toast(page, 'Template criado com sucesso!'));
    await expectPath(page, '/admin/templates');
    const created = card(page, NAME);
    await expectVisible(created);
    await expectVisible(created.getByText('7 questões'));
    await expectVisible(created.getByText(DESCRIPTION));
    await expectVisible(created.getByText('Ativo', { exact: true }));

    const questions = await viewQuestions(page, NAME);
    expect(questions).toEqual([
      expect.stringMatching(/^1\. Observações gerais Texto Livre Opcional$/),
      expect.stringMatching(/^2\. Quilometragem no painel Número Obrigatória Valores: mínimo 0, máximo 300000$/),
      expect.stringMatching(/^3\. Nível de combustível Escolha Única Obrigatória Opções: Cheio, Meio, Reserva$/),
      expect.stringMatching(/^4\. Foto do painel Foto Obrigatória$/),
      expect.stringMatching(/^5\. Horário da vistoria Data\/Hora Obrigatória$/),
      expect.stringMatching(/^6\. Pressão dos pneus Medição Obrigatória Unidade: psi$/),
      expect.stringMatching(/^7\. Faróis funcionando\? Sim\/Não Obrigatória$/),
    ]);
  });

  test('when the admin renames it, moves a question up and removes one, then the list shows the change', async ({
    page,
  }) => {
    await openTemplates(page, 'admin@alfa.dev');
    await page.getByRole('link', { name: `Editar template ${NAME}`, exact: true }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/admin\/templates\/[^/]+\/edit$/);

    const name = page.getByLabel('Nome do template', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(NAME);
    await name.fill(RENAMED);
    await page.getByRole('button', { name: 'Mover questão 2 para cima', exact: true }).click();
    await expect
      .poll(() => question(page, 1).getByLabel('Texto da questão', { exact: true }).inputValue())
      .toBe('Quilometragem no painel');
    await page.getByRole('button', { name: 'Remover questão 7', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Questões (6)' }));

    await page.getByRole('button', { name: 'Salvar Alterações', exact: true }).click();

    await expectVisible(toast(page, 'Template atualizado com sucesso!'));
    await expectPath(page, '/admin/templates');
    const renamed = card(page, RENAMED);
    await expectVisible(renamed);
    await expectVisible(renamed.getByText('6 questões'));
    expect(await card(page, NAME).count()).toBe(0);

    const questions = await viewQuestions(page, RENAMED);
    expect(questions).toHaveLength(6);
    expect(questions[0]).toMatch(/^1\. Quilometragem no painel/);
    expect(questions[1]).toMatch(/^2\. Observações gerais/);
    expect(questions.join(' ')).not.toContain('Faróis funcionando?');
  });

  test('when the admin searches without accents or capitals, then the template is found alone, also after a reload and Back', async ({
    page,
  }) => {
    await openTemplates(page, 'admin@alfa.dev');
    await expectVisible(card(page, 'Inspeção diária do veículo'));
    const search = page.getByLabel('Buscar templates', { exact: true });
    const query = `INSPECAO DE PATIO ${STAMP}`;
    async function expectFoundAlone(): Promise<void> {
      await expect.poll(() => search.inputValue()).toBe(query);
      await expectVisible(page.getByText('1 template', { exact: true }));
      await expectVisible(card(page, RENAMED));
      expect(await card(page, 'Inspeção diária do veículo').count()).toBe(0);
    }

    await search.fill(query);
    await expectFoundAlone();

    // The search is in the address: a reload, and Back from a card's edit screen, keep it.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
    await page.reload();
    await expectFoundAlone();
    await page.getByRole('link', { name: `Editar template ${RENAMED}`, exact: true }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/admin\/templates\/[^/]+\/edit$/);
    await page.goBack();
    await expectFoundAlone();

    await search.fill(`nada parecido ${STAMP}`);
    await expectVisible(page.getByText('Nenhum template encontrado'));
  });

  test('when the admin deletes it through the confirmation dialog, then it is gone, also after a reload', async ({
    page,
  }) => {
    await openTemplates(page, 'admin@alfa.dev');
    await expectVisible(card(page, RENAMED));

    await page.getByRole('button', { name: `Excluir template ${RENAMED}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir Template' });
    await expectVisible(dialog.getByText(RENAMED));
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();

    await expectVisible(toast(page, 'Template excluído com sucesso!'));
    await expectGone(dialog);
    await expectGone(card(page, RENAMED));

    await page.reload();
    await expectVisible(card(page, 'Inspeção diária do veículo'));
    expect(await card(page, RENAMED).count()).toBe(0);
  });
});
