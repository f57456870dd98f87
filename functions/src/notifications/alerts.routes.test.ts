import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createAccount, newCompanyId, type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { call } from '../testing/http';
import { alertPreferencesRepository } from './alert-preferences.repository';
import { deliveriesRepository, deliveryId } from './deliveries.repository';
import { signUnsubscribe } from './unsubscribe-token';

const SECRET = 'routes-test-secret';
const STORED = ['alert_preferences', 'alert_settings', 'deliveries'];
process.env.CHECKFROTA_LINK_SECRET = SECRET;

let company: string;
let admin: TestAccount;
let field: TestAccount;
let otherAdmin: TestAccount;
let otherCompany: string;

beforeAll(async () => {
  company = newCompanyId('avisos');
  otherCompany = newCompanyId('avisos');
  [admin, field, otherAdmin] = await Promise.all([
    createAccount({ role: 'admin', companyId: company }),
    createAccount({ role: 'user', companyId: company }),
    createAccount({ role: 'admin', companyId: otherCompany }),
  ]);
  await deliveriesRepository.enqueueOnce(
    company,
    deliveryId('evt1', field.uid, 'email'),
    {
      event: 'evt1',
      personId: field.uid,
      inbox: 'users',
      channel: 'email',
      kind: 'checklist_rejected',
      critical: false,
      title: 'Questões para corrigir',
      lines: ['Saída: há questões para corrigir'],
      link: '/mobile',
    },
    new Date('2026-11-27T12:00:00Z'),
  );
});

const choices = { checklist_assigned: { whatsapp: false, email: true } };

describe("'Minhas notificações'", () => {
  it('when a driver saves choices and agrees to WhatsApp on the field screen, then they apply and the consent keeps when, where and to which words', async () => {
    const before = await call('get', '/api/notifications/preferences', field.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ whatsappOptIn: null, whatsappReachable: false });
    expect(before.body.data.effective.checklist_assigned).toEqual({
      in_app: true,
      push: true,
      email: false,
      whatsapp: true,
    });

    const saved = await call('put', '/api/notifications/preferences', field.token, {
      choices,
      whatsappOptIn: true,
      via: 'field',
      summary: 'off',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.effective.checklist_assigned).toMatchObject({ email: true, whatsapp: false });
    expect(saved.body.data.whatsappOptIn).toEqual({
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      via: 'field',
      text: 'Aceito receber avisos por WhatsApp no meu celular',
    });

    const again = await call('put', '/api/notifications/preferences', field.token, {
      choices,
      whatsappOptIn: true,
      summary: 'off',
    });
    expect(again.body.data.whatsappOptIn).toEqual(saved.body.data.whatsappOptIn);
  });

  it('when the body has an unknown kind or field, then 400 in pt-BR and nothing is stored', async () => {
    const before = await snapshotCompany(company, STORED);
    const unknownKind = await call('put', '/api/notifications/preferences', admin.token, {
      choices: { foo: { email: true } },
      whatsappOptIn: false,
      summary: 'daily',
    });
    expect([unknownKind.status, unknownKind.body.error.message]).toEqual([400, 'Campo não permitido: foo']);
    const extra = await call('put', '/api/notifications/preferences', admin.token, {
      choices: {},
      whatsappOptIn: false,
      summary: 'daily',
      role: 'superadmin',
    });
    expect([extra.status, extra.body.error.message]).toEqual([400, 'Campo não permitido: role']);
    expect(await snapshotCompany(company, STORED)).toBe(before);
  });

  it('when the superadmin or nobody calls, then 403 or 401', async () => {
    const superadmin = await createAccount({ role: 'superadmin' });
    expect((await call('get', '/api/notifications/preferences', superadmin.token)).status).toBe(403);
    expect((await call('get', '/api/notifications/preferences')).status).toBe(401);
  });
});

