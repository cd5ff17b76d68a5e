import { useRouterState } from '@tanstack/react-router'
import type { ShellText } from '../../manifest/shell-text'
import { site } from '../generated/site.gen'
import type { Locales } from '../i18n/i18n-types'
import { useCurrentPage } from './current-page'

// The shell's words (brand, menus, footer: manifest/shell-text.ts), one language at a time, as
// the interface strings come (src/app/i18n.ts): a page's loader imports its language's module
// and returns it, so the prerendered HTML carries it in the router's dehydrated state and no
// page's start-up JavaScript holds either language's menus.

const shellTextChunks: Record<Locales, () => Promise<{ default: ShellText }>> = {
  ko: () => import('../generated/shell.ko.gen'),
  en: () => import('../generated/shell.en.gen'),
}
const loaded: Partial<Record<Locales, ShellText>> = {}

/** The shell's words in `locale`, loading their chunk the first time. */
export async function loadShellText(locale: Locales): Promise<ShellText> {
  loaded[locale] ??= (await shellTextChunks[locale]()).default
  return loaded[locale]
}

/** The shell's words in `locale` if loaded, else in a language that is: a page whose loader failed (its chunk did not load) keeps its shell. */
export function loadedShellText(locale: Locales): ShellText | undefined {
  return loaded[locale] ?? Object.values(loaded)[0]
}

/** The shell's words in the current page's language: from its loader data, or as loaded before. */
export function useShellText(): ShellText {
  const { locale } = useCurrentPage().language
  const fromLoader = useRouterState({
    select: (state) => (state.matches.at(-1)?.loaderData as { shell?: ShellText } | undefined)?.shell,
  })
  if (!loaded[locale] && fromLoader) loaded[locale] = fromLoader
  const text = loadedShellText(locale)
  if (!text) throw new Error(`No shell text loaded for "${locale}"`)
  return text
}

/**
 * The brand file as the current page shows it: the values the same in both languages (phone,
 * e-mail, external sites) with its words (name, hours, address) in the page's language.
 */
export function useBrand() {
  return { ...site.brand, ...useShellText().brand }
}
