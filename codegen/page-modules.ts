import type { Crumb } from '../manifest/breadcrumbs'
import { sectionInClosingBand } from '../manifest/closing-band'
import { inLanguage } from '../manifest/in-language'
import { holdCompoundsIn } from '../manifest/no-break'
import { popupsOfPage, type Popup } from '../manifest/schema/popup'
import type { SectionCapabilities } from '../manifest/schema/section-type'
import type { SiteRoute } from '../manifest/site'
import { operationImport } from './api-operations'
import { withHeader } from './header'
import { kebabCase, pageModuleFile } from './names'
import { sectionComponentName } from './sections'

/** What codegen knows of a section type beyond its schema. */
export type SectionCapabilitiesByType = Record<string, Pick<SectionCapabilities, 'loads' | 'byLanguage' | 'strings' | 'item' | 'pages' | 'opensPage' | 'inClaimWindow'>>

/**
 * The section that makes each of its items a page (`item`, manifest/schema/section-type.ts), by
 * its index, or undefined. At most one per page, and a `byLanguage` one: the item is read from
 * the text in the visitor's language, which the loader has.
 */
export function itemSectionOf(route: Pick<SiteRoute, 'id' | 'sections'>, capabilities: SectionCapabilitiesByType): number | undefined {
  const items = route.sections.flatMap((s, i) => (capabilities[s.type]?.item ? [i] : []))
  if (items.length > 1) throw new Error(`${route.id}: ${items.length} sections whose items are pages; a page's query names one item`)
  const [index] = items
  if (index !== undefined && !capabilities[route.sections[index]!.type]?.byLanguage) {
    throw new Error(`section type "${route.sections[index]!.type}": item needs byLanguage (the item is read from the text in the visitor's language)`)
  }
  return index
}

const LOCALES = ['ko', 'en'] as const
type Locale = (typeof LOCALES)[number]

// The invisible characters that hold compounds together (manifest/no-break.ts) are written as
// escapes, so a reader of the generated file sees where they are.
export const json = (value: unknown, indent = 2) => JSON.stringify(value, null, indent).replace(/\u2060/g, '\\u2060').replace(/\u00a0/g, '\\u00a0')

/** The module holding a route's words in one language: its title and description, head, popups and `byLanguage` sections. */
function pageContentFile(id: string, locale: Locale): string {
  return `src/generated/pages/${kebabCase(id)}.${locale}.gen.ts`
}

/**
 * What frames a page's sections, in both languages: whether its first section opens it (and
 * carries the h1 itself) or the page head does, the page head's content, and its popups.
 */
function pageFrame(route: SiteRoute, popups: readonly Popup[], capabilities: SectionCapabilitiesByType, trail: readonly Crumb[]) {
  const first = route.sections[0]
  const opensWithHeading = first !== undefined && capabilities[first.type]?.opensPage === true
  // The last step is the page itself, shown unlinked: it needs no page, nor a label when the
  // page's title says the same.
  const here = trail.at(-1)
  const sameAsTitle = here && here.label.ko === route.title.ko && here.label.en === route.title.en
  const head = opensWithHeading ? undefined : { trail: trail.slice(0, -1), ...(here && !sameAsTitle ? { here: here.label } : {}), ...(route.image ? { image: route.image } : {}) }
  const pagePopups = popupsOfPage(popups, route.id).map(({ page: _page, enabled: _enabled, ...p }) => p)
  return { head, pagePopups }
}


/**
 * One module per route: exactly the sections its manifest entry lists, with the content of those
 * not read in one language inline. The route tree loads it lazily, so a page's code arrives only
 * on that page. A section that loads API data gets it from `useOperation`, called here, so
 * section components stay free of fetching. The page's words in one language (title and
 * description, page head, popups, `byLanguage` sections) are in its content modules
 * (`generatePageContent`), which the route's loader imports in the visitor's language: they
 * reach the page through the loader data, as do the interface-string namespaces its sections
 * declare (`strings`).
 */
