import { compileErrors, validate } from '@readme/openapi-parser';
import type { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openApiDocument, openApiPath } from './openapi';
import { v1 } from './public-api.routes';

type Operations = Record<string, Record<string, { description?: string; responses?: unknown }>>;

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

  it('when /api/v1 reads checklists, then the document has both routes under their permission', () => {
    expect(mounted(v1)).toEqual(expect.arrayContaining(['get /api/v1/checklists', 'get /api/v1/checklists/{id}']));
    const operation = (openApiDocument().paths as Operations)['/api/v1/checklists']!.get!;
    expect(operation.description).toContain('`checklists:read`');
  });

  it('when a resource appears in several answers, then it is written once under components and referenced', () => {
    const document = openApiDocument() as { paths: Operations; components: { schemas: Record<string, unknown> } };
    const { schemas } = document.components;
    for (const name of ['Vehicle', 'Checklist', 'ResponseDetail', 'Defect', 'Fine', 'Deadline', 'Error', 'NextCursor'])
      expect(schemas, name).toHaveProperty(name);
    const answer = (path: string, method: string) =>
      (document.paths[path]![method]!.responses as Record<string, { content: { 'application/json': unknown } }>)['200']!
        .content['application/json'];
    expect(answer('/api/v1/checklists', 'get')).toEqual({ schema: { $ref: '#/components/schemas/ChecklistPage' } });
    expect(answer('/api/v1/vehicles/{id}', 'get')).toMatchObject({
      schema: { properties: { data: { $ref: '#/components/schemas/Vehicle' } } },
    });
    expect(schemas.ChecklistPage).toMatchObject({
      properties: { data: { items: { $ref: '#/components/schemas/Checklist' } } },
    });
    // Every reference points at something the document holds.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(50);
    const components = document.components as unknown as Record<string, Record<string, unknown>>;
    expect(refs.filter(([, kind, name]) => !components[kind!]?.[name!]).map(([ref]) => ref)).toEqual([]);
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
