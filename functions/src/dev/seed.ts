import { Timestamp } from 'firebase-admin/firestore';
import {
  FuelInputSchema,
  MaintenanceInputSchema,
  OilChangeInputSchema,
  ReminderInputSchema,
  type FuelInput,
  type MaintenanceInput,
  type OilChangeInput,
} from '../domain/fleet/records.schema';
import { DEFAULT_COMPANY_SETTINGS } from '../domain/companies/settings';
import { recordingPushSender, type PushSender } from '../platform/messaging';
import { vehicleInputSchema } from '../domain/fleet/vehicle.schema';
import type { CompanySession } from '../domain/roles';
import { TemplateCreateInputSchema } from '../domain/templates/template.schema';
import { auth, db } from '../platform/firebase';
import { assignChecklist, flagOverdueChecklists, remindDueChecklists } from '../checklists';
import { createApiKeyWith } from '../api-keys';
import { createTemplate } from '../templates';
import { createWebhook } from '../webhooks';
import { WEBHOOK_EVENTS } from '../domain/webhooks/events';
import { enrolWithSecret } from '../second-factor';
import { createUserRecord } from '../users';
import { isoDayIn } from '../domain/dates';
import { notifyDeadlines } from '../fleet/deadlines';
import {
  allVehicles,
  archiveVehicle,
  createReminder,
  createVehicle,
  importRecords,
  type RecordEntry,
} from '../fleet/vehicles';
import {
  DEMO_COMPANIES,
  DEMO_DAILY_INSPECTION,
  DEMO_PASSWORD,
  DEMO_SUPERADMIN,
  DEMO_SUPERADMIN_TOTP_SECRET,
  DEMO_WEBHOOK,
  type DemoAccount,
  type DemoVehicle,
} from './demo-data';
import { seedDocuments } from './seed-documents';
import { seedDrivers } from './seed-drivers';
import { seedFines } from './seed-fines';
import { seedInspections } from './seed-inspections';
import { seedWorkOrders } from './seed-work-orders';
import { seedRoutine } from './seed-routine';

async function createAccount(account: DemoAccount, claims: Record<string, string>): Promise<void> {
  await auth().createUser({
    uid: account.uid,
    email: account.email,
    password: DEMO_PASSWORD,
    displayName: account.name,
    disabled: account.isActive === false,
  });
  await auth().setCustomUserClaims(account.uid, { ...claims, personName: account.name });
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 365;

type HistoryEvent =
  | { kind: 'fuel'; input: FuelInput }
  | { kind: 'oil_change'; input: OilChangeInput }
  | { kind: 'maintenance'; input: MaintenanceInput };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A year of a demo vehicle's life ending at `now`: the odometer a day at a time (less on
 * Sundays), a fill-up whenever most of a tank is burned (every fifth one partial), oil changes
 * spaced by the interval so that today `oilUsedToday` of it is driven, and the listed maintenance.
 * Deterministic, so every reset shows the same fleet.
 */
function vehicleHistory(demo: DemoVehicle, now: Date): { lastOilChangeKm: number; events: HistoryEvent[] } {
  const interval = demo.vehicle.oilChangeIntervalKm ?? 10_000;
  const days = Array.from(
    { length: HISTORY_DAYS },
    (_, i) => new Date(now.getTime() - (HISTORY_DAYS - i) * DAY + 9 * HOUR),
  );
  const dailyKm = days.map((day) => ((demo.kmPerMonth * 12) / 365) * (day.getUTCDay() === 0 ? 0.3 : 1.12));
  const finalKm = demo.vehicle.currentKm + Math.round(dailyKm.reduce((a, b) => a + b, 0));
  // Oil changes back from today's, every interval, as long as they fall inside the year.
  const changes: number[] = [];
  for (let km = finalKm - demo.oilUsedToday * interval; km > demo.vehicle.currentKm; km -= interval)
    changes.unshift(Math.round(km));
  // A year ago the last change was one interval before the first change of the year (or today's last, if none falls inside it).
  const lastOilChangeKm = Math.max(
    0,
    Math.round(changes.length > 0 ? changes[0]! - interval : finalKm - demo.oilUsedToday * interval),
  );

  const events: HistoryEvent[] = [];
  let km = demo.vehicle.currentKm;
  let lastFillKm = km;
  let partialLiters = 0;
  let fills = 0;
  days.forEach((day, i) => {
    km += dailyKm[i]!;
    const at = day.toISOString();
    const odometer = Math.round(km);
    const ethanol = demo.fuel === 'flex' && day.getUTCMonth() % 2 === 1;
    const kmPerLiter = demo.kmPerLiter * (ethanol ? 0.7 : 1);
    if (km - lastFillKm >= demo.tankLiters * 0.8 * kmPerLiter) {
      fills += 1;
      const partial = fills % 5 === 0;
      // Consumption drifts a little from fill-up to fill-up, as it does on the road.
      const burned = ((km - lastFillKm) / kmPerLiter) * (1 + 0.04 * Math.sin(fills * 1.7));
      const liters = round(partial ? burned / 2 : burned - partialLiters, 2);
      const price = demo.pricePerLiter * (ethanol ? 0.68 : 1) * (1 + 0.015 * (day.getUTCMonth() % 4));
      events.push({
        kind: 'fuel',
        input: {
          liters,
          costPerLiter: round(price, 3),
          kmAtFueling: odometer,
          fuelType: demo.fuel === 'flex' ? (ethanol ? 'ethanol' : 'gasoline') : demo.fuel,
          fullTank: !partial,
          fuelStation: ['Posto Ipiranga Marginal', 'Shell Rodovia', 'Petrobras Centro'][fills % 3],
          performedAt: at,
        },
      });
      partialLiters = partial ? partialLiters + liters : 0;
      if (!partial) lastFillKm = km;
    }
    if (changes.length > 0 && km >= changes[0]!) {
      changes.shift();
      events.push({
        kind: 'oil_change',
        input: {
          oilType: demo.oil.type,
          oilBrand: demo.oil.brand,
          filterChanged: true,
          cost: demo.oil.cost,
          kmAtChange: odometer,
          performedAt: at,
        },
      });
    }
    for (const m of demo.maintenance.filter((m) => m.daysAgo === HISTORY_DAYS - i)) {
      events.push({
        kind: 'maintenance',
        input: {
          type: m.type,
          description: m.description,
          cost: m.cost,
          kmAtMaintenance: odometer,
          performedAt: at,
          ...(m.notes && { notes: m.notes }),
        },
      });
    }
  });
  return { lastOilChangeKm, events };
}

