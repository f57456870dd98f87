import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentDeadline, driverDeadlines, fineDeadline } from '../../domain/deadlines/deadlines';
import type { TimeZone } from '../../domain/dates';
import { companiesRepository } from '../../companies/companies.repository';
import { db } from '../../platform/firebase';
import { recordingPushSender } from '../../platform/messaging';
import { newCompanyId } from '../../testing/accounts';
import { stageDeadlines, trafficFine, vehicleDocument } from '../../testing/deadlines';
import { pushTokensRepository } from '../../notifications/push-tokens.repository';
import { usersRepository } from '../../users/users.repository';
import { notifyDeadlines } from './deadline-notices.service';
import { connectDeadlines } from './deadline-ports';

/** The vehicles archived in each company of this file, as fleet/vehicles would answer. */
const archived = new Map<string, Set<string>>();
connectDeadlines({ archivedVehicleIds: async (companyId) => archived.get(companyId) ?? new Set() });

/** 07:00 in São Paulo on `day`: the first hour its people are told. */
const morning = (day: string, utcHour = 10, minute = 0) =>
  new Date(`${day}T${String(utcHour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);

async function company(timeZone: TimeZone = 'America/Sao_Paulo') {
  const id = newCompanyId('prazos');
  await db()
    .collection('companies')
    .doc(id)
    .set({ name: `Empresa ${id}`, timeZone });
  const admins: string[] = [];
  for (const name of ['Ana Gestora', 'Bruno Gestor']) {
    const adminId = `admin-${randomUUID().slice(0, 8)}`;
    await companiesRepository.createAdmin(id, adminId, { name, email: `${adminId}@teste.dev` }, 'super@teste.dev');
    await pushTokensRepository.register(id, adminId, `device-${adminId}`);
    admins.push(adminId);
  }
  const person = async (name: string) => {
    const userId = `user-${randomUUID().slice(0, 8)}`;
    await usersRepository.create(id, userId, { name, email: `${userId}@teste.dev`, phone: '', isActive: true });
    await pushTokensRepository.register(id, userId, `device-${userId}`);
    return { id: userId, name };
  };
  return { id, admins, joao: await person('João Silva'), maria: await person('Maria Souza') };
}

const inbox = async (companyId: string, box: 'admins' | 'users', id: string) =>
  (
    await db()
      .collection(`companies/${companyId}/${box}/${id}/notifications`)
      .where('type', '==', 'deadline_approaching')
      .get()
  ).docs.map((d) => d.data());
const bodies = async (companyId: string, box: 'admins' | 'users', id: string) =>
  (await inbox(companyId, box, id)).map((n) => n.body as string).sort();

/** The pushes to one device, by body. */
const pushedTo = (push: ReturnType<typeof recordingPushSender>, device: string) =>
  push.sent.filter((p) => p.tokens.includes(device)).map((p) => p.message.body);

const license = (expiryDate: string, category: 'B' | 'C', lastToxicologicalExamDate: string | null = null) => ({
  cnhNumber: '58316794534',
  category,
  expiryDate,
  ear: true,
  lastToxicologicalExamDate,
});

describe('the daily deadline notices', () => {
  it('when a vehicle is archived, then its papers and fines are told to no one, while a CNH still is', async () => {
    const c = await company();
    const van = { id: 'van-arquivada', name: 'Van 02', plate: 'DEF4G56' };
    archived.set(c.id, new Set([van.id]));
    await stageDeadlines(c.id, [
      documentDeadline(vehicleDocument({ id: 'crlv-van', vehicleId: van.id, vehicle: van, expiryDate: '2026-12-09' })),
      fineDeadline(trafficFine({ id: 'multa-van', vehicleId: van.id, vehicle: van, notificationDate: '2026-11-01' })),
      documentDeadline(vehicleDocument({ id: 'crlv', type: 'licensing', expiryDate: '2026-12-09' })),
      ...driverDeadlines({ ...c.joao, driverLicense: license('2026-11-24', 'B') }),
    ]);

    await notifyDeadlines(recordingPushSender(), morning('2026-11-24'));

    expect(await bodies(c.id, 'admins', c.admins[0]!)).toEqual([
      'CNH de João Silva vence hoje',
      'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) vence em 15 dias',
    ]);
  });

  it("when two runs overlap on a company's morning, then every admin is told of each deadline once, and the driver of their own CNH only, in-app and by push", async () => {
    const c = await company();
    await stageDeadlines(c.id, [
      documentDeadline(vehicleDocument({ id: 'crlv', type: 'licensing', expiryDate: '2026-12-09' })),
      documentDeadline(vehicleDocument({ id: 'seguro', type: 'insurance', expiryDate: '2026-11-20' })),
      documentDeadline(vehicleDocument({ id: 'ipva', type: 'ipva', expiryDate: '2027-01-10' })),
      // Past for more than 30 days: its day's notice is long gone; the list keeps showing it.
      documentDeadline(vehicleDocument({ id: 'rntrc', type: 'rntrc', expiryDate: '2026-10-24' })),
      ...driverDeadlines({ ...c.joao, driverLicense: license('2026-11-24', 'B') }),
      // Maria's CNH is far off; her exam (C, 30 months after 2024-06-01) is due on 2026-12-01.
      ...driverDeadlines({ ...c.maria, driverLicense: license('2030-01-01', 'C', '2024-06-01') }),
      // Notified on 2026-11-01: the driver must be named by 2026-12-01.
      fineDeadline(trafficFine({ id: 'multa', notificationDate: '2026-11-01' })),
    ]);
    const push = recordingPushSender();

    await Promise.all([notifyDeadlines(push, morning('2026-11-24')), notifyDeadlines(push, morning('2026-11-24'))]);

    const expected = [
      'CNH de João Silva vence hoje',
      'Exame toxicológico de Maria Souza vence em 7 dias',
      'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) vence em 15 dias',
      'Multa 123: prazo de indicação termina em 7 dias',
      'Seguro de Caminhão 01 (ABC-1D23) venceu em 20/11/2026',
    ];
    for (const admin of c.admins) {
      expect(await bodies(c.id, 'admins', admin)).toEqual(expected);
      expect(pushedTo(push, `device-${admin}`).sort()).toEqual(expected);
    }
    const told = await inbox(c.id, 'admins', c.admins[0]!);
    expect(told.find((n) => n.body.startsWith('Multa'))).toMatchObject({
      title: 'Vencimento próximo',
      link: '/admin/fines?fine=multa',
    });
    expect(told.find((n) => n.body.startsWith('CNH'))).toMatchObject({
      title: 'Vence hoje',
      link: `/admin/users/${c.joao.id}/edit`,
    });
    expect(told.find((n) => n.body.startsWith('Seguro'))).toMatchObject({
      title: 'Prazo vencido',
      link: `/admin/vehicles/caminhao-01?aba=documentos`,
    });

    // Each driver hears of their own papers only, never of another's.
    expect(await inbox(c.id, 'users', c.joao.id)).toEqual([
      expect.objectContaining({ title: 'Vence hoje', body: 'Sua CNH vence hoje', link: '/mobile/driver' }),
    ]);
    expect(await bodies(c.id, 'users', c.maria.id)).toEqual(['Seu exame toxicológico vence em 7 dias']);
    expect(pushedTo(push, `device-${c.joao.id}`)).toEqual(['Sua CNH vence hoje']);
    expect(pushedTo(push, `device-${c.maria.id}`)).toEqual(['Seu exame toxicológico vence em 7 dias']);
  });

  it('when the job runs late and skips thresholds, then each reached threshold is told exactly once, the skipped ones never', async () => {
    const c = await company();
    await stageDeadlines(c.id, [
      documentDeadline(vehicleDocument({ id: 'tacografo', type: 'tachograph', expiryDate: '2026-12-24' })),
    ]);
    const push = recordingPushSender();
    const admin = c.admins[0]!;
    const run = (day: string) => notifyDeadlines(push, morning(day, 15));

    await run('2026-11-23'); // 31 days left: nothing yet
    expect(await bodies(c.id, 'admins', admin)).toEqual([]);
    await run('2026-11-24'); // 30 days
    await run('2026-11-30'); // still the 30 days' threshold
    await run('2026-12-20'); // the days of 15 and 7 were missed: 4 days left tell the 7 days' one
    await run('2026-12-20');
    await run('2026-12-21');
    await run('2026-12-24'); // the day
    await run('2026-12-27'); // past: the day's notice was sent

    const expected = [
      'Tacógrafo (aferição Inmetro) de Caminhão 01 (ABC-1D23) vence em 30 dias',
      'Tacógrafo (aferição Inmetro) de Caminhão 01 (ABC-1D23) vence em 4 dias',
      'Tacógrafo (aferição Inmetro) de Caminhão 01 (ABC-1D23) vence hoje',
    ];
    expect(await bodies(c.id, 'admins', admin)).toEqual([...expected].sort());
    expect(pushedTo(push, `device-${admin}`)).toEqual(expected);
  });

  it('when a document is renewed with a new expiry, then its new deadline is told again', async () => {
    const c = await company();
    const admin = c.admins[0]!;
    const push = recordingPushSender();
    await stageDeadlines(c.id, [documentDeadline(vehicleDocument({ id: 'crlv', expiryDate: '2026-12-01' }))]);
    await notifyDeadlines(push, morning('2026-11-24'));

    await stageDeadlines(c.id, [documentDeadline(vehicleDocument({ id: 'crlv', expiryDate: '2026-12-05' }))]);
    await notifyDeadlines(push, morning('2026-11-25'));
    await notifyDeadlines(push, morning('2026-11-26'));

    expect(pushedTo(push, `device-${admin}`)).toEqual([
      'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) vence em 7 dias',
      'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) vence em 10 dias',
    ]);
  });

  it("when it is before 7:00 in the company's zone, then nobody is told yet; from 7:00 on its own clock, they are", async () => {
    const c = await company('America/Rio_Branco');
    const admin = c.admins[0]!;
    await stageDeadlines(c.id, [...driverDeadlines({ ...c.joao, driverLicense: license('2026-11-24', 'B') })]);
    const push = recordingPushSender();

    // 11:59 UTC is 06:59 in Acre (UTC−5), already 08:59 in São Paulo.
    await notifyDeadlines(push, morning('2026-11-24', 11, 59));
    expect(await inbox(c.id, 'admins', admin)).toEqual([]);
    expect(await inbox(c.id, 'users', c.joao.id)).toEqual([]);

    await notifyDeadlines(push, morning('2026-11-24', 12));
    expect(await bodies(c.id, 'admins', admin)).toEqual(['CNH de João Silva vence hoje']);
    expect(await bodies(c.id, 'users', c.joao.id)).toEqual(['Sua CNH vence hoje']);
  });

  it("when the company's day is done, then later runs that day look no further, and what was added meanwhile is told the next morning", async () => {
    const c = await company();
    const push = recordingPushSender();
    await stageDeadlines(c.id, [documentDeadline(vehicleDocument({ id: 'crlv', expiryDate: '2026-12-01' }))]);
    expect(await notifyDeadlines(push, morning('2026-11-24'))).toMatchObject({ failed: 0 });

    await stageDeadlines(c.id, [
      documentDeadline(vehicleDocument({ id: 'seguro', type: 'insurance', expiryDate: '2026-11-27' })),
    ]);
    await notifyDeadlines(push, morning('2026-11-24', 18));
    expect(pushedTo(push, `device-${c.admins[0]}`)).toEqual([
      'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) vence em 7 dias',
    ]);

    await notifyDeadlines(push, morning('2026-11-25'));
    expect(pushedTo(push, `device-${c.admins[0]}`)).toEqual([
      'Licenciamento / CRLV de Caminhão 01 (ABC-1D23) vence em 7 dias',
      'Seguro de Caminhão 01 (ABC-1D23) vence em 2 dias',
    ]);
  });

  it('when a deadline is removed (a fine whose driver was named), then it is no longer told', async () => {
    const c = await company();
    const push = recordingPushSender();
    const fine = trafficFine({ id: 'multa-nomeada', notificationDate: '2026-11-01' });
    await stageDeadlines(c.id, [fineDeadline(fine)]);
    await notifyDeadlines(push, morning('2026-11-20'));
    await stageDeadlines(c.id, [
      fineDeadline({ ...fine, status: 'driver_indicated', driver: { id: c.joao.id, name: c.joao.name } }),
    ]);

    await notifyDeadlines(push, morning('2026-11-24'));
    await notifyDeadlines(push, morning('2026-12-01'));

    expect(await bodies(c.id, 'admins', c.admins[0]!)).toEqual(['Multa 123: prazo de indicação termina em 11 dias']);
  });
});
