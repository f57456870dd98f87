import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshotQuestions } from '../domain/checklists/checklist.schema';
import { db } from '../platform/firebase';
import { recordingPushSender } from '../platform/messaging';
import { newCompanyId } from '../testing/accounts';
import { pushTokensRepository } from '../notifications/push-tokens.repository';
import { usersRepository } from '../users/users.repository';
import { checklistsRepository } from './checklists.repository';
import { remindDueChecklists } from './due-reminder.service';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const minutesFromNow = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();

/** A company in Manaus (UTC−4) reminding an hour before, and one that turned reminders off. */
let manaus: string;
let silent: string;
let joao: string;
let maria: string;

async function seedCompany(prefix: string, settings: Record<string, unknown>) {
  const companyId = newCompanyId(prefix);
  await db()
    .collection('companies')
    .doc(companyId)
    .set({ name: `Empresa ${companyId}`, ...settings });
  return companyId;
}

async function seedUser(companyId: string, name: string) {
  const id = `user-${randomUUID().slice(0, 8)}`;
  await usersRepository.create(companyId, id, { name, email: `${id}@teste.dev`, phone: '', isActive: true });
  await pushTokensRepository.register(companyId, id, `device-${id}`);
  return id;
}

async function assign(companyId: string, userId: string, dueDate: string, status = 'pending'): Promise<string> {
  const [id] = await checklistsRepository.createMany(
    companyId,
    [
      {
        userId,
        userName: userId,
        templateId: 't1',
        templateName: 'Inspeção diária',
        dueDate,
        questions: snapshotQuestions([]),
        origin: 'schedule',
        scheduleId: 'sch1',
        periodKey: '2026-11-20',
      },
    ],
    'admin@teste.dev',
  );
  if (status !== 'pending') await db().doc(`companies/${companyId}/checklists/${id}`).update({ status });
  return id!;
}

const stored = async (companyId: string, id: string) =>
  (await db().doc(`companies/${companyId}/checklists/${id}`).get()).data()!;
const reminders = async (companyId: string, userId: string) =>
  (
    await db()
      .collection(`companies/${companyId}/users/${userId}/notifications`)
      .where('type', '==', 'checklist_due_soon')
      .get()
  ).docs.map((d) => d.data());

beforeAll(async () => {
  manaus = await seedCompany('lembrete', { timeZone: 'America/Manaus', dueReminderMinutes: 60 });
  silent = await seedCompany('sem-lembrete', { dueReminderMinutes: 0 });
  joao = await seedUser(manaus, 'João');
  maria = await seedUser(silent, 'Maria');
});

describe('the due reminder schedule', () => {
  it('when two runs overlap, then each open checklist due within the lead is reminded exactly once, in-app and by push, with its due time in the company’s zone', async () => {
    const soon = await Promise.all([30, 45, 60].map((m) => assign(manaus, joao, minutesFromNow(m))));
    const started = await assign(manaus, joao, minutesFromNow(20), 'in_progress');
    const later = await assign(manaus, joao, minutesFromNow(61));
    const late = await assign(manaus, joao, minutesFromNow(-5));
    const sent = await assign(manaus, joao, minutesFromNow(10), 'completed');
    const off = await assign(silent, maria, minutesFromNow(30));
    const push = recordingPushSender();

    await Promise.all([remindDueChecklists(push, NOW), remindDueChecklists(push, NOW)]);

    const reminded = [...soon, started];
    const notes = await reminders(manaus, joao);
    expect(notes.map((n) => n.checklistId).sort()).toEqual([...reminded].sort());
    // 12:30 UTC is 08:30 in Manaus.
    expect(notes.find((n) => n.checklistId === soon[0])).toMatchObject({
      title: 'Checklist vence em breve',
      body: 'Inspeção diária vence às 08:30',
      link: `/mobile/checklist/${soon[0]}`,
      read: false,
    });
    for (const id of reminded) expect(await stored(manaus, id)).toMatchObject({ dueReminderSent: true });
    const pushed = push.sent.filter((p) => p.tokens[0] === `device-${joao}`);
    expect(pushed.map((p) => p.message.data.checklistId).sort()).toEqual([...reminded].sort());
    expect(pushed[0]!.message).toMatchObject({ title: 'Checklist vence em breve' });

    for (const id of [later, late, sent]) expect(await stored(manaus, id)).toMatchObject({ dueReminderSent: false });
    expect(await stored(silent, off)).toMatchObject({ dueReminderSent: false });
    expect(await reminders(silent, maria)).toEqual([]);
    expect(push.sent.filter((p) => p.tokens[0] === `device-${maria}`)).toEqual([]);
  });

  it('when the schedule runs again 15 minutes later, then only the checklist that came within the lead is reminded', async () => {
    const before = (await reminders(manaus, joao)).length;
    const push = recordingPushSender();

    await remindDueChecklists(push, new Date(NOW.getTime() + 15 * 60_000));

    const notes = await reminders(manaus, joao);
    expect(notes.length).toBe(before + 1);
    expect(push.sent.filter((p) => p.tokens[0] === `device-${joao}`)).toHaveLength(1);
  });
});
