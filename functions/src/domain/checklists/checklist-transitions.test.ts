import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_STATUSES,
  UNSENT_STATUSES,
  WITH_FIELD_USER_STATUSES,
  QUESTION_REVIEW_STATUSES,
  SUBMITTED_STATUSES,
  type ChecklistStatus,
  type QuestionReviewStatus,
} from './checklist.schema';
import {
  applyChecklistAction,
  answerLock,
  canApplyChecklistAction,
  isAnswerable,
  reviewQuestion,
  settledReview,
  statusAfterReview,
  type ChecklistAction,
  type QuestionDecision,
} from './checklist-transitions';

/** Every status, for every action: where it goes ('=' unchanged), or the refusal. */
const EXPECTED: Record<ChecklistAction, Record<ChecklistStatus, string>> = {
  start: {
    pending: 'in_progress',
    in_progress: '=',
    completed: 'Este checklist não pode mais ser iniciado',
    in_review: 'Este checklist não pode mais ser iniciado',
    approved: 'Este checklist não pode mais ser iniciado',
    rejected: 'Este checklist não pode mais ser iniciado',
  },
  submit: {
    pending: 'Inicie o checklist antes de enviá-lo',
    in_progress: 'completed',
    completed: 'Este checklist já foi enviado',
    in_review: 'Este checklist já foi enviado',
    approved: 'Este checklist já foi enviado',
    rejected: 'completed',
  },
  approveAll: {
    pending: 'Este checklist ainda não foi enviado para revisão',
    in_progress: 'Este checklist ainda não foi enviado para revisão',
    completed: 'approved',
    in_review: 'approved',
    approved: 'Este checklist já foi aprovado',
    rejected: 'approved',
  },
  reopen: {
    pending: 'Só um checklist aprovado pode ter a revisão reaberta',
    in_progress: 'Só um checklist aprovado pode ter a revisão reaberta',
    completed: 'Só um checklist aprovado pode ter a revisão reaberta',
    in_review: 'Só um checklist aprovado pode ter a revisão reaberta',
    approved: 'in_review',
    rejected: 'Só um checklist aprovado pode ter a revisão reaberta',
  },
};

describe('checklist transitions', () => {
  for (const action of Object.keys(EXPECTED) as ChecklistAction[]) {
    for (const status of CHECKLIST_STATUSES) {
      const expected = EXPECTED[action][status];
      it(`when ${action} is asked of a ${status} checklist, then ${expected === '=' ? 'nothing changes' : expected}`, () => {
        const outcome = applyChecklistAction(status, action);
        expect(outcome).toEqual(
          expected === '='
            ? { kind: 'unchanged', status }
            : (CHECKLIST_STATUSES as readonly string[]).includes(expected)
              ? { kind: 'moved', status: expected }
              : { kind: 'refused', message: expected },
        );
      });
    }
  }
});

describe('the status sets', () => {
  it('when a checklist is in progress or rejected, then it is answerable, and in no other status', () => {
    expect(CHECKLIST_STATUSES.filter(isAnswerable)).toEqual(['in_progress', 'rejected']);
  });

  it('when a checklist is with its field user, then it is unsent or rejected', () => {
    expect([...WITH_FIELD_USER_STATUSES].sort()).toEqual([...UNSENT_STATUSES, 'rejected'].sort());
  });

  it('when a checklist is not unsent, then it was submitted, and never both', () => {
    expect([...UNSENT_STATUSES, ...SUBMITTED_STATUSES].sort()).toEqual([...CHECKLIST_STATUSES].sort());
  });
});

describe('the checklist status after a review', () => {
  it.each<[QuestionReviewStatus[], ChecklistStatus]>([
    [['approved', 'approved'], 'approved'],
    [['approved', 'rejected'], 'rejected'],
    [['pending', 'rejected'], 'rejected'],
    [['approved', 'pending'], 'in_review'],
    [['pending', 'pending'], 'in_review'],
    [[], 'in_review'],
  ])('when the answers stand at %j, then the checklist is %s', (reviews, status) => {
    expect(statusAfterReview(reviews)).toBe(status);
  });
});

describe('settling a checklist from its stored reviews', () => {
  const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;

  it('when answers were reviewed, then the status follows them as of the last review', () => {
    const questions = [
      { status: 'approved' as const, reviewedAt: at(5) },
      { status: 'rejected' as const, reviewedAt: at(9) },
      { status: 'pending' as const, reviewedAt: null },
    ];
    expect(settledReview('completed', questions)).toEqual({ status: 'rejected', reviewedAt: at(9) });
    expect(settledReview('rejected', questions.slice(0, 1).concat({ status: 'pending', reviewedAt: null }))).toEqual({
      status: 'in_review',
      reviewedAt: at(5),
    });
    expect(
      settledReview('in_review', [
        { status: 'approved', reviewedAt: at(1) },
        { status: 'approved', reviewedAt: at(2) },
      ]),
    ).toEqual({ status: 'approved', reviewedAt: at(2) });
  });

  it('when no answer was reviewed yet, or the checklist was not sent, then there is nothing to settle', () => {
    expect(settledReview('completed', [{ status: 'pending', reviewedAt: null }])).toBeNull();
    for (const status of UNSENT_STATUSES)
      expect(settledReview(status, [{ status: 'approved', reviewedAt: at(1) }])).toBeNull();
  });
});

/** Every review status of an answer, for each decision: its new status, or the refusal. */
const QUESTION_EXPECTED: Record<QuestionDecision, Record<QuestionReviewStatus, string>> = {
  approve: { pending: 'approved', rejected: 'approved', approved: 'Esta questão já foi aprovada' },
  reject: { pending: 'rejected', approved: 'rejected', rejected: 'Esta questão já foi rejeitada' },
};

