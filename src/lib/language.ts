import { site } from '../generated/site.gen'

export type Language = (typeof site.languages)[number]
export type Segment = Language['segment']
export type Locale = Language['locale']

/** kor (spec 2.1): the language of `/`, of unknown `{lang}` values and of the not-found page. */
export const defaultLanguage: Language = site.languages[0]

export function isSegment(value: unknown): value is Segment {
  return site.languages.some((l) => l.segment === value)
}

/** The language of a `{lang}` path value: eng is English, anything else Korean (spec 2.1). */
export function languageOfSegment(segment: string | undefined): Language {
  return site.languages.find((l) => l.segment === segment) ?? defaultLanguage
}

export function languageOfLocale(locale: Locale): Language {
  return site.languages.find((l) => l.locale === locale) ?? defaultLanguage
}

/**
 * Spec 2.1: `?lang=kor|eng` wins; otherwise Korean when the browser language starts with `ko`,
 * otherwise English.
 */
export function resolveLanguage(query: string | null | undefined, browserLanguage: string | null | undefined): Segment {
  if (isSegment(query)) return query
  const korean = languageOfLocale('ko')
  const english = languageOfLocale('en')
  return browserLanguage?.toLowerCase().startsWith(korean.browserPrefix) ? korean.segment : english.segment
}

/** The first language of an `Accept-Language` header (`ko-KR,ko;q=0.9` -> `ko-KR`). */
export function firstAcceptedLanguage(header: string | null | undefined): string | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim()
  return first || undefined
}
