import { describe, expect, it } from 'vitest';
import { AssignInputSchema, assignmentPairs, isDueDateAhead } from './assign.schema';
import { AnswerLocationSchema } from './answer.schema';
import {
  coarseLocation,
  counterDeltas,
  mapLink,
  PROGRESS_GROUPS,
  isOverdue,
  progressPercent,
  UNSENT_STATUSES,
  WITH_FIELD_USER_STATUSES,
} from './checklist.schema';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('isOverdue while unsent', () => {
  it.each([
    ['pending', '2026-11-20T11:59:59.999Z', true],
    ['in_progress', '2026-11-19T12:00:00.000Z', true],
    ['pending', '2026-11-20T12:00:00.000Z', false],
    ['pending', '2026-11-20T12:00:00.001Z', false],
    ['completed', '2026-11-01T00:00:00.000Z', false],
    ['rejected', '2026-11-01T00:00:00.000Z', false],
  ] as const)('when a %s checklist is due %s, then overdue is %s', (status, dueDate, expected) => {
    expect(isOverdue({ status, dueDate }, now, UNSENT_STATUSES)).toBe(expected);
  });
});

describe('isOverdue while with the field user', () => {
  it('when a rejected checklist is past due, then it is late for its user though not overdue for the schedule', () => {
    const c = { status: 'rejected', dueDate: '2026-11-19T12:00:00.000Z' } as const;
    expect([isOverdue(c, now, WITH_FIELD_USER_STATUSES), isOverdue(c, now, UNSENT_STATUSES)]).toEqual([true, false]);
  });

  it('when a sent checklist is past due, then it is not late', () => {
    expect(isOverdue({ status: 'in_review', dueDate: '2026-11-19T12:00:00.000Z' }, now, WITH_FIELD_USER_STATUSES)).toBe(
      false,
    );
  });
});

describe('counterDeltas', () => {
  it('when a checklist is created, then its user gains one checklist', () => {
    expect(counterDeltas(null, { userId: 'u1', status: 'pending' })).toEqual(
      new Map([['u1', { checklistsCount: 1, completedCount: 0 }]]),
    );
  });

  it('when it is submitted, then only the completed count moves', () => {
    expect(counterDeltas({ userId: 'u1', status: 'in_progress' }, { userId: 'u1', status: 'completed' })).toEqual(
      new Map([['u1', { checklistsCount: 0, completedCount: 1 }]]),
    );
  });

  it('when a completed one is deleted, then both counts go down', () => {
    expect(counterDeltas({ userId: 'u1', status: 'approved' }, null)).toEqual(
      new Map([['u1', { checklistsCount: -1, completedCount: -1 }]]),
    );
  });

  it('when nothing counted changes, then there is no delta', () => {
    expect(counterDeltas({ userId: 'u1', status: 'pending' }, { userId: 'u1', status: 'in_progress' }).size).toBe(0);
  });

  it('when deltas of every event are summed in any order, then they equal the final state', () => {
    const events = [
      [null, { userId: 'u1', status: 'pending' }],
      [
        { userId: 'u1', status: 'pending' },
        { userId: 'u1', status: 'completed' },
      ],
      [
        { userId: 'u1', status: 'completed' },
        { userId: 'u1', status: 'rejected' },
      ],
    ] as const;
    for (const order of [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
    ]) {
      const total = { checklistsCount: 0, completedCount: 0 };
      for (const i of order) {
        const d = counterDeltas(events[i]![0], events[i]![1]).get('u1');
        total.checklistsCount += d?.checklistsCount ?? 0;
        total.completedCount += d?.completedCount ?? 0;
      }
      expect(total).toEqual({ checklistsCount: 1, completedCount: 0 });
    }
  });
});

