import { Timestamp } from 'firebase-admin/firestore';

/** Firestore dates in any stored shape (Timestamp, Date, ISO string) as an ISO string. */
export function toIso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
}

/**
 * An RFC 3339 time (a trigger event's) as a Timestamp, to the nanosecond it carries: Firestore's
 * commit times have microseconds, which a Date would drop.
 */
export function timestampOfIso(iso: string): Timestamp {
  const fraction = /\.(\d+)Z$/i.exec(iso)?.[1] ?? '';
  const seconds = Math.floor(Date.parse(iso) / 1000);
  return new Timestamp(seconds, Number(fraction.slice(0, 9).padEnd(9, '0')));
}

/** gRPC status codes Firestore reports on writes whose precondition failed. */
const STATUS = { notFound: 5, alreadyExists: 6, failedPrecondition: 9 } as const;

export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === STATUS.alreadyExists;
}

export function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === STATUS.notFound;
}

/** A write refused because the document changed since its `lastUpdateTime`. */
export function isFailedPrecondition(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === STATUS.failedPrecondition;
}

/** Runs `write`; false instead of an error when its `create()` found the document already there. */
export async function createdOnce(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
