import { beforeAll, describe, expect, it } from 'vitest';
import type { DefectReport } from '../../domain/fleet/defect';
import type { DefectSeverity } from '../../domain/templates/template.schema';
import { csvOf, download, getExport, workbookOf } from '../../testing/exports';
import { twoCompanies, type World } from '../../testing/world';
import { defectsRepository as repo } from './defects.repository';

let world: World;

const TRUCK = { id: 'v-caminhao', name: 'Caminhão Baú', plate: 'DEF1A11' };
const VAN = { id: 'v-van', name: 'Van Escolar', plate: 'DEF2B22' };

const report = (checklistId: string, reportedAt: string, comment: string | null = null): DefectReport => ({
  checklistId,
  reportedBy: 'u-joao',
  reportedByName: 'João Conceição',
  reportedAt,
  comment,
  photos: [],
});

/** A defect opened as a failed item opens one (its checklist's report), in `companyId`. */
async function opened(
  companyId: string,
  title: string,
  vehicle: typeof TRUCK,
  severity: DefectSeverity,
  reportedAt: string,
  comment: string | null = null,
) {
  const id = repo.newId(companyId);
  const fresh = await repo.create(companyId, id, {
    vehicle,
    questionId: `q-${id}`,
    templateId: 't-inspecao',
    title,
    severity,
    report: report(`c-${id}`, reportedAt, comment),
  });
  expect(fresh).toBe(true);
  return id;
}

beforeAll(async () => {
  world = await twoCompanies();
  await opened(world.alfa, 'Freios funcionando?', TRUCK, 'critical', '2026-11-20T13:00:00.000Z', '=SOMA(A1)');
  await opened(world.alfa, 'Pneus em bom estado?', VAN, 'non_critical', '2026-11-22T13:00:00.000Z');
  const closed = await opened(world.alfa, 'Faróis funcionando?', TRUCK, 'non_critical', '2026-11-25T13:00:00.000Z');
  const before = (await repo.get(world.alfa, closed))!.defect;
  const moved = await repo.move(world.alfa, closed, before, {
    status: 'resolved',
    event: {
      kind: 'resolved',
      at: '2026-11-26T15:30:00.000Z',
      byUid: world.admin.uid,
      byName: 'Ana Souza',
      note: 'Lâmpada trocada; farol regulado',
    },
  });
  expect(moved).toBe('written');
  await opened(world.beta, 'Da Beta', TRUCK, 'critical', '2026-11-24T13:00:00.000Z');
});

describe('exporting the defects', () => {
  it('when the admin exports every status as Excel, then the open ones come first, newest first, with typed cells, and no other company’s', async () => {
    const res = await download('/api/exports/defects?format=xlsx&status=all', world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Defeitos_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, headers, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Defeitos');
    expect(headers.slice(0, 5)).toEqual(['Defeito', 'Gravidade', 'Status', 'Veículo', 'Placa']);
    expect(rows.map((r) => r['Defeito']!.value)).toEqual([
      'Pneus em bom estado?',
      'Freios funcionando?',
      'Faróis funcionando?',
    ]);
    const brakes = rows[1]!;
    expect(brakes['Gravidade']!.value).toBe('Crítico');
    expect(brakes['Status']!.value).toBe('Aberto');
    expect(brakes['Placa']!.value).toBe('DEF-1A11');
    expect(brakes['Reportes']!.value).toBe(1);
    expect(brakes['Reportes']!.numFmt).toBe('#,##0');
    // 13:00 UTC is 10:00 on the company's clock (São Paulo), written as it reads there.
    expect(brakes['Aberto em']!.value).toEqual(new Date(Date.UTC(2026, 10, 20, 10, 0)));
    expect(brakes['Aberto em']!.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(brakes['Encerrado em']!.value).toBeNull();
  });

  it('when the list’s filters are sent as CSV, then only their defects come, with how the closed one was closed', async () => {
    const resolved = await download('/api/exports/defects?format=csv&status=resolved', world.admin.token);
    expect(resolved.status).toBe(200);
    const { rows, text } = csvOf(resolved.body as Buffer);
    expect(text.startsWith('\uFEFFDefeito;Gravidade;Status;')).toBe(true);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Defeito: 'Faróis funcionando?',
      Status: 'Resolvido',
      'Aberto em': '25/11/2026 10:00',
      'Encerrado em': '26/11/2026 12:30',
      'Encerrado por': 'Ana Souza',
      'Observação do encerramento': 'Lâmpada trocada; farol regulado',
    });

    // The default is the list's: open and in progress; then the severity and the vehicle.
    const critical = await download('/api/exports/defects?format=csv&severity=critical', world.admin.token);
    const brakes = csvOf(critical.body as Buffer).rows;
    expect(brakes.map((r) => r['Defeito'])).toEqual(['Freios funcionando?']);
    // A comment that would run as a formula is written as text.
    expect(brakes[0]!['Comentário']).toBe("'=SOMA(A1)");
    const van = await download(`/api/exports/defects?format=csv&status=all&vehicleId=${VAN.id}`, world.admin.token);
    expect(csvOf(van.body as Buffer).rows.map((r) => r['Defeito'])).toEqual(['Pneus em bom estado?']);
  });

  it('when another company’s admin exports, then only their own defect is in it', async () => {
    const res = await download('/api/exports/defects?format=csv&status=all', world.adminBeta.token);
    expect(csvOf(res.body as Buffer).rows.map((r) => r['Defeito'])).toEqual(['Da Beta']);
  });

  it('when a search or a page is sent, then 400: the defects list has neither as a filter', async () => {
    expect((await getExport('/api/exports/defects?format=csv&search=freio', world.admin.token)).status).toBe(400);
    expect((await getExport('/api/exports/defects?format=csv&page=2', world.admin.token)).status).toBe(400);
    expect((await getExport('/api/exports/defects?format=csv', world.userAlfa.token)).status).toBe(403);
  });
});