describe('AssignInputSchema', () => {
  it('when the spec’s single userId and a list are both sent, then the users are merged without repeats', () => {
    const input = AssignInputSchema.parse({
      templateId: 't1',
      dueDate: '2026-12-01T10:00:00-03:00',
      userIds: ['a', 'b'],
      userId: 'a',
    });
    expect(input).toEqual({ templateId: 't1', dueDate: '2026-12-01T13:00:00.000Z', userIds: ['a', 'b'] });
  });

  it('when no user is given, then "Preencha todos os campos obrigatórios"', () => {
    const result = AssignInputSchema.safeParse({ templateId: 't1', dueDate: '2026-12-01T10:00:00Z' });
    expect(result.error?.issues[0]?.message).toBe('Preencha todos os campos obrigatórios');
  });

  it('when the due date is exactly now, then it is not ahead', () => {
    expect(isDueDateAhead(now.toISOString(), now)).toBe(false);
    expect(isDueDateAhead('2026-11-20T12:01:00.000Z', now)).toBe(true);
  });
});

describe('assigning a vehicle inspection', () => {
  it('when vehicles are named twice, then each is kept once', () => {
    const input = AssignInputSchema.parse({
      templateId: 't1',
      dueDate: '2026-12-01T10:00:00-03:00',
      userIds: ['u1'],
      vehicleIds: ['v1', 'v2', 'v1'],
    });
    expect(input.vehicleIds).toEqual(['v1', 'v2']);
  });

  it('when two users and two vehicles are picked, then each user gets a checklist of each vehicle', () => {
    expect(assignmentPairs(['ana', 'joao'], ['truck', 'van'])).toEqual([
      { user: 'ana', vehicle: 'truck' },
      { user: 'ana', vehicle: 'van' },
      { user: 'joao', vehicle: 'truck' },
      { user: 'joao', vehicle: 'van' },
    ]);
  });

  it('when users are paired with vehicles, then the nth user gets the nth vehicle only, and a user without one gets none', () => {
    expect(assignmentPairs(['ana', 'joao'], ['truck', 'van'], 'paired')).toEqual([
      { user: 'ana', vehicle: 'truck' },
      { user: 'joao', vehicle: 'van' },
    ]);
    expect(assignmentPairs(['ana', 'joao'], ['truck'], 'paired')).toEqual([{ user: 'ana', vehicle: 'truck' }]);
    expect(assignmentPairs(['ana'], [], 'paired')).toEqual([{ user: 'ana', vehicle: null }]);
  });

  it('when no vehicle is picked (a general checklist), then each user gets one without a vehicle', () => {
    expect(assignmentPairs(['ana', 'joao'], [])).toEqual([
      { user: 'ana', vehicle: null },
      { user: 'joao', vehicle: null },
    ]);
  });
});

describe('progress and counts', () => {
  it('when 2 of 3 questions are answered, then progress is 67%', () => {
    expect(progressPercent({ questionsCount: 3, answeredCount: 2 })).toBe(67);
    expect(progressPercent({ questionsCount: 0, answeredCount: 0 })).toBe(0);
  });

  it('when grouped for the users screen, then sent ones are completed, rejected ones back in progress, and each status counts once', () => {
    expect(PROGRESS_GROUPS).toEqual({
      completed: ['completed', 'in_review', 'approved'],
      inProgress: ['in_progress', 'rejected'],
      pending: ['pending'],
    });
  });
});

describe('a position, as stored and shown (LGPD: about 10 m)', () => {
  it('when the phone gives a precise position, then 4 decimal places and whole metres of at least 10 are kept', () => {
    expect(coarseLocation({ latitude: -23.550519876, longitude: -46.633308123, accuracy: 3.7 })).toEqual({
      latitude: -23.5505,
      longitude: -46.6333,
      accuracy: 10,
    });
    expect(coarseLocation({ latitude: 0.00005, longitude: 179.99996, accuracy: 48.6 })).toEqual({
      latitude: 0.0001,
      longitude: 180,
      accuracy: 49,
    });
  });

  it('when an answer carries a position, then the API schema stores it coarse', () => {
    expect(AnswerLocationSchema.parse({ latitude: -23.550519, longitude: -46.633308, accuracy: 5 })).toEqual({
      latitude: -23.5505,
      longitude: -46.6333,
      accuracy: 10,
    });
  });

  it('when a reviewer opens it, then the link shows it on OpenStreetMap', () => {
    expect(mapLink({ latitude: -23.5505, longitude: -46.6333 })).toBe(
      'https://www.openstreetmap.org/?mlat=-23.5505&mlon=-46.6333#map=18/-23.5505/-46.6333',
    );
  });
});
