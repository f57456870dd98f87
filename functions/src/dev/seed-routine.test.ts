import { describe, expect, it } from 'vitest';
import { assignChecklist } from '../checklists/checklists.service';
import { remindDueChecklists } from '../checklists/due-reminder.service';
import { flagOverdueChecklists } from '../checklists/overdue.service';
import { listSchedules } from '../schedules/schedules.service';
import { missedTodayPanel } from '../dashboard/missed-today.service';
import { toDefect } from '../fleet/defects/defects.repository';
import { TemplateCreateInputSchema, type Template } from '../domain/templates/template.schema';
import { db } from '../platform/firebase';
import { recordingPushSender } from '../platform/messaging';
import { newCompanyId } from '../testing/accounts';
import { seedDemoUsers, seedDemoVehicles } from '../testing/demo-fleet';
import { adminSession, createCompanyDoc } from '../testing/fixtures';
import { createTemplate } from '../templates/templates.service';
import { custodyRepository } from '../fleet/custody/custody.repository';
import { vehiclesRepository } from '../fleet/vehicles/vehicles.repository';
import { DEMO_CHECK_IN, DEMO_CHECK_OUT, DEMO_COMPANIES } from './demo-data';
import { seedRoutine } from './seed-routine';
import { seedDrivers } from './seed-drivers';
// A signature's drawing is checked as uploaded through the ports the features' list connects, as in the stack.
import '../features';

const DAY = 24 * 60 * 60 * 1000;
const alfa = DEMO_COMPANIES.find((c) => c.id === 'alfa')!;

const notificationsOf = async (companyId: string, inbox: 'users' | 'admins', uid: string) =>
  (await db().collection(`companies/${companyId}/${inbox}/${uid}/notifications`).get()).docs.map((d) => d.data());

