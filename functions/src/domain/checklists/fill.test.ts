import { describe, expect, it } from 'vitest';
import {
  desktopSubmitProblem,
  fieldChecklistDay,
  fieldSummary,
  inFieldListOrder,
  isAnswerEditable,
  openingQuestionIndex,
} from './fill';

const q = (status: 'pending' | 'approved' | 'rejected', answer: unknown) => ({ status, answer });

describe('the phone list summary', () => {
  it('counts new, in progress and to-correct checklists, and nothing else', () => {
    const statuses = ['pending', 'pending', 'in_progress', 'rejected', 'completed', 'approved'] as const;
    expect(fieldSummary(statuses.map((status) => ({ status })))).toEqual({ pending: 2, inProgress: 1, rejected: 1 });
  });
});

describe('the phone list order', () => {
  const ZONE = 'America/Sao_Paulo';
  // 10:00 in São Paulo on 25 Nov 2026.
  const now = new Date('2026-11-25T13:00:00.000Z');
  const card = (id: string, dueDate: string, extra: { overdue?: boolean; periodKey?: string } = {}) => ({
    id,
    dueDate,
    overdue: extra.overdue ?? false,
    ...(extra.periodKey && { periodKey: extra.periodKey }),
  });

  it('when checklists are late, for today and for later days, then the late come first, then today, then later, soonest due first', () => {
    const list = [
      card('later', '2026-11-27T20:00:00.000Z'),
      card('today-evening', '2026-11-25T22:00:00.000Z'),
      card('late-recent', '2026-11-24T20:00:00.000Z', { overdue: true }),
      card('today-scheduled', '2026-11-26T02:59:00.000Z', { periodKey: '2026-11-25' }),
      card('tomorrow-scheduled', '2026-11-26T12:00:00.000Z', { periodKey: '2026-11-26' }),
      card('late-old', '2026-11-20T20:00:00.000Z', { overdue: true }),
      card('today-morning', '2026-11-25T14:00:00.000Z'),
    ];
    expect(inFieldListOrder(list, now, ZONE).map((c) => c.id)).toEqual([
      'late-old',
      'late-recent',
      'today-morning',
      'today-evening',
      'today-scheduled',
      'tomorrow-scheduled',
      'later',
    ]);
  });

  it("when a checklist has a schedule's day, then that is its day; else the day it is due, in the time zone", () => {
    expect(fieldChecklistDay(card('a', '2026-11-26T02:00:00.000Z', { periodKey: '2026-11-25' }), ZONE)).toBe(
      '2026-11-25',
    );
    // 23:00 in São Paulo on the 25th is already the 26th in UTC.
    expect(fieldChecklistDay(card('b', '2026-11-26T02:00:00.000Z'), ZONE)).toBe('2026-11-25');
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
