import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDraft } from '../domain/audit/audit';
import { csvOf, download, getExport, workbookOf } from '../testing/exports';
import { twoCompanies, type World } from '../testing/world';
import { auditRepository } from './audit.repository';

let world: World;

const kmChanged = (uid: string, label: string): AuditEntryDraft => ({
  action: 'vehicle.updated',
  actor: { uid, name: 'Ana Souza', role: 'admin' },
  record: { type: 'vehicle', id: 'v-1', label },
  changes: [{ field: 'currentKm', before: 1_000, after: 2_000 }],
  reason: null,
});

beforeAll(async () => {
  world = await twoCompanies();
  await auditRepository.append(world.alfa, [kmChanged(world.admin.uid, 'AUD-1A11')]);
  await auditRepository.append(world.alfa, [
    {
      action: 'checklist.reopened',
      actor: { uid: world.admin.uid, name: 'Ana Souza', role: 'admin' },
      record: { type: 'checklist', id: 'c-1', label: 'Inspeção diária' },
      changes: [
        { field: 'status', before: 'approved', after: 'in_review' },
        // Midnight in São Paulo: the day is the company's, not UTC's.
        { field: 'dueDate', before: null, after: '2026-11-26T03:00:00.000Z' },
      ],
      reason: 'Foto ilegível; refazer',
    },
  ]);
  await auditRepository.append(world.beta, [kmChanged(world.adminBeta.uid, 'BETA-9Z99')]);
});

describe("exporting the 'Auditoria' trail", () => {
  it('when one record type is exported as Excel, then its entries come with when as a date, who, what changed in pt-BR and why', async () => {
    const res = await download('/api/exports/audit?format=xlsx&recordType=checklist', world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Auditoria_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Auditoria');
    expect(rows).toHaveLength(1);
    const reopened = rows[0]!;
    expect(reopened['Data e hora']!.value).toBeInstanceOf(Date);
    expect(reopened['Data e hora']!.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(reopened['Ação']!.value).toBe('Revisão reaberta');
    expect(reopened['Quem']!.value).toBe('Ana Souza');
    expect(reopened['Perfil']!.value).toBe('Administrador');
    expect(reopened['Identificação']!.value).toBe('Inspeção diária');
    expect(reopened['Alterações']!.value).toBe('Status: Aprovado → Em Revisão; Prazo: — → 26/11/2026 00:00');
    expect(reopened['Motivo']!.value).toBe('Foto ilegível; refazer');
  });

  it('when one record is exported as CSV, then only its history, with its km as the trail shows them', async () => {
    const res = await download('/api/exports/audit?format=csv&recordType=vehicle&recordId=v-1', world.admin.token);
    const { rows } = csvOf(res.body as Buffer);
    expect(rows.map((r) => [r['Ação'], r['Identificação'], r['Alterações']])).toEqual([
      ['Veículo alterado', 'AUD-1A11', 'Km atual: 1.000 km → 2.000 km'],
    ]);
  });

  it('when another company’s admin exports the whole trail, then none of this company’s entries are in it', async () => {
    const res = await download('/api/exports/audit?format=csv', world.adminBeta.token);
    const labels = csvOf(res.body as Buffer).rows.map((r) => r['Identificação']);
    expect(labels).toContain('BETA-9Z99');
    expect(labels).not.toContain('AUD-1A11');
    expect(labels).not.toContain('Inspeção diária');
  });

  it("when 'De' is after 'Até', then 400 in pt-BR as on the trail's screen", async () => {
    const res = await getExport('/api/exports/audit?format=csv&from=2026-11-27&to=2026-11-01', world.admin.token);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('A data final deve ser igual ou posterior à inicial');
  });
});
