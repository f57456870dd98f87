import fc from 'fast-check';
import type { Router } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Role } from './domain/roles';
import { createApp, featureRouters } from './app';
import { call } from './testing/http';
import { validTemplate } from './testing/fixtures';
import { testJpeg } from './testing/photos';
import { validVehicle } from './testing/vehicles';
import { fieldUser, startedChecklist, twoCompanies, type FieldUser, type World } from './testing/world';

/**
 * Generated inputs on every route, as an outside client could send them: no answer may be a 5xx.
 * Each route gets bodies, queries and ids made from its own contract's field names (near-valid
 * inputs reach past the first check) and from anything JSON can hold. `FUZZ_SEED` replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

interface RouteHandle {
  roles?: readonly Role[];
  body?: z.ZodType;
  query?: z.ZodType;
  multipart?: boolean;
}
interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle: RouteHandle }> };
}
interface FuzzRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  handle: RouteHandle;
}

const routes: FuzzRoute[] = featureRouters
  .flatMap((router: Router) => router.stack as Layer[])
  .filter((layer) => layer.route)
  .map(({ route }) => ({
    method: Object.keys(route!.methods)[0] as FuzzRoute['method'],
    path: route!.path,
    handle: route!.stack.at(-1)!.handle,
  }));

/** What the fuzzing must not end early: a deletion, or the caller's own account and sign-in (run last). */
const rank = (r: FuzzRoute) =>
  /\/me\b|second-factor|password|security/.test(r.path) ? 3 : r.method === 'delete' ? 2 : r.method === 'get' ? 0 : 1;
routes.sort((a, b) => rank(a) - rank(b));

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** A contract's input as JSON Schema (zod 4 emits it), or null where it has none. */
function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | null {
  if (!schema) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** The top-level field names a schema takes, so generated objects use them. */
function fieldNames(schema: JsonSchema | null): string[] {
  const shapes = schema ? [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] : [];
  return [...new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})))];
}

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '__x__',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%',
    '%00',
    '\u0000',
    'ção ã',
    '😀',
    'a'.repeat(5_000),
    '2026-13-45',
    '2026-02-30T25:61:00Z',
    '1e309',
    'NaN',
    '-1',
    '0',
    'true',
    'null',
    '[]',
    '{}',
    '<script>alert(1)</script>',
    'ABC1D23',
    'admin@alfa.dev',
  ),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  weirdString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}),
  fc.array(weirdString, { maxLength: 4 }),
  fc.dictionary(weirdString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);
/** An object of the contract's own fields (some of them) with any values, now and then an unknown field. */
const nearValid = (names: string[]) =>
  fc
    .tuple(
      fc.subarray(names, { minLength: 0 }),
      fc.array(anyValue, { minLength: names.length, maxLength: names.length }),
      fc.option(fc.tuple(weirdString, anyValue), { freq: 4 }),
    )
    .map(([picked, values, extra]) => {
      const body: Record<string, unknown> = {};
      picked.forEach((name, i) => (body[name] = values[i]));
      if (extra) body[extra[0]] = extra[1];
      return body;
    });
/**
 * Values of the schema's own shape (its types, enums, formats and bounds; ids from `ids`), so the
 * input passes validation often and reaches the use case behind it.
 */
function shapedBy(schema: JsonSchema, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return anyValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => shapedBy(option, ids, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000_000;
  switch (type) {
    case 'string': {
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'email') return fc.constantFrom('fuzz@teste.dev', 'admin@alfa.dev', 'x@y');
      const text = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
      if (schema.pattern) {
        try {
          return fc.oneof(
            fc.stringMatching(new RegExp(schema.pattern)).filter((v) => v.length <= 200),
            text,
          );
        } catch {
          return text;
        }
      }
      return fc.oneof(fc.constantFrom(...ids), text);
    }
    case 'integer':
      return fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) });
    case 'number':
      return fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? shapedBy(schema.items, ids, depth + 1) : anyValue, {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(Math.max(schema.maxItems ?? 3, schema.minItems ?? 0), 3),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, shapedBy(property, ids, depth + 1)])),
        { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
      );
    }
    default:
      return anyValue;
  }
}

