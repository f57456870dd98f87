import {
  pathOf,
  type BinaryOutput,
  type BodyIn,
  type EndpointContract,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '@domain/contract';
import { authMessages } from '@domain/auth/messages';
import { ApiError, NETWORK_ERROR_MESSAGE, unwrapEnvelope } from './api-error';
import { reportAnswer, reportNetworkFailure } from './connectivity';
import { retryingImport } from './retrying-import';

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  params?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

// Firebase Auth is fetched apart from the entry (lib/auth-sdk.ts says why): asked for as soon as
// the API client loads, so it is there by the first call.
const loadFirebase = retryingImport(() => import('./firebase'));
loadFirebase().catch(() => undefined);

/** The headers that prove who calls (the ID token) and, in production, that the app does (App Check). */
async function callerHeaders(): Promise<Record<string, string>> {
  const token = await bearerToken();
  return { Authorization: `Bearer ${token}`, ...(await appCheckHeader()) };
}

/**
 * Production's proof that the call comes from this app (App Check with reCAPTCHA Enterprise,
 * docs/product/security.md). Decided when Vite builds: a build without the site key (the
 * emulators') carries none of this, and App Check's code is fetched with the first call.
 */
const APP_CHECK_SITE_KEY = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;

async function appCheckHeader(): Promise<Record<string, string>> {
  if (!APP_CHECK_SITE_KEY) return {};
  try {
    const [{ firebaseApp }, { appCheckToken }] = await Promise.all([loadFirebase(), import('./app-check')]);
    return { 'X-Firebase-AppCheck': await appCheckToken(firebaseApp, APP_CHECK_SITE_KEY) };
  } catch {
    // Without a network reCAPTCHA cannot answer: a lost connection, retried like one.
    throw new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  }
}

async function bearerToken(): Promise<string> {
  const { auth } = await loadFirebase().catch(() => {
    throw new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  });
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) {
    throw new ApiError({ status: 401, code: 'unauthenticated', message: authMessages.unauthenticated });
  }
  try {
    return await user.getIdToken();
  } catch (error) {
    throw tokenRefreshError(error);
  }
}

/** Auth's refusals of a token refresh: the account itself is no longer valid, not the network. */
const REFUSED_REFRESH = new Set([
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/user-token-expired',
  'auth/invalid-user-token',
]);

/**
 * A token refresh that failed on a weak signal is a lost connection (status 0), retried like one;
 * only Auth refusing the account is a 401.
 */
export function tokenRefreshError(error: unknown): ApiError {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && REFUSED_REFRESH.has(code)) {
    return new ApiError({ status: 401, code: 'unauthenticated', message: authMessages.unauthenticated });
  }
  return new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
}

function urlFor(path: string, params?: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** A request that got no answer: the connection is gone, whatever navigator.onLine says. */
function networkFailure(): ApiError {
  void reportNetworkFailure();
  return new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
}

/** The one door to the backend: bearer token in, `{ success, data | error }` envelope out. */
async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...(await callerHeaders()), Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(urlFor(path, options.params), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure; let React Query see the abort as it is.
    if (options.signal?.aborted) throw error;
    throw networkFailure();
  }
  reportAnswer();

  const body: unknown = await response.json().catch(() => undefined);
  return unwrapEnvelope<T>(response.status, body);
}

export interface UploadOptions {
  /** Share of the body sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** PUT for a record's attachment, which replaces the one it had. */
  method?: 'POST' | 'PUT';
}

/**
 * A multipart POST (or PUT) with upload progress, which fetch cannot report: XMLHttpRequest, with the same
 * bearer token and envelope as every other call.
 */
async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const caller = await callerHeaders();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', urlFor(path));
    for (const [name, value] of Object.entries(caller)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      reportAnswer();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      try {
        resolve(unwrapEnvelope<T>(xhr.status, body));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkFailure());
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

async function fetchBytes(path: string, options: Omit<RequestOptions, 'body'>): Promise<Response> {
  const headers = await callerHeaders();
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.params), {
      headers,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkFailure();
  }
  reportAnswer();
  if (!response.ok) return unwrapEnvelope<never>(response.status, await response.json().catch(() => undefined));
  return response;
}

/** Bytes from the API (images), with the bearer token an <img> cannot send. */
async function blob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  return (await fetchBytes(path, options)).blob();
}

/** `filename="…"` of a Content-Disposition header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

export interface Download {
  blob: Blob;
  /** The name the server gives the file (Content-Disposition), or null. */
  fileName: string | null;
}

/** A file the API generates (a PDF report): its bytes and the name the server gives it. */
async function download(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Download> {
  const response = await fetchBytes(path, options);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/**
 * A file from a short-lived link the API handed out (Cloud Storage's signed URL; the local stack's
 * stand-in): no token is sent, the link alone is the permission. `fileName`: the name the API gave
 * with the link, else the response's.
 */
async function link(url: string, fileName: string | null, signal?: AbortSignal): Promise<Download> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkFailure();
  }
  if (!response.ok) return unwrapEnvelope<never>(response.status, await response.json().catch(() => undefined));
  return { blob: await response.blob(), fileName: fileName ?? fileNameOf(response.headers.get('Content-Disposition')) };
}

/** What `api.call` needs for an endpoint: exactly the inputs its contract declares. */
export type CallOptions<E> = { signal?: AbortSignal } & (ParamsIn<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsIn<E> }) &
  (QueryIn<E> extends undefined ? { query?: undefined } : { query: QueryIn<E> }) &
  (BodyIn<E> extends undefined ? { body?: undefined } : { body: BodyIn<E> });

/**
 * Calls one endpoint of a domain's contract (@domain/<domain>/contract): path, inputs and response
 * typed by it. Its answer is the JSON envelope's data, never a file (those go through `download`).
 */
function call<E extends EndpointContract>(
  contract: E,
  ...[options]: object extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<Exclude<ResponseOf<E>, BinaryOutput>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request<Exclude<ResponseOf<E>, BinaryOutput>>(contract.method.toUpperCase(), pathOf(contract.path, params), {
    params: query,
    body,
    signal,
  });
}

export const api = {
  call,
  upload,
  blob,
  download,
  link,
};
