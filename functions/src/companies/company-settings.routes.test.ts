import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../platform/firebase';
import { createAccount, signIn, type TestAccount } from '../testing/accounts';
import { companyWithPeople, type CompanyWithPeople } from '../testing/companies';
import { call } from '../testing/http';

type Company = CompanyWithPeople;

const stored = async (companyId: string) => {
  const doc = (await db().collection('companies').doc(companyId).get()).data()!;
  return {
    timeZone: doc.timeZone,
    dueReminderMinutes: doc.dueReminderMinutes,
    publicNames: doc.publicNames,
    positionRetentionMonths: doc.positionRetentionMonths,
  };
};

const auditEntries = async (companyId: string) =>
  (await db().collection('companies').doc(companyId).collection('audit').get()).docs
    .map((doc) => doc.data())
    .filter((entry) => entry.action === 'company.settings_changed');

let superadmin: TestAccount;
let alfa: Company;
let beta: Company;

beforeAll(async () => {
  superadmin = await createAccount({ role: 'superadmin' });
  [alfa, beta] = await Promise.all([companyWithPeople(superadmin), companyWithPeople(superadmin)]);
});

describe('the company settings API', () => {
  it('when a field user or the superadmin calls it, then it is 403 and nothing changes', async () => {
    for (const token of [alfa.userToken, superadmin.token]) {
      expect((await call('get', '/api/company/settings', token)).status).toBe(403);
      const put = await call('put', '/api/company/settings', token, {
        timeZone: 'America/Manaus',
        dueReminderMinutes: 30,
        publicNames: 'full',
        positionRetentionMonths: 6,
      });
      expect(put.status).toBe(403);
      expect(put.body.error.message).toBe('Acesso negado');
    }
    expect(await stored(alfa.id)).toEqual({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: undefined,
      publicNames: undefined,
      positionRetentionMonths: undefined,
    });
  });

  it('when a company never chose, then the defaults are read: São Paulo, a reminder 1 hour before, initials on the public check, positions kept 12 months', async () => {
    const res = await call('get', '/api/company/settings', beta.adminToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: 60,
      publicNames: 'initials',
      positionRetentionMonths: 12,
    });
  });

  it('when the input is bad, then it is 400 with the pt-BR message and nothing is stored', async () => {
    const cases: Array<[unknown, string]> = [
      [
        { timeZone: 'Europe/Lisbon', dueReminderMinutes: 60, publicNames: 'full', positionRetentionMonths: 12 },
        'Fuso horário inválido',
      ],
      [
        { timeZone: 'America/Manaus', dueReminderMinutes: 45, publicNames: 'full', positionRetentionMonths: 12 },
        'Antecedência do lembrete inválida',
      ],
      [
        { timeZone: 'America/Manaus', dueReminderMinutes: '60', publicNames: 'full', positionRetentionMonths: 12 },
        'Antecedência do lembrete inválida',
      ],
      [
        { timeZone: 'America/Manaus', dueReminderMinutes: 60, publicNames: 'cpf', positionRetentionMonths: 12 },
        'Escolha como a verificação pública mostra os nomes',
      ],
      [
        { timeZone: 'America/Manaus', dueReminderMinutes: 60, positionRetentionMonths: 12 },
        'Escolha como a verificação pública mostra os nomes',
      ],
      [
        { timeZone: 'America/Manaus', dueReminderMinutes: 60, publicNames: 'full', positionRetentionMonths: 7 },
        'Escolha por quanto tempo as localizações são guardadas',
      ],
      [
        { timeZone: 'America/Manaus', dueReminderMinutes: 60, publicNames: 'full' },
        'Escolha por quanto tempo as localizações são guardadas',
      ],
      [
        {
          timeZone: 'America/Manaus',
          dueReminderMinutes: 60,
          publicNames: 'full',
          positionRetentionMonths: 12,
          companyId: beta.id,
        },
        'Campo não permitido: companyId',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('put', '/api/company/settings', alfa.adminToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await stored(alfa.id)).toEqual({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: undefined,
      publicNames: undefined,
      positionRetentionMonths: undefined,
    });
    expect(await stored(beta.id)).toEqual({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: undefined,
      publicNames: undefined,
      positionRetentionMonths: undefined,
    });
    expect(await auditEntries(alfa.id)).toEqual([]);
  });

  it("when an admin moves the company to Manaus, then only their company changes, every member's claims carry the zone, it is audited, and new users get it", async () => {
    const res = await call('put', '/api/company/settings', alfa.adminToken, {
      timeZone: 'America/Manaus',
      dueReminderMinutes: 120,
      publicNames: 'full',
      positionRetentionMonths: 6,
    });
    const saved = {
      timeZone: 'America/Manaus',
      dueReminderMinutes: 120,
      publicNames: 'full',
      positionRetentionMonths: 6,
    };
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(saved);
    expect(await stored(alfa.id)).toEqual(saved);
    expect((await call('get', '/api/company/settings', alfa.adminToken)).body.data).toEqual(res.body.data);
    // The company comes from the token: Beta is untouched.
    expect((await call('get', '/api/company/settings', beta.adminToken)).body.data).toEqual({
      timeZone: 'America/Sao_Paulo',
      dueReminderMinutes: 60,
      publicNames: 'initials',
      positionRetentionMonths: 12,
    });
    for (const uid of [alfa.adminId, alfa.userId]) {
      expect((await auth().getUser(uid)).customClaims).toMatchObject({
        companyId: alfa.id,
        timeZone: 'America/Manaus',
      });
    }
    for (const uid of [beta.adminId, beta.userId]) {
      expect((await auth().getUser(uid)).customClaims).toMatchObject({ timeZone: 'America/Sao_Paulo' });
    }

    const entries = await auditEntries(alfa.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { uid: alfa.adminId, role: 'admin' },
      record: { type: 'company', id: alfa.id, label: alfa.name },
      changes: [
        { field: 'timeZone', before: 'America/Sao_Paulo', after: 'America/Manaus' },
        { field: 'dueReminderMinutes', before: 60, after: 120 },
        { field: 'publicNames', before: 'initials', after: 'full' },
        { field: 'positionRetentionMonths', before: 12, after: 6 },
      ],
    });

    // The admin's refreshed token carries the zone, and the users they create get it.
    const refreshed = await signIn(alfa.adminEmail, 'senha-segura-1');
    const email = `novo-${randomUUID().slice(0, 8)}@empresa.dev`;
    const created = await call('post', '/api/users', refreshed, {
      name: 'Novo',
      email,
      password: 'senha-segura-1',
      phone: '',
      isActive: true,
    });
    expect((await auth().getUser(created.body.data.id as string)).customClaims).toMatchObject({
      timeZone: 'America/Manaus',
    });

    // Saving the same settings again changes nothing and records nothing.
    expect(
      (
        await call('put', '/api/company/settings', refreshed, {
          timeZone: 'America/Manaus',
          dueReminderMinutes: 120,
          publicNames: 'full',
          positionRetentionMonths: 6,
        })
      ).status,
    ).toBe(200);
    expect(await auditEntries(alfa.id)).toHaveLength(1);
  });
});
