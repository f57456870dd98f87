import { describe, expect, it } from 'vitest';
import type { ChecklistSummary } from '../checklists/checklist.schema';
import { MISSED_STATE_LABELS, MISSED_TODAY_LISTED, missedToday } from './missed-today';

const NOW = new Date('2026-11-20T15:00:00.000Z');

function summary(id: string, fields: Partial<ChecklistSummary>): ChecklistSummary {
  return {
    id,
    companyId: 'c',
    userId: `u-${id}`,
    userName: `Usuário ${id}`,
    templateId: 't',
    templateName: 'Inspeção diária',
    status: 'pending',
    dueDate: '2026-11-20T18:00:00.000Z',
    assignedAt: '2026-11-20T03:00:00.000Z',
    assignedBy: 'agendamento',
    startedAt: null,
    completedAt: null,
    submittedAt: null,
    durationSeconds: null,
    overdueAt: null,
    questionsCount: 1,
    answeredCount: 0,
    origin: 'schedule',
    scheduleId: 's',
    periodKey: '2026-11-20',
    ...fields,
  };
}

describe('missedToday', () => {
  it('when today’s scheduled checklists are late, not started or under way, then late ones (started or not) and not started ones are listed, late first by due time', () => {
    const panel = missedToday(
      '2026-11-20',
      [
        summary('not-started', {}),
        summary('late-started', { status: 'in_progress', dueDate: '2026-11-20T14:00:00.000Z' }),
        summary('late', {
          dueDate: '2026-11-20T12:00:00.000Z',
          vehicle: { id: 'v1', name: 'Caminhão', plate: 'ABC1D23' },
        }),
        summary('under-way', { status: 'in_progress' }),
        summary('yesterday', { periodKey: '2026-11-19', dueDate: '2026-11-19T12:00:00.000Z' }),
        summary('assigned', { origin: undefined, periodKey: undefined, dueDate: '2026-11-20T12:00:00.000Z' }),
      ],
      NOW,
    );

    expect(panel).toMatchObject({ day: '2026-11-20', overdue: 2, notStarted: 1 });
    expect(panel.items.map((i) => [i.id, MISSED_STATE_LABELS[i.state]])).toEqual([
      ['late', 'Atrasado'],
      ['late-started', 'Atrasado'],
      ['not-started', 'Não iniciado'],
    ]);
    expect(panel.items[0]).toMatchObject({
      userId: 'u-late',
      userName: 'Usuário late',
      templateName: 'Inspeção diária',
      vehicle: { id: 'v1', name: 'Caminhão', plate: 'ABC1D23' },
      dueDate: '2026-11-20T12:00:00.000Z',
    });
    expect(panel.items[2]!.vehicle).toBeNull();
  });

  it('when a checklist is due exactly now, then it is not late yet', () => {
    const panel = missedToday('2026-11-20', [summary('now', { dueDate: NOW.toISOString() })], NOW);
    expect(panel.items.map((i) => i.state)).toEqual(['not_started']);
  });

  it('when more are missed than the panel lists, then the counts cover them all and the late ones are listed first', () => {
    const open = Array.from({ length: MISSED_TODAY_LISTED + 20 }, (_, i) =>
      summary(`c${i}`, i < 30 ? { dueDate: '2026-11-20T10:00:00.000Z' } : {}),
    );
    const panel = missedToday('2026-11-20', open, NOW);
    expect([panel.overdue, panel.notStarted, panel.items.length]).toEqual([
      30,
      MISSED_TODAY_LISTED - 10,
      MISSED_TODAY_LISTED,
    ]);
    expect(panel.items.slice(0, 30).every((i) => i.state === 'overdue')).toBe(true);
  });
});
