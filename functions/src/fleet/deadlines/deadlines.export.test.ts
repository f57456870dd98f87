import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDayBR, isoDayIn } from '../../domain/dates';
import { documentDeadline, driverDeadlines, fineDeadline } from '../../domain/deadlines/deadlines';
import { stageDeadlines, trafficFine, vehicleDocument } from '../../testing/deadlines';
import { csvOf, download, getExport, workbookOf } from '../../testing/exports';
import { twoCompanies, type World } from '../../testing/world';

let world: World;
/** The company's today (São Paulo): the entries are placed around it. */
const today = isoDayIn(new Date(), 'America/Sao_Paulo');
const day = (offset: number) => addDays(today, offset);
const JOAO = { id: 'joao', name: 'João Silva' };

beforeAll(async () => {
  world = await twoCompanies();
  await stageDeadlines(world.alfa, [
    documentDeadline(vehicleDocument({ id: 'seguro', type: 'insurance', expiryDate: day(-3) })),
    documentDeadline(vehicleDocument({ id: 'crlv', type: 'licensing', expiryDate: day(12) })),
    ...driverDeadlines({
      ...JOAO,
      driverLicense: {
        cnhNumber: '58316794534',
        category: 'B',
        expiryDate: day(90),
        ear: false,
        lastToxicologicalExamDate: null,
      },
    }),
    // Notified 25 days ago: 5 days left to name the driver.
    fineDeadline(trafficFine({ id: 'multa', notificationDate: day(-25), amount: 195.23 })),
  ]);
  await stageDeadlines(world.beta, [
    documentDeadline(vehicleDocument({ id: 'beta-doc', type: 'rntrc', vehicleId: 'beta-truck', expiryDate: day(1) })),
  ]);
});

describe('exporting the deadlines', () => {
  it('when the admin exports as Excel, then soonest first, with the due day as a date, the days left and the NIC as money', async () => {
    const res = await download('/api/exports/deadlines?format=xlsx', world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Vencimentos_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Vencimentos');
    expect(rows.map((r) => [r['Tipo']!.value, r['Item']!.value, r['Dias restantes']!.value])).toEqual([
      ['Documento do veículo', 'Seguro', -3],
      ['Indicação de condutor', 'Multa 123', 5],
      ['Documento do veículo', 'Licenciamento / CRLV', 12],
      ['CNH', 'CNH de João Silva', 90],
    ]);
    const [y, m, d] = day(-3).split('-').map(Number) as [number, number, number];
    expect(rows[0]!['Vencimento']!.value).toEqual(new Date(Date.UTC(y, m - 1, d)));
    expect(rows[0]!['Situação']!.value).toBe('Vencido');
    expect(rows[0]!['Placa']!.value).toBe('ABC-1D23');
    expect(rows[1]!['NIC']!.value).toBe(390.46);
    expect(rows[1]!['NIC']!.numFmt).toBe('"R$" #,##0.00');
    expect(rows[3]!['Motorista']!.value).toBe('João Silva');
    expect(rows[3]!['Veículo']!.value).toBeNull();
  });

  it('when the list’s filters are sent as CSV, then only their entries come, statuses counted from the company’s today', async () => {
    const soon = await download('/api/exports/deadlines?format=csv&status=due_soon', world.admin.token);
    expect(soon.status).toBe(200);
    const { rows, text } = csvOf(soon.body as Buffer);
    expect(text.startsWith('\uFEFFTipo;Item;')).toBe(true);
    expect(rows.map((r) => [r['Item'], r['Vencimento'], r['Situação'], r['NIC']])).toEqual([
      ['Multa 123', formatDayBR(day(5)), 'Vence em breve', '390,46'],
      ['Licenciamento / CRLV', formatDayBR(day(12)), 'Vence em breve', ''],
    ]);
    const cnh = await download(`/api/exports/deadlines?format=csv&kind=cnh&driverId=${JOAO.id}`, world.admin.token);
    expect(csvOf(cnh.body as Buffer).rows.map((r) => r['Item'])).toEqual(['CNH de João Silva']);
  });

  it('when another company’s admin exports, then only their own entry is in it', async () => {
    const res = await download('/api/exports/deadlines?format=csv', world.adminBeta.token);
    expect(csvOf(res.body as Buffer).rows.map((r) => r['Dias restantes'])).toEqual(['1']);
  });

  it('when a page or an unknown status is sent, then 400', async () => {
    expect((await getExport('/api/exports/deadlines?format=csv&page=2', world.admin.token)).status).toBe(400);
    expect((await getExport('/api/exports/deadlines?format=csv&status=vencido', world.admin.token)).status).toBe(400);
  });
});
