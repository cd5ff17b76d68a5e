import { isLanguagePair } from '../../manifest/in-language'

type Locale = 'ko' | 'en'
/** One text in both languages. */
export type TextPair = Record<Locale, string>

/**
 * Every text in both languages inside `value` (the manifest), at any depth: each `{ ko, en }`
 * pair of strings.
 */
export function pairsIn(value: unknown): TextPair[] {
  if (Array.isArray(value)) return value.flatMap(pairsIn)
  if (typeof value !== 'object' || value === null) return []
  if (isLanguagePair(value)) return typeof value.ko === 'string' && typeof value.en === 'string' ? [{ ko: value.ko, en: value.en }] : []
  return Object.values(value).flatMap(pairsIn)
}

/** The strings of two dictionaries of the same shape (src/i18n/ko, src/i18n/en), key by key. */
export function dictionaryPairs(ko: object, en: object): TextPair[] {
  return Object.entries(ko).flatMap(([key, value]): TextPair[] => {
    const other = (en as Record<string, unknown>)[key]
    if (typeof value === 'string' && typeof other === 'string') return [{ ko: value, en: other }]
    return typeof value === 'object' && value !== null && typeof other === 'object' && other !== null ? dictionaryPairs(value, other) : []
  })
}

/**
 * The texts a page in `locale` must not carry: the other language's side of each pair, by rule.
 * - A text the same in both languages (a name such as the brand's, a number) is no one's.
 * - Korean text has Hangul, which no code holds.
 * - English text of two words or more: a single Latin word can be a name in code (the keyboard's
 *   `Home` key in the tab list, a CSS keyword), so it is not evidence of a leak; every way the
 *   words of a page could leak (a pair inlined in a module) brings longer ones with it.
 * - A language's name in its own words (`nativeNames`, manifest/languages.ts): the language
 *   switch shows each on every page, in its own language (`lang`).
 */
export function foreignTexts(pairs: readonly TextPair[], locale: Locale, nativeNames: readonly string[]): string[] {
  const other: Locale = locale === 'ko' ? 'en' : 'ko'
  const texts = pairs.filter((pair) => pair.ko !== pair.en && !nativeNames.includes(pair[other])).map((pair) => pair[other])
  const telling = other === 'ko' ? (text: string) => /[\uac00-\ud7a3]/.test(text) : (text: string) => /\S\s+\S/.test(text)
  return [...new Set(texts.filter(telling))]
}

/** `text` without the joiners and no-break spaces codegen puts in (manifest/no-break.ts), which a bundle may write as escapes. */
const plain = (text: string) => text.replace(/\\u2060|\u2060/g, '').replace(/\\u00a0|\\xa0|\u00a0/g, ' ')

/**
 * The texts of `texts` that `script` holds as a string literal: the whole text between quotes,
 * as a bundle writes a module's data ('…', "…" or `…`).
 */
export function textsInScript(script: string, texts: readonly string[]): string[] {
  const code = plain(script)
  return texts.filter((text) => {
    const wanted = plain(text)
    return ['"', "'", '`'].some((quote) => code.includes(`${quote}${wanted}${quote}`))
  })
}

/** The JavaScript files a prerendered page starts with: its module script and every module it preloads. */
export function startupScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*\srel="modulepreload"[^>]*\shref="([^"]+\.js)"/g)]
  return [...new Set(scripts.map((match) => match[1]!))]
}

/** The language a prerendered page is written in: its `<html lang>`. */
export function pageLocale(html: string): Locale | undefined {
  const lang = /<html[^>]*\slang="([a-z]+)/.exec(html)?.[1]
  return lang === 'ko' || lang === 'en' ? lang : undefined
}
