import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ExportJobState, ExportRunning } from '../domain/exports/contract';
import type { CompanySession } from '../domain/roles';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { call } from '../testing/http';
import { rateLimitsWith } from '../testing/rate-limits';
import { createAccount, newCompanyId } from '../testing/accounts';
import { csvOf, download, getExport as get, workbookOf } from '../testing/exports';
import { validVehicle } from '../testing/vehicles';
import { validTemplate } from '../testing/fixtures';
import { fieldUser, sentChecklist, twoCompanies, type World } from '../testing/world';
import { startExport } from './exports.service';
import { exportJobTrigger } from './exports.triggers';

let world: World;

async function exportEntries(companyId: string) {
  const trail = await db().collection(`companies/${companyId}/audit`).where('action', '==', 'export.created').get();
  return trail.docs.map((doc) => doc.data());
}

const adminSession = (): CompanySession => ({
  uid: world.admin.uid,
  email: world.admin.email,
  name: 'Admin Alfa',
  role: 'admin',
  companyId: world.alfa,
  companyName: 'Alfa',
  timeZone: 'America/Sao_Paulo',
});

beforeAll(async () => {
  world = await twoCompanies();
  const vehicles = [
    validVehicle({
      name: 'Caminhão Baú São João',
      plate: 'EXP1A11',
      brand: 'Volkswagen',
      year: 2021,
      currentKm: 123_456,
    }),
    validVehicle({ name: 'Strada Técnica', plate: 'EXP2B22', color: 'Prata; fosca', currentKm: 48_500 }),
    validVehicle({
      name: 'Ônibus Escolar',
      plate: 'EXP3C33',
      isActive: false,
      currentKm: 9_000,
      lastOilChangeKm: 5_000,
    }),
  ];
  for (const vehicle of vehicles) {
    const res = await call('post', '/api/vehicles', world.admin.token, vehicle);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const other = await call(
    'post',
    '/api/vehicles',
    world.adminBeta.token,
    validVehicle({ name: 'Da Beta', plate: 'EXP9Z99' }),
  );
  expect(other.status).toBe(201);
});

describe('exporting the vehicles', () => {
  it('when the admin asks for Excel, then the XLSX opens with accents, numbers as numbers, dates as dates, a frozen header and filters', async () => {
    const res = await download('/api/exports/vehicles?format=xlsx', world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Veiculos_\d{4}-\d{2}-\d{2}\.xlsx"$/);

    const { sheet, headers, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Veículos');
    expect(headers.slice(0, 3)).toEqual(['Nome', 'Placa', 'Marca']);
    expect(headers).toContain('Próxima troca de óleo (km)');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    // By name as the list orders them (Firestore's byte order: 'Ô' after 'S'); another company's vehicle never.
    expect(rows.map((r) => r['Nome']!.value)).toEqual(['Caminhão Baú São João', 'Strada Técnica', 'Ônibus Escolar']);

    const truck = rows[0]!;
    expect(truck['Placa']!.value).toBe('EXP-1A11');
    expect(truck['Km atual']!.value).toBe(123_456);
    expect(truck['Ano']!.value).toBe(2021);
    expect(truck['Km atual']!.numFmt).toBe('#,##0');
    expect(truck['Ativo']!.value).toBe('Sim');
    expect(rows[2]!['Ativo']!.value).toBe('Não');
    const created = truck['Cadastrado em']!;
    expect(created.value).toBeInstanceOf(Date);
    expect(created.numFmt).toBe('dd/mm/yyyy hh:mm');
    // Written on the company's clock: within a day of now, never UTC's hour shifted twice.
    expect(Math.abs((created.value as Date).getTime() - (Date.now() - 3 * 3_600_000))).toBeLessThan(5 * 60_000);
  });

  it('when the admin asks for CSV, then it has the BOM, ";" between fields, dd/mm/aaaa dates, plain numbers and accents intact', async () => {
    const res = await download('/api/exports/vehicles?format=csv', world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="Veiculos_\d{4}-\d{2}-\d{2}\.csv"/);
    const { text, rows, headers } = csvOf(res.body as Buffer);
    expect(text.startsWith('\uFEFFNome;Placa;Marca;')).toBe(true);
    expect(headers).toContain('Fora de serviço');
    expect(rows.map((r) => r['Nome'])).toEqual(['Caminhão Baú São João', 'Strada Técnica', 'Ônibus Escolar']);
    expect(rows[0]!['Km atual']).toBe('123456');
    expect(rows[1]!['Cor']).toBe('Prata; fosca');
    expect(rows[0]!['Ativo']).toBe('Sim');
    expect(rows[0]!['Cadastrado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('when the list’s search is sent, then only the vehicles it finds are exported, accents or not', async () => {
    const res = await download('/api/exports/vehicles?format=csv&search=caminhao', world.admin.token);
    expect(res.status).toBe(200);
    expect(csvOf(res.body as Buffer).rows.map((r) => r['Nome'])).toEqual(['Caminhão Baú São João']);
  });

  it('when the list’s "Arquivados" filter is sent, then only the archived vehicles are exported; without it, only those in use', async () => {
    const bus = await call('get', '/api/vehicles?search=onibus', world.admin.token);
    const busId = bus.body.data.items[0].id as string;
    expect((await call('post', `/api/vehicles/${busId}/archive`, world.admin.token)).status).toBe(200);
    try {
      const archived = await download('/api/exports/vehicles?format=csv&archived=true', world.admin.token);
      expect(csvOf(archived.body as Buffer).rows.map((r) => r['Nome'])).toEqual(['Ônibus Escolar']);
      const inUse = await download('/api/exports/vehicles?format=csv', world.admin.token);
      expect(csvOf(inUse.body as Buffer).rows.map((r) => r['Nome'])).toEqual([
        'Caminhão Baú São João',
        'Strada Técnica',
      ]);
    } finally {
      expect((await call('post', `/api/vehicles/${busId}/unarchive`, world.admin.token)).status).toBe(200);
    }
  });

  it('when another company’s admin exports, then none of this company’s vehicles are in it', async () => {
    const res = await download('/api/exports/vehicles?format=csv', world.adminBeta.token);
    expect(csvOf(res.body as Buffer).rows.map((r) => r['Nome'])).toEqual(['Da Beta']);
  });

  it('when an export is made, then one audit entry says who exported which list, under which filters, how many rows', async () => {
    const before = (await exportEntries(world.alfa)).length;
    await download('/api/exports/vehicles?format=xlsx&search=tecnica', world.admin.token);
    const entries = await exportEntries(world.alfa);
    expect(entries).toHaveLength(before + 1);
    const entry = entries.find((e) =>
      (e.changes as Array<{ after: unknown }>).some((c) => c.after === 'search: tecnica'),
    )!;
    expect(entry).toMatchObject({
      actor: { uid: world.admin.uid, role: 'admin' },
      record: { type: 'export', label: 'Veículos' },
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'format', before: null, after: 'Excel (.xlsx)' },
        { field: 'filters', before: null, after: 'search: tecnica' },
        { field: 'rows', before: null, after: 1 },
      ]),
    );
  });

  it('when a field user or the superadmin asks, then 403 and nothing is written', async () => {
    const before = await snapshotCompany(world.alfa, ['audit', 'exports']);
    expect((await get('/api/exports/vehicles?format=xlsx', world.userAlfa.token)).status).toBe(403);
    expect((await get('/api/exports/vehicles?format=csv', world.superadmin.token)).status).toBe(403);
    expect(await snapshotCompany(world.alfa, ['audit', 'exports'])).toBe(before);
  });

  it('when an admin passes the export limit, then 429 in pt-BR and no file', async () => {
    // A clock mid-window: both asks fall in the same minute.
    const limited = createApp({ rateLimits: rateLimitsWith('export', 1), now: () => new Date('2031-05-05T10:00:20Z') });
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId('limite') });
    const ask = () =>
      request(limited).get('/api/exports/vehicles?format=csv').set('Authorization', `Bearer ${admin.token}`);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Muitas requisições\. Tente novamente em \d+ segundos\.$/);
  });

  it('when the format or a filter is wrong, then 400 in pt-BR and nothing is written', async () => {
    const before = await snapshotCompany(world.alfa, ['audit', 'exports']);
    const pdf = await get('/api/exports/vehicles?format=pdf', world.admin.token);
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe('Formato inválido: escolha Excel (.xlsx) ou CSV');
    expect((await get('/api/exports/vehicles', world.admin.token)).status).toBe(400);
    const unknown = await get('/api/exports/vehicles?format=csv&foo=1', world.admin.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('foo');
    // Paging is the screen's, not a filter: an export takes every row.
    expect((await get('/api/exports/vehicles?format=csv&page=2', world.admin.token)).status).toBe(400);
    expect((await get('/api/exports/responses?format=csv&status=arquivado', world.admin.token)).status).toBe(400);
    expect(await snapshotCompany(world.alfa, ['audit', 'exports'])).toBe(before);
  });
});

describe('exporting the responses', () => {
  it('when checklists were sent and one answer reviewed, then each answer is a row with its checklist, answer and review, under the tab sent', async () => {
    const template = await call(
      'post',
      '/api/templates',
      world.admin.token,
      validTemplate({
        name: 'Inspeção de saída',
        questions: [
          { type: 'boolean', question: 'Os faróis funcionam?' },
          { type: 'text', question: 'Observações' },
        ],
      }),
    );
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const joao = await fieldUser(world.admin.token, 'João Conceição');
    const { id, questionIds } = await sentChecklist(joao, world.admin.token, template.body.data.id);
    const approved = await call('post', `/api/responses/${id}/questions/${questionIds[0]}/approve`, world.admin.token);
    expect(approved.status).toBe(200);

    const res = await download('/api/exports/responses?format=csv&status=in_review', world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Respostas_\d{4}-\d{2}-\d{2}\.csv"/);
    const { rows } = csvOf(res.body as Buffer);
    expect(
      rows.map((r) => [
        r['Checklist'],
        r['Template'],
        r['Responsável'],
        r['Nº da questão'],
        r['Questão'],
        r['Resposta'],
        r['Revisão'],
      ]),
    ).toEqual([
      [id, 'Inspeção de saída', 'João Conceição', '1', 'Os faróis funcionam?', 'SIM', 'Aprovada'],
      [id, 'Inspeção de saída', 'João Conceição', '2', 'Observações', 'Tudo certo', 'Pendente'],
    ]);
    expect(rows[0]!['Revisor']).not.toBe('');
    expect(rows[0]!['Revisada em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(rows[0]!['Enviado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(rows[0]!['Correções']).toBe('0');

    // Under another tab, none of them; another company, none either.
    const other = await download('/api/exports/responses?format=csv&status=approved', world.admin.token);
    expect(csvOf(other.body as Buffer).rows).toEqual([]);
    const beta = await download('/api/exports/responses?format=xlsx', world.adminBeta.token);
    expect((await workbookOf(beta.body as Buffer)).rows).toEqual([]);
  });
});

describe('exporting the users', () => {
  it('when the admin exports the users, then each is a row with their details and no password, token or second factor, under the list’s filters', async () => {
    const ana = await fieldUser(world.admin.token, 'Ana Conceição');
    const res = await download('/api/exports/users?format=csv', world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Usuarios_\d{4}-\d{2}-\d{2}\.csv"/);
    const { text, rows, headers } = csvOf(res.body as Buffer);
    expect(headers.filter((h) => /senha|token|segredo|totp|duas etapas/i.test(h))).toEqual([]);
    expect(text).not.toContain('senha-segura-1');
    const row = rows.find((r) => r['Nome'] === 'Ana Conceição')!;
    expect(row).toMatchObject({ 'E-mail': ana.email, Ativo: 'Sim', Checklists: '0' });
    expect(row['Cadastrado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    const active = await download('/api/exports/users?format=csv&active=true', world.admin.token);
    expect(active.status).toBe(200);
    expect(csvOf(active.body as Buffer).rows.map((r) => r['Nome'])).toContain('Ana Conceição');
    const inactive = await download('/api/exports/users?format=csv&active=false', world.admin.token);
    expect(inactive.status).toBe(200);
    expect(csvOf(inactive.body as Buffer).rows.map((r) => r['Nome'])).not.toContain('Ana Conceição');
    const beta = await download('/api/exports/users?format=csv', world.adminBeta.token);
    expect(csvOf(beta.body as Buffer).rows.map((r) => r['Nome'])).not.toContain('Ana Conceição');
  });
});

describe('a large export, in the background', () => {
  it('when the rows reach the threshold, then a job builds the file, its progress is polled and a short-lived link downloads it', async () => {
    const started = (await startExport(
      adminSession(),
      'vehicles',
      { format: 'xlsx' },
      { backgroundFrom: 2 },
    )) as ExportRunning;
    expect(started).toMatchObject({ status: 'running', progress: 0, rows: 3 });

    const waiting = await get(`/api/exports/jobs/${started.id}`, world.admin.token);
    expect(waiting.body.data).toEqual({ status: 'running', id: started.id, progress: 0, rows: 3 });
    // Another company's admin does not see it.
    expect((await get(`/api/exports/jobs/${started.id}`, world.adminBeta.token)).status).toBe(404);

    // Delivered as Firestore (the event bridge locally) delivers the job's creation, twice: built once.
    const trigger = exportJobTrigger({ blobs: blobStore() });
    const event = {
      eventId: `test-${started.id}`,
      time: Timestamp.now(),
      params: { companyId: world.alfa, docId: started.id },
      before: null,
      after: {},
    };
    await trigger.handler(event);
    await trigger.handler(event);

    const ready = (await get(`/api/exports/jobs/${started.id}`, world.admin.token)).body.data as ExportJobState;
    expect(ready).toMatchObject({ status: 'ready', rows: 3 });
    if (ready.status !== 'ready') throw new Error('not ready');
    expect(ready.fileName).toMatch(/^Veiculos_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(Date.parse(ready.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const file = await download(ready.url);
    expect(file.status).toBe(200);
    const { rows } = await workbookOf(file.body as Buffer);
    expect(rows.map((r) => r['Nome']!.value)).toEqual(['Caminhão Baú São João', 'Strada Técnica', 'Ônibus Escolar']);
  });

  it('when the rows stay under the threshold, then the file comes at once and no job is stored', async () => {
    const before = (await db().collection(`companies/${world.alfa}/exports`).get()).size;
    const started = await startExport(adminSession(), 'vehicles', { format: 'csv' }, { backgroundFrom: 4 });
    expect(started.status).toBe('download');
    expect((await db().collection(`companies/${world.alfa}/exports`).get()).size).toBe(before);
  });

  it('when a job id is unknown, then 404 in pt-BR', async () => {
    const res = await get('/api/exports/jobs/nao-existe', world.admin.token);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Exportação não encontrada');
  });
});
