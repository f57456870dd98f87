import { describe, expect, it } from 'vitest';
import { desktopSubmitProblem, fieldSummary, isAnswerEditable, openingQuestionIndex } from './fill';

const q = (status: 'pending' | 'approved' | 'rejected', answer: unknown) => ({ status, answer });

describe('the phone list summary', () => {
  it('counts new, in progress and to-correct checklists, and nothing else', () => {
    const statuses = ['pending', 'pending', 'in_progress', 'rejected', 'completed', 'approved'] as const;
    expect(fieldSummary(statuses.map((status) => ({ status })))).toEqual({ pending: 2, inProgress: 1, rejected: 1 });
  });
});

describe('where the wizard opens', () => {
  it('opens a rejected checklist on its first rejected question', () => {
    expect(
      openingQuestionIndex('rejected', [q('approved', true), q('approved', 'x'), q('rejected', 3), q('rejected', 4)]),
    ).toBe(2);
  });

  it('resumes a checklist in progress on its first unanswered question', () => {
    expect(openingQuestionIndex('in_progress', [q('pending', true), q('pending', ' '), q('pending', null)])).toBe(1);
  });

  it('opens on the first question when every answer is there, or before the start', () => {
    expect(openingQuestionIndex('in_progress', [q('pending', true), q('pending', 'ok')])).toBe(0);
    expect(openingQuestionIndex('pending', [q('pending', null), q('pending', null)])).toBe(0);
  });
});

describe('which answers stay editable', () => {
  it.each([
    ['in_progress', 'pending', true],
    ['rejected', 'rejected', true],
    ['rejected', 'approved', false],
    ['rejected', 'pending', false],
    ['completed', 'pending', false],
    ['in_progress', 'approved', false],
  ] as const)('a %s checklist with a %s question: editable %s', (status, questionStatus, editable) => {
    expect(isAnswerEditable(status, { status: questionStatus })).toBe(editable);
  });
});

describe('the desktop submit rule', () => {
  const questions = [
    { id: 'question_1', question: 'Faróis funcionando?', required: true },
    { id: 'question_2', question: 'Quilometragem', required: true },
    { id: 'question_3', question: 'Observações', required: false },
  ];

  it('takes false as an answer and lists the required questions left blank', () => {
    expect(desktopSubmitProblem(questions, new Map([['question_1', false]]))).toBe(
      'Por favor, responda: Quilometragem',
    );
    expect(desktopSubmitProblem(questions, new Map([['question_2', '']]))).toBe(
      'Por favor, responda: Faróis funcionando?, Quilometragem',
    );
  });

  it('when a required answer is only spaces, then it is not answered, as the server judges it', () => {
    expect(
      desktopSubmitProblem(
        questions,
        new Map<string, unknown>([
          ['question_1', true],
          ['question_2', '  '],
        ]),
      ),
    ).toBe('Por favor, responda: Quilometragem');
  });

  it('lets the checklist go when every required question has an answer', () => {
    expect(
      desktopSubmitProblem(
        questions,
        new Map<string, unknown>([
          ['question_1', true],
          ['question_2', 120],
        ]),
      ),
    ).toBeNull();
  });
});