describe("the company's defaults and 'Entregas'", () => {
  const settings = {
    defaults: { admin: { checklist_missed: { email: false } }, user: {} },
    quietHours: { start: '21:00', end: '06:30' },
    whatsappMonthlyCap: 500,
    summaryHour: 7,
  };

  it('when an admin saves the defaults, then they read back; a driver gets 403 and nothing changes', async () => {
    const before = await snapshotCompany(company, STORED);
    const refused = await call('put', '/api/notifications/company-settings', field.token, settings);
    expect(refused.status).toBe(403);
    expect((await call('get', '/api/notifications/deliveries', field.token)).status).toBe(403);
    expect(await snapshotCompany(company, STORED)).toBe(before);

    const saved = await call('put', '/api/notifications/company-settings', admin.token, settings);
    expect([saved.status, saved.body.data]).toEqual([200, settings]);
    expect((await call('get', '/api/notifications/company-settings', admin.token)).body.data).toEqual(settings);
  });

  it('when quiet hours or the cap are malformed, then 400 in pt-BR', async () => {
    const badTime = await call('put', '/api/notifications/company-settings', admin.token, {
      ...settings,
      quietHours: { start: '25:00', end: '06:00' },
    });
    expect([badTime.status, badTime.body.error.message]).toEqual([400, 'Horário inválido (use HH:MM)']);
    const badCap = await call('put', '/api/notifications/company-settings', admin.token, {
      ...settings,
      whatsappMonthlyCap: -1,
    });
    expect([badCap.status, badCap.body.error.message]).toEqual([
      400,
      'O limite mensal de WhatsApp deve ser um número inteiro entre 0 e 100000',
    ]);
  });

  it("when an admin lists 'Entregas', then only their company's messages come, with status", async () => {
    const own = await call('get', '/api/notifications/deliveries', admin.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ total: 1, page: 1 });
    expect(own.body.data.items[0]).toMatchObject({
      channel: 'email',
      kind: 'checklist_rejected',
      personId: field.uid,
      status: 'pending',
      attempts: 0,
    });
    const other = await call('get', '/api/notifications/deliveries', otherAdmin.token);
    expect(other.body.data).toMatchObject({ total: 0, items: [] });
    const bad = await call('get', '/api/notifications/deliveries?pageSize=500', admin.token);
    expect(bad.status).toBe(400);
  });
});

describe('the unsubscribe link', () => {
  const link = (token: string) => `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

  it('when opened without signing in, then it only asks; its button’s POST turns off only that person’s e-mails of that kind', async () => {
    await alertPreferencesRepository.savePerson(company, admin.uid, {
      choices: { vehicle_out_of_service: { whatsapp: true } },
      whatsappOptIn: null,
      summary: 'daily',
    });
    const token = signUnsubscribe(SECRET, {
      companyId: company,
      personId: admin.uid,
      inbox: 'admins',
      kind: 'daily_summary',
    });
    // A mail scanner following the link changes nothing.
    const before = await snapshotCompany(company, STORED);
    const opened = await call('get', link(token));
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Deseja parar de receber e-mails de “Resumo diário”?');
    expect(opened.text).toMatch(/<form method="post"><button type="submit">Desativar estes e-mails<\/button><\/form>/);
    expect(await snapshotCompany(company, STORED)).toBe(before);

    const confirmed = await call('post', link(token));
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Você não receberá mais e-mails de “Resumo diário”');
    const mine = await alertPreferencesRepository.person(company, admin.uid);
    expect(mine.choices).toEqual({ vehicle_out_of_service: { whatsapp: true }, daily_summary: { email: false } });
    expect((await alertPreferencesRepository.person(company, field.uid)).choices.daily_summary).toBeUndefined();
    expect((await alertPreferencesRepository.person(otherCompany, admin.uid)).choices).toEqual({});

    // A mail app's one-click POST (RFC 8058) does the same, again harmlessly.
    expect((await call('post', link(token))).status).toBe(200);
  });

  it('when the token is altered or signed with another secret, then 404 and nothing changes', async () => {
    const before = await snapshotCompany(company, STORED);
    const token = signUnsubscribe(SECRET, {
      companyId: company,
      personId: field.uid,
      inbox: 'users',
      kind: 'deadline_approaching',
    });
    const [payload] = token.split('.');
    const forged = signUnsubscribe('not-the-secret', {
      companyId: company,
      personId: field.uid,
      inbox: 'users',
      kind: 'deadline_approaching',
    });
    const otherPerson = Buffer.from(JSON.stringify([company, admin.uid, 'admins', 'deadline_approaching'])).toString(
      'base64url',
    );
    for (const bad of [forged, `${otherPerson}.${token.split('.')[1]}`, `${payload}.`, '']) {
      for (const method of ['get', 'post'] as const) {
        const res = await call(method, link(bad));
        expect(res.status).toBe(404);
        expect(res.text).toContain('Este link de descadastro não é válido.');
      }
    }
    expect(await snapshotCompany(company, STORED)).toBe(before);
    const exists = await db().collection(`companies/${company}/alert_preferences`).doc(field.uid).get();
    expect(exists.data()?.choices?.deadline_approaching).toBeUndefined();
  });
});
