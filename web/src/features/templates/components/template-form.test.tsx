import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Template } from '@domain/templates/template.schema';
import { ApiError } from '@/lib/api-error';
import { templateToFormValues } from './template-draft';
import { TemplateForm } from './template-form';
import { BRAKES_ITEM, OIL_LEAK_ITEM } from '@/testing/fixtures';
import type { TemplateFormMode } from './template-resolver';

const storedTemplate: Template = {
  id: 't1',
  companyId: 'alfa',
  title: 'Inspeção diária do veículo',
  name: 'Inspeção diária do veículo',
  description: 'Verificação antes da saída',
  isActive: true,
  createdAt: '2025-03-07T12:00:00.000Z',
  createdBy: 'admin@alfa.dev',
  updatedAt: null,
  updatedBy: null,
  questions: [{ id: 'question_1', type: 'boolean', question: 'Faróis funcionando?', required: true, order: 1 }],
};

function renderForm(mode: TemplateFormMode, onSubmit = vi.fn().mockResolvedValue(undefined), template?: Template) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <TemplateForm mode={mode} onSubmit={onSubmit} initialValues={template && templateToFormValues(template)} />
    </MemoryRouter>,
  );
  return { user, onSubmit };
}

const saveButton = (name = 'Salvar Template') => screen.getByRole('button', { name });

