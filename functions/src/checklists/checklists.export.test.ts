import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../domain/templates/template.schema';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import { db } from '../platform/firebase';
import { csvOf, download, getExport as get, workbookOf } from '../testing/exports';
import { validTemplate } from '../testing/fixtures';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { call } from '../testing/http';
import { validVehicle } from '../testing/vehicles';
import { assign, fieldUser, sentChecklist, twoCompanies, type FieldUser, type World } from '../testing/world';

let world: World;
let joao: FieldUser;
let maria: FieldUser;
let carla: FieldUser;
let truck: Vehicle;
let approvedId: string;
let inspectionId: string;

async function post<T>(path: string, token: string, body: object): Promise<T> {
  const res = await call('post', path, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as T;
}

const exportEntries = async () =>
  (await db().collection(`companies/${world.alfa}/audit`).where('action', '==', 'export.created').get()).docs.map(
    (doc) => doc.data(),
  );

beforeAll(async () => {
  world = await twoCompanies();
  [joao, maria, carla] = await Promise.all([
    fieldUser(world.admin.token, 'João Exportado'),
    fieldUser(world.admin.token, 'Maria Exportada'),
    fieldUser(world.adminBeta.token, 'Carla da Beta'),
  ]);
  const general = await post<Template>('/api/templates', world.admin.token, validTemplate({ name: 'Checklist geral' }));
  const inspection = await post<Template>(
    '/api/templates',
    world.admin.token,
    validTemplate({
      name: 'Inspeção de saída',
      kind: 'vehicle_inspection',
      questions: [
        { type: 'odometer', question: 'Hodômetro' },
        { type: 'boolean', question: 'Freios funcionando?', severity: 'critical' },
      ],
    }),
  );
  const betaTemplate = await post<Template>('/api/templates', world.adminBeta.token, validTemplate());
  truck = await post<Vehicle>('/api/vehicles', world.admin.token, validVehicle({ name: 'Caminhão', plate: 'CKX1A11' }));

  // João: one sent and approved, then an inspection of the truck still pending; Maria: one pending; Beta: Carla's.
  approvedId = (await sentChecklist(joao, world.admin.token, general.id)).id;
  expect((await call('post', `/api/responses/${approvedId}/approve-all`, world.admin.token)).status).toBe(200);
  inspectionId = await assign(world.admin.token, inspection.id, joao.id, truck.id);
  await assign(world.admin.token, general.id, maria.id);
  await assign(world.adminBeta.token, betaTemplate.id, carla.id);
});

describe('exporting the checklists', () => {
  it('when a user’s checklists are exported as Excel, then one row each, newest assignment first, with status and times', async () => {
    const res = await download(`/api/exports/checklists?format=xlsx&userId=${joao.id}`, world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Checklists_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, headers, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Checklists');
    expect(headers).toEqual(expect.arrayContaining(['Template', 'Status', 'Atribuído em', 'Revisado em', 'Falhas']));
    expect(rows.map((r) => [r['Checklist']!.value, r['Template']!.value, r['Status']!.value])).toEqual([
      [inspectionId, 'Inspeção de saída', 'Pendente'],
      [approvedId, 'Checklist geral', 'Aprovado'],
    ]);
    const [pending, approved] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(pending['Placa']!.value).toBe('CKX-1A11');
    expect(pending['Enviado em']!.value).toBeNull();
    expect(approved['Responsável']!.value).toBe('João Exportado');
    expect(approved['Enviado em']!.value).toBeInstanceOf(Date);
    expect(approved['Revisado em']!.value).toBeInstanceOf(Date);
    expect(approved['Revisado em']!.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(approved['Questões']!.value).toBe(3);
  });

  it('when a vehicle’s inspections are exported as CSV, then only that vehicle’s, dates in dd/mm/aaaa hh:mm', async () => {
    const res = await download(`/api/exports/checklists?format=csv&vehicleId=${truck.id}`, world.admin.token);
    const { rows } = csvOf(res.body as Buffer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Checklist: inspectionId, Veículo: 'Caminhão', Status: 'Pendente', Falhas: '' });
    expect(rows[0]!['Atribuído em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('when the whole company is exported, or under a status, then its own rows only, never another company’s', async () => {
    const all = csvOf((await download('/api/exports/checklists?format=csv', world.admin.token)).body as Buffer).rows;
    expect(all.map((r) => r['Responsável']).sort()).toEqual(['João Exportado', 'João Exportado', 'Maria Exportada']);
    const approved = csvOf(
      (await download('/api/exports/checklists?format=csv&status=approved', world.admin.token)).body as Buffer,
    ).rows;
    expect(approved.map((r) => r.Checklist)).toEqual([approvedId]);
    const beta = csvOf(
      (await download('/api/exports/checklists?format=csv', world.adminBeta.token)).body as Buffer,
    ).rows;
    expect(beta.map((r) => r['Responsável'])).toEqual(['Carla da Beta']);
  });

  it('when it is asked for, then the trail says who exported the checklists, under which filters, how many rows', async () => {
    await download(`/api/exports/checklists?format=csv&userId=${maria.id}`, world.admin.token);
    const entry = (await exportEntries()).find((e) =>
      e.changes.some((c: { after: unknown }) => c.after === `userId: ${maria.id}`),
    );
    expect(entry).toMatchObject({ record: { type: 'export', label: 'Checklists' } });
    expect(entry!.changes).toContainEqual({ field: 'rows', before: null, after: 1 });
  });

  it('when another company’s user or vehicle is named, then 404 in pt-BR and nothing is written', async () => {
    const before = await snapshotCompany(world.beta, ['audit', 'exports']);
    const user = await get(`/api/exports/checklists?format=csv&userId=${joao.id}`, world.adminBeta.token);
    expect([user.status, user.body.error?.message]).toEqual([404, 'Usuário não encontrado']);
    const vehicle = await get(`/api/exports/checklists?format=csv&vehicleId=${truck.id}`, world.adminBeta.token);
    expect([vehicle.status, vehicle.body.error?.message]).toEqual([404, 'Veículo não encontrado']);
    expect(await snapshotCompany(world.beta, ['audit', 'exports'])).toBe(before);
  });

  it('when a field user asks, or a filter is wrong, then 403 or 400 in pt-BR and nothing is written', async () => {
    const before = await snapshotCompany(world.alfa, ['audit', 'exports']);
    expect((await get('/api/exports/checklists?format=csv', joao.token)).status).toBe(403);
    expect((await get('/api/exports/checklists?format=csv', world.superadmin.token)).status).toBe(403);
    const status = await get('/api/exports/checklists?format=csv&status=arquivado', world.admin.token);
    expect([status.status, status.body.error?.message]).toEqual([400, 'Parâmetros inválidos']);
    expect((await get('/api/exports/checklists?format=csv&page=2', world.admin.token)).status).toBe(400);
    const format = await get('/api/exports/checklists?format=pdf', world.admin.token);
    expect(format.body.error?.message).toBe('Formato inválido: escolha Excel (.xlsx) ou CSV');
    expect(await snapshotCompany(world.alfa, ['audit', 'exports'])).toBe(before);
  });
});
