import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { FleetPanel } from '../domain/dashboard/dashboard.types';
import { CRITICAL_DEFECTS_KEPT } from '../domain/dashboard/fleet';
import { startOfMonth } from '../domain/dashboard/stats';
import { oilSummary } from '../domain/fleet/oil';
import { reminderDue } from '../domain/fleet/reminders';
import { db } from '../platform/firebase';
import { toIso } from '../platform/firestore-values';

/**
 * The fleet panel as the dashboard computed it before the kept aggregate: every vehicle, its
 * reminders and this month's fuel records read one by one. Tests compare the aggregate to it.
 */
export async function fleetPanelByVehicle(companyId: string, now: Date): Promise<FleetPanel> {
  const vehicles = db().collection('companies').doc(companyId).collection('vehicles');
  const monthStart = startOfMonth(now);
  const active = (await vehicles.get()).docs.filter(
    (doc) => doc.data().isActive !== false && doc.data().archived !== true,
  );
  const panel: FleetPanel = {
    vehiclesCount: active.length,
    oilChangeNeeded: [],
    remindersDue: [],
    fuelSpendThisMonth: 0,
    openDefects: 0,
    outOfService: [],
  };
  let fuel = 0;
  for (const doc of active) {
    const v = doc.data();
    const vehicle = {
      name: String(v.name),
      currentKm: Number(v.currentKm ?? 0),
      lastOilChangeKm: Number(v.lastOilChangeKm ?? 0),
      oilChangeIntervalKm: v.oilChangeIntervalKm > 0 ? Number(v.oilChangeIntervalKm) : 10_000,
    };
    const oil = oilSummary(vehicle);
    if (oil.status !== 'ok')
      panel.oilChangeNeeded.push({
        id: doc.id,
        name: vehicle.name,
        plate: String(v.plate),
        status: oil.status,
        remainingKm: oil.remainingKm,
      });
    for (const r of (await doc.ref.collection('reminders').get()).docs) {
      const data = r.data();
      const due = reminderDue(
        {
          intervalKm: data.intervalKm > 0 ? data.intervalKm : null,
          intervalMonths: data.intervalMonths > 0 ? data.intervalMonths : null,
          lastDoneKm: Number(data.lastDoneKm ?? 0),
          lastDoneAt: toIso(data.lastDoneAt) ?? new Date(0).toISOString(),
        },
        vehicle.currentKm,
        now,
      );
      if (due.status !== 'ok')
        panel.remindersDue.push({
          vehicleId: doc.id,
          vehicleName: vehicle.name,
          reminderId: r.id,
          name: String(data.name),
          status: due.status,
        });
    }
    // The defects themselves, not the counts kept on the vehicle: those are what the aggregate is checked against.
    const open = (
      await db().collection('companies').doc(companyId).collection('defects').where('vehicleId', '==', doc.id).get()
    ).docs
      .map((d) => ({ id: d.id, ...d.data() }) as DocumentData)
      .filter((d) => d.status === 'open' || d.status === 'in_progress');
    panel.openDefects += open.length;
    const critical = open
      .filter((d) => d.severity === 'critical')
      .sort((a, b) => String(toIso(a.openedAt)).localeCompare(String(toIso(b.openedAt))) || (a.id < b.id ? -1 : 1));
    if (critical.length > 0)
      panel.outOfService.push({
        id: doc.id,
        name: vehicle.name,
        plate: String(v.plate),
        openCriticalDefects: critical.length,
        criticalDefects: critical
          .slice(0, CRITICAL_DEFECTS_KEPT)
          .map((d) => ({ id: String(d.id), title: String(d.title) })),
      });
    const records = await doc.ref.collection('fuel').where('performedAt', '>=', Timestamp.fromDate(monthStart)).get();
    for (const f of records.docs) fuel += Number(f.data().totalCost ?? 0);
  }
  panel.fuelSpendThisMonth = Math.round(fuel * 100) / 100;
  return panel;
}