/** A shaped object with one field given any value at all: past validation only when the field is loose. */
const oneFieldOff = (schema: JsonSchema, ids: string[]) =>
  fc.tuple(shapedBy(schema, ids), fc.nat(), anyValue).map(([value, n, wrong]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const names = Object.keys(schema.properties ?? {});
    if (names.length === 0) return value;
    return { ...value, [names[n % names.length]!]: wrong };
  });

const SPECIAL_BODIES: unknown[] = [
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  [],
  'texto',
  12,
  null,
];

/** A query: the contract's own names and the lists' usual ones, each a string, an array or an object. */
const queryOf = (names: string[]) =>
  fc.dictionary(
    fc.constantFrom(
      ...new Set([...names, 'page', 'pageSize', 'q', 'status', 'from', 'to', 'cursor', 'limit', 'after']),
    ),
    fc.oneof(weirdString, fc.array(weirdString, { maxLength: 3 })),
    { maxKeys: 5 },
  );

/** A shaped query as a URL carries it: every value a string (or a list of strings). */
function asQuery(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => [
      name,
      Array.isArray(v) ? v.map((item) => String(item)) : typeof v === 'object' ? JSON.stringify(v) : String(v),
    ]),
  );
}

describe('generated inputs on every route', () => {
  let world: World;
  let joao: FieldUser;
  let idPool: string[];
  const app = createApp({
    // Limits refuse a flood before a handler runs: here every input must reach its route.
    rateLimitStore: async () => undefined,
    companyBudgetStore: async () => undefined,
    companyLanes: {
      read: { inFlight: 100, waiting: 100, retryAfterSeconds: 1 },
      upload: { inFlight: 100, waiting: 100, retryAfterSeconds: 1 },
      pdf: { inFlight: 100, waiting: 100, retryAfterSeconds: 1 },
    },
  });

  beforeAll(async () => {
    world = await twoCompanies({ companyDoc: true });
    joao = await fieldUser(world.admin.token, 'João Fuzz');
    const template = (await call('post', '/api/templates', world.admin.token, validTemplate())).body.data as {
      id: string;
    };
    const vehicle = (await call('post', '/api/vehicles', world.admin.token, validVehicle())).body.data as {
      id: string;
    };
    const started = await startedChecklist(joao, world.admin.token, template.id);
    idPool = [
      world.alfa,
      world.beta,
      joao.id,
      template.id,
      vehicle.id,
      started.id,
      ...started.questions.map((q) => q.id),
    ];
  }, 60_000);

  const tokenFor = (roles: readonly Role[] | undefined) => {
    const role = roles?.[0];
    return role === 'superadmin' ? world.superadmin.token : role === 'user' ? joao.token : world.admin.token;
  };
  const idArbitrary = () => fc.oneof(fc.constantFrom(...idPool), weirdString);
  const pathWith = (path: string, ids: string[]) => {
    let i = 0;
    return `/api${path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(ids[i++] ?? 'x'))}`;
  };

  it('when any route gets generated JSON bodies, queries and ids, then no answer is a 5xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, route] of routes.filter((r) => !r.handle.multipart).entries()) {
      const body = jsonSchemaOf(route.handle.body);
      const query = jsonSchemaOf(route.handle.query);
      const slots = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
      const inputs = fc.sample(
        fc.record({
          ids: fc.array(idArbitrary(), { minLength: slots, maxLength: slots }),
          query: fc.oneof(query ? shapedBy(query, idPool).map(asQuery) : fc.constant({}), queryOf(fieldNames(query))),
          body: fc.oneof(
            ...(body
              ? [
                  { weight: 4, arbitrary: shapedBy(body, idPool) },
                  { weight: 4, arbitrary: oneFieldOff(body, idPool) },
                ]
              : []),
            { weight: 2, arbitrary: nearValid(fieldNames(body)) },
            { weight: 1, arbitrary: anyValue },
            { weight: 1, arbitrary: fc.constantFrom(...SPECIAL_BODIES) },
          ),
        }),
        { numRuns: RUNS, seed: SEED + index },
      );
      for (const input of inputs) {
        const agent = request(app);
        let req = agent[route.method](pathWith(route.path, input.ids))
          .set('Authorization', `Bearer ${tokenFor(route.handle.roles)}`)
          .query(input.query as Record<string, string>);
        if (route.method !== 'get') req = req.set('content-type', 'application/json').send(JSON.stringify(input.body));
        const res = await req;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500)
          failures.push(
            `${route.method.toUpperCase()} ${route.path} → ${res.status} ${JSON.stringify(res.body?.error)} with ${JSON.stringify(input).slice(0, 300)}`,
          );
      }
    }
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
    // Shaped inputs pass validation often enough to reach the use cases behind it, not only the 400s.
    const served = [...statuses].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(served, JSON.stringify([...statuses])).toBeGreaterThan(200);
  }, 600_000);

  it('when any upload route gets generated files, fields and broken forms, then no answer is a 5xx', async () => {
    const uploads = routes.filter((r) => r.handle.multipart);
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    const jpeg = await testJpeg();
    const magic = [
      Buffer.alloc(0),
      jpeg.subarray(0, 200),
      Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(500, 7)]),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from('\x89PNG\r\n\x1a\n'),
      Buffer.from('PK\x03\x04 não é um xlsx'),
      Buffer.from('\uFEFFPlaca;Nome\r\nABC1D23;"sem fim'),
      Buffer.from([0xff, 0xfe, 0x00, 0x41]),
    ];
    const file = fc.record({
      bytes: fc.oneof(
        fc.constantFrom(...magic),
        fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)),
      ),
      filename: fc.oneof(
        weirdString,
        fc.constantFrom('foto.jpg', 'doc.pdf', 'frota.xlsx', 'frota.csv', '../../x.jpg', 'sem-extensão'),
      ),
      contentType: fc.constantFrom(
        'image/jpeg',
        'image/png',
        'application/pdf',
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/octet-stream',
        'text/html',
      ),
    });
    const failures: string[] = [];
    for (const [index, route] of uploads.entries()) {
      const names = [
        ...new Set([...fieldNames(jsonSchemaOf(route.handle.body)), 'checklistId', 'questionId', 'fileName']),
      ];
      const slots = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
      const inputs = fc.sample(
        fc.record({
          ids: fc.array(idArbitrary(), { minLength: slots, maxLength: slots }),
          fields: fc.dictionary(fc.constantFrom(...names), fc.oneof(idArbitrary(), weirdString), { maxKeys: 4 }),
          files: fc.array(file, { maxLength: 2 }),
          broken: fc.constantFrom(null, null, null, 'no-boundary', 'truncated', 'wrong-boundary', 'not-multipart'),
        }),
        { numRuns: RUNS, seed: SEED + index },
      );
      const token = tokenFor(route.handle.roles);
      for (const input of inputs) {
        const url = pathWith(route.path, input.ids);
        let res;
        if (input.broken) {
          const body = Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\n\r\n\xff\xd8',
          );
          const type = {
            'no-boundary': 'multipart/form-data',
            truncated: 'multipart/form-data; boundary=b',
            'wrong-boundary': 'multipart/form-data; boundary=outra',
            'not-multipart': 'application/json',
          }[input.broken];
          const agent = request(app);
          res = await agent[route.method](url)
            .set('Authorization', `Bearer ${token}`)
            .set('content-type', type)
            .send(body);
        } else {
          const agent = request(app);
          let req = agent[route.method](url).set('Authorization', `Bearer ${token}`);
          for (const [name, value] of Object.entries(input.fields)) req = req.field(name, value);
          for (const f of input.files)
            req = req.attach('file', f.bytes, { filename: f.filename || 'x', contentType: f.contentType });
          res = await req;
        }
        if (res.status >= 500)
          failures.push(
            `${route.method.toUpperCase()} ${route.path} → ${res.status} ${JSON.stringify(res.body?.error)} with ${JSON.stringify({ ...input, files: input.files.map((f) => ({ ...f, bytes: f.bytes.length })) }).slice(0, 300)}`,
          );
      }
    }
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 600_000);
});
