import { randomInt } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAccount, newCompanyId } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { validTemplate } from '../testing/fixtures';
import { createApp } from '../app';
import { checkCompanyBudget, checkRateLimit } from '../rate-limits';
import { companyBudgetsWith, rateLimitsWith } from '../testing/rate-limits';

/** Three admins of one company, signed in. */
const threeAdmins = (companyId: string) => {
  const admin = () => createAccount({ role: 'admin', companyId });
  return Promise.all([admin(), admin(), admin()]);
};

/** Creates a template through `app` with the token's session. */
const templateCreator = (app: ReturnType<typeof createApp>) => (token: string, name: string) =>
  request(app).post('/api/templates').set('Authorization', `Bearer ${token}`).send(validTemplate({ name }));

describe('the per-user limit on writes', () => {
  it('when an admin passes it, then the next write is 429 with Retry-After and stores nothing; reads and another admin go on; the next window serves again', async () => {
    let clock = new Date('2030-01-01T10:00:30.000Z');
    const app = createApp({
      rateLimits: rateLimitsWith('write', 2),
      now: () => clock,
    });
    const company = newCompanyId();
    const [admin, other] = await Promise.all([
      createAccount({ role: 'admin', companyId: company }),
      createAccount({ role: 'admin', companyId: company }),
    ]);
    const create = (token: string, name: string) =>
      request(app).post('/api/templates').set('Authorization', `Bearer ${token}`).send(validTemplate({ name }));

    expect((await create(admin.token, 'Primeiro')).status).toBe(201);
    expect((await create(admin.token, 'Segundo')).status).toBe(201);
    const before = await snapshotCompany(company, ['templates']);
    const refused = await create(admin.token, 'Terceiro');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Muitas requisições. Tente novamente em 30 segundos.',
    });
    expect(await snapshotCompany(company, ['templates'])).toBe(before);

    expect((await request(app).get('/api/templates').set('Authorization', `Bearer ${admin.token}`)).status).toBe(200);
    expect((await create(other.token, 'Do outro')).status).toBe(201);

    clock = new Date('2030-01-01T10:01:00.000Z');
    expect((await create(admin.token, 'Terceiro')).status).toBe(201);
  });
});

describe("a refusal is remembered to its window's end", () => {
  it('when a user and then a company are past their limits, then their further requests of the window are 429 without another counter write, and the next window counts again', async () => {
    let clock = new Date('2030-01-01T10:00:40.000Z');
    const counted: string[] = [];
    const app = createApp({
      rateLimits: rateLimitsWith('write', 1),
      companyBudgets: companyBudgetsWith('write', 2),
      now: () => clock,
      rateLimitStore: (key, kind, rule, now, weight) => {
        counted.push(`user ${kind}`);
        return checkRateLimit(key, kind, rule, now, weight);
      },
      companyBudgetStore: (key, kind, rule, now, weight) => {
        counted.push(`company ${kind}`);
        return checkCompanyBudget(key, kind, rule, now, weight);
      },
    });
    const company = newCompanyId();
    const [eager, first, second] = await threeAdmins(company);
    const create = templateCreator(app);

    expect((await create(eager.token, 'Um')).status).toBe(201);
    expect((await create(eager.token, 'Dois')).status).toBe(429);
    counted.length = 0;
    const again = await create(eager.token, 'Três');
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('20');
    expect(counted).toEqual([]);

    expect((await create(first.token, 'Do segundo')).status).toBe(201);
    expect((await create(second.token, 'Do terceiro')).status).toBe(429);
    counted.length = 0;
    const before = await snapshotCompany(company, ['templates']);
    expect((await create(first.token, 'Mais um')).status).toBe(429);
    expect(counted).toEqual(['user write']);
    expect(await snapshotCompany(company, ['templates'])).toBe(before);

    clock = new Date('2030-01-01T10:01:00.000Z');
    expect((await create(eager.token, 'Na próxima janela')).status).toBe(201);
  });
});

