type Locale = 'ko' | 'en'

/** Whether `value` is a `{ ko, en }` pair: an object with exactly those two keys, whatever they hold. */
export function isLanguagePair(value: unknown): value is Record<Locale, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value).sort()
  return keys.length === 2 && keys[0] === 'en' && keys[1] === 'ko'
}

/**
 * `value` as readers of `locale` see it: every `{ ko, en }` pair (an object with exactly those
 * two keys) replaced by its `locale` value, all the way down. The type `InLanguage` of
 * manifest/schema/text.ts describes the result. Codegen writes a `byLanguage` section's module
 * with it; the partner request's preview hands the event page's intro to its component with it,
 * as that module would.
 */
export function inLanguage(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale))
  if (typeof value !== 'object' || value === null) return value
  if (isLanguagePair(value)) return inLanguage(value[locale], locale)
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inLanguage(child, locale)]))
}
