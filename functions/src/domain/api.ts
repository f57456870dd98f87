import { z } from 'zod';
import { isIsoDay } from './dates';
import { MAX_PAGE_SIZE } from './envelope';
import { httpMessages } from './http-messages';

export * from './envelope';

export const PageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    search: z.string().trim().max(200).optional(),
  })
  .strict();
export type PageQuery = z.infer<typeof PageQuerySchema>;

/**
 * Document ids, in paths and bodies: Firestore-safe, and never a path of their own. Firestore
 * refuses ids of the form `__…__` (reserved), so they end here as a 400, not in a write's 500.
 */
export const ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
export const IdSchema = z.string().regex(ID_PATTERN, httpMessages.invalidParams);

export const IdParamsSchema = z.strictObject({ id: IdSchema });

/** For an endpoint that takes no query: an unknown parameter is a 400 like any unknown field. */
export const NoQuerySchema = z.strictObject({});

/** A calendar day 'YYYY-MM-DD' that exists ('2026-02-31' is refused with `message`, not read as March 3rd). */
export const isoDaySchema = (message: string) =>
  z.string({ error: message }).refine(isIsoDay, { error: message, abort: true });
