import { z } from 'zod';

/** Error codes of the `/api` envelope and their HTTP statuses (DESIGN section 5). */
export const API_ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
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

export const PageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    search: z.string().trim().max(200).optional(),
  })
  .strict();
export type PageQuery = z.infer<typeof PageQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Document ids in paths: Firestore-safe, and never a path of their own. */
export const IdParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Identificador inválido'),
});
