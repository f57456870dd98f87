import { afterEach, beforeEach, vi } from 'vitest';
import type { ApiErrorCode, ApiFailure, ApiIssue } from '@domain/envelope';
import type { BinaryOutput, EndpointContract, HttpMethod, ResponseOf } from '@domain/contract';

/**
 * One fake of the backend for the web tests, at the `fetch` level: the real api-client runs (its
 * token, envelope and ApiError paths included) against handlers registered per endpoint of the
 * domain's contract, so a fake that drifts from the API's types is a type error. Only the network
 * is fake; a request no handler answers fails the test.
 *
 * In a test file:
 *   vi.mock('@/lib/firebase', () => import('@/testing/fake-firebase'));
 *   const api = installFakeApi();
 *   api.on(vehiclesApi.overview, ({ params }) => overviewOf(params.id));
 */

export interface FakeRequest {
  method: HttpMethod;
  /** Under /api, as sent: `/vehicles/v-1/overview`. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** A refusal the handler answers with: `{ success: false, error }` and this status. */
export class FakeFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly code: ApiErrorCode = status === 404 ? 'not_found' : status === 403 ? 'forbidden' : 'invalid_input',
    /** The fields the server refused, as a 400 names them. */
    readonly issues?: ApiIssue[],
  ) {}
}

export const failure = (status: number, message: string, code?: ApiErrorCode, issues?: ApiIssue[]) =>
  new FakeFailure(status, message, code, issues);

/** What a handler of a byte endpoint (a photo, the PDF report) answers: the bytes and their headers. */
export class FakeBytes {
  constructor(
    readonly body: Uint8Array<ArrayBuffer> | string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Raw bytes, not a jsdom Blob: the platform's Response does not read jsdom's Blobs. */
export const bytes = (body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string> = {}) =>
  new FakeBytes(body, headers);

/** A contract's response as its fake answers it: bytes for a file (BinaryOutput), else the envelope's data. */
type FakeResponse<E> = Exclude<ResponseOf<E>, BinaryOutput> | (BinaryOutput extends ResponseOf<E> ? FakeBytes : never);

type Handler<T> = (request: FakeRequest) => T | FakeFailure | Promise<T | FakeFailure>;

interface Route {
  method: HttpMethod;
  pattern: RegExp;
  keys: string[];
  handle: Handler<unknown>;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), keys };
}

function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface FakeApi {
  /** Answers an endpoint of a domain's contract; the last registration for a route wins. */
  on<E extends EndpointContract>(contract: E, handle: Handler<FakeResponse<E>>): void;
  /** Answers a link the API handed out (a signed URL), fetched without a token; the last registration wins. */
  link(url: string, handle: () => FakeBytes | FakeFailure | Promise<FakeBytes | FakeFailure>): void;
  /** Every request the app sent in this test, in order. */
  readonly requests: FakeRequest[];
  /** The requests sent to one endpoint. */
  sent(contract: EndpointContract): FakeRequest[];
}

/** Installs the fake for every test of the file: fresh handlers and requests each test. */
export function installFakeApi(): FakeApi {
  let routes: Route[] = [];
  let links = new Map<string, () => FakeBytes | FakeFailure | Promise<FakeBytes | FakeFailure>>();
  let unanswered: string[] = [];
  const requests: FakeRequest[] = [];

  const answer = (result: unknown): Response => {
    if (result instanceof FakeBytes) return new Response(result.body, { status: 200, headers: result.headers });
    if (result instanceof FakeFailure) {
      const { code, message, issues } = result;
      const body: ApiFailure = { success: false, error: { code, message, ...(issues && { issues }) } };
      return envelope(result.status, body);
    }
    return envelope(200, { success: true, data: result ?? null });
  };

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toLowerCase() as HttpMethod;
    const path = url.pathname.replace(/^\/api/, '');
    // The connectivity probe (lib/connectivity.ts): like the API, the fake answers it unauthenticated.
    if (method === ('head' as HttpMethod) && path === '/') return new Response(null, { status: 401 });
    const linked = links.get(String(input));
    if (linked) {
      if (new Headers(init.headers).has('Authorization')) throw new Error(`a link was fetched with a token: ${input}`);
      return answer(await linked());
    }
    for (const route of [...routes].reverse()) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const request: FakeRequest = {
        method,
        path,
        params: Object.fromEntries(route.keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)])),
        query: Object.fromEntries(url.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      requests.push(request);
      return answer(await route.handle(request));
    }
    unanswered.push(`${method.toUpperCase()} ${path}`);
    return envelope(500, { success: false, error: { code: 'internal', message: `Sem resposta falsa para ${path}` } });
  };

  beforeEach(() => {
    routes = [];
    links = new Map();
    unanswered = [];
    requests.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (unanswered.length > 0) throw new Error(`Requests the fake API did not answer: ${unanswered.join(', ')}`);
  });

  return {
    on(contract, handle) {
      routes.push({ method: contract.method, ...compile(contract.path), handle: handle as Handler<unknown> });
    },
    link(url, handle) {
      links.set(url, handle);
    },
    requests,
    sent(contract) {
      const { pattern } = compile(contract.path);
      return requests.filter((request) => request.method === contract.method && pattern.test(request.path));
    },
  };
}
