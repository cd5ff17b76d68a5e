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
