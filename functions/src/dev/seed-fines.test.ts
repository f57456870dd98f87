import { describe, expect, it } from 'vitest';
import { isoDayIn } from '../domain/dates';
import { indicationState } from '../domain/fines/fines';
import { TemplateCreateInputSchema, type Template } from '../domain/templates/template.schema';
import { listFines, suggestDriver } from '../fleet/fines/fines.service';
import { db } from '../platform/firebase';
import { recordingPushSender } from '../platform/messaging';
import { newCompanyId } from '../testing/accounts';
import { seedDemoUsers, seedDemoVehicles } from '../testing/demo-fleet';
import { adminSession, createCompanyDoc } from '../testing/fixtures';
import { createTemplate } from '../templates/templates.service';
import { DEMO_COMPANIES } from './demo-data';
import { seedDrivers } from './seed-drivers';
import { seedFines } from './seed-fines';
import { seedRoutine } from './seed-routine';
// The routine's signed inspection checks its drawing through the ports the features' list connects, as in the stack.
import '../features';

const alfa = DEMO_COMPANIES.find((c) => c.id === 'alfa')!;

describe('the demo traffic fines', () => {
  it('when seeded after the routine, then Alfa has one fine waiting for João within 5 days of its deadline (suggested from his trip) and one with its driver named', async () => {
    const companyId = newCompanyId('demo-fines');
    await createCompanyDoc(companyId);
    const admin = adminSession(companyId);
    await db().doc(`companies/${companyId}/admins/${admin.uid}`).set({ id: admin.uid, name: admin.name });
    const now = new Date();
    const today = isoDayIn(now, admin.timeZone);
    await seedDemoVehicles(admin, alfa.vehicles, now);
    await seedDemoUsers(companyId, alfa.users);
    // As the demo's seed does: the drivers' CNHs before the trips (the Accelo requires category C).
    await seedDrivers(admin, alfa, now);
    const templates: Template[] = [];
    for (const input of alfa.templates)
      templates.push(await createTemplate(admin, TemplateCreateInputSchema.parse(input)));
    await seedRoutine(admin, alfa, templates, recordingPushSender(), now);

    expect(await seedFines(admin, alfa, today)).toBe(2);

    const { items } = await listFines(admin, { page: 1, pageSize: 10 });
    expect(items.map((f) => f.status).sort()).toEqual(['awaiting_indication', 'driver_indicated']);
    const waiting = items.find((f) => f.status === 'awaiting_indication')!;
    const state = indicationState(waiting, today)!;
    expect(state.nicRisk).toBe(false);
    expect(state.daysLeft).toBeGreaterThanOrEqual(0);
    expect(state.daysLeft).toBeLessThanOrEqual(5);
    expect(await suggestDriver(admin, waiting.vehicleId, waiting.occurredAt)).toEqual({
      driver: { id: 'alfa-joao', name: 'João Pereira' },
      source: 'custody',
      // The demo's trip was sent without the phone's time: the receipt's counts.
      custodyTimes: { from: 'server', to: 'server' },
    });
    const named = items.find((f) => f.status === 'driver_indicated')!;
    expect(named.driver).toEqual({ id: 'alfa-maria', name: 'Maria Oliveira' });
    const deadlines = await db().collection(`companies/${companyId}/deadlines`).where('kind', '==', 'fine').get();
    expect(deadlines.docs.map((d) => d.id)).toEqual([`fine_${waiting.id}`]);
  }, 120_000);
});
