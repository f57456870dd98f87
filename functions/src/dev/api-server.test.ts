import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../platform/firebase';
import { createAccount, newCompanyId } from '../testing/accounts';
import { startApiServer } from './api-server';

const portOf = (server: Server) => (server.address() as AddressInfo).port;

// What stands behind the front door for pages: any HTTP server will do, the door only forwards.
let pages: Server;
let seenByPages: string[] = [];
let stack: Server;
let base: string;

beforeAll(async () => {
  pages = createServer((req, res) => {
    seenByPages.push(`${req.method} ${req.url}`);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
    });
    res.end('<!doctype html><title>CheckFrota</title>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  stack = await startApiServer(0, portOf(pages));
  base = `http://127.0.0.1:${portOf(stack)}`;
});

afterAll(() => {
  stack?.close();
  pages?.close();
});

describe('the local stack front door and API process', () => {
  it('when /api is called without a token, then the deployed app answers with its pt-BR envelope and the pages server sees nothing', async () => {
    seenByPages = [];
    const res = await fetch(`${base}/api/templates`);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(await res.json()).toEqual({
      success: false,
      error: { code: 'unauthenticated', message: 'Usuário não autenticado' },
    });
    expect(seenByPages).toEqual([]);
  });

  it('when a screen is opened, then the request reaches the pages server as sent and its answer comes back with its headers', async () => {
    seenByPages = [];
    const res = await fetch(`${base}/mobile/checklist/abc?x=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>CheckFrota</title>');
    // A path that merely starts with "api" is a page, not the API.
    await fetch(`${base}/apis`);
    expect(seenByPages).toEqual(['GET /mobile/checklist/abc?x=1', 'GET /apis']);
  });

  it('when an admin posts a vehicle, then the app receives the body the Functions Framework way and stores it', async () => {
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId('porta') });
    const vehicle = {
      name: 'Strada da porta',
      plate: 'PRT1A23',
      model: 'Strada',
      brand: 'Fiat',
      color: 'Branca',
      year: 2022,
      currentKm: 1000,
      lastOilChangeKm: 0,
    };
    const res = await fetch(`${base}/api/vehicles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(vehicle),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ name: 'Strada da porta', plate: 'PRT1A23', currentKm: 1000 });
  });

  it('when an account is disabled in Auth only (as from the console), then reads are still served and a write is refused, as in production', async () => {
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId('porta') });
    await auth().updateUser(admin.uid, { disabled: true });
    const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
    // Production checks the token in the process for a read, without asking Auth.
    expect((await fetch(`${base}/api/templates`, { headers })).status).toBe(200);
    const write = await fetch(`${base}/api/vehicles`, { method: 'POST', headers, body: JSON.stringify({}) });
    expect(write.status).toBe(401);
  });
});
