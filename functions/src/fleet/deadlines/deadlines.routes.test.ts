import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDayIn } from '../../domain/dates';
import type { DeadlinePage, DeadlinesPanel } from '../../domain/deadlines/deadline-list';
import { documentDeadline, driverDeadlines, fineDeadline } from '../../domain/deadlines/deadlines';
import type { TestAccount } from '../../testing/accounts';
import { stageDeadlines, TRUCK, trafficFine, vehicleDocument } from '../../testing/deadlines';
import { call } from '../../testing/http';
import { twoCompanies } from '../../testing/world';

let alfa: string;
let beta: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let superadmin: TestAccount;
let userAlfa: TestAccount;
/** The company's today (São Paulo): the tests' entries are placed around it. */
const today = isoDayIn(new Date(), 'America/Sao_Paulo');
const day = (offset: number) => addDays(today, offset);
const HILUX = { id: 'hilux', name: 'Hilux', plate: 'BRA2E19' };
const JOAO = { id: 'joao', name: 'João Silva' };

const list = async (query = '', token = admin.token) => {
  const res = await call('get', `/api/deadlines${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DeadlinePage;
};
const keysOf = (page: DeadlinePage) => page.items.map((item) => item.key);

beforeAll(async () => {
  ({ alfa, beta, admin, adminBeta, superadmin, userAlfa } = await twoCompanies());
  await stageDeadlines(alfa, [
    documentDeadline(vehicleDocument({ id: 'seguro', type: 'insurance', expiryDate: day(-3) })),
    documentDeadline(vehicleDocument({ id: 'crlv', type: 'licensing', expiryDate: day(12) })),
    documentDeadline(
      vehicleDocument({ id: 'ipva', type: 'ipva', vehicleId: HILUX.id, vehicle: HILUX, expiryDate: day(90) }),
    ),
    ...driverDeadlines({
      ...JOAO,
      driverLicense: {
        cnhNumber: '58316794534',
        category: 'B',
        expiryDate: day(10),
        ear: false,
        lastToxicologicalExamDate: null,
      },
    }),
    // Notified 25 days ago: 5 days left to name the driver.
    fineDeadline(trafficFine({ id: 'multa', notificationDate: day(-25), amount: 195.23 })),
  ]);
  await stageDeadlines(beta, [
    documentDeadline(vehicleDocument({ id: 'beta-doc', type: 'rntrc', vehicleId: 'beta-truck', expiryDate: day(1) })),
  ]);
});

describe('GET /api/deadlines', () => {
  it("when an admin lists, then every deadline of the company comes soonest first, the past ones first, each with its status and days left from the company's today", async () => {
    const page = await list();

    expect(keysOf(page)).toEqual(['document_seguro', 'fine_multa', 'cnh_joao', 'document_crlv', 'document_ipva']);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25, today });
    expect(page.items.map((i) => [i.status, i.daysLeft])).toEqual([
      ['expired', -3],
      ['due_soon', 5],
      ['due_soon', 10],
      ['due_soon', 12],
      ['ok', 90],
    ]);
    expect(page.items[1]).toMatchObject({
      kind: 'fine',
      title: 'Multa 123',
      dueDay: day(5),
      nicAmount: 390.46,
      vehicle: TRUCK,
      link: '/admin/fines?fine=multa',
    });
    expect(page.items[2]).toMatchObject({ kind: 'cnh', title: 'CNH de João Silva', driver: JOAO, vehicle: null });
  });

  it('when filtered by status, kind, vehicle or driver, or paged, then only those come, still soonest first', async () => {
    expect(keysOf(await list('?status=expired'))).toEqual(['document_seguro']);
    expect(keysOf(await list('?status=due_soon'))).toEqual(['fine_multa', 'cnh_joao', 'document_crlv']);
    expect(keysOf(await list('?status=ok'))).toEqual(['document_ipva']);
    expect(keysOf(await list('?kind=document'))).toEqual(['document_seguro', 'document_crlv', 'document_ipva']);
    expect(keysOf(await list('?kind=document&status=due_soon'))).toEqual(['document_crlv']);
    expect(keysOf(await list(`?vehicleId=${HILUX.id}`))).toEqual(['document_ipva']);
    expect(keysOf(await list(`?driverId=${JOAO.id}`))).toEqual(['cnh_joao']);

    const second = await list('?page=2&pageSize=2');
    expect(keysOf(second)).toEqual(['cnh_joao', 'document_crlv']);
    expect(second.total).toBe(5);
  });

  it("when another company's admin lists, even naming this company's vehicle or driver, then none of its deadlines come", async () => {
    expect(keysOf(await list('', adminBeta.token))).toEqual(['document_beta-doc']);
    expect(keysOf(await list(`?vehicleId=${TRUCK.id}&kind=fine`, adminBeta.token))).toEqual([]);
    expect(keysOf(await list(`?driverId=${JOAO.id}`, adminBeta.token))).toEqual([]);
  });

  it('when a field user or the superadmin asks, then 403, for the list and the panel', async () => {
    for (const token of [userAlfa.token, superadmin.token]) {
      for (const path of ['/api/deadlines', '/api/dashboard/deadlines']) {
        const res = await call('get', path, token);
        expect(res.status).toBe(403);
        expect(res.body.success).toBe(false);
      }
    }
    expect((await call('get', '/api/deadlines')).status).toBe(401);
  });

  it.each([
    ['?status=vencido', 'Parâmetros inválidos'],
    ['?kind=multa', 'Parâmetros inválidos'],
    ['?vehicleId=a/b', 'Parâmetros inválidos'],
    ['?pageSize=0', 'Pequeno demais: esperava que o número fosse >= 1'],
    ['?from=2026-01-01', 'Campo não permitido: from'],
  ])('when the query is %s, then 400 with a pt-BR message', async (query, message) => {
    const res = await call('get', `/api/deadlines${query}`, admin.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 'invalid_input', message } });
  });
});

describe('GET /api/dashboard/deadlines', () => {
  it('when an admin opens the dashboard, then the panel counts the past and the due within 30 days and lists the next ones from today', async () => {
    const res = await call('get', '/api/dashboard/deadlines', admin.token);
    expect(res.status).toBe(200);
    const panel = res.body.data as DeadlinesPanel;
    expect(panel).toMatchObject({ expired: 1, dueSoon: 3, today });
    expect(panel.next.map((i) => i.key)).toEqual(['fine_multa', 'cnh_joao', 'document_crlv', 'document_ipva']);

    const other = (await call('get', '/api/dashboard/deadlines', adminBeta.token)).body.data as DeadlinesPanel;
    expect(other).toMatchObject({ expired: 0, dueSoon: 1 });
    expect(other.next.map((i) => i.key)).toEqual(['document_beta-doc']);
  });

  it('when the panel is asked with a query, then 400', async () => {
    const res = await call('get', '/api/dashboard/deadlines?x=1', admin.token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Campo não permitido: x');
  });
});
