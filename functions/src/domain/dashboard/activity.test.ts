import { describe, expect, it } from 'vitest';
import {
  activityEntries,
  activityFieldsChanged,
  removableKinds,
  mostRejected,
  rejectionMarks,
  rejectionMonths,
  rejectionWindowStart,
  type ActivitySource,
} from './activity';

const base: ActivitySource = {
  id: 'c1',
  status: 'pending',
  templateName: 'Inspeção diária',
  userName: 'João',
  assignedAt: '2026-11-20T12:00:00.000Z',
  completedAt: null,
  reviewedAt: null,
  questions: [],
};

describe('activityEntries', () => {
  it('when a checklist was only assigned, then it has one assigned entry', () => {
    expect(activityEntries(base)).toEqual([
      {
        kind: 'assigned',
        id: 'c1',
        type: 'assigned',
        templateName: 'Inspeção diária',
        userName: 'João',
        date: '2026-11-20T12:00:00.000Z',
      },
    ]);
  });

  it('when a checklist was approved, then it has a completed, an approved and an assigned entry, each at its own time', () => {
    const entries = activityEntries({
      ...base,
      status: 'approved',
      completedAt: '2026-11-21T10:00:00.000Z',
      reviewedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(entries.map((e) => [e.kind, e.type, e.date])).toEqual([
      ['completed', 'completed', '2026-11-21T10:00:00.000Z'],
      ['reviewed', 'approved', '2026-11-22T09:00:00.000Z'],
      ['assigned', 'assigned', '2026-11-20T12:00:00.000Z'],
    ]);
  });

  it('when a completed checklist was rejected, then its completion no longer counts (spec section 4) and the rejection does', () => {
    const entries = activityEntries({
      ...base,
      status: 'rejected',
      completedAt: '2026-11-21T10:00:00.000Z',
      reviewedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(entries.map((e) => e.type)).toEqual(['rejected', 'assigned']);
  });

  it('when a checklist is back in review after a correction, then the earlier review is no longer an entry', () => {
    const entries = activityEntries({
      ...base,
      status: 'completed',
      completedAt: '2026-11-23T10:00:00.000Z',
      reviewedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(entries.map((e) => e.type)).toEqual(['completed', 'assigned']);
  });
});

describe('rejectionMarks', () => {
  const question = (fields: Partial<ActivitySource['questions'][number]>) => ({
    id: 'q1',
    question: ' Foto do painel ',
    status: 'pending',
    reviewedAt: null,
    ...fields,
  });

  it('when an answer is rejected now and was rejected before, then each rejection is one mark on its own day', () => {
    const marks = rejectionMarks(
      { ...base, questions: [question({ status: 'rejected', reviewedAt: '2026-11-22T13:00:00.000Z' })] },
      [
        { questionId: 'q1', rejectedAt: '2026-11-15T12:00:00.000Z' },
        // Another question's archived rejection is not this one's.
        { questionId: 'q9', rejectedAt: '2026-11-16T12:00:00.000Z' },
      ],
    );
    expect(marks).toEqual([
      {
        key: 'c1|q1|2026-11-15T12:00:00.000Z',
        question: 'Foto do painel',
        day: '2026-11-15',
        at: '2026-11-15T12:00:00.000Z',
      },
      {
        key: 'c1|q1|2026-11-22T13:00:00.000Z',
        question: 'Foto do painel',
        day: '2026-11-22',
        at: '2026-11-22T13:00:00.000Z',
      },
    ]);
  });

  it('when a standing rejection was also archived by a correction being saved, then it is still one mark', () => {
    const at = '2026-11-22T13:00:00.000Z';
    const marks = rejectionMarks({ ...base, questions: [question({ status: 'rejected', reviewedAt: at })] }, [
      { questionId: 'q1', rejectedAt: at },
    ]);
    expect(marks).toHaveLength(1);
  });

  it('when an answer was approved or never reviewed, or its history holds no time, then it has no mark', () => {
    const marks = rejectionMarks(
      {
        ...base,
        questions: [question({ status: 'approved', reviewedAt: '2026-11-22T13:00:00.000Z' }), question({ id: 'q2' })],
      },
      [{ questionId: 'q2', rejectedAt: 'ontem' }],
    );
    expect(marks).toEqual([]);
  });
});

describe('the rejection window', () => {
  it('when it is early in a month, then the tallies of this month and the one before are read, and the window starts 30 days back', () => {
    const now = new Date('2026-03-05T12:00:00.000Z');
    expect(rejectionMonths(now)).toEqual(['2026-03', '2026-02']);
    expect(rejectionWindowStart(now)).toBe('2026-02-03');
  });

  it('when it is January, then the month before is last year’s December', () => {
    expect(rejectionMonths(new Date('2027-01-10T12:00:00.000Z'))).toEqual(['2027-01', '2026-12']);
  });

  it('when tallies are summed, then days before the window are left out and ties go by name', () => {
    const ranked = mostRejected(
      [
        { '2026-11-22': { 'Foto do painel': 2, Óleo: 1 }, '2026-10-01': { Óleo: 9 } },
        { '2026-10-30': { Pneus: 1, 'Foto do painel': 1 } },
      ],
      '2026-10-23',
    );
    expect(ranked).toEqual([
      { question: 'Foto do painel', rejections: 3 },
      { question: 'Óleo', rejections: 1 },
      { question: 'Pneus', rejections: 1 },
    ]);
  });
});

describe('activityFieldsChanged', () => {
  it('when only an answer changed, then the activity is untouched', () => {
    expect(
      activityFieldsChanged(
        { status: 'in_progress', questions: [{ answer: null }] },
        { status: 'in_progress', questions: [{ answer: true }] },
      ),
    ).toBe(false);
  });

  it('when the status or a review changed, then the activity is brought in step', () => {
    expect(activityFieldsChanged({ status: 'in_progress' }, { status: 'completed' })).toBe(true);
    expect(activityFieldsChanged({ reviewsDigest: 'sem-revisões' }, { reviewsDigest: 'q1-rejeitada' })).toBe(true);
  });
});

describe('removableKinds', () => {
  it('when a checklist is created, then nothing needs removing', () => {
    expect(removableKinds(null, { status: 'pending', completedAt: null, reviewedAt: null })).toEqual([]);
  });

  it('when a reviewed checklist goes back to completed, then its review entry may need removing', () => {
    expect(
      removableKinds(
        { status: 'rejected', completedAt: 'x', reviewedAt: 'y' },
        { status: 'completed', completedAt: 'x', reviewedAt: 'y' },
      ),
    ).toEqual(['completed', 'reviewed']);
  });

  it('when a checklist is deleted, then every kind goes', () => {
    expect(removableKinds({ status: 'pending' }, null)).toEqual(['completed', 'reviewed', 'assigned']);
  });
});
