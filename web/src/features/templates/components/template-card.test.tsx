import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Template } from '@domain/templates/template.schema';
import { TemplateCard } from './template-card';
import { BRAKES_ITEM, OIL_LEAK_ITEM } from '@/testing/fixtures';
import { TemplateViewModal } from './template-view-modal';

const template: Template = {
  id: 'tpl-1',
  companyId: 'alfa',
  title: 'Inspeção diária do veículo',
  name: 'Inspeção diária do veículo',
  description: 'Verificação antes da saída',
  isActive: false,
  createdAt: '2025-03-07T12:00:00.000Z',
  createdBy: 'admin@alfa.dev',
  updatedAt: null,
  updatedBy: null,
  questions: [
    {
      id: 'question_1',
      type: 'single_choice',
      question: 'Estado dos pneus',
      required: true,
      order: 1,
      options: ['Bom', 'Ruim'],
    },
    { id: 'question_2', type: 'measurement', question: 'Pressão', required: false, order: 2, unit: 'psi' },
  ],
};

describe('TemplateCard', () => {
  it('when shown, then it lists title, question count, description, created date and status', () => {
    render(
      <MemoryRouter>
        <TemplateCard template={template} onView={vi.fn()} onAssign={vi.fn()} onDelete={vi.fn()} />
      </MemoryRouter>,
    );
    const card = within(screen.getByRole('article', { name: 'Inspeção diária do veículo' }));
    expect(card.getByText('2 questões')).toBeInTheDocument();
    expect(card.getByText('Verificação antes da saída')).toBeInTheDocument();
    expect(card.getByText('Criado em 07/03/2025')).toBeInTheDocument();
    expect(card.getByText('Inativo')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Editar template Inspeção diária do veículo' })).toHaveAttribute(
      'href',
      '/admin/templates/tpl-1/edit',
    );
  });

  it("when the template is active, then 'Agendar' opens a new schedule of it; an inactive one offers none", () => {
    const { rerender } = render(
      <MemoryRouter>
        <TemplateCard
          template={{ ...template, isActive: true }}
          onView={vi.fn()}
          onAssign={vi.fn()}
          onDelete={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('link', { name: 'Agendar checklist do template Inspeção diária do veículo' }),
    ).toHaveAttribute('href', '/admin/schedules/new?template=tpl-1');
    rerender(
      <MemoryRouter>
        <TemplateCard template={template} onView={vi.fn()} onAssign={vi.fn()} onDelete={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: /Agendar/ })).not.toBeInTheDocument();
  });

  it('when the template is inactive, then it cannot be assigned', () => {
    render(
      <MemoryRouter>
        <TemplateCard template={template} onView={vi.fn()} onAssign={vi.fn()} onDelete={vi.fn()} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('button', { name: 'Atribuir checklist do template Inspeção diária do veículo' }),
    ).toBeDisabled();
  });

  it('when its actions are used, then view, assign and delete are asked for', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const onAssign = vi.fn();
    const onDelete = vi.fn();
    render(
      <MemoryRouter>
        <TemplateCard
          template={{ ...template, isActive: true }}
          onView={onView}
          onAssign={onAssign}
          onDelete={onDelete}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Visualizar template Inspeção diária do veículo' }));
    await user.click(screen.getByRole('button', { name: 'Atribuir checklist do template Inspeção diária do veículo' }));
    await user.click(screen.getByRole('button', { name: 'Excluir template Inspeção diária do veículo' }));
    expect(onView).toHaveBeenCalledOnce();
    expect(onAssign).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

describe('TemplateViewModal', () => {
  it('when a template is viewed, then its questions show type labels, required marker and details', () => {
    render(<TemplateViewModal template={template} onClose={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Inspeção diária do veículo' }));
    const questions = dialog.getAllByRole('listitem');
    expect(questions).toHaveLength(2);
    expect(within(questions[0]!).getByText('Escolha Única')).toBeInTheDocument();
    expect(within(questions[0]!).getByText('Obrigatória')).toBeInTheDocument();
    expect(within(questions[0]!).getByText('Opções: Bom, Ruim')).toBeInTheDocument();
    expect(within(questions[1]!).getByText('Medição')).toBeInTheDocument();
    expect(within(questions[1]!).getByText('Opcional')).toBeInTheDocument();
    expect(within(questions[1]!).getByText('Unidade: psi')).toBeInTheDocument();
  });
});

describe('a vehicle inspection template', () => {
  const inspection: Template = {
    ...template,
    isActive: true,
    kind: 'vehicle_inspection',
    questions: [
      { id: 'question_1', type: 'odometer', question: 'Km no painel', required: true, order: 1 },
      { id: 'question_2', order: 2, ...BRAKES_ITEM, requirePhotoOnNo: true, requireCommentOnNo: true },
      { id: 'question_3', order: 3, ...OIL_LEAK_ITEM, requirePhotoOnNo: false, requireCommentOnNo: true },
    ],
  };

  it('when its card is shown, then it wears the "Inspeção de veículo" badge and counts its critical items', () => {
    render(
      <MemoryRouter>
        <TemplateCard template={inspection} onView={vi.fn()} onAssign={vi.fn()} onDelete={vi.fn()} />
      </MemoryRouter>,
    );
    const card = within(screen.getByRole('article', { name: 'Inspeção diária do veículo' }));
    expect(card.getByText('Inspeção de veículo')).toHaveClass('badge');
    expect(card.getByText('1 item crítico')).toBeInTheDocument();
  });

  it('when a general template’s card is shown, then it has no inspection badge', () => {
    render(
      <MemoryRouter>
        <TemplateCard template={template} onView={vi.fn()} onAssign={vi.fn()} onDelete={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Inspeção de veículo')).not.toBeInTheDocument();
  });

  it('when it is viewed, then the kind, each item’s severity and failing answer, and the odometer show', () => {
    render(<TemplateViewModal template={inspection} onClose={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Inspeção diária do veículo' }));
    expect(dialog.getByText('Inspeção de veículo')).toHaveClass('badge');
    const [odometer, brakes, oil] = dialog.getAllByRole('listitem');
    expect(within(odometer!).getByText('Hodômetro')).toHaveClass('badge');
    expect(within(odometer!).getByText('Leitura em km')).toBeInTheDocument();
    expect(within(brakes!).getByText('Crítico')).toHaveClass('badge-danger');
    expect(
      within(brakes!).getByText('Falha: resposta "Não" · Exige foto e comentário quando a resposta for "Não"'),
    ).toBeInTheDocument();
    expect(within(oil!).getByText('Não crítico')).toHaveClass('badge-warning');
    expect(
      within(oil!).getByText('Falha: resposta "Sim" · Exige comentário quando a resposta for "Sim"'),
    ).toBeInTheDocument();
  });

  it('when it is a check-out started on demand, then its card and its view show "Saída" and "Sob demanda"', () => {
    const checkOut: Template = { ...inspection, custodyRole: 'check_out', onDemand: true };
    render(
      <MemoryRouter>
        <TemplateCard template={checkOut} onView={vi.fn()} onAssign={vi.fn()} onDelete={vi.fn()} />
        <TemplateViewModal template={checkOut} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    const card = within(screen.getByRole('article', { name: 'Inspeção diária do veículo' }));
    expect(card.getByText('Saída')).toHaveClass('badge');
    expect(card.getByText('Sob demanda')).toHaveClass('badge');
    const dialog = within(screen.getByRole('dialog', { name: 'Inspeção diária do veículo' }));
    expect(dialog.getByText('Saída')).toHaveClass('badge');
    expect(dialog.getByText('Sob demanda')).toHaveClass('badge');
  });

  it('when it is a routine inspection, then neither badge shows', () => {
    render(
      <MemoryRouter>
        <TemplateCard template={inspection} onView={vi.fn()} onAssign={vi.fn()} onDelete={vi.fn()} />
      </MemoryRouter>,
    );
    for (const text of ['Saída', 'Retorno', 'Sob demanda']) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});
