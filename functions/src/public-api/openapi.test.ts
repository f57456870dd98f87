import { compileErrors, validate } from '@readme/openapi-parser';
import type { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openApiDocument, openApiPath } from './openapi';
import { v1 } from './public-api.routes';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the `/api/v1` router serves, as 'get /api/v1/vehicles/{id}'. */
const mounted = (router: Router) =>
  (router.stack as Layer[]).flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => `${method} ${openApiPath(layer.route!.path)}`) : [],
  );

const documented = () =>
  Object.entries(openApiDocument().paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path}`),
  );

describe('the OpenAPI document of /api/v1', () => {
  it('when /api/v1 serves a route, then the document has it with its method (the document itself apart)', () => {
    const routes = mounted(v1).filter((route) => route !== 'get /api/v1/openapi.json');
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !documented().includes(route))).toEqual([]);
    expect(documented().filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('when the document is generated, then it is valid OpenAPI 3.1', async () => {
    const document = structuredClone(openApiDocument());
    const result = await validate(document as never);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect(document.openapi).toBe('3.1.0');
  });

  it('when anyone asks for /api/v1/openapi.json, without a key, then it is served as JSON', async () => {
    const res = await request(createApp()).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.paths['/api/v1/vehicles'].get.operationId).toBe('listVehicles');
  });
});
