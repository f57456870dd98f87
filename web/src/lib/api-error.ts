import type { ApiErrorCode, ApiIssue } from '@domain/envelope';

export type ClientErrorCode = ApiErrorCode | 'network' | 'invalid_response';

export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
export const INVALID_RESPONSE_MESSAGE = 'Resposta inesperada do servidor. Tente novamente.';

/** A failed `/api` call; `message` is the backend's pt-BR text (or a client-side one). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly issues: ApiIssue[];
  /** The message names the problem for a person: the server sent it, or the app made it for a refusal (4xx). */
  readonly hasMessage: boolean;

  constructor(init: {
    status: number;
    code: ClientErrorCode;
    message: string;
    issues?: ApiIssue[];
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.hasMessage = init.fromServer ?? (init.status >= 400 && init.status < 500);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /**
   * Whether a failed load of one record means there is no such record: a 404, or the 400 the API
   * answers for a malformed id in the path (it names no record either).
   */
  static isNotFound(error: unknown): boolean {
    return error instanceof ApiError && (error.status === 404 || error.status === 400);
  }
}

/**
 * The text to show for a failed call (spec section 8: "backend error text is shown when present,
 * otherwise the generic message"): the server's own pt-BR message, a 4xx or a 5xx (its catch-all
 * 'Erro interno do servidor. Tente novamente.' included); the screen's generic message for a lost
 * connection or an answer that carried none.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.hasMessage ? error.message : fallback;
}

function isEnvelope(body: unknown): body is { success: boolean; data?: unknown; error?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

/** Turns a parsed `/api` response body into its data, or throws the matching ApiError. */
export function unwrapEnvelope<T>(status: number, body: unknown): T {
  if (!isEnvelope(body)) {
    throw new ApiError({ status, code: 'invalid_response', message: INVALID_RESPONSE_MESSAGE });
  }
  if (body.success && status < 400) return body.data as T;
  const error = (body.error ?? {}) as { code?: ApiErrorCode; message?: string; issues?: ApiIssue[] };
  const sent = typeof error.message === 'string' && error.message.trim() !== '';
  throw new ApiError({
    status,
    code: error.code ?? 'internal',
    message: sent ? error.message! : INVALID_RESPONSE_MESSAGE,
    issues: Array.isArray(error.issues) ? error.issues : [],
    fromServer: sent,
  });
}