/**
 * A demo vehicle with its year of records, decided by the same use cases as the API's and written
 * in batches (one request per record took most of the first start).
 */
async function seedVehicle(admin: CompanySession, demo: DemoVehicle, now: Date): Promise<number> {
  const { lastOilChangeKm, events } = vehicleHistory(demo, now);
  const vehicle = await createVehicle(admin, vehicleInputSchema(now).parse({ ...demo.vehicle, lastOilChangeKm }));
  for (const reminder of demo.reminders ?? []) {
    // Reminders start a year back, at the first km of the history, and reset as their service is done.
    const input = ReminderInputSchema.parse({
      ...reminder,
      lastDoneKm: demo.vehicle.currentKm,
      lastDoneAt: new Date(now.getTime() - HISTORY_DAYS * DAY).toISOString(),
    });
    await createReminder(admin, vehicle.id, input);
  }
  const entries = events.map((event): RecordEntry => {
    if (event.kind === 'fuel') return { kind: 'fuel', input: FuelInputSchema.parse(event.input) };
    if (event.kind === 'oil_change') return { kind: 'oil_change', input: OilChangeInputSchema.parse(event.input) };
    return { kind: 'maintenance', input: MaintenanceInputSchema.parse(event.input) };
  });
  const imported = await importRecords(admin, vehicle.id, entries);
  if (demo.archived) await archiveVehicle(admin, vehicle.id);
  return imported;
}

/**
 * Loads the demo companies, accounts and templates into empty emulators. Company and admin
 * documents are written here directly: the companies feature arrives with a later issue. Run
 * with the event bridge listening, the assignments notify their users and count as in production.
 * `push` receives what the demo's alerts would send to phones.
 */
