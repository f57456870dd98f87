import { describe, expect, it } from 'vitest';
import type { Question } from '../templates/template.schema';
import {
  fillDurationSeconds,
  snapshotQuestions,
  type ChecklistQuestion,
  type ChecklistStatus,
} from './checklist.schema';
import {
  answersInSubmit,
  applyAnswer,
  archiveRejection,
  SaveAnswerBodySchema,
  submitProblem,
  SubmitBodySchema,
} from './field.schema';

const PHOTO = 'Adicione uma foto para justificar a resposta "Não"';
const COMMENT = 'Adicione um comentário para justificar a resposta "Não"';

/** A yes/no question as a checklist holds it, with the evidence rule and answer given. */
function yesNo(overrides: Partial<Question> & Partial<ChecklistQuestion> = {}): ChecklistQuestion {
  const [question] = snapshotQuestions([
    {
      id: 'question_farois',
      type: 'boolean',
      question: 'Faróis ok?',
      required: true,
      order: 1,
      requirePhotoOnNo: false,
      requireCommentOnNo: false,
    },
  ]);
  return { ...question!, answer: true, ...overrides };
}

const text = (overrides: Partial<ChecklistQuestion> = {}): ChecklistQuestion => ({
  ...snapshotQuestions([{ id: 'question_obs', type: 'text', question: 'Observações', required: true, order: 1 }])[0]!,
  answer: 'ok',
  ...overrides,
});

const NO_PHOTO = { answer: false, requirePhotoOnNo: true };
const NO_COMMENT = { answer: false, requireCommentOnNo: true };
const BOTH = { answer: false, requirePhotoOnNo: true, requireCommentOnNo: true };
const photos = ['image_ref://prova1'];

describe('the submit rule for the evidence of a "Não"', () => {
  it.each<[string, ChecklistStatus, ChecklistQuestion[], string | null]>([
    ['a "Sim" needs no evidence', 'in_progress', [yesNo({ ...BOTH, answer: true })], null],
    ['a "Não" of a question asking nothing needs none', 'in_progress', [yesNo({ answer: false })], null],
    ['a "Não" without the photo asked for', 'in_progress', [yesNo(NO_PHOTO)], `${PHOTO} (questão 1)`],
    ['a "Não" with its photo', 'in_progress', [yesNo({ ...NO_PHOTO, evidencePhotos: photos })], null],
    ['a "Não" without the comment asked for', 'in_progress', [yesNo(NO_COMMENT)], `${COMMENT} (questão 1)`],
    [
      'a "Não" whose comment is only spaces',
      'in_progress',
      [yesNo({ ...NO_COMMENT, comment: '   ' })],
      `${COMMENT} (questão 1)`,
    ],
    ['a "Não" with its comment', 'in_progress', [yesNo({ ...NO_COMMENT, comment: 'Farol esquerdo queimado' })], null],
    ['a "Não" lacking both: the photo is asked first', 'in_progress', [yesNo(BOTH)], `${PHOTO} (questão 1)`],
    [
      'a "Não" with a photo but no comment',
      'in_progress',
      [yesNo({ ...BOTH, evidencePhotos: photos })],
      `${COMMENT} (questão 1)`,
    ],
    ['a "Não" with both', 'in_progress', [yesNo({ ...BOTH, evidencePhotos: photos, comment: 'Queimado' })], null],
    [
      'an optional question answered "Não" still needs its evidence',
      'in_progress',
      [yesNo({ ...NO_PHOTO, required: false })],
      `${PHOTO} (questão 1)`,
    ],
    [
      'several lacking: the first is named',
      'in_progress',
      [text(), yesNo(), yesNo(NO_COMMENT), yesNo(NO_PHOTO)],
      `${COMMENT} (questão 3)`,
    ],
    [
      'a missing answer comes before any evidence',
      'in_progress',
      [yesNo(NO_PHOTO), text({ answer: '' })],
      'Por favor, responda as questões obrigatórias: 2',
    ],
    [
      'after a rejection, a rejected question answered "Não" again needs its evidence',
      'rejected',
      [yesNo({ ...NO_PHOTO, status: 'approved' }), yesNo({ ...NO_PHOTO, status: 'rejected' })],
      `${PHOTO} (questão 2)`,
    ],
    [
      'after a rejection, an approved answer is not asked again (the user cannot change it)',
      'rejected',
      [yesNo({ ...NO_PHOTO, status: 'approved' }), text({ status: 'rejected' })],
      null,
    ],
    [
      'after a rejection, an unanswered rejected question comes first',
      'rejected',
      [yesNo({ ...NO_PHOTO, status: 'rejected' }), text({ status: 'rejected', answer: null })],
      'Por favor, responda as questões rejeitadas: 2',
    ],
  ])('when %s, then %j', (_case, status, questions, expected) => {
    expect(submitProblem(status, questions)).toBe(expected);
  });
});

