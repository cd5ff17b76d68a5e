import { site } from '../generated/site.gen'

export type Language = (typeof site.languages)[number]
export type Segment = Language['segment']
type Locale = Language['locale']

/** kor (docs/rules/routing.md §2.1): the language of `/`, of unknown `{lang}` values and of the not-found page. */
export const defaultLanguage: Language = site.languages[0]

export function isSegment(value: unknown): value is Segment {
  return site.languages.some((l) => l.segment === value)
}

/** The language of a `{lang}` path value: eng is English, anything else Korean (docs/rules/routing.md §2.1). */
export function languageOfSegment(segment: string | undefined): Language {
  return site.languages.find((l) => l.segment === segment) ?? defaultLanguage
}

export function languageOfLocale(locale: Locale): Language {
  return site.languages.find((l) => l.locale === locale) ?? defaultLanguage
}

/**
 * The one language rule of the site and the server (docs/rules/routing.md §2.1), for a browser language such as
 * `navigator.language` or the preferred entry of `Accept-Language`: Korean when it starts with
 * `ko`, otherwise English, also when there is none (docs/rules/routing.md §2.1, read literally).
 */
function localeForBrowserLanguage(browserLanguage: string | null | undefined): Locale {
  const value = browserLanguage?.trim().toLowerCase() ?? ''
  return value.startsWith(languageOfLocale('ko').browserPrefix) ? 'ko' : 'en'
}

/**
 * The rule above as a script expression, for an inline script that runs before the site's code:
 * the `<html lang>` of the language the browser's own first preference asks for (the first entry
 * of the Accept-Language header it sends).
 */
export function browserHtmlLangExpression(): string {
  const ko = languageOfLocale('ko')
  const s = JSON.stringify
  return `((navigator.languages||[])[0]||navigator.language||"").trim().toLowerCase().startsWith(${s(ko.browserPrefix)})?${s(ko.htmlLang)}:${s(languageOfLocale('en').htmlLang)}`
}

/** docs/rules/routing.md §2.1: `?lang=kor|eng` wins; otherwise the language rule above. */
export function resolveLanguage(query: string | null | undefined, browserLanguage: string | null | undefined): Segment {
  if (isSegment(query)) return query
  return languageOfLocale(localeForBrowserLanguage(browserLanguage)).segment
}

/**
 * The language an `Accept-Language` header prefers: the entry with the highest weight, the
 * earlier one on a tie (`en;q=0.5, ko-KR` -> `ko-KR`); `*` and `q=0` entries say nothing.
 */
export function preferredAcceptedLanguage(header: string | null | undefined): string | undefined {
  let best: { tag: string; q: number } | undefined
  for (const part of header?.split(',') ?? []) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim())
    const qParam = params.find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!tag || tag === '*' || !(q > 0)) continue
    if (!best || q > best.q) best = { tag, q }
  }
  return best?.tag
}

/** The interface language a request's `Accept-Language` header asks for (server-side rule). */
export function localeForAcceptLanguage(header: string | null | undefined): Locale {
  return localeForBrowserLanguage(preferredAcceptedLanguage(header))
}
