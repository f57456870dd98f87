import { describe, expect, it } from 'vitest';
import { ScheduleInputSchema, schedulePreviewSentence, type ScheduleInput } from './schedule.schema';
import { scheduleMessages } from './messages';

const valid: ScheduleInput = {
  templateId: 'tpl-1',
  userIds: ['ana', 'joao'],
  vehicleIds: ['truck', 'van'],
  recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
  dueTime: '08:00',
  startDate: '2030-03-04',
};

const problems = (input: unknown) =>
  ScheduleInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a schedule’s input', () => {
  it('when no pairing is chosen, then each user inspects each vehicle', () => {
    expect(ScheduleInputSchema.parse(valid).pairing).toBe('every');
  });

  it('when users are paired and each has a different vehicle, then it is accepted in the order given', () => {
    const parsed = ScheduleInputSchema.parse({ ...valid, pairing: 'paired', vehicleIds: ['van', 'truck'] });
    expect(parsed).toMatchObject({ pairing: 'paired', userIds: ['ana', 'joao'], vehicleIds: ['van', 'truck'] });
  });

  it('when users are paired but one has no vehicle or two share one, then the vehicles say what is expected', () => {
    expect(problems({ ...valid, pairing: 'paired', vehicleIds: ['truck'] })).toEqual([
      ['vehicleIds', scheduleMessages.pairsIncomplete],
    ]);
    expect(problems({ ...valid, pairing: 'paired', vehicleIds: ['truck', 'truck'] })).toEqual([
      ['vehicleIds', scheduleMessages.pairsIncomplete],
    ]);
  });

  it('when several fields are wrong, then every one of them is named at once', () => {
    expect(problems({ ...valid, templateId: '', userIds: [], dueTime: '', startDate: '' })).toEqual([
      ['templateId', scheduleMessages.templateRequired],
      ['userIds', scheduleMessages.usersRequired],
      ['dueTime', scheduleMessages.dueTimeInvalid],
      ['startDate', 'Informe a data de início'],
    ]);
  });

  it('when 11 users each inspect 10 vehicles, then it is over the limit; paired, 10 of them are not', () => {
    const users = Array.from({ length: 11 }, (_, i) => `u${i}`);
    const vehicles = Array.from({ length: 10 }, (_, i) => `v${i}`);
    expect(problems({ ...valid, userIds: users, vehicleIds: vehicles })).toHaveLength(1);
    expect(problems({ ...valid, userIds: users.slice(0, 10), vehicleIds: vehicles, pairing: 'paired' })).toEqual([]);
  });
});

describe('the schedule’s preview sentence', () => {
  it('when two users each inspect two vehicles, then it says 4 checklists a day and why', () => {
    expect(schedulePreviewSentence(4, 2, 2, 'every')).toBe(
      'Cada dia agendado cria 4 checklists (2 usuários × 2 veículos): cada usuário inspeciona cada veículo.',
    );
  });

  it('when paired, or a general checklist, then it says so', () => {
    expect(schedulePreviewSentence(2, 2, 2, 'paired')).toBe(
      'Cada dia agendado cria 2 checklists: cada usuário inspeciona o veículo do seu par.',
    );
    expect(schedulePreviewSentence(1, 1, 0, 'every')).toBe('Cada dia agendado cria 1 checklist, um para cada usuário.');
  });
});
