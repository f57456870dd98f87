import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignedNotification,
  missedNotification,
  overdueNotification,
} from '../domain/notifications/notification.schema';
import { recordingPushSender } from '../platform/messaging';
import { createAccount, newCompanyId, type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { usersRepository } from '../users/users.repository';
import { call } from '../testing/http';
import { notificationsRepository } from './notifications.repository';
import { notifyUser } from './notifications.service';
import { db } from '../platform/firebase';

let company: string;
let field: TestAccount;
let other: TestAccount;
let admin: TestAccount;

const checklist = (id: string) => ({ id, templateName: `Checklist ${id}`, dueDate: '2026-12-01T13:30:00.000Z' });

beforeAll(async () => {
  company = newCompanyId();
  [field, other, admin] = await Promise.all([
    createAccount({ role: 'user', companyId: company }),
    createAccount({ role: 'user', companyId: newCompanyId() }),
    createAccount({ role: 'admin', companyId: company }),
  ]);
  await usersRepository.create(company, field.uid, { name: 'João', email: field.email, phone: '', isActive: true });
  const push = recordingPushSender();
  const sent = [
    assignedNotification(checklist('c1')),
    assignedNotification(checklist('c2')),
    overdueNotification(checklist('c1')),
  ];
  for (const [minute, content] of sent.entries()) {
    await notifyUser(push, company, field.uid, content);
    // An explicit creation time a minute apart, so the order does not hang on the clock's resolution.
    await notificationsRepository.ref(company, field.uid, content).update({
      createdAt: Timestamp.fromDate(new Date(Date.UTC(2026, 10, 20, 12, minute))),
    });
  }
});

describe('an admin’s notifications', () => {
  const missed = { ...checklist('c9'), userName: 'João', vehicle: { name: 'Caminhão 1', plate: 'ABC1D23' } };

  it('when an admin lists, reads and reads all, then only the admin’s own inbox is used, never a field user’s', async () => {
    await notificationsRepository.createOnce(company, admin.uid, missedNotification(missed, 'admin'), 'admins');
    const fieldBefore = await db().collection(`companies/${company}/users/${field.uid}/notifications`).get();

    const list = await call('get', '/api/notifications', admin.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, unread: 1 });
    expect(list.body.data.items[0]).toMatchObject({
      id: 'checklist_missed_c9',
      title: 'Checklist não realizado',
      body: 'Checklist não realizado: Checklist c9 — Caminhão 1 (ABC1D23) — João',
      link: '/admin/dashboard',
    });

    const others = await call('post', '/api/notifications/checklist_assigned_c1/read', admin.token);
    expect([others.status, others.body.error.message]).toEqual([404, 'Notificação não encontrada']);
    const read = await call('post', '/api/notifications/checklist_missed_c9/read', admin.token);
    expect([read.status, read.body.data.readAt]).toEqual([200, expect.any(String)]);
    expect((await call('post', '/api/notifications/read-all', admin.token)).body.data).toEqual({ count: 0 });

    const fieldAfter = await db().collection(`companies/${company}/users/${field.uid}/notifications`).get();
    expect(fieldAfter.docs.map((d) => d.data())).toEqual(fieldBefore.docs.map((d) => d.data()));
  });
});

describe('a field user’s notifications', () => {
  it('when listed, then the newest comes first with the unread count', async () => {
    const res = await call('get', '/api/notifications?pageSize=2', field.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 2 });
    expect(res.body.data.items.map((n: { id: string }) => n.id)).toEqual([
      'checklist_overdue_c1',
      'checklist_assigned_c2',
    ]);
    expect(res.body.data.items[0]).toMatchObject({
      title: 'Checklist atrasado',
      link: '/mobile/checklist/c1',
      readAt: null,
    });
  });

  it('when one is marked read, then it carries the read time and only unread ones remain in the unread list', async () => {
    const res = await call('post', '/api/notifications/checklist_assigned_c2/read', field.token);
    expect(res.status).toBe(200);
    expect(res.body.data.readAt).toEqual(expect.any(String));

    const unread = await call('get', '/api/notifications?unread=true', field.token);
    expect(unread.body.data).toMatchObject({ total: 2, unread: 2 });
    expect(unread.body.data.items.map((n: { id: string }) => n.id)).toEqual([
      'checklist_overdue_c1',
      'checklist_assigned_c1',
    ]);
  });

  it('when all are marked read, then none is unread', async () => {
    const res = await call('post', '/api/notifications/read-all', field.token);
    expect(res.body.data).toEqual({ count: 2 });
    expect((await call('get', '/api/notifications', field.token)).body.data.unread).toBe(0);
  });

  it('when another user marks an id they do not own, then 404 and nothing changes', async () => {
    const before = await snapshotCompany(company, ['users']);
    const own = await db().collection(`companies/${company}/users/${field.uid}/notifications`).get();
    const res = await call('post', '/api/notifications/checklist_assigned_c1/read', other.token);
    expect([res.status, res.body.error.message]).toEqual([404, 'Notificação não encontrada']);
    expect(await snapshotCompany(company, ['users'])).toBe(before);
    const after = await db().collection(`companies/${company}/users/${field.uid}/notifications`).get();
    expect(after.docs.map((d) => d.data())).toEqual(own.docs.map((d) => d.data()));
    expect((await call('get', '/api/notifications', other.token)).body.data.total).toBe(0);
  });

  it('when the superadmin calls them, then 403', async () => {
    const superadmin = await createAccount({ role: 'superadmin' });
    for (const res of await Promise.all([
      call('get', '/api/notifications', superadmin.token),
      call('post', '/api/notifications/read-all', superadmin.token),
      call('post', '/api/notifications/checklist_assigned_c1/read', superadmin.token),
    ])) {
      expect(res.status).toBe(403);
    }
  });

  it('when the query has an unknown field, then 400', async () => {
    const res = await call('get', '/api/notifications?foo=1', field.token);
    expect([res.status, res.body.error.message]).toEqual([400, 'Campo não permitido: foo']);
  });
});
