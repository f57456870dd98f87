import { describe, expect, it } from 'vitest';
import {
  finalizeQuestions,
  uniqueQuestionId,
  QuestionInputSchema,
  TemplateCreateInputSchema,
  TemplateUpdateInputSchema,
} from './template.schema';

describe('QuestionInputSchema', () => {
  it('when a question has no required flag, then it is required', () => {
    expect(QuestionInputSchema.parse({ type: 'text', question: 'Obs' }).required).toBe(true);
  });

  it('when fields of another type are sent, then only those of the question type are kept', () => {
    const parsed = QuestionInputSchema.parse({
      type: 'text',
      question: 'Ok?',
      options: ['a'],
      unit: 'km',
      min: 1,
      requirePhotoOnNo: true,
    });
    expect(parsed).toEqual({ id: undefined, type: 'text', question: 'Ok?', required: true });
  });

  it.each([
    [{}, { requirePhotoOnNo: false, requireCommentOnNo: false }],
    [{ requirePhotoOnNo: true }, { requirePhotoOnNo: true, requireCommentOnNo: false }],
    [{ requireCommentOnNo: true }, { requirePhotoOnNo: false, requireCommentOnNo: true }],
    [
      { requirePhotoOnNo: true, requireCommentOnNo: true },
      { requirePhotoOnNo: true, requireCommentOnNo: true },
    ],
  ])('when a yes/no question asks for %j on "Não", then it carries %j', (flags, expected) => {
    const parsed = TemplateCreateInputSchema.parse({
      name: 'Checklist',
      description: 'Geral',
      questions: [{ type: 'boolean', question: 'Faróis ok?', options: ['a'], ...flags }],
    });
    expect(parsed.questions[0]).toEqual({
      id: undefined,
      type: 'boolean',
      question: 'Faróis ok?',
      required: true,
      ...expected,
    });
  });

  it('when an evidence flag is not true or false, then it is refused', () => {
    expect(QuestionInputSchema.safeParse({ type: 'boolean', question: 'Ok?', requirePhotoOnNo: 'sim' }).success).toBe(
      false,
    );
  });

  it('when a choice has blank options, then they are dropped', () => {
    const parsed = QuestionInputSchema.parse({
      type: 'single_choice',
      question: 'Cor',
      options: ['Azul', ' ', 'Verde '],
    });
    expect(parsed).toMatchObject({ options: ['Azul', 'Verde'] });
  });

  it('when a number has no limits, then min and max are null', () => {
    expect(QuestionInputSchema.parse({ type: 'number', question: 'Km' })).toMatchObject({ min: null, max: null });
  });

  it('when the text is only spaces, then the message asks for the text', () => {
    const result = QuestionInputSchema.safeParse({ type: 'text', question: '   ' });
    expect(result.error?.issues[0]?.message).toBe('Texto da questão é obrigatório');
  });

  it('when the id is not of the question_ form, then it is refused', () => {
    expect(QuestionInputSchema.safeParse({ id: '../x', type: 'text', question: 'a' }).success).toBe(false);
  });
});

describe('template inputs', () => {
  const base = { name: ' Checklist ', description: ' Descrição ', questions: [{ type: 'text', question: 'A' }] };

  it('when the template is valid, then names are trimmed and it is active by default', () => {
    expect(TemplateCreateInputSchema.parse(base)).toMatchObject({
      name: 'Checklist',
      description: 'Descrição',
      isActive: true,
    });
  });

  it('when there is no question, then create and edit speak their own message', () => {
    const create = TemplateCreateInputSchema.safeParse({ ...base, questions: [] });
    const edit = TemplateUpdateInputSchema.safeParse({ ...base, questions: [] });
    expect(create.error?.issues[0]?.message).toBe('Adicione pelo menos uma questão ao template');
    expect(edit.error?.issues[0]?.message).toBe('O template deve ter pelo menos uma questão');
  });
});

describe('uniqueQuestionId', () => {
  it('when two questions are added in the same millisecond, then their ids still differ', () => {
    const first = uniqueQuestionId(new Set(), 1700000000000);
    const second = uniqueQuestionId(new Set([first]), 1700000000000);
    expect(first).toBe('question_1700000000000');
    expect(second).toBe('question_1700000000000_1');
  });
});

