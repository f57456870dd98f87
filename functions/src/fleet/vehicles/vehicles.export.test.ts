import { beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle } from '../../domain/fleet/vehicle.schema';
import { csvOf, download, getExport, workbookOf } from '../../testing/exports';
import { call } from '../../testing/http';
import { validVehicle } from '../../testing/vehicles';
import { twoCompanies, type World } from '../../testing/world';

let world: World;
let truck: Vehicle;
let betaCar: Vehicle;

async function newVehicle(token: string, name: string, plate: string): Promise<Vehicle> {
  const res = await call(
    'post',
    '/api/vehicles',
    token,
    validVehicle({ name, plate, currentKm: 40_000, lastOilChangeKm: 35_000 }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Vehicle;
}

async function add(path: string, body: object, token = world.admin.token) {
  const res = await call('post', `/api/vehicles/${path}`, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  world = await twoCompanies();
  truck = await newVehicle(world.admin.token, 'Caminhão Baú', 'REC1A11');
  betaCar = await newVehicle(world.adminBeta.token, 'Da Beta', 'REC9Z99');
  await add(`${truck.id}/maintenance`, {
    type: 'brake_service',
    description: 'Pastilhas; discos',
    cost: 780.5,
    kmAtMaintenance: 48_000,
    nextMaintenanceKm: 58_000,
    performedAt: '2026-11-20T13:00:00.000Z',
  });
  await add(`${truck.id}/maintenance`, {
    type: 'repair',
    description: 'Retrovisor',
    cost: 150,
    kmAtMaintenance: 49_000,
    performedAt: '2026-11-25T13:00:00.000Z',
  });
  await add(`${truck.id}/fuel`, {
    liters: 40.5,
    costPerLiter: 6,
    kmAtFueling: 49_500,
    fuelType: 'diesel',
    fuelStation: 'Posto São Jorge',
    performedAt: '2026-11-26T13:00:00.000Z',
  });
  await add(`${truck.id}/oil-changes`, {
    oilType: '15W40',
    oilBrand: 'Lubrax',
    filterChanged: true,
    cost: 320,
    kmAtChange: 50_000,
    nextChangeKm: 60_000,
    performedAt: '2026-11-27T12:00:00.000Z',
  });
  await add(`${truck.id}/reminders`, {
    name: 'Rodízio de pneus',
    type: 'tire_change',
    intervalKm: 20_000,
    intervalMonths: 12,
    lastDoneKm: 40_000,
    lastDoneAt: '2026-01-01T12:00:00.000Z',
  });
  await add(
    `${betaCar.id}/fuel`,
    { liters: 10, costPerLiter: 5, kmAtFueling: 41_000, fuelType: 'ethanol' },
    world.adminBeta.token,
  );
});

describe("exporting a vehicle's records and reminders", () => {
  it('when the fuel tab is exported as Excel, then each fill-up has liters as a number, money as money and km as an integer', async () => {
    const res = await download(`/api/exports/fuel?format=xlsx&vehicleId=${truck.id}`, world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Abastecimentos_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Abastecimentos');
    expect(rows).toHaveLength(1);
    const fill = rows[0]!;
    expect(fill['Placa']!.value).toBe('REC-1A11');
    expect(fill['Combustível']!.value).toBe('Diesel');
    expect(fill['Litros']!.value).toBe(40.5);
    expect(fill['Total']!.value).toBe(243);
    expect(fill['Total']!.numFmt).toBe('"R$" #,##0.00');
    expect(fill['Quilometragem']!.value).toBe(49_500);
    expect(fill['Tanque cheio']!.value).toBe('Sim');
    expect(fill['Data']!.value).toEqual(new Date(Date.UTC(2026, 10, 26, 10, 0)));
  });

  it('when the maintenance and oil-change tabs are exported as CSV, then newest first, money with a decimal comma', async () => {
    const maintenance = await download(`/api/exports/maintenance?format=csv&vehicleId=${truck.id}`, world.admin.token);
    expect(maintenance.status).toBe(200);
    expect(maintenance.headers['content-disposition']).toMatch(/filename="Manutencoes_\d{4}-\d{2}-\d{2}\.csv"/);
    const { rows } = csvOf(maintenance.body as Buffer);
    expect(rows.map((r) => [r['Data'], r['Tipo'], r['Descrição'], r['Custo'], r['Quilometragem']])).toEqual([
      ['25/11/2026 10:00', 'Reparo', 'Retrovisor', '150,00', '49000'],
      ['20/11/2026 10:00', 'Serviço de Freios', 'Pastilhas; discos', '780,50', '48000'],
    ]);
    expect(rows[1]!['Próxima manutenção (km)']).toBe('58000');

    const oil = await download(`/api/exports/oil-changes?format=csv&vehicleId=${truck.id}`, world.admin.token);
    expect(oil.headers['content-disposition']).toMatch(/filename="Trocas_de_oleo_\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csvOf(oil.body as Buffer).rows).toEqual([
      expect.objectContaining({
        Óleo: '15W40',
        Marca: 'Lubrax',
        'Filtro trocado': 'Sim',
        Custo: '320,00',
        'KM da troca': '50000',
        'Próxima troca (km)': '60000',
      }),
    ]);
  });

  it('when the reminders are exported, then each has its next km and day from the vehicle’s km', async () => {
    const res = await download(`/api/exports/reminders?format=csv&vehicleId=${truck.id}`, world.admin.token);
    expect(res.status).toBe(200);
    const { rows } = csvOf(res.body as Buffer);
    expect(rows).toEqual([
      expect.objectContaining({
        Lembrete: 'Rodízio de pneus',
        Tipo: 'Troca de Pneus',
        'Intervalo (km)': '20000',
        'Intervalo (meses)': '12',
        'Próxima (km)': '60000',
        'Km restantes': '10000',
        'Próxima em': '01/01/2027',
      }),
    ]);
  });

  it('when another company’s admin names this vehicle, then 404 and nothing of it; their own vehicle gives only theirs', async () => {
    const res = await getExport(`/api/exports/fuel?format=csv&vehicleId=${truck.id}`, world.adminBeta.token);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Veículo não encontrado');
    const own = await download(`/api/exports/fuel?format=csv&vehicleId=${betaCar.id}`, world.adminBeta.token);
    expect(csvOf(own.body as Buffer).rows.map((r) => r['Veículo'])).toEqual(['Da Beta']);
  });

  it('when no vehicle is named, then 400: the tab is one vehicle’s', async () => {
    expect((await getExport('/api/exports/maintenance?format=csv', world.admin.token)).status).toBe(400);
  });
});
