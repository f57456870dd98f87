import { z } from 'zod';
import { API_KEY_SCOPES, scopeLabel } from '../domain/api-keys/api-keys';
import {
  PUBLIC_API_BASE,
  PUBLIC_API_VERSION,
  PUBLIC_SCHEMAS,
  publicApi,
  type PublicEndpoint,
} from '../domain/public-api/contract';

type JsonSchema = Record<string, unknown>;

const CONVERSION = { target: 'draft-2020-12', unrepresentable: 'any' } as const;

/** A schema a caller sends as JSON Schema 2020-12 (OpenAPI 3.1's dialect), whole. */
function inputSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { ...CONVERSION, io: 'input' }) as JsonSchema;
  return json;
}

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * What the API answers, as JSON Schema: the shared schemas (PUBLIC_SCHEMAS) once, under
 * `components/schemas`, and each operation's answer by name, every shared schema in it a `$ref`.
 * One registry holds them all, so zod writes a reference wherever a named schema appears.
 */
function outputSchemas(answers: Record<string, z.ZodType>) {
  const registry = z.registry<{ id: string }>();
  const shared = new Map<z.ZodType, string>();
  for (const [name, schema] of Object.entries(PUBLIC_SCHEMAS)) {
    registry.add(schema, { id: name });
    shared.set(schema, name);
  }
  // An answer that is a shared schema (a page of a resource) is only a reference to it.
  const own = Object.entries(answers).filter(([, schema]) => !shared.has(schema));
  for (const [operation, schema] of own) registry.add(schema, { id: `answer.${operation}` });
  const { schemas } = z.toJSONSchema(registry, {
    ...CONVERSION,
    io: 'output',
    uri: (id) => componentRef(id).$ref,
  }) as { schemas: Record<string, JsonSchema> };
  const bare = (json: JsonSchema | undefined) => {
    const { $schema: _drop, $id: _id, ...rest } = json ?? {};
    return rest;
  };
  const components = Object.fromEntries(Object.keys(PUBLIC_SCHEMAS).map((name) => [name, bare(schemas[name])]));
  const answerOf = (operation: string): JsonSchema => {
    const name = shared.get(answers[operation]!);
    return name ? componentRef(name) : bare(schemas[`answer.${operation}`]);
  };
  return { components, answerOf };
}

/** The properties of an object schema as OpenAPI parameters of `location`. */
function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = inputSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The refusals every operation may answer, each once under `components/responses`, by status. */
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Entrada inválida (invalid_input)',
  '401': 'Chave ausente, inválida ou revogada (unauthenticated)',
  '403': 'A chave não tem a permissão da rota (insufficient_scope)',
  '404': 'Não encontrado, ou de outra empresa (not_found)',
  '429': 'Limite de chamadas excedido (too_many_requests); veja Retry-After',
};

const errorResponses = () =>
  Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      `Error${status}`,
      { description, content: { 'application/json': { schema: componentRef('Error') } } },
    ]),
  );

function operationOf(name: string, endpoint: PublicEndpoint, answer: JsonSchema) {
  const status = String(endpoint.status ?? 200);
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    description: `Permissão: \`${endpoint.scope}\` (${scopeLabel(endpoint.scope)}).`,
    security: [{ apiKey: [] }],
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    ...(endpoint.body && {
      requestBody: { required: true, content: { 'application/json': { schema: inputSchemaOf(endpoint.body) } } },
    }),
    responses: {
      [status]: {
        description: status === '201' ? 'Criado' : 'Sucesso',
        content: { 'application/json': { schema: answer } },
      },
      ...Object.fromEntries(
        Object.keys(ERROR_RESPONSES).map((code) => [code, { $ref: `#/components/responses/Error${code}` }]),
      ),
    },
  };
}

/** `/vehicles/:id` as OpenAPI writes it: `/api/v1/vehicles/{id}`. */
export const openApiPath = (path: string): string => `${PUBLIC_API_BASE}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

let built: JsonSchema | null = null;

/** The OpenAPI 3.1 document of `/api/v1`, generated from its contract once per instance. */
export function openApiDocument(): JsonSchema {
  if (built) return built;
  const endpoints = Object.entries(publicApi) as Array<[string, PublicEndpoint]>;
  const { components, answerOf } = outputSchemas(
    Object.fromEntries(endpoints.map(([name, endpoint]) => [name, endpoint.response])),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of endpoints) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method] = operationOf(name, endpoint, answerOf(name));
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'CheckFrota API',
      version: PUBLIC_API_VERSION,
      description:
        'API pública do CheckFrota. Autentique cada chamada com `Authorization: Bearer <chave>`; ' +
        `permissões: ${API_KEY_SCOPES.join(', ')}. Listas paginadas por cursor (\`limit\`, \`cursor\` → \`nextCursor\`); ` +
        'datas em ISO 8601; erros com código estável e mensagem em português.',
    },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'Chave de API (cfk_…)' } },
      schemas: components,
      responses: errorResponses(),
    },
  };
  return built;
}