const FAILURE_COMMENT = 'Descreva o problema em um comentário';
const FAILURE_PHOTO = 'Adicione uma foto do problema';
/** An inspection item: its failure opens a defect, so it always asks what is wrong. */
const item = (overrides: Partial<Question> & Partial<ChecklistQuestion> = {}) =>
  yesNo({ failingAnswer: false, severity: 'critical', ...overrides });

describe('the submit rule for the evidence of a failed inspection item', () => {
  it.each<[string, ChecklistQuestion, string | null]>([
    ['a passed item needs nothing', item({ answer: true }), null],
    ['a failed item needs a comment even when the template asks for none', item({ answer: false }), FAILURE_COMMENT],
    ['a failed item with its comment', item({ answer: false, comment: 'Pedal baixo' }), null],
    [
      'a failed item asking for a photo: the photo first',
      item({ answer: false, requirePhotoOnNo: true, comment: 'Pedal baixo' }),
      FAILURE_PHOTO,
    ],
    [
      'an item failing on "Sim": "Sim" asks for the comment',
      item({ failingAnswer: true, answer: true }),
      FAILURE_COMMENT,
    ],
    ['an item failing on "Sim": "Não" is a pass', item({ failingAnswer: true, answer: false }), null],
    [
      'a general question failing nothing: "Sim" never asks for evidence, whatever its flags',
      yesNo({ ...BOTH, answer: true }),
      null,
    ],
  ])('when %s, then %j', (_case, question, expected) => {
    expect(submitProblem('in_progress', [question])).toBe(expected && `${expected} (questão 1)`);
  });
});

describe('writing an answer with its evidence', () => {
  const AT = '2026-11-23T10:00:00.000Z';
  const here = { latitude: -23.55, longitude: -46.63, accuracy: 8 };

  it('when a "Não" comes with a comment, photos and a position, then all are stored with the time', () => {
    const next = applyAnswer(
      yesNo({ answer: null }),
      { answer: false, comment: 'Queimado', photos, location: here },
      AT,
    );
    expect(next).toMatchObject({
      question: { answer: false, comment: 'Queimado', evidencePhotos: photos, location: here, answeredAt: AT },
      archived: null,
    });
  });

  it('when the same write comes again, even with the position keys in another order, then nothing changes', () => {
    const stored = yesNo({
      answer: false,
      comment: 'Queimado',
      evidencePhotos: photos,
      location: { accuracy: 8, latitude: -23.55, longitude: -46.63 },
    });
    expect(applyAnswer(stored, { answer: false, comment: 'Queimado', photos, location: here }, AT)).toBeNull();
  });

  it('when evidence is left out, then the stored comment and photos stay, and the position stays with the same answer', () => {
    const stored = yesNo({ answer: false, comment: 'Queimado', evidencePhotos: photos, location: here });
    expect(applyAnswer(stored, { answer: false }, AT)).toBeNull();
    expect(applyAnswer(stored, { answer: false, comment: 'Queimado e trincado' }, AT)?.question).toMatchObject({
      comment: 'Queimado e trincado',
      evidencePhotos: photos,
      location: here,
    });
  });

  it('when the answer changes without a position, then the old position goes with the old answer', () => {
    const stored = yesNo({ answer: false, comment: 'Queimado', location: here });
    expect(applyAnswer(stored, { answer: true }, AT)?.question).toMatchObject({
      answer: true,
      comment: 'Queimado',
      location: null,
    });
  });

  it('when null or no photos are sent, then the evidence is cleared', () => {
    const stored = yesNo({ answer: false, comment: 'Queimado', evidencePhotos: photos, location: here });
    expect(
      applyAnswer(stored, { answer: false, comment: null, photos: [], location: null }, AT)?.question,
    ).toMatchObject({
      comment: null,
      evidencePhotos: [],
      location: null,
    });
  });

  it('when a rejected answer is replaced, then it is given to archive with its evidence, and the question keeps only the count and the rejection time', () => {
    const stored = yesNo({
      answer: false,
      comment: 'Queimado',
      evidencePhotos: photos,
      status: 'rejected',
      rejectionReason: 'Foto escura',
      reviewedAt: '2026-11-22T10:00:00.000Z',
      reviewedBy: 'admin@alfa.dev',
    });
    const next = applyAnswer(stored, { answer: false, photos: ['image_ref://prova2'] }, AT);
    expect(next!.archived).toEqual({
      questionId: stored.id,
      seq: 1,
      entry: {
        answer: false,
        answeredAt: null,
        comment: 'Queimado',
        evidencePhotos: photos,
        rejectionReason: 'Foto escura',
        rejectedAt: '2026-11-22T10:00:00.000Z',
        rejectedBy: 'admin@alfa.dev',
      },
    });
    expect(next!.question).toMatchObject({
      evidencePhotos: ['image_ref://prova2'],
      corrections: 1,
      archivedRejectionAt: '2026-11-22T10:00:00.000Z',
    });
    expect(next!.question).not.toHaveProperty('history');
  });

  it('when a rejection was archived already, then a second change, the submit or a replay archives nothing more', () => {
    const rejected = yesNo({
      answer: false,
      comment: 'Queimado',
      status: 'rejected',
      rejectionReason: 'Foto escura',
      reviewedAt: '2026-11-22T10:00:00.000Z',
      reviewedBy: 'admin@alfa.dev',
    });
    const first = applyAnswer(rejected, { answer: true }, AT)!;
    expect(applyAnswer(first.question, { answer: false, comment: 'Trocado' }, AT)!.archived).toBeNull();
    expect(archiveRejection(first.question)).toEqual({ question: first.question, archived: null });
    // The next round's rejection is the question's second correction.
    const again = archiveRejection({ ...first.question, reviewedAt: '2026-11-24T10:00:00.000Z' });
    expect([again.archived?.seq, again.question.corrections, again.question.archivedRejectionAt]).toEqual([
      2,
      2,
      '2026-11-24T10:00:00.000Z',
    ]);
    expect(archiveRejection(yesNo({ answer: true, status: 'approved' })).archived).toBeNull();
  });
});

