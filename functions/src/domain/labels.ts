/**
 * A labelled enum is declared once, as its pt-BR labels (`{ value: 'Rótulo' } as const`), and its
 * values are taken from the labels' keys: a value cannot lack a label, nor a label outlive its value.
 * Keys keep the order they are written in (none is an array index, which objects sort first).
 */
export function keysOf<K extends string>(labels: Readonly<Record<K, string>>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
