import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDashboard } from './dashboard.service';
import { startEventBridge, type EventBridge } from '../dev/event-bridge';
import { FuelInputSchema, MaintenanceInputSchema, ReminderInputSchema } from '../domain/fleet/records.schema';
import { vehicleInputSchema } from '../domain/fleet/vehicle.schema';
import { db } from '../platform/firebase';
import { newCompanyId } from '../testing/accounts';
import { adminSession, createCompanyDoc, eventually } from '../testing/fixtures';
import { fleetPanelByVehicle } from '../testing/fleet-reference';
import {
  addRecord,
  createReminder,
  createVehicle,
  deleteRecord,
  archiveVehicle,
  deleteVehicle,
  importRecords,
  updateVehicle,
} from '../fleet/vehicles/vehicles.service';
import type { DocumentChange } from '../jobs/document-trigger';
// The vehicles' use cases follow their dependents once the features' list connected them, as in the app.
import '../features';
import { vehicleFleetTrigger } from './fleet.triggers';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const vehicleInput = (plate: string, fields: Record<string, unknown> = {}) =>
  vehicleInputSchema().parse({
    name: `Carro ${plate}`,
    plate,
    model: 'Strada',
    brand: 'Fiat',
    color: 'Branca',
    year: 2022,
    currentKm: 50_000,
    lastOilChangeKm: 41_000,
    ...fields,
  });
const fill = (liters: number, kmAtFueling: number, performedAt = minutesAgo(30)) =>
  FuelInputSchema.parse({ liters, costPerLiter: 6.09, kmAtFueling, fuelType: 'flex', performedAt });

describe('the fleet entry trigger', () => {
  it('when a vehicle’s events are delivered twice, at once, and an older one after a newer, then its fuel and reminders count once', async () => {
    const companyId = newCompanyId('frota-dup');
    const session = adminSession(companyId);
    const vehicle = await createVehicle(session, vehicleInput('DUP1A11'));
    const created: DocumentChange = {
      eventId: `evt-${randomUUID()}`,
      time: Timestamp.now(),
      params: { companyId, docId: vehicle.id },
      before: null,
      after: { plate: 'DUP1A11' },
    };
    await createReminder(
      session,
      vehicle.id,
      ReminderInputSchema.parse({ name: 'Freios', type: 'brake_service', intervalKm: 10_000, lastDoneKm: 41_500 }),
    );
    await addRecord(session, vehicle.id, { kind: 'fuel', input: fill(40, 50_300) });
    const later: DocumentChange = {
      ...created,
      eventId: `evt-${randomUUID()}`,
      before: created.after,
      after: { plate: 'DUP1A11', currentKm: 50_300 },
    };
    await addRecord(session, vehicle.id, { kind: 'fuel', input: fill(35.5, 50_600) });
    const run = vehicleFleetTrigger.handler;
    await Promise.all([run(later), run(later)]);
    await run(created);
    await run(later);
    const now = new Date();
    const { fleet } = await companyDashboard(session, now);
    expect(fleet).toEqual(await fleetPanelByVehicle(companyId, now));
    expect(fleet).toEqual({
      vehiclesCount: 1,
      oilChangeNeeded: [
        { id: vehicle.id, name: 'Carro DUP1A11', plate: 'DUP1A11', status: 'warning', remainingKm: 400 },
      ],
      remindersDue: [
        {
          vehicleId: vehicle.id,
          vehicleName: 'Carro DUP1A11',
          reminderId: expect.any(String),
          name: 'Freios',
          status: 'warning',
        },
      ],
      fuelSpendThisMonth: 459.8,
      openDefects: 0,
      outOfService: [],
    });
  });
});

describe('the fleet panel through the event bridge, as on the local stack', () => {
  let bridge: EventBridge;
  let companyId: string;
  beforeAll(async () => {
    companyId = newCompanyId('frota-ponte');
    bridge = startEventBridge(db(), [vehicleFleetTrigger], (trigger, error) => {
      throw new Error(`${trigger}: ${String(error)}`);
    });
    await bridge.ready;
    await createCompanyDoc(companyId);
  });
  afterAll(() => bridge.stop());

  /** Waits until the dashboard's panel equals reading every vehicle, and returns it. */
  const caughtUp = async () => {
    const now = new Date();
    const expected = await fleetPanelByVehicle(companyId, now);
    const { fleet } = await eventually(
      () => companyDashboard(adminSession(companyId), now),
      (d) => JSON.stringify(d.fleet) === JSON.stringify(expected),
    );
    return fleet;
  };

  it('when vehicles are made, imported, filled up, edited and deleted through the service, then the panel follows each step', async () => {
    const session = adminSession(companyId);
    const [a, b] = await Promise.all([
      createVehicle(session, vehicleInput('PNT1A11')),
      createVehicle(session, vehicleInput('PNT2B22', { lastOilChangeKm: 48_000 })),
    ]);
    await createReminder(
      session,
      b.id,
      ReminderInputSchema.parse({
        name: 'Freios',
        type: 'brake_service',
        intervalKm: 5_000,
        lastDoneKm: 46_000,
        lastDoneAt: minutesAgo(3 * 24 * 60),
      }),
    );
    expect(await caughtUp()).toMatchObject({
      vehiclesCount: 2,
      fuelSpendThisMonth: 0,
      openDefects: 0,
      outOfService: [],
      remindersDue: [{ vehicleId: b.id, status: 'warning' }],
    });

    // As the demo data loads: a history at once, in batches; the brake service resets the reminder.
    await importRecords(session, b.id, [
      { kind: 'fuel', input: fill(50, 50_200, minutesAgo(120)) },
      {
        kind: 'maintenance',
        input: MaintenanceInputSchema.parse({
          type: 'brake_service',
          description: 'Pastilhas',
          cost: 480,
          kmAtMaintenance: 50_300,
          performedAt: minutesAgo(90),
        }),
      },
      { kind: 'fuel', input: fill(20, 50_400, minutesAgo(60)) },
    ]);
    const fuel = await addRecord(session, a.id, { kind: 'fuel', input: fill(10, 50_100) });
    expect(await caughtUp()).toMatchObject({ vehiclesCount: 2, fuelSpendThisMonth: 487.2, remindersDue: [] });

    await deleteRecord(session, a.id, 'fuel', fuel.id);
    await updateVehicle(
      session,
      b.id,
      vehicleInput('PNT2B22', { isActive: false, currentKm: 50_400, lastOilChangeKm: 48_000 }),
    );
    expect(await caughtUp()).toMatchObject({
      vehiclesCount: 1,
      fuelSpendThisMonth: 0,
      openDefects: 0,
      outOfService: [],
      oilChangeNeeded: [{ id: a.id, status: 'warning' }],
    });

    // Archived, the vehicle leaves the panel; deleted, nothing of it comes back.
    await archiveVehicle(session, a.id);
    expect(await caughtUp()).toMatchObject({ vehiclesCount: 0, oilChangeNeeded: [] });
    await deleteVehicle(session, a.id);
    expect(await caughtUp()).toEqual({
      vehiclesCount: 0,
      oilChangeNeeded: [],
      remindersDue: [],
      fuelSpendThisMonth: 0,
      openDefects: 0,
      outOfService: [],
    });
  }, 60_000);
});
