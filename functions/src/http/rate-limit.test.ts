import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAccount, newCompanyId } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { validTemplate } from '../testing/fixtures';
import { createApp } from '../app';
import { rateLimitsWith } from '../testing/rate-limits';

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
