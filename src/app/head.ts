import hangulFace from '../generated/brand-face/pretendard-hangul.gen.woff2?url'
import latinFace from '../generated/brand-face/pretendard-latin.gen.woff2?url'
import type { PageId } from '../generated/site.gen'
import type { Language, Segment } from '../lib/language'
import { itemCardPath, itemCardSize, ogImagePath, ogImageSize } from '../lib/og-image'
import { languagesOf, routePath, type RouteData } from '../lib/routing'
import { siteOrigin } from './config'
import { pageFor } from './current-page'
import type { PageLoaderData } from './page-data'
import { loadedShellText } from './shell-text'

type HeadText = Pick<PageLoaderData, 'title' | 'description' | 'preloads' | 'item' | 'shell'>

/**
 * `<title>`, description, canonical, hreflang alternates and Open Graph tags of a page.
 * A page in both languages links both and names Korean the x-default. An event page is written
 * in one language whatever its path, so both its paths point at that one as canonical.
 */
export function pageHead(pageId: PageId, langParam: string, text: HeadText | undefined) {
  const { route, language } = pageFor(pageId, langParam)
  return routeHead(route, language, text)
}

/** The head of a page or an event page, in the language it is read in. */
export function routeHead(route: RouteData, language: Language, text: HeadText | undefined) {
  // Before the loader has run (a failed page chunk), the head keeps the brand alone, in a language the shell has.
  const brandName = text?.shell.brand.name ?? loadedShellText(language.locale)?.brand.name ?? ''
  // A page each of whose items is a page (the notice detail) is the item's: its title, its
  // description, its query in its addresses; where the query names none it is not indexed.
  const item = text?.item
  const cardTitle = text ? `${text.title} | ${brandName}` : brandName
  const title = item ? `${item.title} | ${brandName}` : cardTitle
  const description = item?.description ?? text?.description ?? ''
  const indexable = route.indexable && item !== null
  const url = (segment: Segment) => `${siteOrigin}${routePath(route, segment)}${item?.query ?? ''}`
  const canonical = url(language.segment)
  const versions = languagesOf(route)
  // An article (a notice) has its own card (16:9, drawn by the prerender from its title); any
  // other page, a list's page 2 too, its page's.
  const article = item?.published !== undefined
  const [card, size] = article ? [itemCardPath(route, language.segment, item.query), itemCardSize] : [ogImagePath(route, language.segment), ogImageSize]
  const alternates = [
    ...versions.map((l) => ({ rel: 'alternate', hrefLang: l.htmlLang, href: url(l.segment) })),
    { rel: 'alternate', hrefLang: 'x-default', href: url(versions[0]!.segment) },
  ]
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
      // An article (a notice) says so and when it was published, as its JSON-LD and feed do.
      { property: 'og:type', content: item?.published ? 'article' : 'website' },
      ...(item?.published ? [{ property: 'article:published_time', content: item.published }] : []),
      { property: 'og:site_name', content: brandName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: language.ogLocale },
      ...versions
        .filter((l) => l !== language)
        .map((l) => ({ property: 'og:locale:alternate', content: l.ogLocale })),
      // The card the prerender draws from the page's title, or the item's (scripts/prerender/og-image.ts).
      { property: 'og:image', content: `${siteOrigin}${card}` },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(size.width) },
      { property: 'og:image:height', content: String(size.height) },
      // The card shows the page's (or the article's) title and the brand name.
      { property: 'og:image:alt', content: article ? title : cardTitle },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      ...(indexable ? [{ rel: 'canonical', href: canonical }, ...alternates] : []),
      // In the prerendered HTML only: the browser has asked for the files by the time a script runs,
      // and the hashed names would weigh on every page's JavaScript.
      ...(import.meta.env.SSR ? brandFacePreloads(language) : []),
      // The page's API reads start with the HTML, not after hydration; `crossOrigin` makes the
      // preload's mode and credentials those of the client's fetch, so the fetch reuses it.
      ...(text?.preloads ?? []).flatMap((p) => ('href' in p ? [{ rel: 'preload', as: 'fetch', href: p.href, crossOrigin: 'anonymous' as const }] : [])),
    ],
    // A read whose address follows the query preloads from a script (src/api/read-urls.ts), in
    // the prerendered document only: after an in-app navigation the router would run it under the
    // first page's policy, which has no hash for it (and the page's own fetch starts at once).
    // A module, so it never stops the parser: a classic script after the style sheet waits for
    // the sheet, and the parser with it, so the gallery's whole body was parsed only once the sheet
    // had come, in tasks the first paint fell between (a long task after it, TBT 42-149 ms at 4x;
    // docs/performance.md, "The parser no longer waits for the style sheet"). It still runs when the
    // sheet has come, as the classic script did.
    scripts: inPrerenderedDocument() ? (text?.preloads ?? []).flatMap((p) => ('script' in p ? [{ type: 'module', children: p.script }] : [])) : [],
  }
}

/** True while rendering the HTML, and in the browser until the app has hydrated it. */
const inPrerenderedDocument = () => typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true'

/**
 * The brand face's files a page in `language` draws its text from, asked for with the HTML rather
 * than once the style sheet has been read and the page laid out: the face is shown only if its
 * file is at hand when a line is first drawn (`font-display: optional`, docs/brand-face.md), which
 * on a first visit it was not. A Korean page needs both files (Hangul, and Latin for digits and
 * signs); an English one the Latin file only (its one Korean word, the language switch's, is set
 * in the system's face). `crossOrigin`: fonts are always fetched in CORS mode, and a preload that
 * is not would be fetched twice.
 */
function brandFacePreloads(language: Language) {
  const files = language.locale === 'ko' ? [hangulFace, latinFace] : [latinFace]
  return files.map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' as const }))
}
