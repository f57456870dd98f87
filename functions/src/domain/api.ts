import { z } from 'zod';
import { MAX_PAGE_SIZE } from './envelope';

export * from './envelope';

export const PageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    search: z.string().trim().max(200).optional(),
  })
  .strict();
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** Document ids in paths: Firestore-safe, and never a path of their own. */
export const IdParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Identificador inválido'),
});
