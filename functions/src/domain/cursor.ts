import { z } from 'zod';
import { httpMessages } from './http-messages';

/**
 * Where a list page ends: its last item's sort value and id. The next page starts after it
 * (a key range), so it reads only its own documents however deep it is. Timestamps travel
 * exact (seconds and nanoseconds): a rounded one could skip or repeat items of the same instant.
 */
export type CursorValue = string | number | { seconds: number; nanos: number };
export interface PageCursor {
  value: CursorValue;
  id: string;
  /** Of a list read as several queries in a row (open, then closed), the one the item came from; absent for the first. */
  part?: number;
}

/** A page as a list asks for it: its number, size and, when it has one, the page before's cursor. */
export interface PageRequest {
  page: number;
  pageSize: number;
  after?: PageCursor;
}

const MAX_CURSOR_LENGTH = 2048;

const StoredCursorSchema = z.tuple([
  z.union([
    z.string().max(1500),
    z.number().finite(),
    z.strictObject({ s: z.number().int(), n: z.number().int().min(0).max(999_999_999) }),
  ]),
  z.string().min(1).max(1500),
  z.number().int().min(1).max(9).optional(),
]);

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The opaque `after` a page answers as its `nextCursor` (URL-safe). */
export function encodeCursor({ value, id, part }: PageCursor): string {
  const stored = typeof value === 'object' ? { s: value.seconds, n: value.nanos } : value;
  return toBase64Url(new TextEncoder().encode(JSON.stringify(part ? [stored, id, part] : [stored, id])));
}

/** The cursor `encodeCursor` made, or null for anything else. */
export function decodeCursor(text: string): PageCursor | null {
  const bytes = text.length <= MAX_CURSOR_LENGTH ? fromBase64Url(text) : null;
  if (!bytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const parsed = StoredCursorSchema.safeParse(json);
  if (!parsed.success) return null;
  const [stored, id, part] = parsed.data;
  const value = typeof stored === 'object' ? { seconds: stored.s, nanos: stored.n } : stored;
  return part ? { value, id, part } : { value, id };
}

/** `?after=`: a cursor a page answered; anything else is a 400. */
export const CursorSchema = z.string().transform((text, ctx) => {
  const cursor = decodeCursor(text);
  if (cursor) return cursor;
  ctx.addIssue({ code: 'custom', message: httpMessages.invalidCursor });
  return z.NEVER;
});
