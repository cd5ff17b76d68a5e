/** Parsers for the query parameters the manifest declares; bad values fall back, never throw. */

export function enumParam<const V extends readonly string[]>(value: unknown, values: V, fallback: V[number]): V[number] {
  return typeof value === 'string' && values.includes(value) ? value : fallback
}

export function textParam(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value
  // TanStack parses `?search=123` as a number; the visitor typed text.
  if (typeof value === 'number') return String(value)
  return fallback
}

export function integerParam(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined
}

/**
 * The id of one of a page's items (a notice's `?id=`), or undefined: `ids` are codegen's, the
 * items' own. TanStack reads `?id=3` as the number 3 and `?id=03` as text, so an id counts only
 * as the address writes it, as the servers match it (manifest/notices/addresses.ts), and the
 * page without an item is what the browser renders where they answer it.
 */
export function itemParam(value: unknown, ids: readonly number[]): number | undefined {
  return ids.find((id) => id === value)
}
