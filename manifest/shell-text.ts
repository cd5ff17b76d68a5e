import type { Navigation } from './schema/navigation'
import type { InLanguage, LocalizedText } from './schema/text'
import type { Site } from './site'

/** A wordmark's file and size (manifest/site.ts reads the size from the file). */
type Picture = { src: string; width: number; height: number }

/** The shell's words in both languages: the brand's, and the navigation. */
type ShellTextSource = {
  brand: { name: LocalizedText; supportHours: LocalizedText; address: LocalizedText; copyright: LocalizedText; wordmark: Record<'ko' | 'en', Picture>; wordmarkOnDark: Record<'ko' | 'en', Picture> }
  navigation: Navigation
}

/**
 * What the shell (header, footer, inquiry band, the not-found page's site map) shows that differs
 * by language: the brand's words and wordmarks, and the navigation. Codegen writes it once per
 * language (src/generated/shell.{ko,en}.gen.ts) and a page's loader brings its own language's
 * only, so no page's JavaScript carries the other language's menus. The rest of the brand file
 * (phone, e-mail, external sites, the mark) is the same in both languages: src/generated/site.gen.ts.
 */
export function shellTextOf(site: Pick<Site, 'brand' | 'navigation'>): ShellTextSource {
  const { name, supportHours, address, copyright, logo } = site.brand
  return { brand: { name, supportHours, address, copyright, wordmark: logo.wordmark, wordmarkOnDark: logo.wordmarkOnDark }, navigation: site.navigation }
}

/** The shell's words in one language, as a page reads them (`useShellText`, src/app/shell-text.ts). */
export type ShellText = InLanguage<ShellTextSource>

/** The parts of the brand file that are the same in every language, for the module every page loads. */
export function brandInEveryLanguage<B extends Pick<Site['brand'], 'name' | 'supportHours' | 'address' | 'copyright' | 'logo'>>(brand: B) {
  const { name: _name, supportHours: _hours, address: _address, copyright: _copyright, logo, ...rest } = brand
  return { ...rest, logo: { mark: logo.mark } }
}
