import { describe, expect, it } from 'vitest';
import { isoDayIn } from '../domain/dates';
import { dueStatus } from '../domain/deadlines/due-status';
import { cannotDriveReason } from '../domain/drivers/cnh';
import { db } from '../platform/firebase';
import { newCompanyId } from '../testing/accounts';
import { seedDemoUsers } from '../testing/demo-fleet';
import { adminSession, createCompanyDoc } from '../testing/fixtures';
import { usersRepository } from '../users/users.repository';
import { DEMO_COMPANIES } from './demo-data';
import { seedDrivers } from './seed-drivers';

const alfa = DEMO_COMPANIES.find((c) => c.id === 'alfa')!;

describe('the demo drivers', () => {
  it('when seeded (twice), then Alfa’s drivers hold B and E licences, one expiring within 30 days on the deadlines, exams for E, and João and Maria may take a truck', async () => {
    const companyId = newCompanyId('demo-drivers');
    await createCompanyDoc(companyId);
    await seedDemoUsers(companyId, alfa.users);
    const admin = adminSession(companyId);
    const now = new Date();
    const today = isoDayIn(now, admin.timeZone);

    expect(await seedDrivers(admin, alfa, now)).toBe(3);
    await seedDrivers(admin, alfa, now);

    const users = await usersRepository.listAll(companyId);
    const licenses = users.map((u) => [u.name, u.driverLicense?.category, u.driverLicense?.expiryDate]);
    expect(licenses.map(([name, category]) => `${name} ${category}`).sort()).toEqual([
      'João Pereira AE',
      'Maria Oliveira E',
      'Pedro Santos B',
    ]);
    const statuses = users.map((u) => dueStatus(u.driverLicense!.expiryDate, today));
    expect(statuses.filter((s) => s === 'due_soon')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'expired')).toHaveLength(0);

    const entries = (await db().collection(`companies/${companyId}/deadlines`).get()).docs.map((d) => d.data());
    expect(entries.filter((e) => e.kind === 'cnh')).toHaveLength(3);
    expect(
      entries
        .filter((e) => e.kind === 'toxicological_exam')
        .map((e) => e.title)
        .sort(),
    ).toEqual(['Exame toxicológico de João Pereira', 'Exame toxicológico de Maria Oliveira']);
    const soonest = entries.filter((e) => dueStatus(e.dueDay as string, today) === 'due_soon').map((e) => e.title);
    expect(soonest).toEqual(['CNH de João Pereira']);

    const truck = { name: 'Cavalo Mecânico FH 540', requiredCnhCategory: 'E' as const };
    const drivers = users.filter((u) => u.name !== 'Pedro Santos');
    expect(drivers.map((u) => cannotDriveReason(u, truck, today))).toEqual([null, null]);
  });
});