describe('finalizeQuestions', () => {
  const q = (id?: string) => ({ id, type: 'text' as const, question: 'x', required: true });

  it('when questions come in a new order, then they are numbered 1..n in that order and keep their ids', () => {
    const result = finalizeQuestions([q('question_2'), q('question_1')], 1000);
    expect(result.map((x) => [x.id, x.order])).toEqual([
      ['question_2', 1],
      ['question_1', 2],
    ]);
  });

  it('when ids are missing or repeated, then each question gets a unique question_ id', () => {
    const result = finalizeQuestions([q(), q('question_7'), q('question_7')], 1700000000000);
    const ids = result.map((x) => x.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBe('question_7');
    expect(ids[0]).toMatch(/^question_1700000000000/);
    expect(ids[2]).toMatch(/^question_1700000000000/);
  });
});

describe('a vehicle inspection template', () => {
  const base = { name: 'Inspeção diária', description: 'Antes de sair', isActive: true };
  const brakes = { type: 'boolean', question: 'Freios funcionando?' } as const;

  it('when no kind is sent, then it is a general checklist and its yes/no questions carry no failure rule', () => {
    const parsed = TemplateCreateInputSchema.parse({ ...base, questions: [{ ...brakes, severity: 'critical' }] });
    expect(parsed.kind).toBe('general');
    expect(parsed.questions[0]).not.toHaveProperty('severity');
    expect(parsed.questions[0]).not.toHaveProperty('failingAnswer');
  });

  it('when "Exigir localização" is on, then only a check-out or check-in inspection keeps it; anything but true or false is refused in Portuguese', () => {
    const parse = (extra: object) =>
      TemplateCreateInputSchema.parse({ ...base, questions: [brakes], requirePosition: true, ...extra })
        .requirePosition;
    expect(parse({ kind: 'vehicle_inspection', custodyRole: 'check_out' })).toBe(true);
    expect(parse({ kind: 'vehicle_inspection', custodyRole: 'check_in' })).toBe(true);
    expect(parse({ kind: 'vehicle_inspection', custodyRole: null })).toBe(false);
    expect(parse({ kind: 'general', custodyRole: 'check_out' })).toBe(false);
    expect(TemplateCreateInputSchema.parse({ ...base, questions: [brakes] }).requirePosition).toBe(false);
    const bad = TemplateCreateInputSchema.safeParse({ ...base, questions: [brakes], requirePosition: 'sim' });
    expect(bad.error?.issues[0]?.message).toBe('Indique se a inspeção exige a localização do aparelho');
  });

  it('when an inspection item gives no failure rule, then "Não" fails and it is not critical', () => {
    const parsed = TemplateCreateInputSchema.parse({ ...base, kind: 'vehicle_inspection', questions: [brakes] });
    expect(parsed.questions[0]).toMatchObject({ failingAnswer: false, severity: 'non_critical' });
  });

  it('when a critical item says nothing of a photo, then its failure asks for one; a non-critical one does not', () => {
    const parsed = TemplateCreateInputSchema.parse({
      ...base,
      kind: 'vehicle_inspection',
      questions: [{ ...brakes, severity: 'critical' }, brakes],
    });
    expect(parsed.questions).toMatchObject([{ requirePhotoOnNo: true }, { requirePhotoOnNo: false }]);
  });

  it('when the editor turns the photo off on a critical item, then its failure asks for none', () => {
    const parsed = TemplateCreateInputSchema.parse({
      ...base,
      kind: 'vehicle_inspection',
      questions: [{ ...brakes, severity: 'critical', requirePhotoOnNo: false }],
    });
    expect(parsed.questions[0]).toMatchObject({ severity: 'critical', requirePhotoOnNo: false });
  });

  it('when an item fails on "Sim" and is critical, then both are kept', () => {
    const parsed = TemplateCreateInputSchema.parse({
      ...base,
      kind: 'vehicle_inspection',
      questions: [{ type: 'boolean', question: 'Vazamento de óleo?', failingAnswer: true, severity: 'critical' }],
    });
    expect(parsed.questions[0]).toMatchObject({ failingAnswer: true, severity: 'critical' });
  });

  it.each([
    [
      'general',
      [{ type: 'odometer', question: 'Hodômetro' }],
      'A questão de hodômetro só existe em inspeções de veículo',
    ],
    [
      'vehicle_inspection',
      [
        { type: 'odometer', question: 'Hodômetro' },
        { type: 'odometer', question: 'Hodômetro de novo' },
      ],
      'Uma inspeção tem no máximo uma questão de hodômetro',
    ],
    ['vehicle_inspection', [{ ...brakes, severity: 'grave' }], 'Gravidade inválida: escolha Crítico ou Não crítico'],
    ['frota', [brakes], 'Tipo de template inválido'],
  ])('when a %s template has %j, then "%s"', (kind, questions, message) => {
    const result = TemplateCreateInputSchema.safeParse({ ...base, kind, questions });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('when an inspection has one odometer question, then it is kept', () => {
    const parsed = TemplateCreateInputSchema.parse({
      ...base,
      kind: 'vehicle_inspection',
      questions: [{ type: 'odometer', question: 'Hodômetro' }, brakes],
    });
    expect(parsed.questions.map((q) => q.type)).toEqual(['odometer', 'boolean']);
  });
});
