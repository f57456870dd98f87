import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createAccount, newCompanyId, type TestAccount } from '../testing/accounts';
import { adminSession } from '../testing/fixtures';
import { call } from '../testing/http';
import { syncChecklistActivity } from './activity.service';
import { syncFleetEntry } from './fleet.service';
import { companyDashboard, platformDashboard } from './dashboard.service';
import { startOfWeek } from '../domain/dashboard/stats';
import { answerHistoryId } from '../domain/checklists/checklist.schema';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const company = (id: string) => db().collection('companies').doc(id);

/** Sunday 22 November 2026, noon in São Paulo (UTC−3): the week began at 03:00 UTC that day. */
const NOW = new Date('2026-11-22T15:00:00.000Z');

function checklist(id: string, fields: Record<string, unknown>) {
  return {
    id,
    templateName: `Template ${id}`,
    userName: `Usuário ${id}`,
    userId: 'u1',
    status: 'pending',
    dueDate: at('2026-12-30T12:00:00Z'),
    assignedAt: at('2026-11-02T12:00:00Z'),
    completedAt: null,
    reviewedAt: null,
    rejectedAt: null,
    questions: [],
    ...fields,
  };
}

async function seedKnownCompany(companyId: string) {
  await company(companyId).set({ name: 'Transportes Conhecidos' });
  const batch = db().batch();
  const users = company(companyId).collection('users');
  batch.set(users.doc('u1'), { name: 'Ana', isActive: true });
  batch.set(users.doc('u2'), { name: 'Bruno', isActive: true });
  batch.set(users.doc('u3'), { name: 'Carla', isActive: false });
  batch.set(company(companyId).collection('templates').doc('t1'), { name: 'A' });
  batch.set(company(companyId).collection('templates').doc('t2'), { name: 'B' });
  const rows = [
    checklist('c1', { status: 'pending', dueDate: at('2026-11-20T12:00:00Z') }),
    checklist('c2', {
      status: 'in_progress',
      dueDate: at('2026-11-21T12:00:00Z'),
      assignedAt: at('2026-11-22T03:00:00Z'),
    }),
    checklist('c3', { status: 'pending', assignedAt: at('2026-11-22T02:59:59Z') }),
    // Saturday 23:59:59 in São Paulo: this month, last week.
    checklist('c4', { status: 'completed', completedAt: at('2026-11-22T02:59:59Z') }),
    checklist('c5', { status: 'completed', completedAt: at('2026-11-22T10:00:00Z') }),
    checklist('c6', {
      status: 'approved',
      completedAt: at('2026-11-05T12:00:00Z'),
      reviewedAt: at('2026-11-22T12:00:00Z'),
    }),
    checklist('c7', {
      status: 'rejected',
      completedAt: at('2026-10-20T12:00:00Z'),
      reviewedAt: at('2026-11-22T13:00:00Z'),
      rejectedAt: at('2026-11-22T13:00:00Z'),
      questions: [
        { id: 'q1', question: 'Os faróis funcionam?', status: 'pending' },
        {
          id: 'q2',
          question: 'Foto do painel',
          status: 'pending',
          corrections: 2,
        },
        { id: 'q3', question: 'Pneus calibrados?', status: 'approved' },
      ],
      reviews: {
        q1: { status: 'rejected', reviewedAt: '2026-11-22T13:00:00.000Z' },
        q2: { status: 'rejected', reviewedAt: '2026-11-22T13:00:00.000Z' },
      },
    }),
    checklist('c8', { status: 'in_review', completedAt: at('2026-10-31T12:00:00Z') }),
  ];
  for (const row of rows) batch.set(company(companyId).collection('checklists').doc(row.id), row);
  // c7's photo answer was rejected twice before, its rejected answers archived when corrected.
  for (const [seq, rejectedAt] of [
    [1, '2026-09-01T12:00:00.000Z'],
    [2, '2026-11-15T12:00:00.000Z'],
  ] as const)
    batch.set(
      company(companyId)
        .collection('answer_history')
        .doc(answerHistoryId('c7', 'q2', seq)),
      {
        checklistId: 'c7',
        questionId: 'q2',
        seq,
        userId: 'u1',
        answer: null,
        rejectionReason: 'Escura',
        rejectedAt,
      },
    );
  const vehicles = company(companyId).collection('vehicles');
  batch.set(vehicles.doc('v1'), {
    name: 'Caminhão 1',
    plate: 'ABC1D23',
    currentKm: 19_000,
    lastOilChangeKm: 10_000,
    oilChangeIntervalKm: 10_000,
    isActive: true,
  });
  batch.set(vehicles.doc('v2'), {
    name: 'Van 2',
    plate: 'XYZ9K88',
    currentKm: 5_000,
    lastOilChangeKm: 0,
    oilChangeIntervalKm: 10_000,
    isActive: true,
  });
  batch.set(vehicles.doc('v1').collection('fuel').doc('f1'), {
    totalCost: 250.5,
    performedAt: at('2026-11-10T12:00:00Z'),
  });
  batch.set(vehicles.doc('v1').collection('fuel').doc('f0'), {
    totalCost: 100,
    performedAt: at('2026-10-31T12:00:00Z'),
  });
  batch.set(vehicles.doc('v2').collection('fuel').doc('f2'), {
    totalCost: 120.25,
    performedAt: at('2026-11-21T12:00:00Z'),
  });
  batch.set(vehicles.doc('v2').collection('reminders').doc('r1'), {
    name: 'Revisão dos freios',
    type: 'brake_service',
    intervalKm: 5_000,
    intervalMonths: null,
    lastDoneKm: 0,
    lastDoneAt: at('2026-11-01T12:00:00Z'),
  });
  await batch.commit();
  // What the activity and fleet triggers do after each write, done here for documents written straight to the store.
  await Promise.all(rows.map((row) => syncChecklistActivity(companyId, row.id)));
  await Promise.all(['v1', 'v2'].map((id) => syncFleetEntry(companyId, id, NOW)));
}

