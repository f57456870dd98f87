import type { DemoAccount, DemoCompany } from '../dev/demo-data';
import { FuelInputSchema } from '../domain/fleet/records.schema';
import { vehicleInputSchema } from '../domain/fleet/vehicle.schema';
import type { CompanySession } from '../domain/roles';
import { addRecord, createVehicle } from '../fleet/vehicles';
import { createUserRecord } from '../users';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's vehicles in a test company, as the seed makes them, each with a fill-up a month
 * back: the odometer readings of the demo's inspections build on it.
 */
export async function seedDemoVehicles(admin: CompanySession, demos: DemoCompany['vehicles'], now: Date) {
  for (const demo of demos) {
    const vehicle = await createVehicle(admin, vehicleInputSchema(now).parse({ ...demo.vehicle, lastOilChangeKm: 0 }));
    await addRecord(admin, vehicle.id, {
      kind: 'fuel',
      input: FuelInputSchema.parse({
        liters: 50,
        costPerLiter: 6,
        kmAtFueling: demo.vehicle.currentKm + 1_000,
        fuelType: 'diesel',
        performedAt: new Date(now.getTime() - 30 * DAY).toISOString(),
      }),
    });
  }
}

/** The demo's field users in a test company (their documents; no Auth accounts). */
export async function seedDemoUsers(companyId: string, users: readonly DemoAccount[]) {
  for (const user of users)
    await createUserRecord(companyId, user.uid, {
      name: user.name,
      email: user.email,
      phone: '',
      isActive: user.isActive !== false,
    });
}
