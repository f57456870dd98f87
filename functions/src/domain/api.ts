import { z } from 'zod';
import { CursorSchema } from './cursor';
import { isIsoDay } from './dates';
import { MAX_PAGE_SIZE, type Page } from './envelope';
import { httpMessages } from './http-messages';

export * from './envelope';
export type { PageCursor, PageRequest } from './cursor';

/** Every list's `?page=` and `?pageSize=` (`defaultSize` unless asked), and `?after=`: the page before's `nextCursor`. */
export const pageParams = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
  after: CursorSchema.optional(),
});

export const PageQuerySchema = z
  .object({
    ...pageParams(25),
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

/** A chosen record's id in a form (a vehicle, a driver): left empty or malformed, the field's own text. */
export const chosenIdSchema = (required: string) => z.string({ error: required }).regex(ID_PATTERN, required);

export const IdParamsSchema = z.strictObject({ id: IdSchema });

/** For an endpoint that takes no query: an unknown parameter is a 400 like any unknown field. */
export const NoQuerySchema = z.strictObject({});

/**
 * A calendar day 'YYYY-MM-DD' that exists ('2026-02-31' is refused with `invalid`, not read as
 * March 3rd); an empty one is asked for with `required`.
 */
export const isoDaySchema = (invalid: string, required: string = invalid) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine(isIsoDay, { error: invalid, abort: true });

/** A page of a list read whole and filtered here (Firestore has no substring search): paged by number, no cursor. */
export function pageOfAll<T>(all: readonly T[], { page, pageSize }: { page: number; pageSize: number }): Page<T> {
  const offset = (page - 1) * pageSize;
  return { items: all.slice(offset, offset + pageSize), total: all.length, page, pageSize, nextCursor: null };
}
