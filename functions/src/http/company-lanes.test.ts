import { Router } from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createAccount, newCompanyId } from '../testing/accounts';
import { CompanyLanes, DEFAULT_LANE_RULES, type LaneRules } from './company-lanes';
import { endpoint } from './endpoint';

const rules: LaneRules = {
  read: { inFlight: 2, waiting: 2, retryAfterSeconds: 3 },
  upload: DEFAULT_LANE_RULES.upload,
  pdf: { inFlight: 1, waiting: 1, retryAfterSeconds: 10 },
};

describe('a company’s lanes in one instance', () => {
  it('when a company has its reads in flight, then its next ones wait in arrival order while another company’s read runs at once', async () => {
    const lanes = new CompanyLanes(rules);
    const first = await lanes.enter('a', 'read');
    const second = await lanes.enter('a', 'read');
    const started: string[] = [];
    const third = lanes.enter('a', 'read').then((leave) => (started.push('a3'), leave));
    const fourth = lanes.enter('a', 'read').then((leave) => (started.push('a4'), leave));
    const other = await lanes.enter('b', 'read');

    expect(other).not.toBeNull();
    expect(started).toEqual([]);
    expect(lanes.load('a', 'read')).toEqual({ running: 2, waiting: 2 });

    second!();
    second!();
    await third;
    expect(started).toEqual(['a3']);
    first!();
    await fourth;
    expect(started).toEqual(['a3', 'a4']);
    expect(lanes.load('a', 'read')).toEqual({ running: 2, waiting: 0 });
  });

  it('when a long page weighs the whole lane, then it waits for the reads before it and the reads after it wait for it, in arrival order', async () => {
    const lanes = new CompanyLanes(rules);
    const small = await lanes.enter('a', 'read');
    const started: string[] = [];
    const long = lanes.enter('a', 'read', undefined, 4).then((leave) => (started.push('long'), leave));
    const after = lanes.enter('a', 'read').then((leave) => (started.push('after'), leave));
    expect(lanes.load('a', 'read')).toEqual({ running: 1, waiting: 2 });

    small!();
    const leaveLong = await long;
    expect(started).toEqual(['long']);
    expect(lanes.load('a', 'read')).toEqual({ running: 2, waiting: 1 });
    leaveLong!();
    await after;
    expect(started).toEqual(['long', 'after']);
  });

  it('when a company’s queue is full, then its next request is refused with 429 and the retry time, and its PDFs have a lane apart from its reads', async () => {
    const lanes = new CompanyLanes(rules);
    await lanes.enter('a', 'pdf');
    void lanes.enter('a', 'pdf');
    await expect(lanes.enter('a', 'pdf')).rejects.toMatchObject({
      code: 'too_many_requests',
      retryAfterSeconds: 10,
      message: 'Muitas requisições. Tente novamente em 10 segundos.',
    });
    expect(await lanes.enter('a', 'read')).not.toBeNull();
  });

  it('when a waiting caller goes away, then it gives up its place: the turn passes to the one after it, and an idle lane is dropped', async () => {
    const lanes = new CompanyLanes(rules);
    const first = await lanes.enter('a', 'pdf');
    const gone = new AbortController();
    const leaving = lanes.enter('a', 'pdf', gone.signal);
    gone.abort();
    expect(await leaving).toBeNull();
    const next = lanes.enter('a', 'pdf');
    first!();
    const leave = await next;
    leave!();
    expect(lanes.load('a', 'pdf')).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the API’s per-company lanes', () => {
  it('when a company has its reads in flight, then its next read waits while another company’s read is answered, and one past its queue is 429 in pt-BR', async () => {
    const [alfa, beta] = [newCompanyId(), newCompanyId()];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const entered: string[] = [];
    const router = Router();
    router.get(
      '/',
      endpoint({ roles: ['admin'] }, async ({ session }) => {
        entered.push(session.companyId!);
        if (session.companyId === alfa) await held;
        return { companyId: session.companyId };
      }),
    );
    const app = createApp({
      companyLanes: { ...rules, read: { inFlight: 1, waiting: 1, retryAfterSeconds: 3 } },
      localRouters: { '/held': router },
    });
    const [adminA, adminB] = await Promise.all([
      createAccount({ role: 'admin', companyId: alfa }),
      createAccount({ role: 'admin', companyId: beta }),
    ]);
    const read = (token: string) => request(app).get('/api/held').set('Authorization', `Bearer ${token}`).then();

    const running = read(adminA.token);
    await vi.waitFor(() => expect(entered).toEqual([alfa]));
    const waiting = read(adminA.token);
    const lanes = app.locals.companyLanes as CompanyLanes;
    await vi.waitFor(() => expect(lanes.load(alfa, 'read')).toEqual({ running: 1, waiting: 1 }));

    const other = await read(adminB.token);
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ companyId: beta });

    const refused = await read(adminA.token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Muitas requisições. Tente novamente em 3 segundos.',
    });
    expect(entered).toEqual([alfa, beta]);

    release();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect(entered).toEqual([alfa, beta, alfa]);
    expect(lanes.load(alfa, 'read')).toEqual({ running: 0, waiting: 0 });
  });
});
