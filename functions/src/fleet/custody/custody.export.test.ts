import { beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle } from '../../domain/fleet/vehicle.schema';
import { csvOf, download, getExport, workbookOf } from '../../testing/exports';
import { call } from '../../testing/http';
import { validVehicle } from '../../testing/vehicles';
import { twoCompanies, type World } from '../../testing/world';
import { custodyRepository as repo } from './custody.repository';

let world: World;
let truck: Vehicle;

async function newVehicle(token: string, name: string, plate: string): Promise<Vehicle> {
  const res = await call('post', '/api/vehicles', token, validVehicle({ name, plate }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Vehicle;
}

beforeAll(async () => {
  world = await twoCompanies();
  truck = await newVehicle(world.admin.token, 'Caminhão Baú', 'CUS1A11');
  const betaCar = await newVehicle(world.adminBeta.token, 'Da Beta', 'CUS9Z99');
  // João took it out and brought it back; then Maria took it and still holds it.
  const start = { driverId: 'u-joao', driverName: 'João Conceição', fromSource: 'server' as const };
  expect(
    await repo.open(world.alfa, truck.id, {
      ...start,
      id: 'c-out-1',
      from: '2026-11-20T11:00:00.000Z',
      kmFrom: 48_500,
    }),
  ).toBe(true);
  await repo.writeEnd(world.alfa, truck.id, 'c-out-1', {
    to: '2026-11-20T21:00:00.000Z',
    toSource: 'client',
    kmTo: 48_820,
    checkInChecklistId: 'c-in-1',
    endedBy: 'check_in',
    endedByDriverName: null,
    endedByCheckOutId: null,
    endedByDriverId: null,
  });
  expect(
    await repo.open(world.alfa, truck.id, {
      id: 'c-out-2',
      driverId: 'u-maria',
      driverName: 'Maria Lima',
      from: '2026-11-22T11:00:00.000Z',
      kmFrom: 48_900,
    }),
  ).toBe(true);
  expect(
    await repo.open(world.beta, betaCar.id, { ...start, id: 'c-beta', from: '2026-11-21T11:00:00.000Z', kmFrom: 1 }),
  ).toBe(true);
});

describe("exporting a vehicle's 'Histórico de uso'", () => {
  it('when the admin exports as Excel, then newest first, the times as dates and the km as integers', async () => {
    const res = await download(`/api/exports/custody?format=xlsx&vehicleId=${truck.id}`, world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Historico_de_uso_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Histórico de uso');
    expect(rows.map((r) => [r['Motorista']!.value, r['Encerrado por']!.value])).toEqual([
      ['Maria Lima', 'Em uso'],
      ['João Conceição', 'Inspeção de retorno'],
    ]);
    const joao = rows[1]!;
    expect(joao['Saída']!.value).toEqual(new Date(Date.UTC(2026, 10, 20, 8, 0)));
    expect(joao['Km na saída']!.value).toBe(48_500);
    expect(joao['Km rodados']!.value).toBe(320);
    expect(joao['Km rodados']!.numFmt).toBe('#,##0');
    expect(joao['Horários']!.value).toBe('saída pela hora de recebimento pelo servidor, retorno pela hora do aparelho');
    expect(rows[0]!['Retorno']!.value).toBeNull();
  });

  it('when exported as CSV, then the dates read dd/mm/aaaa hh:mm on the company’s clock', async () => {
    const res = await download(`/api/exports/custody?format=csv&vehicleId=${truck.id}`, world.admin.token);
    const { rows } = csvOf(res.body as Buffer);
    expect(rows[1]).toMatchObject({ Saída: '20/11/2026 08:00', Retorno: '20/11/2026 18:00', 'Km no retorno': '48820' });
  });

  it('when another company’s admin names this vehicle, then 404 and nothing of it', async () => {
    const res = await getExport(`/api/exports/custody?format=csv&vehicleId=${truck.id}`, world.adminBeta.token);
    expect(res.status).toBe(404);
  });
});
