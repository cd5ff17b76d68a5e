import { i18n } from '../i18n/i18n-util'
import { loadAllLocales } from '../i18n/i18n-util.sync'
import { useCurrentPage } from './current-page'

// Both dictionaries are a few hundred bytes: load them up front so SSR and hydration agree.
loadAllLocales()
const translations = i18n()

/** The typed interface strings (typesafe-i18n) in the current page's interface language. */
export function useLL() {
  return translations[useCurrentPage().language.locale]
}

/** Picks the visitor's language from a manifest `{ ko, en }` pair. */
export function useText(): (text: { readonly ko: string; readonly en: string }) => string {
  const { locale } = useCurrentPage().language
  return (text) => text[locale]
}
