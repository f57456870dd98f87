import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { newCompanyId } from '../testing/accounts';
import { adminSession } from '../testing/fixtures';
import { fleetPanelByVehicle } from '../testing/fleet-reference';
import { companyDashboard } from './dashboard.service';
import { syncServiceOf } from '../fleet/defects/defects.service';
import { syncFleetEntry } from './fleet.service';

/** Sunday 22 November 2026, noon in São Paulo. */
const NOW = new Date('2026-11-22T15:00:00.000Z');
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/**
 * `count` vehicles written straight to the store, each with two reminders (by km, by months) and
 * five fill-ups (this month, last month, and before), some inactive, every oil and reminder status
 * among them; then each vehicle's entry synced, as its trigger does after each write.
 */
async function seedFleet(companyId: string, count: number): Promise<void> {
  await db()
    .collection('companies')
    .doc(companyId)
    .set({ name: `Frota ${count}` });
  const vehicles = db().collection('companies').doc(companyId).collection('vehicles');
  const ids = Array.from({ length: count }, (_, i) => `v${String(i).padStart(4, '0')}`);
  for (let i = 0; i < count; i += 50) {
    const batch = db().batch();
    for (const [j, id] of ids.slice(i, i + 50).entries()) {
      const n = i + j;
      const vehicle = vehicles.doc(id);
      batch.set(vehicle, {
        name: `Veículo ${n}`,
        plate: `FRT${String(n).padStart(4, '0')}`,
        currentKm: 20_000 + (n % 7) * 1_500,
        lastOilChangeKm: 12_000,
        oilChangeIntervalKm: 10_000,
        isActive: n % 9 !== 4,
      });
      batch.set(vehicle.collection('reminders').doc('freios'), {
        name: 'Freios',
        intervalKm: 8_000 + (n % 5) * 1_000,
        intervalMonths: null,
        lastDoneKm: 15_000,
        lastDoneAt: at('2026-01-10T12:00:00Z'),
      });
      batch.set(vehicle.collection('reminders').doc('revisao'), {
        name: 'Revisão',
        intervalKm: null,
        intervalMonths: 6 + (n % 4),
        lastDoneKm: 0,
        lastDoneAt: at('2026-05-20T12:00:00Z'),
      });
      const fills = [
        '2026-11-01T03:00:00Z',
        '2026-11-21T12:00:00Z',
        '2026-11-01T02:59:59Z',
        '2026-10-15T12:00:00Z',
        '2026-08-02T12:00:00Z',
      ];
      fills.forEach((performedAt, k) =>
        batch.set(vehicle.collection('fuel').doc(`f${k}`), {
          totalCost: 100 + ((n * 37 + k * 11) % 300) + 0.37,
          performedAt: at(performedAt),
        }),
      );
    }
    await batch.commit();
  }
  await seedDefects(companyId, ids);
  for (let i = 0; i < ids.length; i += 25)
    await Promise.all(ids.slice(i, i + 25).map((id) => syncFleetEntry(companyId, id, NOW)));
}

/**
 * Defects of some vehicles, written straight to the store, then each vehicle's service state
 * recomputed by the use case the defect changes run: per 6 vehicles, one with a critical and a
 * non-critical open defect, one with a non-critical open and a critical resolved, one with two
 * critical open, one with a dismissed critical; the rest none.
 */
async function seedDefects(companyId: string, ids: string[]): Promise<void> {
  const defects = db().collection('companies').doc(companyId).collection('defects');
  const kinds: Record<number, Array<[severity: string, status: string]>> = {
    1: [
      ['critical', 'open'],
      ['non_critical', 'in_progress'],
    ],
    2: [
      ['non_critical', 'open'],
      ['critical', 'resolved'],
    ],
    3: [
      ['critical', 'open'],
      ['critical', 'in_progress'],
    ],
    4: [['critical', 'dismissed']],
  };
  const touched: string[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const batch = db().batch();
    for (const [j, id] of ids.slice(i, i + 50).entries()) {
      const n = i + j;
      (kinds[n % 6] ?? []).forEach(([severity, status], k) => {
        batch.set(defects.doc(`${id}-d${k}`), {
          vehicle: { id, name: `Veículo ${n}`, plate: `FRT${String(n).padStart(4, '0')}` },
          vehicleId: id,
          questionId: `q${k}`,
          title: `Item ${k}`,
          severity,
          status,
          isOpen: status === 'open' || status === 'in_progress',
          openedAt: at('2026-11-20T12:00:00Z'),
        });
      });
      if (kinds[n % 6]) touched.push(id);
    }
    await batch.commit();
  }
  const actor = { uid: 'sistema', name: 'Sistema', role: 'admin' as const };
  for (let i = 0; i < touched.length; i += 25)
    await Promise.all(touched.slice(i, i + 25).map((id) => syncServiceOf(companyId, id, actor)));
}

describe('the fleet panel', () => {
  it('when a company has 5 or 200 vehicles with records and defects, then one load reads the same documents and shows what reading every vehicle showed', async () => {
    const small = newCompanyId('frota5');
    const large = newCompanyId('frota200');
    await Promise.all([seedFleet(small, 5), seedFleet(large, 200)]);
    const [a, b] = await Promise.all([
      companyDashboard(adminSession(small), NOW),
      companyDashboard(adminSession(large), NOW),
    ]);
    expect(b.reads.documents).toBe(a.reads.documents);
    expect(b.reads.billedReads).toBe(a.reads.billedReads);
    expect(a.fleet).toEqual(await fleetPanelByVehicle(small, NOW));
    expect(b.fleet).toEqual(await fleetPanelByVehicle(large, NOW));
    expect(b.fleet.vehiclesCount).toBe(178);
    expect(new Set(b.fleet.oilChangeNeeded.map((v) => v.status))).toEqual(new Set(['warning', 'overdue']));
    expect(new Set(b.fleet.remindersDue.map((r) => r.status))).toEqual(new Set(['warning', 'overdue']));
    expect(b.fleet.fuelSpendThisMonth).toBeGreaterThan(0);
    // Defects: per 6 vehicles, 2 + 1 + 2 open; out of service the first and third kinds, unless inactive.
    expect(b.fleet.openDefects).toBeGreaterThan(0);
    expect(new Set(b.fleet.outOfService.map((v) => v.openCriticalDefects))).toEqual(new Set([1, 2]));
    expect(a.fleet.outOfService.map((v) => [v.name, v.openCriticalDefects])).toEqual([
      ['Veículo 1', 1],
      ['Veículo 3', 2],
    ]);
    // Each names the critical defects that keep it out, oldest first; the non-critical and closed ones not.
    expect(a.fleet.outOfService.map((v) => v.criticalDefects.map((d) => d.title))).toEqual([
      ['Item 0'],
      ['Item 0', 'Item 1'],
    ]);
    expect(a.fleet.openDefects).toBe(5);
  }, 120_000);
});
