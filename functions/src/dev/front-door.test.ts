import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontDoor } from './front-door';
import { hostingRewrites } from './hosting-config';

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** A server that answers with its name and the path it got. */
async function named(name: string): Promise<Server> {
  const server = createServer((req, res) => res.end(`${name} ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

let hosting: Server;
let pdf: Server;
let door: Server;

beforeAll(async () => {
  [hosting, pdf] = await Promise.all([named('hosting'), named('pdf')]);
  const api: RequestListener = (req, res) => res.end(`api ${req.url}`);
  const rewrites = hostingRewrites(path.resolve(__dirname, '../../..'));
  door = createServer(frontDoor(api, portOf(hosting), '127.0.0.1', { port: portOf(pdf), rewrites }));
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  for (const server of [door, hosting, pdf]) server?.close();
});

describe('the local front door with a pdf process', () => {
  it.each([
    ['/api/vehicles/v1/label?layout=a4', 'pdf'],
    ['/api/users/u1/export?format=pdf', 'pdf'],
    ['/api/responses/c1/pdf', 'pdf'],
    ['/api/responses/c1', 'api'],
    ['/api/vehicles?pageSize=20', 'api'],
    ['/api/upload', 'api'],
    ['/verificar/ABC123', 'api'],
    ['/admin/veiculos', 'hosting'],
  ])(
    'when %s is asked, then the %s process answers it: the pdf function’s paths (firebase.json’s rewrites) apart, the rest of /api in the API, pages from Hosting',
    async (url, served) => {
      const answer = await (await fetch(`http://127.0.0.1:${portOf(door)}${url}`)).text();
      expect(answer).toBe(`${served} ${url}`);
    },
  );
});