describe('the demo daily routine', () => {
  it('when seeded, then it shows company settings, on-demand check-out and check-in, labels, schedules with today’s misses, custody with new damage, and the alerts', async () => {
    const companyId = newCompanyId('demo-routine');
    await createCompanyDoc(companyId);
    const admin = adminSession(companyId);
    await db().doc(`companies/${companyId}/admins/${admin.uid}`).set({ id: admin.uid, name: admin.name });
    const now = new Date();
    await seedDemoVehicles(admin, alfa.vehicles, now);
    await seedDemoUsers(companyId, alfa.users);
    // As the demo's seed does: the drivers' CNHs before the trips (the Accelo requires category C).
    await seedDrivers(admin, alfa, now);
    const templates: Template[] = [];
    for (const input of alfa.templates)
      templates.push(await createTemplate(admin, TemplateCreateInputSchema.parse(input)));
    const push = recordingPushSender();

    await seedRoutine(admin, alfa, templates, push, now);
    // As seedDemoData does after the companies: the due-soon assignment, then the alert sweeps.
    const soon = alfa.assignments.find((a) => a.dueInHours > 0 && a.dueInHours < 1)!;
    const dueDate = new Date(now.getTime() + soon.dueInHours * 60 * 60 * 1000);
    await assignChecklist(
      admin,
      { templateId: templates[soon.template]!.id, dueDate: dueDate.toISOString(), userIds: soon.users },
      new Date(dueDate.getTime() - 2 * DAY),
    );
    await flagOverdueChecklists(push, now);
    await remindDueChecklists(push, now);

    // Settings: Alfa on São Paulo time, Beta on Manaus time.
    expect(alfa.settings?.timeZone).toBeUndefined();
    expect(DEMO_COMPANIES.find((c) => c.id === 'beta')!.settings).toMatchObject({ timeZone: 'America/Manaus' });

    const onDemand = templates.filter((t) => t.onDemand).map((t) => `${t.title} ${t.custodyRole}`);
    expect(onDemand.sort()).toEqual([`${DEMO_CHECK_IN} check_in`, `${DEMO_CHECK_OUT} check_out`]);

    const vehicles = await vehiclesRepository.listAll(companyId);
    const tokens = await db().collection('vehicle_qr_tokens').where('companyId', '==', companyId).get();
    expect(tokens.size).toBe(vehicles.filter((v) => v.isActive).length);
    for (const v of vehicles) {
      const qrToken = (await db().doc(`companies/${companyId}/vehicles/${v.id}`).get()).get('qrToken');
      expect(typeof qrToken === 'string').toBe(v.isActive);
    }

    const schedules = await listSchedules(admin, { page: 1, pageSize: 25, status: 'all' });
    expect(schedules.items.map((s) => `${s.templateName} ${s.isActive ? 'ativo' : 'pausado'}`).sort()).toEqual([
      'Checklist de segurança do motorista pausado',
      'Inspeção de segurança do veículo ativo',
      'Inspeção de segurança do veículo ativo',
      'Inspeção de segurança do veículo pausado',
    ]);
    const paired = schedules.items.find((s) => s.pairing === 'paired');
    expect(paired?.users.map((u, index) => `${u.name}: ${paired.vehicles[index]?.plate}`)).toEqual([
      'João Pereira: QWA5E78',
      'Maria Oliveira: EKQ8834',
    ]);
    expect(schedules.items.map((s) => s.recurrenceLabel)).toContain('Diário (seg, ter, qua, qui, sex)');
    expect(schedules.items.some((s) => s.recurrenceLabel.startsWith('Semanal'))).toBe(true);

    const missed = await missedTodayPanel(admin, now);
    expect(missed.items.length).toBeGreaterThanOrEqual(1);
    expect(missed.items.map((i) => i.userName)).toContain('Maria Oliveira');

    const checklists = (await db().collection(`companies/${companyId}/checklists`).get()).docs.map((d) => d.data());
    const scheduled = checklists.filter((c) => c.origin === 'schedule');
    expect(scheduled.filter((c) => c.status === 'approved').length).toBeGreaterThanOrEqual(1);
    // Each departure and return of the demo trips, started from the vehicle's label.
    expect(checklists.filter((c) => c.startedVia === 'qr')).toHaveLength(9);

    const truck = vehicles.find((v) => v.plate === 'BRA2E19')!;
    const history = await custodyRepository.page(companyId, truck.id, { page: 1, pageSize: 10 });
    const trips = history.items
      .map((c) => `${c.driverName} ${c.to ? `${(c.kmTo ?? 0) - (c.kmFrom ?? 0)} km` : 'em uso'}`)
      .sort();
    expect(trips).toEqual(['João Pereira 410 km', 'Maria Oliveira 830 km', 'Maria Oliveira em uso']);
    const held = await vehiclesRepository.get(companyId, truck.id);
    expect(held?.currentDriver?.name).toBe('Maria Oliveira');
    const van = await vehiclesRepository.get(companyId, vehicles.find((v) => v.plate === 'RTV4C12')!.id);
    expect(van?.currentDriver?.name).toBe('Maria Oliveira');

    const defects = (await db().collection(`companies/${companyId}/defects`).get()).docs.map((d) =>
      toDefect(companyId, d.id, d.data()),
    );
    const newDamage = defects.filter((d) => d.newSinceCheckOut);
    expect(newDamage.map((d) => `${d.vehicle.plate} ${d.title} ${d.newSinceCheckOut!.driverName}`)).toEqual([
      'BRA2E19 Lataria e para-choques sem avarias? João Pereira',
    ]);

    const adminTitles = (await notificationsOf(companyId, 'admins', admin.uid)).map((n) => n.title);
    expect(adminTitles).toContain('Checklist não realizado');
    expect(adminTitles).toContain('Troca de motorista');
    const missedNotice = (await notificationsOf(companyId, 'admins', admin.uid)).find(
      (n) => n.title === 'Checklist não realizado',
    );
    expect(missedNotice?.body).toBe(
      'Checklist não realizado: Inspeção de segurança do veículo — Delivery Baú 11.180 (QWA5E78) — João Pereira',
    );
    const mariaTitles = (await notificationsOf(companyId, 'users', 'alfa-maria')).map((n) => n.title);
    expect(mariaTitles).toContain('Checklist vence em breve');
  });
});
