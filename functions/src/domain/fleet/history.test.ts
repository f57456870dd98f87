import { describe, expect, it } from 'vitest';
import { lastOilChangeAfter, monthlyCosts, readingWentBack, recentActivity, remindersReset } from './history';
import { FuelInputSchema, MaintenanceInputSchema, type VehicleRecord } from './records.schema';
import { vehicleSearchFields } from './vehicle.schema';

const base = {
  vehicleId: 'v',
  companyId: 'c',
  performedBy: 'ana@alfa.dev',
  createdAt: '2026-01-01T00:00:00.000Z',
  odometerWentBack: false,
};
const maintenance = (id: string, performedAt: string, cost: number): VehicleRecord => ({
  kind: 'maintenance',
  ...base,
  id,
  performedAt,
  type: 'tire_change',
  description: 'Pneus',
  cost,
  kmAtMaintenance: 1_000,
});
const fill = (id: string, performedAt: string, totalCost: number): VehicleRecord => ({
  kind: 'fuel',
  ...base,
  id,
  performedAt,
  liters: 10,
  costPerLiter: totalCost / 10,
  totalCost,
  kmAtFueling: 1_000,
  fuelType: 'diesel',
  fullTank: true,
});
const oil = (id: string, performedAt: string, cost: number): VehicleRecord => ({
  kind: 'oil_change',
  ...base,
  id,
  performedAt,
  oilType: '15W40',
  oilBrand: 'Lubrax',
  filterChanged: true,
  cost,
  kmAtChange: 1_000,
  nextChangeKm: 11_000,
});

describe('recent activity', () => {
  it('when records of every kind exist, then the 5 newest maintenance and fuel ones come, newest first, labelled', () => {
    const records = [
      fill('f1', '2026-01-01T12:00:00.000Z', 100),
      maintenance('m1', '2026-03-01T12:00:00.000Z', 200),
      oil('o1', '2026-09-01T12:00:00.000Z', 300),
      fill('f2', '2026-04-01T12:00:00.000Z', 110),
      fill('f3', '2026-05-01T12:00:00.000Z', 120),
      maintenance('m2', '2026-06-01T12:00:00.000Z', 210),
      fill('f4', '2026-02-01T12:00:00.000Z', 90),
    ];
    const activity = recentActivity(records);
    expect(activity.map((a) => a.id)).toEqual(['m2', 'f3', 'f2', 'm1', 'f4']);
    expect(activity[0]).toEqual({
      id: 'm2',
      kind: 'maintenance',
      label: 'Troca de Pneus',
      performedAt: '2026-06-01T12:00:00.000Z',
      performedBy: 'ana@alfa.dev',
      cost: 210,
    });
    expect(activity[1]!.label).toBe('Abastecimento (Diesel)');
  });
});

