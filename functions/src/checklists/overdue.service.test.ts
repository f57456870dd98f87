import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshotQuestions } from '../domain/checklists/checklist.schema';
import { db } from '../platform/firebase';
import { recordingPushSender } from '../platform/messaging';
import { newCompanyId } from '../testing/accounts';
import { companiesRepository } from '../companies/companies.repository';
import { createCompanyDoc } from '../testing/fixtures';
import { pushTokensRepository } from '../notifications/push-tokens.repository';
import { usersRepository } from '../users/users.repository';
import { checklistsRepository } from './checklists.repository';
import { flagOverdueChecklists } from './overdue.service';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const minutesFromNow = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();

let company: string;
const users: string[] = [];
const admins: string[] = [];

async function assign(userId: string, dueDate: string, status = 'pending'): Promise<string> {
  const [id] = await checklistsRepository.createMany(
    company,
    [
      {
        userId,
        userName: userId,
        templateId: 't1',
        templateName: 'Inspeção diária',
        dueDate,
        questions: snapshotQuestions([]),
      },
    ],
    'admin@teste.dev',
  );
  if (status !== 'pending') await db().doc(`companies/${company}/checklists/${id}`).update({ status });
  return id!;
}

const checklist = async (id: string) => (await db().doc(`companies/${company}/checklists/${id}`).get()).data()!;
const overdueNotifications = async () => {
  const all = await Promise.all(
    users.map((u) =>
      db().collection(`companies/${company}/users/${u}/notifications`).where('type', '==', 'checklist_overdue').get(),
    ),
  );
  return all.flatMap((snap) => snap.docs.map((d) => d.data()));
};

beforeAll(async () => {
  company = newCompanyId('atraso');
  await createCompanyDoc(company);
  for (let i = 0; i < 5; i += 1) {
    const id = `user-${randomUUID().slice(0, 8)}`;
    await usersRepository.create(company, id, {
      name: `Usuário ${i}`,
      email: `${id}@teste.dev`,
      phone: '',
      isActive: true,
    });
    await pushTokensRepository.register(company, id, `device-${id}`);
    users.push(id);
  }
  for (const name of ['Ana Gestora', 'Bruno Gestor']) {
    const id = `admin-${randomUUID().slice(0, 8)}`;
    await companiesRepository.createAdmin(company, id, { name, email: `${id}@teste.dev` }, 'super@teste.dev');
    await pushTokensRepository.register(company, id, `device-${id}`);
    admins.push(id);
  }
});

/** A checklist the schedules made (their own helper builds them; here the groundwork's fields). */
async function scheduled(userId: string, userName: string, dueDate: string, vehicle?: { name: string; plate: string }) {
  const [id] = await checklistsRepository.createMany(
    company,
    [
      {
        userId,
        userName,
        templateId: 't2',
        templateName: 'Inspeção de saída',
        ...(vehicle && { templateKind: 'vehicle_inspection' as const, vehicle: { id: 'v1', ...vehicle } }),
        dueDate,
        questions: snapshotQuestions([]),
        origin: 'schedule',
        scheduleId: 'sch1',
        periodKey: '2026-11-20',
      },
    ],
    'agendamento',
  );
  return id!;
}

const notificationsOf = async (inbox: 'users' | 'admins', id: string, type: string) =>
  (await db().collection(`companies/${company}/${inbox}/${id}/notifications`).where('type', '==', type).get()).docs.map(
    (d) => d.data(),
  );

