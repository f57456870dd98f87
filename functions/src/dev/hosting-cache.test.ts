import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { server as hostingServer } from 'superstatic';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFirebaseConfig } from './hosting-config';

// superstatic's server is the one the Hosting emulator starts (stack 'strict'; a request nothing
// answers gets connect's 404): here it serves a built app with the local stack's hosting block.
const firebaseJson = JSON.parse(readFileSync(path.resolve(__dirname, '../../../firebase.json'), 'utf8'));
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('what Hosting serves after a deploy', () => {
  let dist: string;
  let app: Server;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'checkfrota-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>CheckFrota</title>');
    writeFileSync(path.join(dist, 'assets/app-4f2a.js'), 'export {};');
    for (const file of ['sw.js', 'firebase-messaging-sw.js', 'manifest.webmanifest'])
      writeFileSync(path.join(dist, file), '{}');
    const hosting = hostingServer({
      config: { ...localFirebaseConfig(firebaseJson).hosting, public: '.' },
      cwd: dist,
      stack: 'strict',
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise<void>((listening) => {
      app = hosting.listen(() => listening()) as unknown as Server;
    });
  });
  afterAll(() => {
    app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a tab on the previous build asks for a chunk that is gone, then it gets 404, not the HTML page', async () => {
    const missing = await request(app).get('/assets/app-previous.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<title>CheckFrota</title>');
  });

  it('when a hashed asset is served, then it is cached for a year, immutable', async () => {
    const asset = await request(app).get('/assets/app-4f2a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('when the page, a route of the app, a worker or the manifest is served, then the browser asks again every time', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/admin/veiculos/123',
      '/sw.js',
      '/firebase-messaging-sw.js',
      '/manifest.webmanifest',
    ]) {
      const answer = await request(app).get(url);
      expect({ url, status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl: 'no-cache',
      });
    }
    expect((await request(app).get('/admin/veiculos/123')).text).toContain('<title>CheckFrota</title>');
  });
});
