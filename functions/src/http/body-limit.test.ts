import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import * as deployed from '../index';
import { createAccount, newCompanyId } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { createApp } from '../app';

const MB = 1024 * 1024;
const TOO_LARGE = { code: 'too_large', message: 'Conteúdo grande demais (máximo 1 MB)' };

/** A template body of exactly `bytes` bytes of JSON. */
function templateOfSize(bytes: number): string {
  const frame = JSON.stringify({
    name: '',
    description: 'Antes da viagem',
    questions: [{ type: 'boolean', question: 'Faróis?' }],
  });
  return frame.replace('"name":""', `"name":"${'a'.repeat(bytes - Buffer.byteLength(frame))}"`);
}

/**
 * The deployed `api` function called as Cloud Functions calls it: the Functions Framework reads
 * and parses the body (up to 32 MB) into `req.body`, keeps the bytes in `req.rawBody`, and only
 * then calls the function's handler.
 */
const platform = express()
  .use(
    express.json({
      limit: '32mb',
      verify: (req, _res, buf) => {
        (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
      },
    }),
  )
  .use((req, res) => deployed.api(req as Parameters<typeof deployed.api>[0], res));

describe('an oversized body', () => {
  it('when a JSON body of 1 MB + 1 byte is sent without a token, then 413 in Portuguese before authentication', async () => {
    const res = await request(createApp())
      .post('/api/templates')
      .set('Content-Type', 'application/json')
      .send(templateOfSize(MB + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: TOO_LARGE });
  });

  it('when a JSON body of exactly 1 MB is sent without a token, then it reaches authentication (401)', async () => {
    const res = await request(createApp())
      .post('/api/templates')
      .set('Content-Type', 'application/json')
      .send(templateOfSize(MB));
    expect(res.status).toBe(401);
  });

  it('when the platform has already parsed a 3 MB body, then the deployed handler answers 413 before authentication and before the route', async () => {
    const anonymous = await request(platform)
      .post('/api/templates')
      .set('Content-Type', 'application/json')
      .send(templateOfSize(3 * MB));
    expect(anonymous.status).toBe(413);
    expect(anonymous.body).toEqual({ success: false, error: TOO_LARGE });

    const company = newCompanyId();
    const admin = await createAccount({ role: 'admin', companyId: company });
    const signedIn = await request(platform)
      .post('/api/templates')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Content-Type', 'application/json')
      .send(templateOfSize(MB + 1));
    expect(signedIn.status).toBe(413);
    expect(signedIn.body).toEqual({ success: false, error: TOO_LARGE });
    expect(await snapshotCompany(company, ['templates'])).toBe(JSON.stringify([['.', null]]));
  });

  it('when the platform has parsed a body within the limit, then the route runs as usual', async () => {
    const admin = await createAccount({ role: 'admin', companyId: newCompanyId() });
    const res = await request(platform)
      .post('/api/templates')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Content-Type', 'application/json')
      .send(templateOfSize(200));
    expect(res.status).toBe(201);
  });
});