/**
 * `count` checklists assigned in the week, written straight to the emulator, in turn pending,
 * completed, approved and rejected (with a rejected answer), each with its activity synced.
 */
async function seedMany(companyId: string, count: number) {
  await company(companyId).set({ name: `Volume ${count}` });
  const base = Date.parse('2026-11-22T04:00:00Z');
  const time = (j: number, offset: number) => Timestamp.fromMillis(base + j * 1000 + offset);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 450) {
    const batch = db().batch();
    for (let j = i; j < Math.min(count, i + 450); j += 1) {
      const id = `c${String(j).padStart(5, '0')}`;
      const fields: Record<string, unknown>[] = [
        { status: 'pending' },
        { status: 'completed', completedAt: time(j, 100) },
        { status: 'approved', completedAt: time(j, 100), reviewedAt: time(j, 200) },
        {
          status: 'rejected',
          completedAt: time(j, 100),
          reviewedAt: time(j, 200),
          rejectedAt: time(j, 200),
          questions: [{ id: 'q1', question: 'Foto do painel', status: 'pending' }],
          reviews: { q1: { status: 'rejected', reviewedAt: time(j, 200).toDate().toISOString() } },
        },
      ];
      batch.set(
        company(companyId).collection('checklists').doc(id),
        checklist(id, { assignedAt: time(j, 0), ...fields[j % 4] }),
      );
      ids.push(id);
    }
    await batch.commit();
  }
  for (let i = 0; i < ids.length; i += 100)
    await Promise.all(ids.slice(i, i + 100).map((id) => syncChecklistActivity(companyId, id)));
}

let known: string;

beforeAll(async () => {
  known = newCompanyId('painel');
  await seedKnownCompany(known);
});

