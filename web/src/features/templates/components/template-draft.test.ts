import { describe, expect, it } from 'vitest';
import type { Question, Template } from '@domain/templates/template.schema';
import {
  emptyQuestion,
  formValuesToInput,
  parseOptionalNumber,
  parseOptions,
  templateToFormValues,
} from './template-draft';

describe('template drafts', () => {
  it('when options are typed one per line, then blank lines and spaces are dropped', () => {
    expect(parseOptions('Bom\n\n  Regular  \r\n   \nRuim\n')).toEqual(['Bom', 'Regular', 'Ruim']);
    expect(parseOptions('   \n')).toEqual([]);
  });

  it('when a bound is empty or not a number, then it becomes null', () => {
    expect(parseOptionalNumber('')).toBeNull();
    expect(parseOptionalNumber('  ')).toBeNull();
    expect(parseOptionalNumber('abc')).toBeNull();
    expect(parseOptionalNumber('0')).toBe(0);
    expect(parseOptionalNumber('12,5')).toBe(12.5);
  });

  it('when the draft is turned into the API body, then each question carries only its own fields', () => {
    const input = formValuesToInput({
      name: 'Inspeção',
      description: 'Diária',
      isActive: true,
      kind: 'general',
      custodyRole: 'routine',
      onDemand: false,
      requirePosition: true,
      signatureOnSubmit: true,
      questions: [
        { ...emptyQuestion('question_1'), question: 'Observações', options: 'sobra', unit: 'km' },
        { ...emptyQuestion('question_2'), type: 'single_choice', question: 'Pneus', options: 'Bom\n\nRuim' },
        { ...emptyQuestion('question_3'), type: 'measurement', question: 'Pressão', unit: ' psi ' },
        { ...emptyQuestion('question_4'), type: 'number', question: 'KM', min: '0', max: '' },
        { ...emptyQuestion('question_5'), type: 'single_choice', question: 'Vazia', options: '\n \n' },
        { ...emptyQuestion('question_6'), type: 'measurement', question: 'Sem unidade', unit: '  ' },
        { ...emptyQuestion('question_7'), type: 'boolean', question: 'Pneus bons?', requirePhotoOnNo: true },
        {
          ...emptyQuestion('question_8'),
          type: 'text',
          question: 'Obs',
          requirePhotoOnNo: true,
          requireCommentOnNo: true,
        },
        { ...emptyQuestion('question_9'), type: 'signature', question: 'Assinatura de quem recebe', options: 'x' },
      ],
    });
    // 'Pedir assinatura no envio' goes as is, in either kind of template.
    expect(input.signatureOnSubmit).toBe(true);
    // A general checklist hands no vehicle over: the position is never required.
    expect(input.requirePosition).toBe(false);
    expect(input.questions).toEqual([
      { id: 'question_1', type: 'text', question: 'Observações', required: true },
      { id: 'question_2', type: 'single_choice', question: 'Pneus', required: true, options: ['Bom', 'Ruim'] },
      { id: 'question_3', type: 'measurement', question: 'Pressão', required: true, unit: 'psi' },
      { id: 'question_4', type: 'number', question: 'KM', required: true, min: 0, max: null },
      { id: 'question_5', type: 'single_choice', question: 'Vazia', required: true },
      { id: 'question_6', type: 'measurement', question: 'Sem unidade', required: true },
      {
        id: 'question_7',
        type: 'boolean',
        question: 'Pneus bons?',
        required: true,
        requirePhotoOnNo: true,
        requireCommentOnNo: false,
      },
      { id: 'question_8', type: 'text', question: 'Obs', required: true },
      { id: 'question_9', type: 'signature', question: 'Assinatura de quem recebe', required: true },
    ]);
  });

  it('when a stored template is edited, then required defaults to true and fields become text', () => {
    // Older data may lack `required`.
    const legacyQuestion = {
      id: 'question_1',
      type: 'single_choice',
      question: 'Pneus',
      order: 1,
      options: ['Bom', 'Ruim'],
    } as unknown as Question;
    const template: Template = {
      id: 't1',
      companyId: 'alfa',
      title: 'Inspeção',
      name: 'Inspeção',
      description: 'Diária',
      isActive: false,
      createdAt: '2025-03-07T12:00:00.000Z',
      createdBy: 'admin@alfa.dev',
      updatedAt: null,
      updatedBy: null,
      questions: [
        { id: 'question_2', type: 'number', question: 'KM', required: false, order: 2, min: 0, max: 900000 },
        legacyQuestion,
        {
          id: 'question_3',
          type: 'boolean',
          question: 'Cabine limpa?',
          required: true,
          order: 3,
          requirePhotoOnNo: false,
          requireCommentOnNo: true,
        },
      ],
    };
    const values = templateToFormValues(template);
    expect(values.isActive).toBe(false);
    expect(values.questions.map((q) => q.id)).toEqual(['question_1', 'question_2', 'question_3']);
    expect(values.questions[0]).toMatchObject({ required: true, options: 'Bom\nRuim' });
    expect(values.questions[1]).toMatchObject({ required: false, min: '0', max: '900000' });
    expect(values.questions[0]).toMatchObject({ requirePhotoOnNo: false, requireCommentOnNo: false });
    expect(values.questions[2]).toMatchObject({ requirePhotoOnNo: false, requireCommentOnNo: true });
  });
});
