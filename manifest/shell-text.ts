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
  return { brand: splitBrand(site.brand).words, navigation: site.navigation }
}

/** The brand file in two: its words and wordmarks, which differ by language, and the rest. The one place that says which is which. */
function splitBrand<B extends Pick<Site['brand'], 'name' | 'supportHours' | 'address' | 'copyright' | 'logo'>>(brand: B) {
  const { name, supportHours, address, copyright, logo, ...rest } = brand
  return { words: { name, supportHours, address, copyright, wordmark: logo.wordmark, wordmarkOnDark: logo.wordmarkOnDark }, rest: { ...rest, logo: { mark: logo.mark } } }
}

/** The shell's words in one language, as a page reads them (`useShellText`, src/app/shell-text.ts). */
export type ShellText = InLanguage<ShellTextSource>

/** The parts of the brand file that are the same in every language, for the module every page loads. */
export function brandInEveryLanguage<B extends Pick<Site['brand'], 'name' | 'supportHours' | 'address' | 'copyright' | 'logo'>>(brand: B) {
  return splitBrand(brand).rest
}