describe('the company dashboard', () => {
  it('when a company has known checklists, then every count, rate and week or month figure is the expected one (week from Sunday in São Paulo)', async () => {
    const d = await companyDashboard(adminSession(known), NOW);
    expect(d).toMatchObject({
      view: 'company',
      usersCount: 3,
      activeUsers: 2,
      templatesCount: 2,
      totalChecklists: 8,
      pending: 2,
      in_progress: 1,
      completed: 2,
      in_review: 1,
      approved: 1,
      rejected: 1,
      overdue: 2,
      awaitingReview: 2,
      completionRate: 37.5,
      activeRate: 62.5,
      overdueRate: 25,
      thisWeekCompleted: 1,
      thisMonthCompleted: 3,
      weekStart: '2026-11-22T03:00:00.000Z',
      monthStart: '2026-11-01T03:00:00.000Z',
    });
  });

  it('when the company is in Manaus (UTC−4), then its week and month start an hour later and what came before is last week', async () => {
    const d = await companyDashboard({ ...adminSession(known), timeZone: 'America/Manaus' }, NOW);
    expect(d).toMatchObject({
      thisWeekCompleted: 1,
      thisMonthCompleted: 3,
      weekStart: '2026-11-22T04:00:00.000Z',
      monthStart: '2026-11-01T04:00:00.000Z',
    });
    // c2 was assigned at 03:00 UTC: Sunday 00:00 in São Paulo, but Saturday 23:00 in Manaus.
    expect(d.recentActivity.map((a) => a.id)).toEqual(['c7', 'c6', 'c5']);
  });

  it("when an admin's token carries the company's zone, then GET /api/dashboard counts the week in it", async () => {
    const manaus = await createAccount({ role: 'admin', companyId: known, timeZone: 'America/Manaus' });
    const res = await call('get', '/api/dashboard', manaus.token);
    expect(res.status).toBe(200);
    expect(res.body.data.weekStart).toBe(startOfWeek(new Date(), 'America/Manaus').toISOString());
    expect(res.body.data.weekStart).toMatch(/T04:00:00.000Z$/);
  });

  it('when events happened this week, then recent activity lists them newest first with their type', async () => {
    const d = await companyDashboard(adminSession(known), NOW);
    expect(d.recentActivity).toEqual([
      {
        id: 'c7',
        type: 'rejected',
        templateName: 'Template c7',
        userName: 'Usuário c7',
        date: '2026-11-22T13:00:00.000Z',
      },
      {
        id: 'c6',
        type: 'approved',
        templateName: 'Template c6',
        userName: 'Usuário c6',
        date: '2026-11-22T12:00:00.000Z',
      },
      {
        id: 'c5',
        type: 'completed',
        templateName: 'Template c5',
        userName: 'Usuário c5',
        date: '2026-11-22T10:00:00.000Z',
      },
      {
        id: 'c2',
        type: 'assigned',
        templateName: 'Template c2',
        userName: 'Usuário c2',
        date: '2026-11-22T03:00:00.000Z',
      },
    ]);
  });

  it('when vehicles are due and fuel was bought, then the fleet panel names them and sums this month’s fuel', async () => {
    const d = await companyDashboard(adminSession(known), NOW);
    expect(d.fleet).toEqual({
      vehiclesCount: 2,
      oilChangeNeeded: [{ id: 'v1', name: 'Caminhão 1', plate: 'ABC1D23', status: 'warning', remainingKm: 1_000 }],
      remindersDue: [
        { vehicleId: 'v2', vehicleName: 'Van 2', reminderId: 'r1', name: 'Revisão dos freios', status: 'overdue' },
      ],
      fuelSpendThisMonth: 370.75,
      openDefects: 0,
      outOfService: [],
    });
  });

  it('when answers were rejected in the last 30 days, then the questions rejected most come first (older rejections left out)', async () => {
    const d = await companyDashboard(adminSession(known), NOW);
    expect(d.mostRejectedQuestions).toEqual([
      { question: 'Foto do painel', rejections: 2 },
      { question: 'Os faróis funcionam?', rejections: 1 },
    ]);
  });

  it('when a company has no checklists, then every count and rate is 0 and nothing is listed', async () => {
    const empty = newCompanyId('vazia');
    await company(empty).set({ name: 'Vazia' });
    const d = await companyDashboard(adminSession(empty), NOW);
    expect(d).toMatchObject({
      usersCount: 0,
      totalChecklists: 0,
      overdue: 0,
      awaitingReview: 0,
      completionRate: 0,
      activeRate: 0,
      overdueRate: 0,
      thisWeekCompleted: 0,
      thisMonthCompleted: 0,
      recentActivity: [],
      mostRejectedQuestions: [],
      fleet: {
        vehiclesCount: 0,
        oilChangeNeeded: [],
        remindersDue: [],
        fuelSpendThisMonth: 0,
        openDefects: 0,
        outOfService: [],
      },
    });
  });

  it('when a company has 10 or 2,000 checklists of every status, then one load reads the same documents, and activity keeps the 10 newest', async () => {
    const small = newCompanyId('dez');
    const large = newCompanyId('duasmil');
    await Promise.all([seedMany(small, 10), seedMany(large, 2_000)]);
    const [a, b] = await Promise.all([
      companyDashboard(adminSession(small), NOW),
      companyDashboard(adminSession(large), NOW),
    ]);
    expect(a.totalChecklists).toBe(10);
    expect(b.totalChecklists).toBe(2_000);
    expect(b.reads.documents).toBe(a.reads.documents);
    expect(b.reads.aggregations).toBe(a.reads.aggregations);
    // The 10 activity entries, the two months of rejection tallies and the fleet document (absent here).
    expect(b.reads.documents).toBe(13);
    expect(b.recentActivity).toHaveLength(10);
    expect(b.recentActivity[0]).toMatchObject({ id: 'c01999', type: 'rejected' });
    expect(b.recentActivity.map((e) => e.date)).toEqual([...b.recentActivity.map((e) => e.date)].sort().reverse());
    expect(a.mostRejectedQuestions).toEqual([{ question: 'Foto do painel', rejections: 2 }]);
    expect(b.mostRejectedQuestions).toEqual([{ question: 'Foto do painel', rejections: 500 }]);
  }, 120_000);
});

