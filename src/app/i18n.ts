import { useRouterState } from '@tanstack/react-router'
import { initFormatters } from '../i18n/formatters'
import type { Locales, Namespaces, TranslationFunctions, Translations } from '../i18n/i18n-types'
import { i18nObject, loadedFormatters, loadedLocales } from '../i18n/i18n-util'
import { useCurrentPage } from './current-page'

// The interface strings, one language at a time. A page needs only its own language's shell
// strings, so the entry chunk carries neither dictionary: a page's route loader loads its
// language's (`loadDictionary`, a chunk per language) and returns it with the page's title, so
// the prerendered HTML carries it in the router's dehydrated state and the browser hydrates
// without fetching it. A namespace (a section type's `strings`: the forms', the badge request's)
// comes like the base strings, in the page's language only, through the page's loader.

/** A language's base strings, as its dictionary file exports them (plain JSON-able data). */
export type Dictionary = object

const dictionaryChunks: Record<Locales, () => Promise<{ default: Dictionary }>> = {
  ko: () => import('../i18n/ko'),
  en: () => import('../i18n/en'),
}
const bases: Partial<Record<Locales, Dictionary>> = {}
const namespaceDictionaries: Partial<Record<Namespaces, Partial<Record<Locales, unknown>>>> = {}
const translations: Partial<Record<Locales, TranslationFunctions>> = {}

function assemble(locale: Locales): void {
  const base = bases[locale]
  if (!base) return
  // A lazy namespace is loaded in one language at a time: the other has nothing to add yet.
  const spaces = Object.entries(namespaceDictionaries).flatMap(([name, dictionaries]) => (dictionaries[locale] === undefined ? [] : [[name, dictionaries[locale]]]))
  loadedLocales[locale] = { ...base, ...Object.fromEntries(spaces) } as Translations
  loadedFormatters[locale] ??= initFormatters(locale)
  translations[locale] = i18nObject(locale)
}

/**
 * The namespaces a page's loader fetches in the page's language: a section type declares one as
 * its `strings` (manifest/schema/section-type.ts) and codegen lists it in the page module.
 * Neither language is part of any page's JavaScript; a name missing here fails `tsc` there.
 */
const lazyNamespaces = {
  issuance: { ko: () => import('../i18n/ko/issuance'), en: () => import('../i18n/en/issuance') },
  forms: { ko: () => import('../i18n/ko/forms'), en: () => import('../i18n/en/forms') },
  partnerRequest: { ko: () => import('../i18n/ko/partnerRequest'), en: () => import('../i18n/en/partnerRequest') },
} satisfies Record<Namespaces, Record<Locales, () => Promise<{ default: unknown }>>>

export type LazyNamespace = keyof typeof lazyNamespaces

/** Every lazy namespace, for section tests that render outside a page's loader. */
export const lazyNamespaceNames = Object.keys(lazyNamespaces) as LazyNamespace[]

/**
 * The dictionaries of `names` in `locale`, loading their chunks the first time; they join the
 * strings of `locale` at once, and the loader hands them on with the base strings (so the
 * prerendered HTML carries them in its dehydrated state, as it does the base strings).
 */
export async function loadNamespaces(names: readonly LazyNamespace[], locale: Locales): Promise<Record<string, unknown>> {
  const loaded = await Promise.all(names.map(async (name) => [name, (await lazyNamespaces[name][locale]()).default] as const))
  for (const [name, dictionary] of loaded) namespaceDictionaries[name] = { ...namespaceDictionaries[name], [locale]: dictionary }
  if (loaded.length > 0) assemble(locale)
  return Object.fromEntries(loaded)
}

/** Makes `dictionary` the base strings of `locale` (once; later calls change nothing). */
function registerDictionary(locale: Locales, dictionary: Dictionary): void {
  if (bases[locale]) return
  bases[locale] = dictionary
  assemble(locale)
}

/** The base strings of `locale`, loading their chunk the first time. */
export async function loadDictionary(locale: Locales): Promise<Dictionary> {
  registerDictionary(locale, bases[locale] ?? (await dictionaryChunks[locale]()).default)
  return bases[locale]!
}

/** The typed interface strings (typesafe-i18n) in the current page's interface language. */
export function useLL(): TranslationFunctions {
  const { locale } = useCurrentPage().language
  // In the browser's first render, the page's loader data (dehydrated) holds the dictionary.
  const fromLoader = useRouterState({
    select: (state) => (state.matches.at(-1)?.loaderData as { strings?: Dictionary } | undefined)?.strings,
  })
  if (!translations[locale] && fromLoader) registerDictionary(locale, fromLoader)
  // A page whose loader failed (its chunk did not load) keeps the shell in a language it has.
  const strings = translations[locale] ?? Object.values(translations)[0]
  if (!strings) throw new Error(`No interface strings loaded for "${locale}"`)
  return strings
}

/** Picks the visitor's language from a manifest `{ ko, en }` pair (of texts, or of files such as the logo's). */
export function useText(): <K = string, E = K>(text: { readonly ko: K; readonly en: E }) => K | E {
  const { locale } = useCurrentPage().language
  return (text) => text[locale]
}
