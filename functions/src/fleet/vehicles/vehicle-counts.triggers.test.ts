import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { vehicleInputSchema } from '../../domain/fleet/vehicle.schema';
import { newCompanyId } from '../../testing/accounts';
import { changeOf, deliverTwice as deliver } from '../../testing/deliveries';
import { adminSession } from '../../testing/fixtures';
import { validVehicle } from '../../testing/vehicles';
import '../../features';
import { vehicleCountsTrigger } from './vehicle-counts.triggers';
import { createVehicle, getSummary } from './vehicles.service';

const vehicle = (fields: DocumentData) => ({
  isActive: true,
  currentKm: 50_000,
  lastOilChangeKm: 45_000,
  oilChangeIntervalKm: 10_000,
  ...fields,
});

const deliverTwice = (companyId: string, docId: string, before: DocumentData | null, after: DocumentData | null) =>
  deliver(vehicleCountsTrigger, changeOf(companyId, docId, before, after));

describe('the fleet counts trigger', () => {
  it('when vehicles are created, edited and deleted, each event delivered twice, then the summary counts each once', async () => {
    const companyId = newCompanyId('contagem-frota');
    const session = adminSession(companyId);
    expect(await getSummary(session)).toEqual({ total: 0, active: 0, needingOilChange: 0, totalKm: 0, archived: 0 });

    const a = vehicle({ currentKm: 50_000, lastOilChangeKm: 45_000 });
    const b = vehicle({ isActive: false, currentKm: 20_000, lastOilChangeKm: 5_000 });
    await deliverTwice(companyId, 'a', null, a);
    await deliverTwice(companyId, 'b', null, b);
    expect(await getSummary(session)).toEqual({
      total: 2,
      active: 1,
      needingOilChange: 1,
      totalKm: 70_000,
      archived: 0,
    });

    // An odometer reading past the interval; then b goes.
    await deliverTwice(companyId, 'a', a, { ...a, currentKm: 56_000 });
    await deliverTwice(companyId, 'b', b, null);
    expect(await getSummary(session)).toEqual({
      total: 1,
      active: 1,
      needingOilChange: 1,
      totalKm: 56_000,
      archived: 0,
    });
  });

  it('when an edit moves no number, then nothing is written', async () => {
    const companyId = newCompanyId('contagem-nada');
    const a = vehicle({});
    await vehicleCountsTrigger.handler(changeOf(companyId, 'a', a, { ...a, color: 'Azul' }));
    expect(await getSummary(adminSession(companyId))).toEqual({
      total: 0,
      active: 0,
      needingOilChange: 0,
      totalKm: 0,
      archived: 0,
    });
  });

  it('when vehicles were stored before their counts were kept, then the first summary counts them and events move it on', async () => {
    const companyId = newCompanyId('contagem-antes');
    const session = adminSession(companyId);
    // No trigger runs here: the vehicles are stored as data from before the counts.
    const first = await createVehicle(
      session,
      vehicleInputSchema().parse(validVehicle({ plate: 'CNT1A11', currentKm: 30_000, lastOilChangeKm: 29_000 })),
    );
    await createVehicle(
      session,
      vehicleInputSchema().parse(validVehicle({ plate: 'CNT2B22', currentKm: 70_000, lastOilChangeKm: 50_000 })),
    );
    expect(await getSummary(session)).toEqual({
      total: 2,
      active: 2,
      needingOilChange: 1,
      totalKm: 100_000,
      archived: 0,
    });

    await deliverTwice(companyId, first.id, vehicle({ currentKm: 30_000, lastOilChangeKm: 29_000 }), null);
    expect(await getSummary(session)).toEqual({
      total: 1,
      active: 1,
      needingOilChange: 1,
      totalKm: 70_000,
      archived: 0,
    });
  });
});