describe('the per-user limit on reads', () => {
  it('when an admin sends 301 reads in a minute, then the 301st is 429 with Retry-After in pt-BR; a colleague reads and the admin writes on', async () => {
    const clock = new Date('2030-01-01T10:00:45.000Z');
    const app = createApp({ now: () => clock });
    const company = newCompanyId();
    const [admin, colleague] = await Promise.all([
      createAccount({ role: 'admin', companyId: company }),
      createAccount({ role: 'admin', companyId: company }),
    ]);
    const read = (token: string) => request(app).get('/api/templates').set('Authorization', `Bearer ${token}`);

    const statuses: number[] = [];
    for (let batch = 0; batch < 300; batch += 25) {
      statuses.push(...(await Promise.all(Array.from({ length: 25 }, () => read(admin.token)))).map((r) => r.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await read(admin.token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('15');
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Muitas requisições. Tente novamente em 15 segundos.',
    });

    expect((await read(colleague.token)).status).toBe(200);
    const write = await request(app)
      .post('/api/templates')
      .set('Authorization', `Bearer ${admin.token}`)
      .send(validTemplate({ name: 'Depois das leituras' }));
    expect(write.status).toBe(201);
  });
});

describe('a long page counts by its size', () => {
  it('when an admin reads pages of 100, then each counts as four reads of 25: a limit of 5 serves one such page and one short, then refuses', async () => {
    const clock = new Date('2030-01-01T10:00:00.000Z');
    const app = createApp({ rateLimits: rateLimitsWith('read', 5), now: () => clock });
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
    const read = (query: string) =>
      request(app).get(`/api/templates${query}`).set('Authorization', `Bearer ${admin.token}`);

    expect((await read('?pageSize=100')).status).toBe(200);
    expect((await read('?pageSize=20')).status).toBe(200);
    expect((await read('?pageSize=100')).status).toBe(429);
  });
});

describe("a company's budget", () => {
  it("when a company's members together pass its write budget, then the next write of any of them is 429; another company writes on", async () => {
    const clock = new Date('2030-01-01T10:00:50.000Z');
    const app = createApp({ companyBudgets: companyBudgetsWith('write', 3), now: () => clock });
    const company = newCompanyId();
    const [first, second, elsewhere] = await Promise.all([
      createAccount({ role: 'admin', companyId: company }),
      createAccount({ role: 'admin', companyId: company }),
      createAccount({ role: 'admin', companyId: newCompanyId() }),
    ]);
    const create = (token: string, name: string) =>
      request(app).post('/api/templates').set('Authorization', `Bearer ${token}`).send(validTemplate({ name }));

    expect((await create(first.token, 'Um')).status).toBe(201);
    expect((await create(second.token, 'Dois')).status).toBe(201);
    expect((await create(first.token, 'Três')).status).toBe(201);
    const before = await snapshotCompany(company, ['templates']);
    const refused = await create(second.token, 'Quatro');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.body.error.message).toBe('Muitas requisições. Tente novamente em 10 segundos.');
    expect(await snapshotCompany(company, ['templates'])).toBe(before);

    expect((await create(elsewhere.token, 'De outra empresa')).status).toBe(201);
  });

  it("when a member passes their own limit, then the refused requests do not spend the company's budget", async () => {
    const clock = new Date('2030-01-01T10:00:00.000Z');
    const app = createApp({
      rateLimits: rateLimitsWith('write', 1),
      companyBudgets: companyBudgetsWith('write', 3),
      now: () => clock,
    });
    const company = newCompanyId();
    const [eager, first, second] = await threeAdmins(company);
    const create = templateCreator(app);

    expect((await create(eager.token, 'Primeiro')).status).toBe(201);
    for (const name of ['Dois', 'Três', 'Quatro']) expect((await create(eager.token, name)).status).toBe(429);
    expect((await create(first.token, 'Do segundo')).status).toBe(201);
    expect((await create(second.token, 'Do terceiro')).status).toBe(201);
  });
});

describe('limits per address before sign-in', () => {
  /** An address of this run only: the counters of a fixed clock's window outlive the run. */
  const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

  it('when an address fails its token checks past the limit, then it is refused with 429, even with a valid token, until the window ends; another address is served', async () => {
    let clock = new Date('2030-01-01T10:00:20.000Z');
    const app = createApp({ rateLimits: rateLimitsWith('tokenFailure', 2), now: () => clock });
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
    const [guesser, honest] = [newAddress(), newAddress()];
    const read = (address: string, token: string) =>
      request(app).get('/api/templates').set('X-Forwarded-For', address).set('Authorization', `Bearer ${token}`);

    expect((await read(guesser, 'nao-e-um-token')).status).toBe(401);
    expect((await read(guesser, 'outro-palpite')).status).toBe(401);
    const refused = await read(guesser, 'mais-um');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.body.error.message).toBe('Muitas requisições. Tente novamente em 40 segundos.');
    expect((await read(guesser, admin.token)).status).toBe(429);
    expect((await read(honest, admin.token)).status).toBe(200);

    clock = new Date('2030-01-01T10:01:00.000Z');
    expect((await read(guesser, admin.token)).status).toBe(200);
  });

  it("when an address opens links past the 'link' limit, then a workshop's link is 429 in the envelope and an unsubscribe link a 429 page", async () => {
    const clock = new Date('2030-01-01T10:00:30.000Z');
    const app = createApp({ rateLimits: rateLimitsWith('link', 2), now: () => clock });
    const address = newAddress();
    const workshop = () =>
      request(app)
        .get(`/api/oficina/${'x'.repeat(43)}`)
        .set('X-Forwarded-For', address);
    const unsubscribe = () => request(app).get('/api/alerts/unsubscribe?token=x').set('X-Forwarded-For', address);

    expect((await workshop()).status).toBe(404);
    expect((await unsubscribe()).status).toBe(404);
    const [link, page] = [await workshop(), await unsubscribe()];
    expect([link.status, link.headers['retry-after'], link.body.error.code]).toEqual([429, '30', 'too_many_requests']);
    expect([page.status, page.headers['retry-after'], page.type]).toEqual([429, '30', 'text/html']);
    expect(page.text).toContain('Muitas requisições. Tente novamente em 30 segundos.');
  });
});