describe('monthly costs', () => {
  it('when the chart is built, then 12 months end at the current one in São Paulo time, oil changes count as maintenance', () => {
    // 1 Dec 01:00 UTC is still 30 Nov in São Paulo.
    const now = new Date('2026-12-01T01:00:00.000Z');
    const costs = monthlyCosts(
      [
        maintenance('m1', '2026-11-30T23:00:00.000Z', 100.1),
        oil('o1', '2026-11-02T12:00:00.000Z', 200.2),
        fill('f1', '2026-11-10T12:00:00.000Z', 50.05),
        fill('f2', '2025-12-10T12:00:00.000Z', 70),
        fill('f3', '2025-11-10T12:00:00.000Z', 999),
      ],
      now,
    );
    expect(costs.map((c) => c.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(costs[0]).toEqual({ month: '2025-12', maintenance: 0, fuel: 70 });
    expect(costs[11]).toEqual({ month: '2026-11', maintenance: 300.3, fuel: 50.05 });
  });

  it('when the company is in Noronha (UTC−2), then a record at 00:30 on 1 Dec there (23:30 on 30 Nov in São Paulo) is December’s', () => {
    const now = new Date('2026-12-05T12:00:00.000Z');
    const records = [maintenance('m1', '2026-12-01T02:30:00.000Z', 100)];
    expect(monthlyCosts(records, now, 'America/Sao_Paulo').slice(-2)).toEqual([
      { month: '2026-11', maintenance: 100, fuel: 0 },
      { month: '2026-12', maintenance: 0, fuel: 0 },
    ]);
    expect(monthlyCosts(records, now, 'America/Noronha').slice(-2)).toEqual([
      { month: '2026-11', maintenance: 0, fuel: 0 },
      { month: '2026-12', maintenance: 100, fuel: 0 },
    ]);
  });
});

describe('odometer readings of new records', () => {
  const earlier = [{ km: 20_000, at: '2026-05-01T12:00:00.000Z', source: 'fuel' as const, recordId: 'f1' }];

  it('when a new reading is lower than one taken before it, then it went back; dated before that one, it did not', () => {
    expect(
      readingWentBack(earlier, { km: 19_000, at: '2026-06-01T12:00:00.000Z', source: 'maintenance', recordId: '' }),
    ).toBe(true);
    expect(
      readingWentBack(earlier, { km: 19_000, at: '2026-04-01T12:00:00.000Z', source: 'maintenance', recordId: '' }),
    ).toBe(false);
    expect(readingWentBack(earlier, { km: 21_000, at: '2026-06-01T12:00:00.000Z', source: 'fuel', recordId: '' })).toBe(
      false,
    );
  });

  it('when an oil change older than the last one is typed in, then the last oil change stays', () => {
    expect([lastOilChangeAfter(40_000, 45_000), lastOilChangeAfter(40_000, 35_000)]).toEqual([45_000, 40_000]);
  });
});

describe('reminders reset by a service', () => {
  it('when a service of a reminder’s type is done after its last time, then it starts again there; other types and older dates stay', () => {
    const reminders = [
      { id: 'brakes', type: 'brake_service' as const, lastDoneAt: '2026-01-01T12:00:00.000Z' },
      { id: 'tires', type: 'tire_change' as const, lastDoneAt: '2026-01-01T12:00:00.000Z' },
      { id: 'brakes-late', type: 'brake_service' as const, lastDoneAt: '2026-08-01T12:00:00.000Z' },
    ];
    expect(remindersReset(reminders, 'brake_service', 42_000, '2026-06-01T12:00:00.000Z')).toEqual([
      { id: 'brakes', lastDoneKm: 42_000, lastDoneAt: '2026-06-01T12:00:00.000Z' },
    ]);
    expect(remindersReset(reminders, null, 42_000, '2026-06-01T12:00:00.000Z')).toEqual([]);
  });
});

describe('record forms', () => {
  it('when optional fields come empty, then they are absent; a fill-up is a full tank unless told', () => {
    const parsed = FuelInputSchema.parse({
      liters: 40,
      costPerLiter: 6.19,
      kmAtFueling: 1_000,
      fuelType: 'diesel',
      fuelStation: ' ',
      notes: '',
    });
    expect(parsed).toEqual({ liters: 40, costPerLiter: 6.19, kmAtFueling: 1_000, fuelType: 'diesel', fullTank: true });
    const maintenanceInput = MaintenanceInputSchema.parse({
      type: 'repair',
      description: ' Farol ',
      cost: 0,
      kmAtMaintenance: 0,
      notes: ' trocado ',
    });
    expect(maintenanceInput).toEqual({
      type: 'repair',
      description: 'Farol',
      cost: 0,
      kmAtMaintenance: 0,
      notes: 'trocado',
    });
  });

  it('when a vehicle is searched, then its plate is found as stored and as shown', () => {
    expect(vehicleSearchFields({ name: 'Van', plate: 'ABC1234', model: 'Sprinter', brand: 'Mercedes-Benz' })).toEqual([
      'Van',
      'ABC1234',
      'ABC-1234',
      'Sprinter',
      'Mercedes-Benz',
    ]);
  });
});
