import { z } from 'zod';
import { API_KEY_SCOPES, scopeLabel } from '../domain/api-keys/api-keys';
import {
  PUBLIC_API_BASE,
  PUBLIC_API_VERSION,
  PublicErrorSchema,
  publicApi,
  type PublicEndpoint,
} from '../domain/public-api/contract';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a caller sends, or what it receives. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

/** The properties of an object schema as OpenAPI parameters of `location`. */
function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operationOf(name: string, endpoint: PublicEndpoint) {
  const status = String(endpoint.status ?? 200);
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    description: `Permissão: \`${endpoint.scope}\` (${scopeLabel(endpoint.scope)}).`,
    security: [{ apiKey: [] }],
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    ...(endpoint.body && {
      requestBody: { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } } },
    }),
    responses: {
      [status]: {
        description: status === '201' ? 'Criado' : 'Sucesso',
        content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
      },
      '400': errorResponse('Entrada inválida (invalid_input)'),
      '401': errorResponse('Chave ausente, inválida ou revogada (unauthenticated)'),
      '403': errorResponse('A chave não tem a permissão da rota (insufficient_scope)'),
      '404': errorResponse('Não encontrado, ou de outra empresa (not_found)'),
      '429': errorResponse('Limite de chamadas excedido (too_many_requests); veja Retry-After'),
    },
  };
}

/** `/vehicles/:id` as OpenAPI writes it: `/api/v1/vehicles/{id}`. */
export const openApiPath = (path: string): string => `${PUBLIC_API_BASE}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

let built: JsonSchema | null = null;

/** The OpenAPI 3.1 document of `/api/v1`, generated from its contract once per instance. */
export function openApiDocument(): JsonSchema {
  if (built) return built;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(publicApi) as Array<[string, PublicEndpoint]>) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method] = operationOf(name, endpoint);
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
      schemas: { Error: schemaOf(PublicErrorSchema, 'output') },
    },
  };
  return built;
}
