import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TemplateForm } from './template-form';

function renderEditor() {
  const user = userEvent.setup();
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <MemoryRouter>
      <TemplateForm mode="create" onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  const question = (n: number) => within(screen.getByRole('group', { name: `Questão ${n}` }));
  const addQuestion = () => user.click(screen.getByRole('button', { name: 'Adicionar Questão' }));
  return { user, onSubmit, question, addQuestion };
}

/** The question types every template offers before the odometer and the signature, in the select's order. */
const GENERAL_TYPE_LABELS = ['Texto Livre', 'Número', 'Escolha Única', 'Foto', 'Data/Hora', 'Medição', 'Sim/Não'];

describe('the question editor', () => {
  it('when a question is added, then it is free text and required by default', async () => {
    const { question, addQuestion } = renderEditor();
    await addQuestion();

    expect(question(1).getByLabelText('Tipo')).toHaveValue('text');
    expect(question(1).getByRole('checkbox', { name: 'Obrigatória' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Questões (1)' })).toBeInTheDocument();
  });

  it('when the type select is opened, then every question type is offered by its label', async () => {
    const { question, addQuestion } = renderEditor();
    await addQuestion();
    const labels = within(question(1).getByLabelText('Tipo'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual([...GENERAL_TYPE_LABELS, 'Assinatura']);
  });

  it('when a question is removed, then the ones after it are renumbered', async () => {
    const { user, question, addQuestion } = renderEditor();
    await addQuestion();
    await addQuestion();
    await addQuestion();
    await user.type(question(1).getByLabelText('Texto da questão'), 'Primeira');
    await user.type(question(2).getByLabelText('Texto da questão'), 'Segunda');
    await user.type(question(3).getByLabelText('Texto da questão'), 'Terceira');

    await user.click(screen.getByRole('button', { name: 'Remover questão 2' }));

    expect(screen.queryByRole('group', { name: 'Questão 3' })).not.toBeInTheDocument();
    expect(question(1).getByLabelText('Texto da questão')).toHaveValue('Primeira');
    expect(question(2).getByLabelText('Texto da questão')).toHaveValue('Terceira');
  });

  it('when a question is moved up or down, then the order changes', async () => {
    const { user, question, addQuestion } = renderEditor();
    await addQuestion();
    await addQuestion();
    await user.type(question(1).getByLabelText('Texto da questão'), 'Pneus');
    await user.type(question(2).getByLabelText('Texto da questão'), 'Faróis');

    expect(screen.getByRole('button', { name: 'Mover questão 1 para cima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover questão 2 para baixo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Mover questão 2 para cima' }));
    expect(question(1).getByLabelText('Texto da questão')).toHaveValue('Faróis');
    expect(question(2).getByLabelText('Texto da questão')).toHaveValue('Pneus');

    await user.click(screen.getByRole('button', { name: 'Mover questão 1 para baixo' }));
    expect(question(1).getByLabelText('Texto da questão')).toHaveValue('Pneus');
  });

  it('when the type changes, then only the fields of that type are shown', async () => {
    const { user, question, addQuestion } = renderEditor();
    await addQuestion();
    const q = question(1);
    expect(q.queryByLabelText('Opções (uma por linha)')).not.toBeInTheDocument();

    await user.selectOptions(q.getByLabelText('Tipo'), 'Escolha Única');
    expect(q.getByLabelText('Opções (uma por linha)')).toBeInTheDocument();

    await user.selectOptions(q.getByLabelText('Tipo'), 'Medição');
    expect(q.queryByLabelText('Opções (uma por linha)')).not.toBeInTheDocument();
    expect(q.getByLabelText('Unidade')).toBeInTheDocument();

    await user.selectOptions(q.getByLabelText('Tipo'), 'Número');
    expect(q.queryByLabelText('Unidade')).not.toBeInTheDocument();
    expect(q.getByLabelText('Valor mínimo')).toBeInTheDocument();
    expect(q.getByLabelText('Valor máximo')).toBeInTheDocument();
  });

  it('when the question is Sim/Não, then the two evidence options are offered, unchecked, and only for it', async () => {
    const { user, question, addQuestion } = renderEditor();
    await addQuestion();
    const q = question(1);
    const photo = 'Exigir foto quando a resposta for "Não"';
    const comment = 'Exigir comentário quando a resposta for "Não"';
    expect(q.queryByRole('checkbox', { name: photo })).not.toBeInTheDocument();

    await user.selectOptions(q.getByLabelText('Tipo'), 'Sim/Não');
    expect(q.getByRole('checkbox', { name: photo })).not.toBeChecked();
    expect(q.getByRole('checkbox', { name: comment })).not.toBeChecked();

    await user.selectOptions(q.getByLabelText('Tipo'), 'Foto');
    expect(q.queryByRole('checkbox', { name: photo })).not.toBeInTheDocument();
    expect(q.queryByRole('checkbox', { name: comment })).not.toBeInTheDocument();
  });

  it('when Sim/Não questions ask for a photo or a comment on "Não", then the saved template carries each choice', async () => {
    const { user, onSubmit, question, addQuestion } = renderEditor();
    await user.type(screen.getByLabelText('Nome do template'), 'Inspeção diária');
    await user.type(screen.getByLabelText('Descrição'), 'Antes de sair');
    await addQuestion();
    await addQuestion();
    await addQuestion();
    for (const [n, text] of [
      [1, 'Pneus bons?'],
      [2, 'Cabine limpa?'],
      [3, 'Extintor no prazo?'],
    ] as const) {
      await user.type(question(n).getByLabelText('Texto da questão'), text);
      await user.selectOptions(question(n).getByLabelText('Tipo'), 'Sim/Não');
    }
    await user.click(question(1).getByRole('checkbox', { name: 'Exigir foto quando a resposta for "Não"' }));
    await user.click(question(2).getByRole('checkbox', { name: 'Exigir comentário quando a resposta for "Não"' }));

    await user.click(screen.getByRole('button', { name: 'Salvar Template' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0].questions).toEqual([
      expect.objectContaining({
        type: 'boolean',
        question: 'Pneus bons?',
        requirePhotoOnNo: true,
        requireCommentOnNo: false,
      }),
      expect.objectContaining({
        type: 'boolean',
        question: 'Cabine limpa?',
        requirePhotoOnNo: false,
        requireCommentOnNo: true,
      }),
      expect.objectContaining({
        type: 'boolean',
        question: 'Extintor no prazo?',
        requirePhotoOnNo: false,
        requireCommentOnNo: false,
      }),
    ]);
  });

  it('when questions of each type are saved, then options are parsed and bounds become numbers or null', async () => {
    const { user, onSubmit, question, addQuestion } = renderEditor();
    await user.type(screen.getByLabelText('Nome do template'), 'Inspeção diária');
    await user.type(screen.getByLabelText('Descrição'), 'Antes de sair');
    await addQuestion();
    await addQuestion();
    await addQuestion();

    await user.type(question(1).getByLabelText('Texto da questão'), 'Estado dos pneus');
    await user.selectOptions(question(1).getByLabelText('Tipo'), 'Escolha Única');
    await user.type(
      question(1).getByLabelText('Opções (uma por linha)'),
      'Bom{Enter}{Enter}  Regular {Enter}Ruim{Enter}',
    );

    await user.type(question(2).getByLabelText('Texto da questão'), 'Quilometragem');
    await user.selectOptions(question(2).getByLabelText('Tipo'), 'Número');
    await user.type(question(2).getByLabelText('Valor mínimo'), '0');
    await user.click(question(2).getByRole('checkbox', { name: 'Obrigatória' }));

    await user.type(question(3).getByLabelText('Texto da questão'), 'Pressão');
    await user.selectOptions(question(3).getByLabelText('Tipo'), 'Medição');
    await user.type(question(3).getByLabelText('Unidade'), 'psi');

    await user.click(screen.getByRole('button', { name: 'Salvar Template' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    const input = onSubmit.mock.calls[0]?.[0];
    expect(input.questions).toEqual([
      expect.objectContaining({
        type: 'single_choice',
        question: 'Estado dos pneus',
        options: ['Bom', 'Regular', 'Ruim'],
      }),
      expect.objectContaining({ type: 'number', question: 'Quilometragem', required: false, min: 0, max: null }),
      expect.objectContaining({ type: 'measurement', question: 'Pressão', unit: 'psi' }),
    ]);
    const ids = input.questions.map((q: { id: string }) => q.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^question_\d+(_\d+)?$/);
  });
});

describe('the question editor of a vehicle inspection', () => {
  async function inspectionEditor() {
    const editor = renderEditor();
    await editor.user.click(screen.getByRole('radio', { name: 'Inspeção de veículo' }));
    return editor;
  }
  const typeLabels = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('when a new template is made, then it is a general checklist and the odometer is not offered', async () => {
    const { user, question, addQuestion } = renderEditor();
    await addQuestion();
    expect(screen.getByRole('radio', { name: 'Checklist geral' })).toBeChecked();
    expect(typeLabels(question(1).getByLabelText('Tipo'))).not.toContain('Hodômetro');

    await user.click(screen.getByRole('radio', { name: 'Inspeção de veículo' }));
    expect(typeLabels(question(1).getByLabelText('Tipo'))).toEqual([...GENERAL_TYPE_LABELS, 'Hodômetro', 'Assinatura']);
  });

  it('when one question is the odometer, then the others no longer offer it', async () => {
    const { user, question, addQuestion } = await inspectionEditor();
    await addQuestion();
    await addQuestion();
    await user.selectOptions(question(1).getByLabelText('Tipo'), 'Hodômetro');

    expect(typeLabels(question(1).getByLabelText('Tipo'))).toContain('Hodômetro');
    expect(typeLabels(question(2).getByLabelText('Tipo'))).not.toContain('Hodômetro');
    expect(question(1).getByText(/Leitura em km/)).toBeInTheDocument();
  });

  it('when a Sim/Não item is added, then it fails on "Não" and is not critical by default; a general checklist has neither', async () => {
    const { user, question, addQuestion } = await inspectionEditor();
    await addQuestion();
    await user.selectOptions(question(1).getByLabelText('Tipo'), 'Sim/Não');

    expect(question(1).getByLabelText('Resposta que indica falha')).toHaveDisplayValue('Não');
    expect(question(1).getByLabelText('Gravidade')).toHaveDisplayValue('Não crítico');
    expect(
      within(question(1).getByLabelText('Gravidade'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Crítico', 'Não crítico']);

    await user.click(screen.getByRole('radio', { name: 'Checklist geral' }));
    expect(question(1).queryByLabelText('Resposta que indica falha')).not.toBeInTheDocument();
    expect(question(1).queryByLabelText('Gravidade')).not.toBeInTheDocument();
  });

  it('when the failing answer is "Sim", then the evidence asked for names "Sim", and a comment is always asked for', async () => {
    const { user, question, addQuestion } = await inspectionEditor();
    await addQuestion();
    await user.selectOptions(question(1).getByLabelText('Tipo'), 'Sim/Não');
    const comment = question(1).getByRole('checkbox', { name: 'Exigir comentário quando a resposta for "Não"' });
    expect(comment).toBeChecked();
    expect(comment).toBeDisabled();

    await user.selectOptions(question(1).getByLabelText('Resposta que indica falha'), 'Sim');

    expect(question(1).getByRole('checkbox', { name: 'Exigir foto quando a resposta for "Sim"' })).toBeEnabled();
    expect(question(1).getByRole('checkbox', { name: 'Exigir comentário quando a resposta for "Sim"' })).toBeChecked();
    expect(question(1).queryByText(/resposta for "Não"/)).not.toBeInTheDocument();
  });

  it('when an inspection is saved, then its kind, the odometer and each item’s failing answer and severity are sent', async () => {
    const { user, onSubmit, question, addQuestion } = await inspectionEditor();
    await user.type(screen.getByLabelText('Nome do template'), 'Inspeção diária');
    await user.type(screen.getByLabelText('Descrição'), 'Antes de sair');
    await addQuestion();
    await addQuestion();
    await addQuestion();
    await user.type(question(1).getByLabelText('Texto da questão'), 'Hodômetro do painel');
    await user.selectOptions(question(1).getByLabelText('Tipo'), 'Hodômetro');
    await user.type(question(2).getByLabelText('Texto da questão'), 'Freios funcionando?');
    await user.selectOptions(question(2).getByLabelText('Tipo'), 'Sim/Não');
    await user.selectOptions(question(2).getByLabelText('Gravidade'), 'Crítico');
    // A critical item asks the photo by default.
    expect(question(2).getByRole('checkbox', { name: 'Exigir foto quando a resposta for "Não"' })).toBeChecked();
    await user.type(question(3).getByLabelText('Texto da questão'), 'Vazamento de óleo?');
    await user.selectOptions(question(3).getByLabelText('Tipo'), 'Sim/Não');
    await user.selectOptions(question(3).getByLabelText('Resposta que indica falha'), 'Sim');

    await user.click(screen.getByRole('button', { name: 'Salvar Template' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    const input = onSubmit.mock.calls[0]?.[0];
    expect(input.kind).toBe('vehicle_inspection');
    expect(input.questions).toEqual([
      expect.objectContaining({ type: 'odometer', question: 'Hodômetro do painel' }),
      expect.objectContaining({
        type: 'boolean',
        question: 'Freios funcionando?',
        failingAnswer: false,
        severity: 'critical',
        requirePhotoOnNo: true,
        requireCommentOnNo: true,
      }),
      expect.objectContaining({
        type: 'boolean',
        question: 'Vazamento de óleo?',
        failingAnswer: true,
        severity: 'non_critical',
        requirePhotoOnNo: false,
        requireCommentOnNo: true,
      }),
    ]);
  });

  it('when an inspection with an odometer becomes a general checklist, then saving says the odometer belongs to inspections and sends nothing', async () => {
    const { user, onSubmit, question, addQuestion } = await inspectionEditor();
    await user.type(screen.getByLabelText('Nome do template'), 'Inspeção diária');
    await user.type(screen.getByLabelText('Descrição'), 'Antes de sair');
    await addQuestion();
    await user.type(question(1).getByLabelText('Texto da questão'), 'Hodômetro do painel');
    await user.selectOptions(question(1).getByLabelText('Tipo'), 'Hodômetro');
    await user.click(screen.getByRole('radio', { name: 'Checklist geral' }));

    await user.click(screen.getByRole('button', { name: 'Salvar Template' }));

    expect(question(1).getByLabelText('Tipo')).toHaveAccessibleDescription(
      'A questão de hodômetro só existe em inspeções de veículo',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a general checklist is saved, then its yes/no questions carry no failing answer or severity', async () => {
    const { user, onSubmit, question, addQuestion } = renderEditor();
    await user.type(screen.getByLabelText('Nome do template'), 'Limpeza');
    await user.type(screen.getByLabelText('Descrição'), 'Semanal');
    await addQuestion();
    await user.type(question(1).getByLabelText('Texto da questão'), 'Cabine limpa?');
    await user.selectOptions(question(1).getByLabelText('Tipo'), 'Sim/Não');

    await user.click(screen.getByRole('button', { name: 'Salvar Template' }));

    const input = onSubmit.mock.calls[0]?.[0];
    expect(input.kind).toBe('general');
    expect(input.questions[0]).not.toHaveProperty('failingAnswer');
    expect(input.questions[0]).not.toHaveProperty('severity');
  });
});