describe('the answer body', () => {
  const parse = (body: unknown) => {
    const result = SaveAnswerBodySchema.safeParse(body);
    return result.success ? result.data : result.error.issues[0]!.message;
  };

  it('when a comment is sent, then it is trimmed, and one left blank is no comment', () => {
    expect(parse({ answer: false, comment: '  Farol queimado ' })).toEqual({
      answer: false,
      comment: 'Farol queimado',
    });
    expect(parse({ answer: false, comment: '   ' })).toEqual({ answer: false, comment: null });
    expect(parse({ answer: false, comment: 'x'.repeat(2001) })).toBe('O comentário pode ter no máximo 2000 caracteres');
  });

  it.each([
    [
      { latitude: -90.1, longitude: 0, accuracy: 1 },
      'Localização inválida: a latitude deve ser um número entre -90 e 90',
    ],
    [
      { latitude: '10', longitude: 0, accuracy: 1 },
      'Localização inválida: a latitude deve ser um número entre -90 e 90',
    ],
    [
      { latitude: 0, longitude: 181, accuracy: 1 },
      'Localização inválida: a longitude deve ser um número entre -180 e 180',
    ],
    [
      { latitude: 0, longitude: 0, accuracy: -3 },
      'Localização inválida: a precisão deve ser um número de metros, zero ou mais',
    ],
    [{ latitude: 0, longitude: 0 }, 'Localização inválida: a precisão deve ser um número de metros, zero ou mais'],
    [{ latitude: 0, longitude: 0, accuracy: 1, altitude: 700 }, 'Campo não permitido'],
    ['São Paulo', 'Localização inválida'],
  ])('when the location is %j, then it is refused: "%s"', (location, message) => {
    const result = SaveAnswerBodySchema.safeParse({ answer: true, location });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.code === 'unrecognized_keys' ? 'Campo não permitido' : issue.message).toBe(message);
  });

  it('when photos are not image references, then they are refused', () => {
    expect(parse({ answer: false, photos: ['https://exemplo.com/a.jpg'] })).toBe(
      'Foto inválida: envie a imagem novamente',
    );
  });

  it('when the desktop submit carries a comment, then it comes with its answer; without one, the stored comment is left alone', () => {
    const questions = [yesNo(), text()];
    const body = SubmitBodySchema.parse({
      responses: [
        { questionId: 'question_farois', answer: false, comment: ' Queimado ' },
        { questionId: 'question_obs', answer: '' },
      ],
    });
    expect(answersInSubmit(body, questions)).toEqual(
      new Map<string, unknown>([
        ['question_farois', { answer: false, comment: 'Queimado' }],
        ['question_obs', { answer: null }],
      ]),
    );
  });
});

describe('how long a checklist took', () => {
  it.each<[string | null, string, number | null]>([
    ['2026-11-23T10:00:00.000Z', '2026-11-23T10:12:30.400Z', 750],
    ['2026-11-23T10:00:00.000Z', '2026-11-23T10:00:00.000Z', 0],
    [null, '2026-11-23T10:00:00.000Z', null],
  ])('when started at %s and first sent at %s, then %s seconds', (startedAt, submittedAt, expected) => {
    expect(fillDurationSeconds(startedAt, submittedAt)).toBe(expected);
  });
});
