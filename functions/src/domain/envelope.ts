// The `/api` envelope's shapes, apart from the request schemas in api.ts: the web client's first
// screen needs these without loading zod.

/** Error codes of the `/api` envelope and their HTTP statuses (DESIGN section 5). */
export const API_ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  /** In production, a call without the web app's App Check token (not from the app). */
  app_check_failed: 401,
  forbidden: 403,
  /** The action needs a sign-in made in the last few minutes (the web asks for the password again). */
  recent_sign_in_required: 403,
  /** This sign-in has not passed the second factor yet (the web asks for the authenticator's code). */
  second_factor_required: 403,
  /** The role must have a second factor and has none yet (the web shows the enrolment). */
  second_factor_enrolment_required: 403,
  /** The password was typed by someone else: the web asks for the person's own ('Defina sua senha'). */
  password_change_required: 403,
  /** An API key without the permission the public API's route needs (`vehicles:write`). */
  insufficient_scope: 403,
  not_found: 404,
  conflict: 409,
  /** A link that was revoked or expired: it existed, and will not open again. */
  gone: 410,
  too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiFailure {
  success: false;
  error: { code: ApiErrorCode; message: string; issues?: ApiIssue[] };
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export const MAX_PAGE_SIZE = 100;
/** How many items a page asked without a cursor may skip (a typed or shared `?page=` link). */
export const MAX_PAGE_OFFSET = 1000;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The next page's `after`, or null on the last page. */
  nextCursor: string | null;
}
