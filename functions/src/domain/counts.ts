/** Numbers a collection's documents add up to, each document adding its own part. */
export type Counts<K extends string> = Record<K, number>;

export function addCounts<K extends string>(keys: readonly K[], a: Counts<K>, b: Counts<K>, sign = 1): Counts<K> {
  return Object.fromEntries(keys.map((key) => [key, a[key] + sign * b[key]])) as Counts<K>;
}

/**
 * What a write (before → after, null when absent) changes in the sums: after's part less
 * before's. Null when it changes nothing, so an edit that moves no number writes nothing.
 */
export function countsDelta<T, K extends string>(
  keys: readonly K[],
  partOf: (item: T) => Counts<K>,
  before: T | null,
  after: T | null,
): Counts<K> | null {
  const none = Object.fromEntries(keys.map((key) => [key, 0])) as Counts<K>;
  const delta = addCounts(keys, after ? partOf(after) : none, before ? partOf(before) : none, -1);
  return keys.some((key) => delta[key] !== 0) ? delta : null;
}