describe('TemplateForm', () => {
  it('when a new template has no questions, then save is disabled and the create message is shown', () => {
    renderForm('create');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('Adicione pelo menos uma questão ao template')).toBeInTheDocument();
  });

  it('when every question is removed on edit, then save is disabled and the edit message is shown', async () => {
    const { user } = renderForm('edit', undefined, storedTemplate);
    expect(saveButton('Salvar Alterações')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remover questão 1' }));
    expect(saveButton('Salvar Alterações')).toBeDisabled();
    expect(screen.getByText('O template deve ter pelo menos uma questão')).toBeInTheDocument();
  });

  it('when required fields are blank, then the schema messages appear beside them and nothing is sent', async () => {
    const { user, onSubmit } = renderForm('create');
    await user.click(screen.getByRole('button', { name: 'Adicionar Questão' }));
    await user.click(saveButton());

    expect(screen.getByLabelText('Nome do template')).toHaveAccessibleDescription('Nome do template é obrigatório');
    expect(screen.getByLabelText('Descrição')).toHaveAccessibleDescription('Descrição é obrigatória');
    const question = within(screen.getByRole('group', { name: 'Questão 1' }));
    expect(question.getByLabelText('Texto da questão')).toHaveAccessibleDescription('Texto da questão é obrigatório');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when type-specific fields are missing or contradictory, then their messages are shown', async () => {
    const { user, onSubmit } = renderForm('create');
    await user.type(screen.getByLabelText('Nome do template'), 'Inspeção');
    await user.type(screen.getByLabelText('Descrição'), 'Diária');
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Adicionar Questão' }));
    const question = (n: number) => within(screen.getByRole('group', { name: `Questão ${n}` }));
    for (const n of [1, 2, 3]) await user.type(question(n).getByLabelText('Texto da questão'), `Pergunta ${n}`);
    await user.selectOptions(question(1).getByLabelText('Tipo'), 'single_choice');
    await user.type(question(1).getByLabelText('Opções (uma por linha)'), '{Enter}  {Enter}');
    await user.selectOptions(question(2).getByLabelText('Tipo'), 'measurement');
    await user.selectOptions(question(3).getByLabelText('Tipo'), 'number');
    await user.type(question(3).getByLabelText('Valor mínimo'), '10');
    await user.type(question(3).getByLabelText('Valor máximo'), '5');

    await user.click(saveButton());

    expect(question(1).getByLabelText('Opções (uma por linha)')).toHaveAccessibleDescription(
      'Informe pelo menos uma opção para a questão de escolha única',
    );
    expect(question(2).getByLabelText('Unidade')).toHaveAccessibleDescription('Informe a unidade da medição');
    expect(question(3).getByLabelText('Valor mínimo')).toHaveAccessibleDescription(
      'O valor mínimo não pode ser maior que o máximo',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a field with an error is corrected, then its message goes away', async () => {
    const { user } = renderForm('create');
    await user.click(screen.getByRole('button', { name: 'Adicionar Questão' }));
    await user.click(saveButton());
    expect(screen.getByText('Nome do template é obrigatório')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome do template'), 'Inspeção');

    expect(screen.queryByText('Nome do template é obrigatório')).not.toBeInTheDocument();
  });

  it('when the template is valid, then the trimmed body is sent and Salvando... shows meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderForm('create', onSubmit);
    await user.type(screen.getByLabelText('Nome do template'), '  Inspeção diária ');
    await user.type(screen.getByLabelText('Descrição'), 'Antes de sair');
    await user.click(screen.getByRole('checkbox', { name: 'Ativo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pedir assinatura no envio' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Questão' }));
    await user.type(screen.getByLabelText('Texto da questão'), 'Faróis funcionando?');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'boolean');

    await user.click(saveButton());

    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Inspeção diária',
      description: 'Antes de sair',
      isActive: false,
      kind: 'general',
      custodyRole: null,
      onDemand: false,
      requirePosition: false,
      signatureOnSubmit: true,
      questions: [
        {
          id: expect.stringMatching(/^question_/),
          type: 'boolean',
          question: 'Faróis funcionando?',
          required: true,
          requirePhotoOnNo: false,
          requireCommentOnNo: false,
        },
      ],
    });
    finish();
    expect(await screen.findByRole('button', { name: 'Salvar Template' })).toBeEnabled();
  });

  it('when the server refuses the body, then its messages land on the fields and nothing typed is lost', async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'invalid_input',
      message: 'Parâmetros inválidos',
      issues: [{ path: 'questions.0.question', message: 'Texto da questão é obrigatório' }],
    });
    const { user } = renderForm('edit', vi.fn().mockRejectedValue(refusal), storedTemplate);

    await user.click(saveButton('Salvar Alterações'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Parâmetros inválidos');
    expect(screen.getByLabelText('Texto da questão')).toHaveAccessibleDescription('Texto da questão é obrigatório');
    expect(screen.getByLabelText('Nome do template')).toHaveValue('Inspeção diária do veículo');
    expect(screen.getByLabelText('Texto da questão')).toHaveValue('Faróis funcionando?');
  });

  it('when saving fails without a server message, then the generic pt-BR error is shown', async () => {
    const { user } = renderForm('edit', vi.fn().mockRejectedValue(new Error('offline')), storedTemplate);
    await user.click(saveButton('Salvar Alterações'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar template');
  });

  it('when a stored vehicle inspection is edited, then its kind, odometer, failing answers and severities are kept and sent back', async () => {
    const inspection: Template = {
      ...storedTemplate,
      kind: 'vehicle_inspection',
      questions: [
        { id: 'question_1', type: 'odometer', question: 'Hodômetro', required: true, order: 1 },
        { id: 'question_2', order: 2, ...BRAKES_ITEM, requirePhotoOnNo: true, requireCommentOnNo: true },
        { id: 'question_3', order: 3, ...OIL_LEAK_ITEM, requirePhotoOnNo: false, requireCommentOnNo: true },
      ],
    };
    const { user, onSubmit } = renderForm('edit', undefined, inspection);
    const question = (n: number) => within(screen.getByRole('group', { name: `Questão ${n}` }));

    expect(screen.getByRole('radio', { name: 'Inspeção de veículo' })).toBeChecked();
    expect(question(1).getByLabelText('Tipo')).toHaveDisplayValue('Hodômetro');
    expect(question(2).getByLabelText('Gravidade')).toHaveDisplayValue('Crítico');
    expect(question(2).getByLabelText('Resposta que indica falha')).toHaveDisplayValue('Não');
    expect(question(3).getByLabelText('Resposta que indica falha')).toHaveDisplayValue('Sim');
    expect(question(3).getByLabelText('Gravidade')).toHaveDisplayValue('Não crítico');

    await user.click(saveButton('Salvar Alterações'));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'vehicle_inspection',
        questions: [
          { id: 'question_1', type: 'odometer', question: 'Hodômetro', required: true },
          expect.objectContaining({ id: 'question_2', failingAnswer: false, severity: 'critical' }),
          expect.objectContaining({ id: 'question_3', failingAnswer: true, severity: 'non_critical' }),
        ],
      }),
    );
  });

  it('when an item is made critical, then its failure asks a photo by default, and the admin may turn it off', async () => {
    const { user, onSubmit } = renderForm('edit', undefined, storedTemplate);
    await user.click(screen.getByRole('radio', { name: 'Inspeção de veículo' }));
    const photo = screen.getByLabelText('Exigir foto quando a resposta for "Não"');
    expect(photo).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('Gravidade'), 'Crítico');
    expect(photo).toBeChecked();
    await user.click(saveButton('Salvar Alterações'));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        questions: [expect.objectContaining({ severity: 'critical', requirePhotoOnNo: true })],
      }),
    );

    await user.click(photo);
    await user.click(saveButton('Salvar Alterações'));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        questions: [expect.objectContaining({ severity: 'critical', requirePhotoOnNo: false })],
      }),
    );
  });

  it('when a template from before inspections is edited, then it stays a general checklist', async () => {
    const { user, onSubmit } = renderForm('edit', undefined, storedTemplate);
    expect(screen.getByRole('radio', { name: 'Checklist geral' })).toBeChecked();
    expect(screen.queryByLabelText('Gravidade')).not.toBeInTheDocument();

    await user.click(saveButton('Salvar Alterações'));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'general' }));
  });

  it('when an inspection is made a check-out started on demand, then "Saída" and "Sob demanda" are sent; a general checklist has neither', async () => {
    const { user, onSubmit } = renderForm('edit', undefined, storedTemplate);
    expect(screen.queryByLabelText('Tipo de inspeção')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sob demanda')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Inspeção de veículo' }));
    expect(screen.getByLabelText('Tipo de inspeção')).toHaveDisplayValue('Rotina');
    expect(screen.getByLabelText('Sob demanda')).toHaveAccessibleDescription('Pode ser iniciado pelo QR do veículo');
    await user.selectOptions(screen.getByLabelText('Tipo de inspeção'), 'Saída');
    await user.click(screen.getByLabelText('Sob demanda'));
    await user.click(saveButton('Salvar Alterações'));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'vehicle_inspection', custodyRole: 'check_out', onDemand: true }),
    );

    await user.click(screen.getByRole('radio', { name: 'Checklist geral' }));
    await user.click(saveButton('Salvar Alterações'));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'general', custodyRole: null, onDemand: false }),
    );
  });

  it('when a stored check-in is edited, then "Retorno" is selected and kept', async () => {
    const { user, onSubmit } = renderForm('edit', undefined, {
      ...storedTemplate,
      kind: 'vehicle_inspection',
      custodyRole: 'check_in',
      onDemand: false,
    });
    expect(screen.getByLabelText('Tipo de inspeção')).toHaveDisplayValue('Retorno');
    expect(screen.getByLabelText('Sob demanda')).not.toBeChecked();
    await user.click(saveButton('Salvar Alterações'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ custodyRole: 'check_in', onDemand: false }));
  });

  it('when a check-out is made to require the position, then "Exigir localização" shows under the role and is sent; back to "Rotina" it goes and is not sent', async () => {
    const { user, onSubmit } = renderForm('edit', undefined, { ...storedTemplate, kind: 'vehicle_inspection' });
    expect(screen.queryByLabelText('Exigir localização')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Tipo de inspeção'), 'Saída');
    const required = screen.getByLabelText('Exigir localização');
    expect(required).not.toBeChecked();
    expect(required).toHaveAccessibleDescription(
      'A inspeção só começa com a localização do aparelho, que fica registrada no início.',
    );
    await user.click(required);
    await user.click(saveButton('Salvar Alterações'));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ custodyRole: 'check_out', requirePosition: true }),
    );

    await user.selectOptions(screen.getByLabelText('Tipo de inspeção'), 'Rotina');
    expect(screen.queryByLabelText('Exigir localização')).not.toBeInTheDocument();
    await user.click(saveButton('Salvar Alterações'));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ custodyRole: null, requirePosition: false }));
  });

  it('when a stored check-in that requires the position is edited, then the box is checked and kept', async () => {
    const { user, onSubmit } = renderForm('edit', undefined, {
      ...storedTemplate,
      kind: 'vehicle_inspection',
      custodyRole: 'check_in',
      requirePosition: true,
    });
    expect(screen.getByLabelText('Exigir localização')).toBeChecked();
    await user.click(saveButton('Salvar Alterações'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ custodyRole: 'check_in', requirePosition: true }));
  });
});
