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

/** Document ids, in paths and bodies: Firestore-safe, and never a path of their own. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const IdSchema = z.string().regex(ID_PATTERN, httpMessages.invalidParams);

export const IdParamsSchema = z.strictObject({ id: IdSchema });

/** For an endpoint that takes no query: an unknown parameter is a 400 like any unknown field. */
export const NoQuerySchema = z.strictObject({});

/** A calendar day 'YYYY-MM-DD' that exists ('2026-02-31' is refused with `message`, not read as March 3rd). */
export const isoDaySchema = (message: string) =>
  z.string({ error: message }).refine(isIsoDay, { error: message, abort: true });

/** A page of a list read whole and filtered here (Firestore has no substring search): paged by number, no cursor. */
export function pageOfAll<T>(all: readonly T[], { page, pageSize }: { page: number; pageSize: number }): Page<T> {
  const offset = (page - 1) * pageSize;
  return { items: all.slice(offset, offset + pageSize), total: all.length, page, pageSize, nextCursor: null };
}
