import { describe, expect, it } from 'vitest';
import { pathOf } from '../../domain/contract';
import { vehiclesApi } from '../../domain/fleet/contract';
import { FuelInputSchema, MaintenanceInputSchema, OilChangeInputSchema } from '../../domain/fleet/records.schema';
import type { CompanySession } from '../../domain/roles';
import { db } from '../../platform/firebase';
import { createAccount, newCompanyId } from '../../testing/accounts';
import { call } from '../../testing/http';
import { importRecords, type RecordEntry } from './vehicles.service';

type Body = Record<string, unknown>;

// Out of order on purpose: a late reading below an earlier one, and a brake service typed late.
const HISTORY: RecordEntry[] = [
  {
    kind: 'fuel',
    input: FuelInputSchema.parse({
      liters: 40,
      costPerLiter: 5.9,
      kmAtFueling: 50_400,
      fuelType: 'flex',
      performedAt: '2026-03-01T12:00:00.000Z',
    }),
  },
  {
    kind: 'maintenance',
    input: MaintenanceInputSchema.parse({
      type: 'brake_service',
      description: 'Pastilhas',
      cost: 480,
      kmAtMaintenance: 50_900,
      performedAt: '2026-03-10T12:00:00.000Z',
    }),
  },
  {
    kind: 'oil_change',
    input: OilChangeInputSchema.parse({
      oilType: '5W30',
      oilBrand: 'Mobil',
      filterChanged: true,
      cost: 320,
      kmAtChange: 51_000,
      performedAt: '2026-03-15T12:00:00.000Z',
    }),
  },
  {
    kind: 'fuel',
    input: FuelInputSchema.parse({
      liters: 38.5,
      costPerLiter: 6.1,
      kmAtFueling: 50_950,
      fuelType: 'flex',
      fullTank: false,
      performedAt: '2026-03-20T12:00:00.000Z',
    }),
  },
  {
    kind: 'maintenance',
    input: MaintenanceInputSchema.parse({
      type: 'brake_service',
      description: 'Discos',
      cost: 900,
      kmAtMaintenance: 50_200,
      performedAt: '2026-02-01T12:00:00.000Z',
    }),
  },
];

/** A vehicle with its records and reminders, without what differs between two equal vehicles. */
async function fleetState(
  companyId: string,
  vehicleId: string,
): Promise<{ currentKm: number; lastOilChangeKm: number; collections: Record<string, string[]> }> {
  const vehicle = db().collection('companies').doc(companyId).collection('vehicles').doc(vehicleId);
  const { currentKm, lastOilChangeKm } = (await vehicle.get()).data()!;
  const collections: Record<string, string[]> = {};
  for (const name of ['maintenance', 'fuel', 'oil_changes', 'reminders']) {
    const docs = (await vehicle.collection(name).get()).docs.map((doc) => {
      const { createdAt: _c, vehicleId: _v, ...fields } = doc.data();
      return JSON.stringify(fields);
    });
    collections[name] = docs.sort();
  }
  return { currentKm, lastOilChangeKm, collections };
}

describe('importing records', () => {
  it('when a history is imported at once, then the vehicle, its records and reminders equal those of adding it record by record', async () => {
    const companyId = newCompanyId('import');
    const admin = await createAccount({ role: 'admin', companyId });
    const vehicleIds: string[] = [];
    for (const plate of ['IMP1A11', 'IMP2B22']) {
      const res = await call('post', '/api/vehicles', admin.token, {
        name: plate,
        plate,
        model: 'Strada',
        brand: 'Fiat',
        color: 'Branca',
        year: 2022,
        currentKm: 50_000,
        lastOilChangeKm: 45_000,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = (res.body.data as Body).id as string;
      const reminder = await call('post', `/api/vehicles/${id}/reminders`, admin.token, {
        name: 'Freios',
        type: 'brake_service',
        intervalKm: 20_000,
        intervalMonths: 12,
        lastDoneKm: 40_000,
        lastDoneAt: '2026-01-01T12:00:00.000Z',
      });
      expect(reminder.status).toBe(201);
      vehicleIds.push(id);
    }
    const [oneByOne, imported] = vehicleIds as [string, string];

    for (const entry of HISTORY) {
      const res = await call(
        'post',
        `/api${pathOf(vehiclesApi.records[entry.kind].add.path, { id: oneByOne })}`,
        admin.token,
        entry.input,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const session: CompanySession = {
      uid: admin.uid,
      email: admin.email,
      name: 'Admin',
      role: 'admin',
      companyId,
      companyName: 'Importadora',
      timeZone: 'America/Sao_Paulo',
    };
    expect(await importRecords(session, imported, HISTORY)).toBe(HISTORY.length);

    const expected = await fleetState(companyId, oneByOne);
    expect(expected).toMatchObject({ currentKm: 51_000, lastOilChangeKm: 51_000 });
    expect(expected.collections.fuel!.filter((doc) => doc.includes('"odometerWentBack":true'))).toHaveLength(1);
    expect(await fleetState(companyId, imported)).toEqual(expected);
  });
});
