import { beforeAll, describe, expect, it } from 'vitest';
import { snapshotQuestions } from '../domain/checklists/checklist.schema';
import type { ChecklistDraft } from '../checklists/checklists.repository';
import { checklistsRepository } from '../checklists/checklists.repository';
import { isoDayIn } from '../domain/dates';
import type { MissedToday } from '../domain/dashboard/missed-today';
import { db } from '../platform/firebase';
import { adminSession } from '../testing/fixtures';
import { call } from '../testing/http';
import { twoCompanies, type World } from '../testing/world';
import { missedTodayPanel } from './missed-today.service';

let world: World;

const minutesFrom = (at: Date, m: number) => new Date(at.getTime() + m * 60_000).toISOString();

/** A checklist a schedule made (the schedules' own job builds them; here the groundwork's fields). */
const scheduled = (id: string, periodKey: string, dueDate: string, extra: Partial<ChecklistDraft> = {}) => ({
  userId: `u-${id}`,
  userName: `Usuário ${id}`,
  templateId: 't1',
  templateName: `Modelo ${id}`,
  dueDate,
  questions: snapshotQuestions([]),
  origin: 'schedule' as const,
  scheduleId: 'sch1',
  periodKey,
  ...extra,
});

async function seed(companyId: string, drafts: ChecklistDraft[], statuses: Record<number, string> = {}) {
  const ids = await checklistsRepository.createMany(companyId, drafts, 'agendamento');
  for (const [index, status] of Object.entries(statuses))
    await db()
      .doc(`companies/${companyId}/checklists/${ids[Number(index)]}`)
      .update({ status });
  return ids;
}

beforeAll(async () => {
  world = await twoCompanies({ companyDoc: true });
});

describe('today’s missed scheduled checklists', () => {
  it('when it is already tomorrow in UTC but still today in Manaus, then the company’s day decides which checklists count', async () => {
    const company = `${world.alfa}-manaus`;
    await db().collection('companies').doc(company).set({ name: 'Frota Manaus', timeZone: 'America/Manaus' });
    // 02:00 UTC on the 21st is 22:00 on the 20th in Manaus.
    const now = new Date('2026-11-21T02:00:00.000Z');
    const [late, , notStarted] = await seed(company, [
      scheduled('late', '2026-11-20', '2026-11-21T01:00:00.000Z', {
        vehicle: { id: 'v1', name: 'Caminhão 1', plate: 'ABC1D23' },
      }),
      scheduled('utc-day', '2026-11-21', '2026-11-21T01:30:00.000Z'),
      scheduled('soon', '2026-11-20', '2026-11-21T03:00:00.000Z'),
    ]);

    const panel = await missedTodayPanel(adminSession(company), now);

    expect(panel).toMatchObject({ day: '2026-11-20', overdue: 1, notStarted: 1 });
    expect(panel.items).toEqual([
      {
        id: late,
        userId: 'u-late',
        userName: 'Usuário late',
        templateName: 'Modelo late',
        vehicle: { id: 'v1', name: 'Caminhão 1', plate: 'ABC1D23' },
        dueDate: '2026-11-21T01:00:00.000Z',
        state: 'overdue',
      },
      expect.objectContaining({ id: notStarted, state: 'not_started', vehicle: null }),
    ]);
  });
});

describe('GET /api/dashboard/missed-today', () => {
  it('when an admin asks, then today’s late and not started scheduled checklists of the company come back, and nothing of done, under way, other days or assigned ones', async () => {
    const now = new Date();
    const today = isoDayIn(now, 'America/Sao_Paulo');
    const yesterday = isoDayIn(new Date(now.getTime() - 86_400_000), 'America/Sao_Paulo');
    const [late, lateStarted, notStarted] = await seed(
      world.alfa,
      [
        scheduled('late', today, minutesFrom(now, -60)),
        scheduled('late-started', today, minutesFrom(now, -30)),
        scheduled('not-started', today, minutesFrom(now, 120)),
        scheduled('under-way', today, minutesFrom(now, 120)),
        scheduled('done', today, minutesFrom(now, -60)),
        scheduled('yesterday', yesterday, minutesFrom(now, -24 * 60)),
        { ...scheduled('on-demand', today, minutesFrom(now, -60)), origin: 'on_demand' },
      ],
      { 1: 'in_progress', 3: 'in_progress', 4: 'completed' },
    );
    await seed(world.beta, [scheduled('beta', today, minutesFrom(now, -60))]);

    const res = await call('get', '/api/dashboard/missed-today', world.admin.token);

    expect(res.status).toBe(200);
    const panel = res.body.data as MissedToday;
    expect(panel).toMatchObject({ day: today, overdue: 2, notStarted: 1 });
    expect(panel.items.map((i) => [i.id, i.state])).toEqual([
      [late, 'overdue'],
      [lateStarted, 'overdue'],
      [notStarted, 'not_started'],
    ]);
  });

  it('when another company’s admin asks, then none of this company’s checklists are listed', async () => {
    const res = await call('get', '/api/dashboard/missed-today', world.adminBeta.token);
    expect(res.status).toBe(200);
    expect((res.body.data as MissedToday).items.map((i) => i.userName)).toEqual(['Usuário beta']);
  });

  it('when a field user or the superadmin asks, then 403', async () => {
    for (const token of [world.userAlfa.token, world.superadmin.token]) {
      const res = await call('get', '/api/dashboard/missed-today', token);
      expect([res.status, res.body.success]).toEqual([403, false]);
    }
  });

  it('when a query parameter is sent, then 400 with the pt-BR message', async () => {
    const res = await call('get', '/api/dashboard/missed-today?day=2026-11-20', world.admin.token);
    expect([res.status, res.body.error.message]).toEqual([400, 'Campo não permitido: day']);
  });
});