export async function seedDemoData(
  progress: (line: string) => void = () => {},
  push: PushSender = recordingPushSender(),
): Promise<void> {
  const now = Timestamp.now();
  await createAccount(DEMO_SUPERADMIN, { role: 'superadmin' });
  await enrolWithSecret(DEMO_SUPERADMIN.uid, DEMO_SUPERADMIN_TOTP_SECRET, null);

  for (const company of DEMO_COMPANIES) {
    progress(`${company.name}: contas, modelos e checklists...`);
    const companyRef = db().collection('companies').doc(company.id);
    const settings = { ...DEFAULT_COMPANY_SETTINGS, ...company.settings };
    const claims = { companyId: company.id, companyName: company.name, timeZone: settings.timeZone };
    await companyRef.set({
      ...settings,
      name: company.name,
      email: company.email,
      phone: company.phone,
      address: company.address,
      ...(company.cnpj ? { cnpj: company.cnpj } : {}),
      createdAt: now,
      createdBy: DEMO_SUPERADMIN.email,
      updatedAt: null,
      updatedBy: null,
    });

    const seedAdmin = async (account: DemoAccount) => {
      await createAccount(account, { role: 'admin', ...claims });
      await companyRef
        .collection('admins')
        .doc(account.uid)
        .set({
          id: account.uid,
          name: account.name,
          email: account.email,
          phone: account.phone ?? '',
          role: 'admin',
          createdAt: now,
          createdBy: DEMO_SUPERADMIN.email,
        });
    };
    const preferences = (uid: string) => companyRef.collection('alert_preferences').doc(uid);
    await seedAdmin(company.admin);
    // The demo's admin and first driver agreed to WhatsApp alerts (LGPD consent, 'Minhas notificações').
    for (const uid of [company.admin.uid, company.users[0]?.uid].filter(Boolean))
      await preferences(uid!).set({ choices: {}, whatsappOptIn: { at: now }, summary: 'daily' });
    for (const { account, summary } of company.otherAdmins ?? []) {
      await seedAdmin(account);
      await preferences(account.uid).set({ choices: {}, whatsappOptIn: null, summary });
    }

    await Promise.all(
      company.users.map(async (user) => {
        await createAccount(user, { role: 'user', ...claims });
        await createUserRecord(company.id, user.uid, {
          name: user.name,
          email: user.email,
          phone: user.phone ?? '',
          isActive: user.isActive !== false,
        });
      }),
    );

    const admin = {
      uid: company.admin.uid,
      email: company.admin.email,
      name: company.admin.name,
      role: 'admin' as const,
      ...claims,
    };
    // Lists show the newest first: create in reverse so the first template listed leads.
    const templates = [];
    for (const template of [...company.templates].reverse()) {
      templates.unshift(await createTemplate(admin, TemplateCreateInputSchema.parse(template)));
    }

    for (const assignment of company.assignments) {
      const dueDate = new Date(Date.now() + assignment.dueInHours * HOUR);
      // A late one is checked as of two days before its due date, so the overdue schedule has work.
      const asOf = new Date(Math.min(Date.now(), dueDate.getTime() - 48 * HOUR));
      await assignChecklist(
        admin,
        { templateId: templates[assignment.template]!.id, dueDate: dueDate.toISOString(), userIds: assignment.users },
        asOf,
      );
    }

    // The first company's 'Receptor local' before its fleet: the inspections, defects, custodies and
    // fines below are its first deliveries, which the stack's receiver shows (dev/webhook-receiver.ts).
    if (company === DEMO_COMPANIES[0])
      await createWebhook(admin, { ...DEMO_WEBHOOK, events: [...WEBHOOK_EVENTS], enabled: true });

    // Vehicles side by side: each is its own documents, and the emulator answers while others wait.
    let done = 0;
    let records = 0;
    await Promise.all(
      company.vehicles.map(async (vehicle) => {
        const added = await seedVehicle(admin, vehicle, new Date());
        records += added;
        done += 1;
        progress(
          `${company.name}: veículo ${done} de ${company.vehicles.length} (${records.toLocaleString('pt-BR')} registros)`,
        );
      }),
    );

    // Papers: each vehicle's documents, then the drivers' licences, before any check-out
    // is started (a vehicle that requires a CNH category refuses a driver without one).
    const papers = await seedDocuments(admin, await allVehicles(company.id), isoDayIn(new Date(), admin.timeZone));
    const licences = await seedDrivers(admin, company);
    progress(`${company.name}: ${papers} documentos de veículos e ${licences} CNHs`);

    // The trips before the inspections: a departure is refused while its vehicle is out of
    // service, and the inspections leave one so (the Accelo's brakes, after João's trip).
    await seedRoutine(admin, company, templates, push);
    progress(`${company.name}: etiquetas QR, agendamentos e saídas de veículos`);

    const inspection = templates.find((t) => t.title === DEMO_DAILY_INSPECTION);
    if (inspection && company.inspections?.length) {
      const count = await seedInspections(admin, company, inspection.id);
      progress(`${company.name}: ${count} inspeções de veículo respondidas`);
    }

    // Fines after the trips: the one waiting for its driver fell during one of them.
    const fines = await seedFines(admin, company, isoDayIn(new Date(), admin.timeZone));
    progress(`${company.name}: ${fines} multas`);

    // After the inspections: the Accelo's brake defect is what its O.S. repairs.
    const orders = await seedWorkOrders(admin, new Date());
    progress(`${company.name}: ${orders} ordens de serviço`);

    if (company.apiKey) {
      const { id, secret, ...key } = company.apiKey;
      await createApiKeyWith(admin, key, { id, secret });
      progress(`${company.name}: chave de API '${key.name}'`);
    }
  }
  // What the alert schedules tell at the stack's start, told already: a missed scheduled
  // checklist ('Checklist não realizado') and a checklist due soon.
  await flagOverdueChecklists(push);
  await remindDueChecklists(push);
  // …and the papers' notices: the expired IPVA, the insurance due soon, João's CNH.
  await notifyDeadlines(push);
}