describe('the overdue schedule', () => {
  it('when a scheduled checklist turns overdue and two runs overlap, then its user and every admin are told once that it was not done, in-app and by push', async () => {
    const truck = await scheduled(users[3]!, 'João', minutesFromNow(-10), { name: 'Caminhão 1', plate: 'ABC1D23' });
    const general = await scheduled(users[4]!, 'Maria', minutesFromNow(-20));
    const push = recordingPushSender();

    await Promise.all([flagOverdueChecklists(push, NOW), flagOverdueChecklists(push, NOW)]);

    const truckText = 'Checklist não realizado: Inspeção de saída — Caminhão 1 (ABC1D23) — João';
    const generalText = 'Checklist não realizado: Inspeção de saída — Maria';
    expect(await notificationsOf('users', users[3]!, 'checklist_missed')).toEqual([
      expect.objectContaining({
        title: 'Checklist não realizado',
        body: truckText,
        link: `/mobile/checklist/${truck}`,
      }),
    ]);
    expect(await notificationsOf('users', users[4]!, 'checklist_missed')).toEqual([
      expect.objectContaining({ body: generalText, checklistId: general }),
    ]);
    for (const admin of admins) {
      const told = await notificationsOf('admins', admin, 'checklist_missed');
      expect(told.map((n) => [n.checklistId, n.body, n.link]).sort()).toEqual(
        [
          [truck, truckText, '/admin/dashboard'],
          [general, generalText, '/admin/dashboard'],
        ].sort(),
      );
    }
    for (const id of [truck, general]) {
      expect(await checklist(id)).toMatchObject({ overdueNotified: true });
      const pushed = push.sent.filter((p) => p.message.data.checklistId === id);
      expect(pushed.map((p) => p.tokens[0]).sort()).toEqual(
        [`device-${users[id === truck ? 3 : 4]}`, ...admins.map((a) => `device-${a}`)].sort(),
      );
      expect(pushed.every((p) => p.message.title === 'Checklist não realizado')).toBe(true);
    }
    // The user is told it was not done, not that it is late.
    expect(await notificationsOf('users', users[3]!, 'checklist_overdue')).toEqual([]);
  });

  it('when two runs overlap, then every open checklist past due is flagged and its user notified exactly once', async () => {
    const overdue: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      overdue.push(await assign(users[i % 5]!, minutesFromNow(-1 - i), i % 4 === 0 ? 'in_progress' : 'pending'));
    }
    const dueNow = await assign(users[0]!, NOW.toISOString());
    const future = await assign(users[1]!, minutesFromNow(1));
    const done = await Promise.all(
      ['completed', 'in_review', 'approved', 'rejected'].map((s) => assign(users[2]!, minutesFromNow(-30), s)),
    );
    const push = recordingPushSender();

    await Promise.all([flagOverdueChecklists(push, NOW), flagOverdueChecklists(push, NOW)]);

    for (const id of overdue) {
      expect(await checklist(id)).toMatchObject({ overdueNotified: true });
      expect((await checklist(id)).overdueAt.toDate()).toEqual(NOW);
    }
    const notifications = await overdueNotifications();
    expect(notifications.map((n) => n.checklistId).sort()).toEqual([...overdue].sort());
    expect(notifications[0]).toMatchObject({
      title: 'Checklist atrasado',
      body: expect.stringContaining('Inspeção diária venceu em'),
    });
    const ours = push.sent.filter((p) => overdue.includes(p.message.data.checklistId ?? ''));
    expect(ours).toHaveLength(120);
    expect(new Set(ours.map((p) => p.message.data.checklistId)).size).toBe(120);

    for (const id of [dueNow, future, ...done])
      expect(await checklist(id)).toMatchObject({ overdueNotified: false, overdueAt: null });
    // Checklists an admin assigned are the user's business: no admin is told of them.
    for (const admin of admins) {
      const told = await notificationsOf('admins', admin, 'checklist_missed');
      expect(told.filter((n) => overdue.includes(n.checklistId))).toEqual([]);
      expect(await notificationsOf('admins', admin, 'checklist_overdue')).toEqual([]);
    }
  });

  it('when the schedule runs again later, then nobody is notified twice', async () => {
    const before = (await overdueNotifications()).length;
    const push = recordingPushSender();

    await flagOverdueChecklists(push, new Date(NOW.getTime() + 15 * 60_000));

    // Since then only the checklists due at NOW and a minute later have become overdue.
    const after = await overdueNotifications();
    expect(after.length).toBe(before + 2);
    expect(push.sent.map((p) => p.tokens[0]).sort()).toEqual([`device-${users[0]}`, `device-${users[1]}`].sort());
  });

  it("when the company is in Acre, then the overdue text gives the due time on Acre's clock", async () => {
    const acre = newCompanyId('acre');
    await db().collection('companies').doc(acre).set({ name: 'Acre Transportes', timeZone: 'America/Rio_Branco' });
    const userId = `user-${randomUUID().slice(0, 8)}`;
    await usersRepository.create(acre, userId, {
      name: 'Rui',
      email: `${userId}@teste.dev`,
      phone: '',
      isActive: true,
    });
    const [id] = await checklistsRepository.createMany(
      acre,
      [
        {
          userId,
          userName: 'Rui',
          templateId: 't1',
          templateName: 'Inspeção diária',
          dueDate: '2026-11-20T13:30:00.000Z',
          questions: snapshotQuestions([]),
        },
      ],
      'admin@teste.dev',
    );

    await flagOverdueChecklists(recordingPushSender(), new Date('2026-11-20T14:00:00.000Z'));

    const notifications = (await db().collection(`companies/${acre}/users/${userId}/notifications`).get()).docs.map(
      (d) => d.data(),
    );
    expect(notifications).toEqual([
      expect.objectContaining({
        checklistId: id,
        body: 'Inspeção diária venceu em 20/11/2026 08:30. Conclua o quanto antes.',
      }),
    ]);
  });
});