describe('GET /api/dashboard', () => {
  let admin: TestAccount;
  let user: TestAccount;
  let superadmin: TestAccount;

  beforeAll(async () => {
    [admin, user, superadmin] = await Promise.all([
      createAccount({ role: 'admin', companyId: known }),
      createAccount({ role: 'user', companyId: known }),
      createAccount({ role: 'superadmin' }),
    ]);
  });

  it('when a field user asks, then it is refused with 403', async () => {
    const res = await call('get', '/api/dashboard', user.token);
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });

  it('when an admin asks, then the company’s figures come back', async () => {
    const res = await call('get', '/api/dashboard', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ view: 'company', usersCount: 3, totalChecklists: 8, pending: 2 });
  });

  it('when a query parameter is sent, then it is refused with 400', async () => {
    const res = await call('get', '/api/dashboard?x=1', admin.token);
    expect(res.status).toBe(400);
  });

  it('when the superadmin asks, then the platform comes back with each company', async () => {
    const res = await call('get', '/api/dashboard', superadmin.token);
    expect(res.status).toBe(200);
    expect(res.body.data.view).toBe('platform');
    const row = res.body.data.companies.find((c: { id: string }) => c.id === known);
    expect(row).toMatchObject({ name: 'Transportes Conhecidos', usersCount: 3, checklistsCount: 8 });
    expect(res.body.data.companiesCount).toBe(res.body.data.companies.length);
  });

  it('when the platform is summed, then its totals are the sums of its companies', async () => {
    const d = await platformDashboard(NOW);
    const row = d.companies.find((c) => c.id === known)!;
    expect(row.checklistsThisWeek).toBe(1);
    expect(d.usersCount).toBe(d.companies.reduce((s, c) => s + c.usersCount, 0));
  });
});
