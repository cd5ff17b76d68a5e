import { initFormatters } from '../i18n/formatters'
import en from '../i18n/en'
import type { Locales, Namespaces, Translations } from '../i18n/i18n-types'
import { i18n, loadedFormatters, loadedLocales, locales } from '../i18n/i18n-util'
import ko from '../i18n/ko'
import { useCurrentPage } from './current-page'

// The base dictionaries (the shell's strings) are small: both load up front, so SSR and hydration
// agree. A namespace (the forms' strings) is added by the module of the sections that use it,
// which the page chunk imports before anything renders (see `addNamespace`).
const base = { ko, en }
for (const locale of locales) {
  loadedLocales[locale] = base[locale] as unknown as Translations
  loadedFormatters[locale] = initFormatters(locale)
}
let translations = i18n()

/**
 * Adds a typesafe-i18n namespace's dictionaries in every language (the generated sync loader
 * would import every namespace into the entry chunk). Call it at the top level of the module
 * that uses the namespace, so it has run before the first render, on the server and in the browser.
 */
export function addNamespace(namespace: Namespaces, dictionaries: Record<Locales, unknown>): void {
  for (const locale of locales) {
    loadedLocales[locale] = { ...loadedLocales[locale], [namespace]: dictionaries[locale] } as Translations
  }
  translations = i18n()
}

/** The typed interface strings (typesafe-i18n) in the current page's interface language. */
export function useLL() {
  return translations[useCurrentPage().language.locale]
}

/** Picks the visitor's language from a manifest `{ ko, en }` pair. */
export function useText(): (text: { readonly ko: string; readonly en: string }) => string {
  const { locale } = useCurrentPage().language
  return (text) => text[locale]
}
