import { describe, expect, it } from 'vitest';
import { addDays, isoDayIn } from '../domain/dates';
import { dueStatus } from '../domain/deadlines/due-status';
import { db } from '../platform/firebase';
import { newCompanyId } from '../testing/accounts';
import { seedDemoVehicles } from '../testing/demo-fleet';
import { adminSession, createCompanyDoc } from '../testing/fixtures';
import { vehiclesRepository } from '../fleet/vehicles/vehicles.repository';
import { DEMO_COMPANIES } from './demo-data';
import { seedDocuments } from './seed-documents';

const alfa = DEMO_COMPANIES.find((c) => c.id === 'alfa')!;

describe('the demo vehicle documents', () => {
  it('when seeded for Alfa, then every vehicle has its papers with one expired and two due soon, each with its deadline and the vehicle’s badge', async () => {
    const companyId = newCompanyId('demo-documents');
    await createCompanyDoc(companyId);
    const admin = adminSession(companyId);
    const now = new Date();
    await seedDemoVehicles(admin, alfa.vehicles, now);
    const vehicles = await vehiclesRepository.listAll(companyId);
    const today = isoDayIn(now, admin.timeZone);

    const count = await seedDocuments(admin, vehicles, today);

    const stored = (await db().collection(`companies/${companyId}/vehicle_documents`).get()).docs.map((d) => ({
      id: d.id,
      ...(d.data() as { vehicleId: string; type: string; expiryDate: string }),
    }));
    expect(stored).toHaveLength(count);
    const statuses = stored.map((d) => dueStatus(d.expiryDate, today));
    expect(statuses.filter((s) => s === 'expired')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'due_soon')).toHaveLength(2);
    expect(stored.find((d) => dueStatus(d.expiryDate, today) === 'expired')).toMatchObject({
      type: 'ipva',
      expiryDate: addDays(today, -12),
    });

    // Alfa's fleet is registered in São Paulo but for the Hilux, in Minas Gerais: each vehicle has its licensing by
    // its state's calendar and its plate, IPVA and insurance; trucks their tachograph.
    const after = await vehiclesRepository.listAll(companyId);
    expect(after.filter((v) => v.uf !== 'SP').map((v) => [v.name, v.uf])).toEqual([['Hilux Supervisão', 'MG']]);
    const hilux = after.find((v) => v.name === 'Hilux Supervisão')!;
    // Minas Gerais, final 4: 30 September.
    expect(stored.find((d) => d.vehicleId === hilux.id && d.type === 'licensing')?.expiryDate).toMatch(/^\d{4}-09-30$/);
    expect(after.find((v) => v.name === 'Accelo Baú Leve')).toMatchObject({
      vehicleType: 'truck',
      requiredCnhCategory: 'C',
    });
    for (const vehicle of after) {
      const types = stored.filter((d) => d.vehicleId === vehicle.id).map((d) => d.type);
      expect(types).toEqual(
        expect.arrayContaining(
          vehicle.vehicleType === 'truck'
            ? ['licensing', 'ipva', 'insurance', 'tachograph']
            : ['licensing', 'ipva', 'insurance'],
        ),
      );
      const earliest = stored
        .filter((d) => d.vehicleId === vehicle.id)
        .map((d) => d.expiryDate)
        .sort()[0];
      expect(vehicle.documentsDue?.expiryDate).toBe(earliest);
    }
    const deadlines = await db().collection(`companies/${companyId}/deadlines`).where('kind', '==', 'document').get();
    expect(deadlines.docs.map((d) => d.get('sourceId')).sort()).toEqual(stored.map((d) => d.id).sort());
  });
});
