import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleInput, ScheduleListItem } from '../domain/schedules/schedule.schema';
import type { Template } from '../domain/templates/template.schema';
import type { TestAccount } from '../testing/accounts';
import { validTemplate } from '../testing/fixtures';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { call } from '../testing/http';
import { validVehicle } from '../testing/vehicles';
import { fieldUser, twoCompanies, type FieldUser } from '../testing/world';

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;
let superadmin: TestAccount;
let joao: FieldUser;
let inspection: Template;
let general: Template;
let truckId: string;

const future = '2099-01-01';

const input = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  templateId: inspection.id,
  userIds: [joao.id],
  vehicleIds: [truckId],
  recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
  dueTime: '08:00',
  startDate: future,
  ...overrides,
});

async function created(overrides: Partial<ScheduleInput> = {}): Promise<ScheduleListItem> {
  const res = await call('post', '/api/schedules', admin.token, input(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as ScheduleListItem;
}

const stored = () => snapshotCompany(alfa, ['schedules', 'checklists']);

beforeAll(async () => {
  ({ alfa, admin, adminBeta, userAlfa, superadmin } = await twoCompanies());
  joao = await fieldUser(admin.token, 'João Motorista');
  inspection = (
    await call(
      'post',
      '/api/templates',
      admin.token,
      validTemplate({
        name: 'Inspeção diária',
        kind: 'vehicle_inspection',
        questions: [{ type: 'boolean', question: 'Freios funcionando?' }],
      }),
    )
  ).body.data as Template;
  general = (await call('post', '/api/templates', admin.token, validTemplate({ name: 'Limpeza' }))).body
    .data as Template;
  truckId = (await call('post', '/api/vehicles', admin.token, validVehicle({ name: 'Caminhão 1', plate: 'TRK1A23' })))
    .body.data.id as string;
});

describe('schedules as the admin of the company', () => {
  it('when a weekday inspection is scheduled, then it is stored with names, the next occurrence in company time and an audit entry', async () => {
    const schedule = await created();
    expect(schedule).toMatchObject({
      companyId: alfa,
      templateName: 'Inspeção diária',
      templateKind: 'vehicle_inspection',
      users: [{ id: joao.id, name: 'João Motorista' }],
      vehicles: [{ id: truckId, name: 'Caminhão 1', plate: 'TRK1A23' }],
      isActive: true,
      timeZone: 'America/Sao_Paulo',
      recurrenceLabel: 'Diário (seg, ter, qua, qui, sex)',
      // 2099-01-01 is a Thursday; 08:00 in São Paulo is 11:00 UTC.
      nextDay: '2099-01-01',
      nextOccurrence: '2099-01-01T11:00:00.000Z',
      nextAvailableAt: '2099-01-01T03:00:00.000Z',
      lastDay: null,
    });
    const read = await call('get', `/api/schedules/${schedule.id}`, admin.token);
    expect(read.body.data).toEqual(schedule);
    const trail = await call('get', `/api/audit?recordType=schedule&recordId=${schedule.id}`, admin.token);
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual(['schedule.created']);
  });

  it('when schedules are listed by status and template, then each page holds only those, with its total', async () => {
    const cleaning = await created({
      templateId: general.id,
      vehicleIds: [],
      recurrence: { kind: 'monthly', dayOfMonth: 31 },
    });
    const paused = await call('post', `/api/schedules/${cleaning.id}/pause`, admin.token);
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({
      isActive: false,
      nextDay: null,
      nextOccurrence: null,
      nextAvailableAt: null,
    });

    const pausedList = await call('get', '/api/schedules?status=paused', admin.token);
    expect(pausedList.body.data.items.map((s: ScheduleListItem) => s.id)).toEqual([cleaning.id]);
    expect(pausedList.body.data.items[0].recurrenceLabel).toBe('Mensal (dia 31)');
    const byTemplate = await call('get', `/api/schedules?templateId=${general.id}&status=all`, admin.token);
    expect(byTemplate.body.data.total).toBe(1);
    const active = await call('get', '/api/schedules?status=active&pageSize=1', admin.token);
    expect(active.body.data).toMatchObject({ page: 1, pageSize: 1 });
    expect(active.body.data.items).toHaveLength(1);
    expect(active.body.data.items.every((s: ScheduleListItem) => s.isActive)).toBe(true);

    const resumed = await call('post', `/api/schedules/${cleaning.id}/resume`, admin.token);
    expect(resumed.body.data).toMatchObject({ isActive: true, nextDay: '2099-01-31' });
  });

  it('when a schedule is edited, then its next period follows the new rule and the change is audited', async () => {
    const schedule = await created();
    const res = await call(
      'put',
      `/api/schedules/${schedule.id}`,
      admin.token,
      input({ recurrence: { kind: 'weekly', weekday: 1 }, dueTime: '14:30' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      recurrenceLabel: 'Semanal (segunda-feira)',
      nextDay: '2099-01-05',
      nextOccurrence: '2099-01-05T17:30:00.000Z',
      updatedBy: admin.email,
    });
    const trail = await call('get', `/api/audit?recordType=schedule&recordId=${schedule.id}`, admin.token);
    expect(trail.body.data.items[0]).toMatchObject({ action: 'schedule.updated' });
  });

  it('when a schedule is deleted, then it is gone and its deletion audited', async () => {
    const schedule = await created();
    expect((await call('delete', `/api/schedules/${schedule.id}`, admin.token)).body).toEqual({
      success: true,
      data: { id: schedule.id },
    });
    expect((await call('get', `/api/schedules/${schedule.id}`, admin.token)).status).toBe(404);
  });
});

describe('schedules across companies and roles', () => {
  it("when another company's admin reads, edits, pauses, resumes or deletes a schedule, then 404 and nothing changed", async () => {
    const schedule = await created();
    const before = await stored();
    const path = `/api/schedules/${schedule.id}`;
    const answers = await Promise.all([
      call('get', path, adminBeta.token),
      call('put', path, adminBeta.token, input()),
      call('post', `${path}/pause`, adminBeta.token),
      call('post', `${path}/resume`, adminBeta.token),
      call('delete', path, adminBeta.token),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[0]!.body.error).toEqual({ code: 'not_found', message: 'Agendamento não encontrado' });
    expect((await call('get', '/api/schedules', adminBeta.token)).body.data.total).toBe(0);
    expect(await stored()).toBe(before);
  });

  it('when the template is inactive and the vehicle too, then 400 names both, each on its field, and nothing is stored', async () => {
    const before = await stored();
    const retired = (
      await call(
        'post',
        '/api/templates',
        admin.token,
        validTemplate({ name: 'Inspeção antiga', kind: 'vehicle_inspection', isActive: false }),
      )
    ).body.data as Template;
    const parked = (
      await call(
        'post',
        '/api/vehicles',
        admin.token,
        validVehicle({ name: 'Van parada', plate: 'VAN9Z99', isActive: false }),
      )
    ).body.data.id as string;

    const res = await call(
      'post',
      '/api/schedules',
      admin.token,
      input({ templateId: retired.id, vehicleIds: [parked] }),
    );

    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([
      { path: 'templateId', message: 'Este template está inativo e não pode ser atribuído' },
      { path: 'vehicleIds', message: 'O veículo Van parada está inativo e não pode receber inspeções' },
    ]);
    expect(await stored()).toBe(before);
  });

  it("when an admin schedules another company's template, user or vehicle, then 404 and nothing is stored", async () => {
    const before = await stored();
    const betaTemplate = (await call('post', '/api/templates', adminBeta.token, validTemplate())).body.data as Template;
    const attempts = await Promise.all([
      call('post', '/api/schedules', admin.token, input({ templateId: betaTemplate.id })),
      call('post', '/api/schedules', adminBeta.token, input({ templateId: betaTemplate.id, vehicleIds: [] })),
      call(
        'post',
        '/api/schedules',
        adminBeta.token,
        input({ templateId: betaTemplate.id, userIds: [], vehicleIds: [] }),
      ),
    ]);
    expect(attempts.map((r) => r.status)).toEqual([404, 404, 400]);
    expect(await stored()).toBe(before);
  });

  it('when a field user or the superadmin calls any schedule route, then 403 and nothing changes', async () => {
    const schedule = await created();
    const before = await stored();
    const routes: Array<['get' | 'post' | 'put' | 'delete', string, unknown?]> = [
      ['get', '/api/schedules'],
      ['get', `/api/schedules/${schedule.id}`],
      ['post', '/api/schedules', input()],
      ['put', `/api/schedules/${schedule.id}`, input()],
      ['post', `/api/schedules/${schedule.id}/pause`],
      ['post', `/api/schedules/${schedule.id}/resume`],
      ['delete', `/api/schedules/${schedule.id}`],
    ];
    for (const token of [userAlfa.token, joao.token, superadmin.token]) {
      for (const [method, path, body] of routes) {
        const res = await call(method, path, token, body);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await stored()).toBe(before);
  });
});

describe('bad input', () => {
  it('when the input is wrong, then 400 with the Portuguese message and nothing is stored', async () => {
    const before = await stored();
    const cases: Array<[Partial<ScheduleInput> | Record<string, unknown>, string]> = [
      [{ userIds: [] }, 'Escolha ao menos um usuário'],
      [{ recurrence: { kind: 'daily', weekdays: [] } }, 'Escolha ao menos um dia da semana'],
      [{ recurrence: { kind: 'monthly', dayOfMonth: 32 } }, 'O dia do mês deve estar entre 1 e 31'],
      [{ recurrence: { kind: 'interval', everyDays: 0 } }, 'O intervalo deve ser de 1 a 365 dias'],
      [{ dueTime: '25:00' }, 'Informe o horário limite (hh:mm)'],
      [{ startDate: '2026-02-30' }, 'Data de início inválida: use dd/mm/aaaa'],
      [{ endDate: '2098-12-31' }, 'A data de término não pode ser anterior à data de início'],
      [{ vehicleIds: [] }, 'Selecione ao menos um veículo para a inspeção'],
      [{ templateId: general.id }, 'Este template não é uma inspeção de veículo: não escolha veículos'],
      [{ companyId: 'beta' } as Record<string, unknown>, 'Campo não permitido'],
    ];
    for (const [overrides, message] of cases) {
      const res = await call('post', '/api/schedules', admin.token, { ...input(), ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.message, JSON.stringify(overrides)).toContain(message);
    }
    expect(await stored()).toBe(before);
  });

  it('when the list filter is unknown, then 400', async () => {
    expect((await call('get', '/api/schedules?status=talvez', admin.token)).status).toBe(400);
  });
});
