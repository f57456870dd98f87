import { describe, expect, it } from 'vitest';
import { answerSchemaFor, imageIdOf, imageRef, type AnswerQuestion } from './answer.schema';
import { isAnswered } from './checklist.schema';

const problem = (question: AnswerQuestion, answer: unknown) => {
  const result = answerSchemaFor(question).safeParse(answer);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('answers by question type', () => {
  it('when a yes/no question is answered, then only true or false are taken', () => {
    expect(problem({ type: 'boolean' }, false)).toBeNull();
    expect(problem({ type: 'boolean' }, 'sim')).toBe('Responda Sim ou Não');
  });

  it('when a text is answered, then it is trimmed and held to its maximum length', () => {
    expect(answerSchemaFor({ type: 'text' }).parse('  ok  ')).toBe('ok');
    expect(problem({ type: 'text' }, 'x'.repeat(5001))).toBe('A resposta pode ter no máximo 5000 caracteres');
    expect(problem({ type: 'text' }, 12)).not.toBeNull();
  });

  it('when a number is answered, then it must be finite and within the question limits', () => {
    const q: AnswerQuestion = { type: 'number', min: 10, max: 20 };
    expect(problem(q, 10)).toBeNull();
    expect(problem(q, 20)).toBeNull();
    expect(problem(q, 9.5)).toBe('O valor mínimo é 10');
    expect(problem(q, 21)).toBe('O valor máximo é 20');
    expect(problem(q, '15')).toBe('Informe um número');
    expect(problem({ type: 'number', min: null, max: null }, -1e9)).toBeNull();
    // Limits read as a Brazilian writes numbers.
    expect(problem({ type: 'number', min: 0.5, max: 1500 }, 0.25)).toBe('O valor mínimo é 0,5');
    expect(problem({ type: 'number', min: 0.5, max: 1500 }, 2000)).toBe('O valor máximo é 1.500');
  });

  it('when a choice is answered, then it must be one of the options', () => {
    const q: AnswerQuestion = { type: 'single_choice', options: ['Bom', 'Ruim'] };
    expect(problem(q, 'Bom')).toBeNull();
    expect(problem(q, 'Ótimo')).toBe('Escolha uma das opções');
  });

  it('when photos are answered, then each must be an image reference, at most 20', () => {
    expect(problem({ type: 'photo' }, [imageRef('img_1'), imageRef('img-2')])).toBeNull();
    expect(problem({ type: 'photo' }, [])).toBeNull();
    expect(problem({ type: 'photo' }, ['http://169.254.169.254/x'])).toBe('Foto inválida: envie a imagem novamente');
    expect(problem({ type: 'photo' }, ['image_ref://../etc'])).toBe('Foto inválida: envie a imagem novamente');
    expect(
      problem(
        { type: 'photo' },
        Array.from({ length: 21 }, (_, i) => imageRef(`i${i}`)),
      ),
    ).toBe('Envie no máximo 20 fotos por questão');
  });

  it('when a date and time is answered, then it must be ISO 8601 with its offset', () => {
    expect(problem({ type: 'datetime' }, '2026-11-23T08:30:00-03:00')).toBeNull();
    expect(problem({ type: 'datetime' }, '23/11/2026 08:30')).toBe('Informe uma data e hora válidas');
  });

  it('when a measurement is answered, then it is a number in the question unit', () => {
    expect(problem({ type: 'measurement', unit: 'km' }, 1520.5)).toBeNull();
    expect(problem({ type: 'measurement', unit: 'km' }, 'muito')).toBe('Informe a medição em km');
  });
});

describe('image references', () => {
  it('when a reference is read, then only our scheme with a valid id gives an id', () => {
    expect(imageIdOf('image_ref://abc_123')).toBe('abc_123');
    expect(imageIdOf('https://example.com/a.jpg')).toBeNull();
    expect(imageIdOf('image_ref://a/b')).toBeNull();
  });
});

describe('whether a valid answer counts as answered', () => {
  it.each<[AnswerQuestion, unknown, boolean]>([
    [{ type: 'boolean' }, false, true],
    [{ type: 'text' }, '  ok ', true],
    [{ type: 'text' }, '   ', false],
    [{ type: 'number', min: null, max: null }, 0, true],
    [{ type: 'measurement', unit: 'km' }, 0, true],
    [{ type: 'single_choice', options: ['Bom'] }, 'Bom', true],
    [{ type: 'photo' }, [imageRef('img_1')], true],
    [{ type: 'photo' }, [], false],
    [{ type: 'datetime' }, '2026-11-23T08:30:00Z', true],
  ])('when a %j question holds %j, then answered is %s', (question, answer, answered) => {
    expect(isAnswered(answerSchemaFor(question).parse(answer))).toBe(answered);
  });

  it('when a question was never answered, then it does not count', () => {
    expect(isAnswered(null)).toBe(false);
  });
});
