import { beforeAll, describe, expect, it } from 'vitest';
import { ScheduleInputSchema, type ScheduleInput } from '../domain/schedules/schedule.schema';
import type { Template } from '../domain/templates/template.schema';
import { db } from '../platform/firebase';
import { adminSession, createCompanyDoc, validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { validVehicle } from '../testing/vehicles';
import { fieldUser, twoCompanies, type FieldUser } from '../testing/world';
import { createSchedule, pauseSchedule, updateSchedule } from './schedules.service';
import { createScheduledChecklists } from './scheduled-checklists.service';

let alfa: string;
let adminToken: string;
let joao: FieldUser;
let maria: FieldUser;
let inspection: Template;
let truckId: string;

// 2030-03-04 is a Monday; 08:00 in São Paulo is 11:00 UTC, and its checklists exist from 03:00 UTC (local midnight).
const SAVED_AT = new Date('2030-03-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

const input = (overrides: Partial<ScheduleInput> = {}) =>
  ScheduleInputSchema.parse({
    templateId: inspection.id,
    userIds: [joao.id, maria.id],
    vehicleIds: [truckId],
    recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
    dueTime: '08:00',
    startDate: '2030-03-04',
    ...overrides,
  });

async function scheduled(overrides: Partial<ScheduleInput> = {}) {
  return createSchedule(adminSession(alfa), input(overrides), SAVED_AT);
}

/** The schedule's checklists as `period user due`, sorted. */
async function checklistsOf(scheduleId: string): Promise<string[]> {
  const snap = await db()
    .collection('companies')
    .doc(alfa)
    .collection('checklists')
    .where('scheduleId', '==', scheduleId)
    .get();
  return snap.docs
    .map((doc) => {
      const d = doc.data();
      return `${d.periodKey} ${d.userName} ${(d.dueDate as { toDate(): Date }).toDate().toISOString()}`;
    })
    .sort();
}

beforeAll(async () => {
  const world = await twoCompanies();
  alfa = world.alfa;
  adminToken = world.admin.token;
  await createCompanyDoc(alfa);
  [joao, maria] = await Promise.all([fieldUser(adminToken, 'João'), fieldUser(adminToken, 'Maria')]);
  inspection = (
    await call(
      'post',
      '/api/templates',
      adminToken,
      validTemplate({
        name: 'Inspeção diária',
        kind: 'vehicle_inspection',
        questions: [{ type: 'boolean', question: 'Freios funcionando?' }],
      }),
    )
  ).body.data as Template;
  truckId = (await call('post', '/api/vehicles', adminToken, validVehicle({ name: 'Caminhão 1', plate: 'TRK1A23' })))
    .body.data.id as string;
});

describe('the scheduled checklists job', () => {
  it('when users are paired with vehicles, then each day makes one checklist per pair, the nth user with the nth vehicle', async () => {
    const vanId = (await call('post', '/api/vehicles', adminToken, validVehicle({ name: 'Van 2', plate: 'VAN2B34' })))
      .body.data.id as string;
    const schedule = await scheduled({ pairing: 'paired', vehicleIds: [vanId, truckId], startDate: '2030-05-06' });
    expect(schedule.pairing).toBe('paired');
    await createScheduledChecklists(at('2030-05-06T04:00:00Z'));

    const snap = await db()
      .collection('companies')
      .doc(alfa)
      .collection('checklists')
      .where('scheduleId', '==', schedule.id)
      .get();
    expect(snap.docs.map((doc) => `${doc.data().userName} ${doc.data().vehicle.name}`).sort()).toEqual([
      'João Van 2',
      'Maria Caminhão 1',
    ]);
  });

  it('when two runs go at once, then each period has one checklist per user and vehicle, made as an assignment is', async () => {
    const schedule = await scheduled();
    await createScheduledChecklists(at('2030-03-04T02:59:00Z'));
    expect(await checklistsOf(schedule.id)).toEqual([]);

    await Promise.all([
      createScheduledChecklists(at('2030-03-04T04:00:00Z')),
      createScheduledChecklists(at('2030-03-04T04:00:00Z')),
    ]);
    expect(await checklistsOf(schedule.id)).toEqual([
      '2030-03-04 João 2030-03-04T11:00:00.000Z',
      '2030-03-04 Maria 2030-03-04T11:00:00.000Z',
    ]);
    const id = `s_${schedule.id}_20300304_${joao.id}_${truckId}`;
    const doc = (await db().collection('companies').doc(alfa).collection('checklists').doc(id).get()).data()!;
    expect(doc).toMatchObject({
      origin: 'schedule',
      scheduleId: schedule.id,
      periodKey: '2030-03-04',
      status: 'pending',
      templateId: inspection.id,
      templateName: 'Inspeção diária',
      templateKind: 'vehicle_inspection',
      vehicle: { id: truckId, name: 'Caminhão 1', plate: 'TRK1A23' },
      vehicleId: truckId,
      userId: joao.id,
      questionsCount: 1,
      dueReminderSent: false,
    });
    const stored = (await call('get', `/api/schedules/${schedule.id}`, adminToken)).body.data;
    expect(stored).toMatchObject({ lastDay: '2030-03-04', nextDay: '2030-03-05' });
    // The field user sees it as any assigned checklist.
    expect((await call('get', `/api/checklists/${id}`, joao.token)).status).toBe(200);
  });

  it('when the job runs two days late, twice at once and again, then each missed period is created exactly once', async () => {
    const schedule = await scheduled();
    const late = at('2030-03-06T10:00:00Z');
    await Promise.all([createScheduledChecklists(late), createScheduledChecklists(late)]);
    await createScheduledChecklists(late);
    expect(await checklistsOf(schedule.id)).toEqual([
      '2030-03-04 João 2030-03-04T11:00:00.000Z',
      '2030-03-04 Maria 2030-03-04T11:00:00.000Z',
      '2030-03-05 João 2030-03-05T11:00:00.000Z',
      '2030-03-05 Maria 2030-03-05T11:00:00.000Z',
      '2030-03-06 João 2030-03-06T11:00:00.000Z',
      '2030-03-06 Maria 2030-03-06T11:00:00.000Z',
    ]);
    // The weekend passes: Friday's, then Monday's.
    await createScheduledChecklists(at('2030-03-11T04:00:00Z'));
    expect((await checklistsOf(schedule.id)).map((c) => c.slice(0, 10))).toEqual([
      ...['04', '04', '05', '05', '06', '06', '07', '07', '08', '08', '11', '11'].map((d) => `2030-03-${d}`),
    ]);
  });

  it('when a schedule is paused or has ended, then the job creates nothing for it', async () => {
    const paused = await scheduled();
    await pauseSchedule(adminSession(alfa), paused.id, SAVED_AT);
    const ended = await scheduled({ startDate: '2030-03-01', endDate: '2030-03-01' });
    expect(ended.nextDay).toBeNull();
    await createScheduledChecklists(at('2030-03-06T10:00:00Z'));
    expect(await checklistsOf(paused.id)).toEqual([]);
    expect(await checklistsOf(ended.id)).toEqual([]);
  });

  it('when a schedule reaches its end date, then its last period is created and no later one', async () => {
    const schedule = await scheduled({ endDate: '2030-03-05', userIds: [joao.id] });
    await createScheduledChecklists(at('2030-03-20T04:00:00Z'));
    expect(await checklistsOf(schedule.id)).toEqual([
      '2030-03-04 João 2030-03-04T11:00:00.000Z',
      '2030-03-05 João 2030-03-05T11:00:00.000Z',
    ]);
    const stored = (await call('get', `/api/schedules/${schedule.id}`, adminToken)).body.data;
    expect(stored).toMatchObject({ nextDay: null, nextAvailableAt: null });
  });

  it('when a schedule is edited, then the periods already created stay and only the next ones follow the edit', async () => {
    const schedule = await scheduled({ userIds: [joao.id] });
    await createScheduledChecklists(at('2030-03-04T04:00:00Z'));
    await updateSchedule(
      adminSession(alfa),
      schedule.id,
      input({ userIds: [maria.id], dueTime: '10:00' }),
      at('2030-03-04T05:00:00Z'),
    );
    await createScheduledChecklists(at('2030-03-05T04:00:00Z'));
    expect(await checklistsOf(schedule.id)).toEqual([
      '2030-03-04 João 2030-03-04T11:00:00.000Z',
      '2030-03-05 Maria 2030-03-05T13:00:00.000Z',
    ]);
  });

  it('when a user is deactivated after the schedule was saved, then the others still get theirs', async () => {
    const pedro = await fieldUser(adminToken, 'Pedro');
    const schedule = await scheduled({ userIds: [joao.id, pedro.id] });
    const off = await call('put', `/api/users/${pedro.id}`, adminToken, {
      name: pedro.name,
      email: pedro.email,
      phone: pedro.phone,
      isActive: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await createScheduledChecklists(at('2030-03-04T04:00:00Z'));
    expect(await checklistsOf(schedule.id)).toEqual(['2030-03-04 João 2030-03-04T11:00:00.000Z']);
  });
});