describe('answer review transitions', () => {
  for (const decision of Object.keys(QUESTION_EXPECTED) as QuestionDecision[]) {
    for (const status of QUESTION_REVIEW_STATUSES) {
      const expected = QUESTION_EXPECTED[decision][status];
      it(`when an answer standing at ${status} gets ${decision}, then ${expected}`, () => {
        const outcome = reviewQuestion('in_review', [status], 0, decision, 'Foto tremida');
        expect(outcome).toEqual(
          (QUESTION_REVIEW_STATUSES as readonly string[]).includes(expected)
            ? { kind: 'reviewed', questionStatus: expected, checklistStatus: expected }
            : { kind: 'refused', message: expected },
        );
      });
    }
  }

  for (const decision of Object.keys(QUESTION_EXPECTED) as QuestionDecision[]) {
    for (const status of CHECKLIST_STATUSES) {
      const sent = SUBMITTED_STATUSES.includes(status) && status !== 'approved';
      it(`when an answer of a checklist standing at ${status} gets ${decision}, then it is ${sent ? 'reviewed' : 'refused'}`, () => {
        const outcome = reviewQuestion(status, ['pending'], 0, decision, 'Foto tremida');
        const refusal =
          status === 'approved'
            ? 'Checklist aprovado é definitivo; reabra a revisão para alterá-lo'
            : 'Este checklist ainda não foi enviado para revisão';
        expect(sent ? outcome.kind : outcome).toEqual(sent ? 'reviewed' : { kind: 'refused', message: refusal });
      });
    }
  }
});

describe('reviewing one answer', () => {
  it('when the last pending answer is approved, then the checklist is approved', () => {
    expect(reviewQuestion('in_review', ['approved', 'pending'], 1, 'approve')).toEqual({
      kind: 'reviewed',
      questionStatus: 'approved',
      checklistStatus: 'approved',
    });
  });

  it('when one answer of several is approved, then the checklist is in review', () => {
    expect(reviewQuestion('completed', ['pending', 'pending'], 0, 'approve')).toMatchObject({
      checklistStatus: 'in_review',
    });
  });

  it('when an answer is rejected with a reason, then the checklist is rejected, also an approved answer of a reopened review', () => {
    expect(reviewQuestion('completed', ['pending', 'pending'], 1, 'reject', 'Foto tremida')).toEqual({
      kind: 'reviewed',
      questionStatus: 'rejected',
      checklistStatus: 'rejected',
    });
    expect(reviewQuestion('in_review', ['approved', 'approved'], 0, 'reject', 'Revisão')).toMatchObject({
      checklistStatus: 'rejected',
    });
  });

  it('when the checklist is approved, then no answer may be reviewed again until the review is reopened', () => {
    expect(reviewQuestion('approved', ['approved', 'approved'], 0, 'reject', 'Revisão')).toEqual({
      kind: 'refused',
      message: 'Checklist aprovado é definitivo; reabra a revisão para alterá-lo',
    });
  });

  it('when a rejection has no reason, or only blanks, then it is refused', () => {
    const refusal = { kind: 'refused', message: 'Informe o motivo da rejeição' };
    expect(reviewQuestion('completed', ['pending'], 0, 'reject')).toEqual(refusal);
    expect(reviewQuestion('completed', ['pending'], 0, 'reject', '   ')).toEqual(refusal);
  });

  it('when an approved answer is approved again or a rejected one rejected again, then it is refused', () => {
    expect(reviewQuestion('in_review', ['approved'], 0, 'approve')).toEqual({
      kind: 'refused',
      message: 'Esta questão já foi aprovada',
    });
    expect(reviewQuestion('rejected', ['rejected'], 0, 'reject', 'x')).toEqual({
      kind: 'refused',
      message: 'Esta questão já foi rejeitada',
    });
  });

  it('when the checklist was not sent, or the question does not exist, then it is refused', () => {
    for (const status of ['pending', 'in_progress'] as const) {
      expect(reviewQuestion(status, ['pending'], 0, 'approve')).toEqual({
        kind: 'refused',
        message: 'Este checklist ainda não foi enviado para revisão',
      });
    }
    expect(reviewQuestion('completed', ['pending'], 3, 'approve')).toEqual({
      kind: 'refused',
      message: 'Questão não encontrada neste checklist',
    });
  });
});

describe('who may write an answer', () => {
  const approved = 'Esta resposta já foi aprovada e não pode ser alterada';
  const closed = 'Este checklist não está aberto para respostas';
  it.each<[ChecklistStatus, QuestionReviewStatus, string | null]>([
    ['in_progress', 'pending', null],
    ['in_progress', 'approved', approved],
    ['rejected', 'rejected', null],
    ['rejected', 'pending', closed],
    ['rejected', 'approved', approved],
    ['pending', 'pending', closed],
    ['completed', 'pending', closed],
    ['in_review', 'rejected', closed],
    ['approved', 'approved', approved],
  ])('when the checklist is %s and the answer %s, then the lock is %s', (checklist, question, lock) => {
    expect(answerLock(checklist, question)).toBe(lock);
  });
});

describe('asking whether an action is allowed', () => {
  it('when a screen asks, then the table answers as the transition would', () => {
    expect(canApplyChecklistAction('pending', 'start')).toBe(true);
    expect(canApplyChecklistAction('in_progress', 'start')).toBe(true);
    expect(canApplyChecklistAction('completed', 'submit')).toBe(false);
    expect(canApplyChecklistAction('approved', 'approveAll')).toBe(false);
  });
});
