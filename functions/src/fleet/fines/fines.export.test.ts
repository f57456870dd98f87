import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDayBR } from '../../domain/dates';
import type { FineInput } from '../../domain/fines/fine.schema';
import type { Vehicle } from '../../domain/fleet/vehicle.schema';
import { csvOf, download, getExport, workbookOf } from '../../testing/exports';
import { fineInput, fineToday } from '../../testing/fines';
import { call } from '../../testing/http';
import { validVehicle } from '../../testing/vehicles';
import { fieldUser, twoCompanies, type FieldUser, type World } from '../../testing/world';

let world: World;
let joao: FieldUser;
let truck: Vehicle;

const today = fineToday;

async function newVehicle(token: string, name: string, plate: string): Promise<Vehicle> {
  const res = await call('post', '/api/vehicles', token, validVehicle({ name, plate }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Vehicle;
}

/** A fine on `vehicleId` notified `notifiedDaysAgo` days ago. */
async function fine(token: string, vehicleId: string, notifiedDaysAgo: number, fields: Partial<FineInput>) {
  const res = await call('post', '/api/fines', token, fineInput(vehicleId, fields, notifiedDaysAgo));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  world = await twoCompanies();
  joao = await fieldUser(world.admin.token, 'João Conceição');
  truck = await newVehicle(world.admin.token, 'Caminhão Baú', 'FXP1A11');
  await fine(world.admin.token, truck.id, 3, { infractionNumber: 'SP-RECENTE' });
  await fine(world.admin.token, truck.id, 20, {
    infractionNumber: 'SP-PAGA',
    amount: 1467.35,
    points: 7,
    status: 'paid',
    driverId: joao.id,
  });
  await fine(world.admin.token, truck.id, 40, { infractionNumber: 'SP-NIC', amount: 88.38 });
  const betaCar = await newVehicle(world.adminBeta.token, 'Da Beta', 'FXP9Z99');
  await fine(world.adminBeta.token, betaCar.id, 3, { infractionNumber: 'BETA-1' });
});

describe('exporting the fines', () => {
  it('when the admin exports as Excel, then newest infraction first, the amount as money, points and days as dates, no other company’s', async () => {
    const res = await download('/api/exports/fines?format=xlsx', world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Multas_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Multas');
    expect(rows.map((r) => r['Auto de infração']!.value)).toEqual(['SP-RECENTE', 'SP-PAGA', 'SP-NIC']);

    const [recent, paid] = [rows[0]!, rows[1]!];
    expect(recent['Valor']!.value).toBe(130.16);
    expect(recent['Valor']!.numFmt).toBe('"R$" #,##0.00');
    expect(recent['Pontos']!.value).toBe(4);
    expect(recent['Placa']!.value).toBe('FXP-1A11');
    const [y, m, d] = addDays(today(), -3).split('-').map(Number) as [number, number, number];
    expect(recent['Notificação']!.value).toEqual(new Date(Date.UTC(y, m - 1, d)));
    expect(recent['Notificação']!.numFmt).toBe('dd/mm/yyyy');
    expect(recent['Prazo de indicação']!.value).toBeInstanceOf(Date);
    expect(recent['Situação']!.value).toBe('Aguardando indicação');
    // 15:30 UTC is 12:30 on the company's clock.
    expect((recent['Data da infração']!.value as Date).getUTCHours()).toBe(12);
    // A paid fine has no deadline running, and names its driver.
    expect(paid['Prazo de indicação']!.value).toBeNull();
    expect(paid['Condutor']!.value).toBe('João Conceição');
  });

  it('when the list’s filters are sent as CSV, then only their fines come, money with a decimal comma', async () => {
    const paid = await download('/api/exports/fines?format=csv&status=paid', world.admin.token);
    expect(paid.status).toBe(200);
    const { rows, text } = csvOf(paid.body as Buffer);
    expect(text.startsWith('\uFEFFAuto de infração;')).toBe(true);
    expect(rows).toEqual([
      expect.objectContaining({ 'Auto de infração': 'SP-PAGA', Valor: '1467,35', Pontos: '7', Situação: 'Paga' }),
    ]);

    // Past its deadline with no driver: 'Risco de NIC', on the company's day.
    const nic = await download('/api/exports/fines?format=csv&deadline=nic_risk', world.admin.token);
    const late = csvOf(nic.body as Buffer).rows;
    expect(late.map((r) => r['Auto de infração'])).toEqual(['SP-NIC']);
    expect(late[0]!['Prazo de indicação']).toBe(formatDayBR(addDays(addDays(today(), -40), 30)));

    const driver = await download(`/api/exports/fines?format=csv&driverId=${joao.id}`, world.admin.token);
    expect(csvOf(driver.body as Buffer).rows.map((r) => r['Auto de infração'])).toEqual(['SP-PAGA']);
    // A deadline with a status no fine waiting for it has: none, as the list.
    const none = await download('/api/exports/fines?format=csv&deadline=due_30&status=paid', world.admin.token);
    expect(csvOf(none.body as Buffer).rows).toEqual([]);
  });

  it('when another company’s admin exports, then only their own fine is in it', async () => {
    const res = await download('/api/exports/fines?format=csv', world.adminBeta.token);
    expect(csvOf(res.body as Buffer).rows.map((r) => r['Auto de infração'])).toEqual(['BETA-1']);
  });

  it('when a search is sent, then 400: the fines list has none', async () => {
    expect((await getExport('/api/exports/fines?format=csv&search=sp', world.admin.token)).status).toBe(400);
  });
});
