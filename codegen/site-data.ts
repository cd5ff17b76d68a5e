import { inLanguage } from '../manifest/in-language'
import { findInternalLinks } from '../manifest/links'
import { brandInEveryLanguage, shellTextOf } from '../manifest/shell-text'
import type { Site } from '../manifest/site'
import { withHeader } from './header'
import { json } from './page-modules'

export const SITE_DATA_FILE = 'src/generated/site.gen.ts'

/** The shell's words in one language (manifest/shell-text.ts). */
export const shellTextFile = (locale: 'ko' | 'en') => `src/generated/shell.${locale}.gen.ts`

/**
 * What every page needs, and nothing more: this module rides in the entry chunk that every
 * visitor downloads. The pages' route index (ids, paths, flags; not the event pages', which
 * would make every page grow with their number), the brand's language-free parts and the
 * redirect rules. The shell's words are in one module per language (`generateShellText`); a
 * page's title, description, sections and popups, and an event's entry, live in that page's
 * modules (see page-modules.ts).
 */
export function generateSiteData(site: Pick<Site, 'brand' | 'languages' | 'navigation' | 'redirects' | 'routes' | 'popups'>): string {
  // Read by one page each, which gets them in its own module: the product code names partner
  // companies in the manifest, the answer time is the contact page's, the sample badge the sample page's.
  const { productCode: _manifestOnly, answerTime: _contactPage, sampleBadge: _samplePage, ...brand } = site.brand
  const data = {
    brand: brandInEveryLanguage(brand),
    languages: site.languages,
    redirects: site.redirects,
    // The pages only: an event page's route comes with its own data (codegen/event-pages.ts).
    routes: site.routes.flatMap((route) => (route.event ? [] : [{ id: route.id, path: route.path, header: route.header, indexable: route.indexable }])),
    // The event pages a page links to (a notice's banner, say): their addresses, for the link.
    // What a page links to is the linking page's content; an event nothing links to costs nothing here.
    linkedEvents: linkedEvents(site),
  }
  return withHeader(`
/** The route index and the shell's data; page content is in each page module. */
export const site = ${JSON.stringify(data, null, 2)} as const

export type SiteData = typeof site
export type SiteRouteData = SiteData['routes'][number]
/** The route name of every page and linked event page: a typo in a link fails \`tsc\`. */
export type PageId = SiteRouteData['id'] | keyof SiteData['linkedEvents']
`)
}

/** The address (\`aeskr\`) of each event page some page, the navigation or a popup links to, by its name. */
function linkedEvents(site: Pick<Site, 'navigation' | 'routes' | 'popups'>): Record<string, string> {
  const targets = new Set(findInternalLinks([site.navigation, site.popups, ...site.routes.map((r) => r.sections)]).map(({ link }) => link.page))
  return Object.fromEntries(site.routes.flatMap(({ id, path, event }) => (event && targets.has(id) ? [[id, path]] : [])))
}

/**
 * The shell's words in `locale`: a page's loader imports its language's module (src/app/shell-text.ts),
 * and the prerendered HTML carries it in the router's state, so neither is part of any page's start-up JavaScript.
 */
export function generateShellText(site: Pick<Site, 'brand' | 'navigation'>, locale: 'ko' | 'en'): [file: string, content: string] {
  return [
    shellTextFile(locale),
    withHeader(`
import type { ShellText } from '../../manifest/shell-text'

/** The header's, the footer's and the inquiry band's words in ${locale === 'ko' ? 'Korean' : 'English'} (manifest/brand.ts, manifest/navigation.ts). */
const shellText: ShellText = ${json(inLanguage(shellTextOf(site), locale))}

export default shellText
`),
  ]
}