export function generatePageModule(
  route: SiteRoute,
  popups: readonly Popup[] = [],
  capabilities: SectionCapabilitiesByType = {},
  // Where the page sits (manifest/breadcrumbs.ts); a page the navigation does not place is just itself.
  trail: readonly Crumb[] = [{ label: route.title, page: route.id }],
): [file: string, content: string] {
  // A section that opens the page (`opensPage`) carries the page's h1 itself; every other page
  // opens with the page head (title, lead text, breadcrumb, illustration).
  const { head, pagePopups } = pageFrame(route, popups, capabilities, trail)
  // The page's closing call to action, drawn inside the inquiry band (manifest/closing-band.ts).
  const inBand = sectionInClosingBand(route)
  const types = [...new Set(route.sections.map((s) => s.type))].sort()
  const loads = route.sections.map((s) => capabilities[s.type]?.loads)
  const byLanguage = route.sections.map((s) => capabilities[s.type]?.byLanguage === true)
  const inline = route.sections.map((_s, i) => !byLanguage[i])
  // On a page with a claim window, the sections drawn inside it (`inClaimWindow`).
  const inWindow = route.sections.map((s) => route.claims !== undefined && capabilities[s.type]?.inClaimWindow === true)
  // The page module reads its content module's data for the page head (an event page has none), popups and long texts.
  const readsContent = byLanguage.some(Boolean) || (head !== undefined && !route.event) || pagePopups.length > 0
  const contentModule = (locale: Locale) => `./${kebabCase(route.id)}.${locale}.gen`
  const firstReads = [...new Set(loads.filter((op): op is string => op !== undefined))]
  const namespaces = [...new Set(route.sections.flatMap((s) => capabilities[s.type]?.strings ?? []))].sort()
  const item = itemSectionOf(route, capabilities)
  const itemType = item === undefined ? undefined : route.sections[item]!.type
  // A section whose list is paged makes each list page a page (`pages`).
  const pagedType = route.sections.find((s) => capabilities[s.type]?.pages)?.type
  if (pagedType && itemType) throw new Error(`${route.id}: a page is either a page per item ("${itemType}") or per list page ("${pagedType}"), not both`)
  const imports = [
    ...(inline.some(Boolean) ? [`import type { SectionOf } from '../../../manifest/schema/section'`] : []),
    ...(firstReads.length > 0
      ? [`import { readPreload, type FirstReadPreload } from '../../api/read-urls'`, `import { useOperation } from '../../app/use-operation'`, ...firstReads.map(operationImport)]
      : []),
    // An event page has a layout of its own, without the page head's and the band's code.
    ...(route.event ? [`import { EventLayout } from '../../app/event-layout'`] : [`import { PageLayout } from '../../app/page-layout'`]),
    // usePageContent lives in the entry chunk, which every page loads (not a chunk of its own).
    ...(readsContent ? [`import { usePageContent } from '../../app/page-route'`] : []),
    ...(namespaces.length > 0 ? [`import type { LazyNamespace } from '../../app/i18n'`] : []),
    ...(pagePopups.length > 0 ? [`import { PagePopups } from '../../components/page-popups/page-popups'`] : []),
    ...(inWindow.some(Boolean) ? [`import { ClaimWindow, type ClaimMoments } from '../../components/claim-window/claim-window'`] : []),
    ...(itemType ? [`import { pageItem } from '../../sections/${itemType}/${itemType}-item'`] : []),
    ...(pagedType ? [`import type { ItemContext } from '../../app/page-data'`, `import { pageItem } from '../../sections/${pagedType}/${pagedType}-item'`] : []),
    ...types
      .filter((t) => route.sections.some((s, i) => s.type === t && i !== inBand))
      .map((t) => `import ${sectionComponentName(t)} from '../../sections/${t}/${t}'`),
  ]
  const constants = [
    ...route.sections.flatMap((s, i) => (inline[i] ? [`const section${i}: SectionOf<'${s.type}'> = ${json(holdCompoundsIn(s))}`] : [])),
    ...(inWindow.some(Boolean) ? [`/** When badges can be claimed: outside it, a notice stands where the form would. */\nconst claims: ClaimMoments = ${json(route.claims)}`] : []),
  ]
  const preloadsExport =
    firstReads.length > 0
      ? `/**
 * The API reads this page makes as it opens: the route's loader hands them to <head>, which
 * preloads them. In the prerendered document only (its loader data carries them to hydration):
 * after an in-app navigation the page's own read starts at once, so the browser's bundle leaves
 * the preloads' code out.
 */
export const preloads: readonly FirstReadPreload[] = import.meta.env.SSR ? [${firstReads.map((op) => `readPreload(${op})`).join(', ')}] : []`
      : ''
  const namespacesExport =
    namespaces.length > 0
      ? `/** Its sections' own interface strings: the route's loader imports them in the visitor's language; neither is part of this chunk. */
export const namespaces: readonly LazyNamespace[] = ${JSON.stringify(namespaces)}`
      : ''
  const contentExport = `/** The page's words, a module per language: the route's loader imports the visitor's; neither is part of this chunk. */
export const contentByLanguage = {
${LOCALES.map((l) => `  ${l}: () => import('${contentModule(l)}'),`).join('\n')}
}`
  const itemExport = pagedType
    ? `/** The list page the page's query names, for <head> and the page head: the route's loader runs it on every change of the query. */
export const itemOf = (_content: unknown, _search: object, page: ItemContext) => pageItem(page)`
    : item === undefined
      ? ''
      : `/** The item the page's query names, for <head> and the page head: the route's loader runs it on every change of the query. */
export const itemOf = (content: PageContent, search: object) => pageItem(content.section${item}, search)`
  const hooks = [
    ...(readsContent ? [`  const content = usePageContent<PageContent>()`] : []),
    ...loads.flatMap((op, i) => (op ? [`  const data${i} = useOperation(${op})`] : [])),
  ]
  const sectionRef = (i: number) => (byLanguage[i] ? `content.section${i}` : `section${i}`)
  const element = (s: SiteRoute['sections'][number], i: number) =>
    `<${sectionComponentName(s.type)} section={${sectionRef(i)}}${loads[i] ? ` data={data${i}}` : ''} />`
  // The claim window wraps what is claimed in it, and only such pages load the window's code.
  const body = route.sections.flatMap((s, i) =>
    i === inBand ? [] : inWindow[i]
      ? `      <ClaimWindow claims={claims}${route.event?.claimCode ? ' asksClaimCode' : ''}>\n        ${element(s, i)}\n      </ClaimWindow>`
      : `      ${element(s, i)}`,
  )
  const band = route.inquiryBanner ? ` inquiryBanner${inBand === undefined ? '' : ` closing={${sectionRef(inBand)}}`}` : ''
  const layout = route.event ? 'EventLayout' : 'PageLayout'
  const layoutProps = route.event ? '' : `${head ? ' head={content.head}' : ''}${band}`
  const popupElement = pagePopups.length > 0 ? [`      <PagePopups popups={content.popups} />`] : []
  const children = [...body, ...popupElement]
  const rendered =
    children.length === 0
      ? `  return <${layout}${layoutProps} />`
      : `  return (\n    <${layout}${layoutProps}>\n${children.join('\n')}\n    </${layout}>\n  )`
  const content = withHeader(`
${imports.join('\n')}

${readsContent || item !== undefined ? `/** The page's words in the visitor's language, from its route's loader (the title and description go to <head>). */\ntype PageContent = Omit<typeof import('${contentModule('ko')}').default, 'meta'>\n` : ''}
${constants.join('\n\n')}

${preloadsExport}

${namespacesExport}

${contentExport}

${itemExport}

/** ${route.id}: /{lang}/${route.path} */
export default function ${route.id}() {
${hooks.join('\n')}
${rendered}
}
`).replace(/\n{3,}/g, '\n\n').replace(/\{\n\n/g, '{\n')
  return [pageModuleFile(route.id), content]
}

/**
 * A page's words, one module per language, each `{ ko, en }` pair resolved to that language: its
 * title and description (`meta`, for <head> and the page head), its page head (`head`, unless its
 * first section opens the page), its popups, and its `byLanguage` sections. The route's loader
 * imports the visitor's: no page's JavaScript carries the other language's words.
 */
export function generatePageContent(
  route: SiteRoute,
  popups: readonly Popup[] = [],
  capabilities: SectionCapabilitiesByType = {},
  trail: readonly Crumb[] = [{ label: route.title, page: route.id }],
): [file: string, content: string][] {
  const { head, pagePopups } = pageFrame(route, popups, capabilities, trail)
  const sections = route.sections.flatMap((s, i) => (capabilities[s.type]?.byLanguage ? [{ s, i }] : []))
  const fields = [
    'meta: PageText',
    ...(head ? ['head: PageHeadContent'] : []),
    ...(pagePopups.length > 0 ? ['popups: readonly PagePopup[]'] : []),
    ...sections.map(({ s, i }) => `section${i}: SectionInLanguage<'${s.type}'>`),
  ]
  const imports = [
    ...(sections.length > 0 ? [`import type { SectionInLanguage } from '../../../manifest/schema/section'`] : []),
    `import type { PageText } from '../../app/page-data'`,
    ...(head ? [`import type { PageHeadContent } from '../../components/page-head/page-head'`] : []),
    ...(pagePopups.length > 0 ? [`import type { PagePopup } from '../../components/page-popups/page-popup'`] : []),
  ]
  return LOCALES.map((locale) => {
    const value = {
      meta: inLanguage({ title: route.title, description: route.description }, locale),
      ...(head ? { head: inLanguage(head, locale) } : {}),
      ...(pagePopups.length > 0 ? { popups: inLanguage(holdCompoundsIn(pagePopups), locale) } : {}),
      ...Object.fromEntries(sections.map(({ s, i }) => [`section${i}`, inLanguage(holdCompoundsIn(s), locale)])),
    }
    return [
      pageContentFile(route.id, locale),
      withHeader(`
${imports.join('\n')}

/** ${route.id}'s words in ${locale === 'ko' ? 'Korean' : 'English'}; the route's loader hands them to <head> and the page. */
const content: { ${fields.join('; ')} } = ${json(value)}

export default content
`),
    ]
  })
}
