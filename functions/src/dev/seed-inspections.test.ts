import { vehiclesRepository } from '../fleet/vehicles/vehicles.repository';
import { describe, expect, it } from 'vitest';
import { toDefect } from '../fleet/defects/defects.repository';
import { TemplateCreateInputSchema } from '../domain/templates/template.schema';
import { db } from '../platform/firebase';
import { newCompanyId } from '../testing/accounts';
import { seedDemoUsers, seedDemoVehicles } from '../testing/demo-fleet';
import { adminSession } from '../testing/fixtures';
import { createTemplate } from '../templates/templates.service';
import { DEMO_COMPANIES, DEMO_DAILY_INSPECTION, type DemoCompany } from './demo-data';
import { seedDrivers } from './seed-drivers';
import { seedInspections } from './seed-inspections';
import { renderedReport } from '../testing/reports';
// A critical failure's photo is checked as uploaded through the ports the features' list connects, as in the stack.
import '../features';
import { readPdfText } from '../testing/pdf-text';
import { companyDashboard } from '../dashboard/dashboard.service';

const alfa = DEMO_COMPANIES.find((c) => c.id === 'alfa')!;

describe('the demo vehicle inspections', () => {
  it('when seeded, then they are approved, rejected, corrected and waiting, with open defects, one flagged reading and the truck out of service', async () => {
    const companyId = newCompanyId('demo-insp');
    const admin = adminSession(companyId);
    const now = new Date();
    const plates = ['KLM4321', 'GHT2B47', 'EKQ8834'];
    await seedDemoVehicles(
      admin,
      alfa.vehicles.filter((v) => plates.includes(v.vehicle.plate.replace('-', ''))),
      now,
    );
    await seedDemoUsers(companyId, alfa.users);
    // As the demo's seed does: the drivers' CNHs first, since the Accelo requires category C.
    await seedDrivers(admin, alfa, now);
    const template = await createTemplate(
      admin,
      TemplateCreateInputSchema.parse(alfa.templates.find((t) => t.name === DEMO_DAILY_INSPECTION)),
    );
    const company: DemoCompany = { ...alfa, inspections: alfa.inspections!.filter((i) => plates.includes(i.plate)) };

    expect(await seedInspections(admin, company, template.id, now)).toBe(company.inspections!.length);

    const checklists = (await db().collection(`companies/${companyId}/checklists`).get()).docs.map((d) => d.data());
    expect(checklists.map((c) => `${c.vehicle.plate} ${c.status}`).sort()).toEqual([
      'EKQ8834 approved',
      'EKQ8834 completed',
      'GHT2B47 approved',
      'KLM4321 approved',
      'KLM4321 approved',
    ]);
    const corrected = checklists.find((c) => c.vehicle.plate === 'GHT2B47')!;
    expect(corrected.questions.some((q: { corrections: number }) => q.corrections === 1)).toBe(true);
    const archived = await db().collection(`companies/${companyId}/answer_history`).get();
    expect(archived.docs.map((d) => [d.data().checklistId, d.data().seq])).toEqual([[corrected.id, 1]]);
    // The approved corrected inspection's report prints the answer it replaced.
    const report = await renderedReport(admin, corrected.id as string, companyId);
    expect(readPdfText(report).text).toContain('Resposta anterior');
    // The approved inspection that failed the brakes: its report prints the driver's comment right under the marked answer.
    const braked = checklists.find((c) =>
      c.questions.some((q: { comment: string | null }) => q.comment === 'Pedal do freio baixo, demora para parar.'),
    )!;
    expect(`${braked.vehicle.plate} ${braked.status}`).toBe('KLM4321 approved');
    const lines = readPdfText(await renderedReport(admin, braked.id as string, companyId)).text.split('\n');
    const brakes = lines.indexOf('Freios funcionando?');
    expect(lines.slice(brakes + 1, brakes + 3)).toEqual([
      'Resposta: NÃO  Falha (Crítico)',
      'Comentário: Pedal do freio baixo, demora para parar.',
    ]);
    // Each approved inspection is numbered, and its report links its public check on the local stack.
    const approved = checklists.filter((c) => c.status === 'approved');
    const certificates = await Promise.all(
      approved.map(async (c) => (await db().doc(`companies/${companyId}/report_certificates/${c.id}`).get()).data()),
    );
    const numbers = certificates.map((c) => c?.number as string);
    expect(numbers.every((n) => /^CK-\d{4}-\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(approved.length);
    const brakedVersion = (await db().doc(`companies/${companyId}/report_versions/${braked.id}_v1`).get()).data()!;
    expect(brakedVersion.url).toBe(`http://127.0.0.1:5000/verificar/${brakedVersion.code}`);
    expect(lines).toContain(brakedVersion.number);
    expect(lines).toContain(`Verifique em ${brakedVersion.url}`);
    // Reviewers by name, never by e-mail.
    expect(lines).toContainEqual(expect.stringMatching(/^Aprovada por Admin em /));
    expect(lines.join('\n')).not.toContain(admin.email);
    // The dashboard counts the one sent and not yet reviewed.
    expect((await companyDashboard(admin, now)).awaitingReview).toBe(
      company.inspections!.filter((i) => i.outcome === 'sent').length,
    );
    const flagged = checklists.flatMap((c) =>
      c.questions.filter((q: { odometerCheck?: string }) => q.odometerCheck).map(() => c.vehicle.plate),
    );
    expect(flagged).toEqual(['EKQ8834']);

    const defects = (await db().collection(`companies/${companyId}/defects`).get()).docs.map((d) =>
      toDefect(companyId, d.id, d.data()),
    );
    expect(defects.map((d) => `${d.vehicle.plate} ${d.title} ${d.severity} ${d.status}`).sort()).toEqual([
      'EKQ8834 Luzes e setas funcionando? critical resolved',
      'GHT2B47 Limpador de para-brisa funcionando? non_critical open',
      'KLM4321 Freios funcionando? critical open',
      'KLM4321 Nível de óleo e água adequado? non_critical open',
    ]);
    for (const d of defects) {
      const reports = await db().collection(`companies/${companyId}/defects/${d.id}/reports`).get();
      expect(reports.docs.map((r) => r.id)).toEqual(d.checklistIds);
      expect(d.firstReport.comment).toBeTruthy();
      // A critical failure is reported with its photo, as the inspection asks; the others without.
      expect(d.firstReport.photos).toHaveLength(d.severity === 'critical' ? 1 : 0);
    }
    const vehicles = await vehiclesRepository.listAll(companyId);
    const service = Object.fromEntries(vehicles.map((v) => [v.plate, v.service]));
    expect(service['KLM4321']).toMatchObject({ outOfService: true, openDefects: 2, openCriticalDefects: 1 });
    expect(service['GHT2B47']).toMatchObject({ outOfService: false, openDefects: 1, openCriticalDefects: 0 });
    // Out of service while its lights were out, back once they were repaired.
    expect(service['EKQ8834']).toMatchObject({ outOfService: false, openDefects: 0, openCriticalDefects: 0 });
    expect(service['EKQ8834']?.changedAt).not.toBeNull();
  });
});
