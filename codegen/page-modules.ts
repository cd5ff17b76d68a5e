import type { Popup } from '../manifest/schema/popup'
import type { SiteRoute } from '../manifest/site'
import { withHeader } from './header'
import { pageModuleFile } from './names'
import { sectionComponentName } from './sections'

/** What codegen knows of a section type beyond its schema. */
export type SectionCapabilitiesByType = Record<string, { loads?: string }>

const json = (value: unknown) => JSON.stringify(value, null, 2)

/**
 * One module per route: the page's title and description (for <head> and the heading), its
 * enabled popups, and exactly the sections its manifest entry lists, with their content inline.
 * The route tree loads it lazily, so a page's text and code arrive only on that page. A section
 * that loads API data gets it from `useOperation`, called here, so section components stay free
 * of fetching.
 */
export function generatePageModule(
  route: SiteRoute,
  popups: readonly Popup[] = [],
  capabilities: SectionCapabilitiesByType = {},
): [file: string, content: string] {
  const types = [...new Set(route.sections.map((s) => s.type))].sort()
  const loads = route.sections.map((s) => capabilities[s.type]?.loads)
  const pagePopups = popups.filter((p) => p.enabled && p.page === route.id).map(({ page: _page, enabled: _enabled, ...p }) => p)
  const imports = [
    ...(route.sections.length > 0 ? [`import type { SectionOf } from '../../../manifest/schema/section'`] : []),
    ...(loads.some(Boolean) ? [`import { useOperation } from '../../app/use-operation'`] : []),
    `import { PageLayout, type PageMeta } from '../../app/page-layout'`,
    ...types.map((t) => `import ${sectionComponentName(t)} from '../../sections/${t}/${t}'`),
  ]
  const meta = { title: route.title, description: route.description }
  const constants = route.sections.map((s, i) => `const section${i}: SectionOf<'${s.type}'> = ${json(s)}`)
  const hooks = loads.flatMap((op, i) => (op ? [`  const data${i} = useOperation('${op}')`] : []))
  const body = route.sections.map(
    (s, i) => `      <${sectionComponentName(s.type)} section={section${i}}${loads[i] ? ` data={data${i}}` : ''} />`,
  )
  const layout =
    body.length === 0
      ? `  return <PageLayout meta={meta} />`
      : `  return (\n    <PageLayout meta={meta}>\n${body.join('\n')}\n    </PageLayout>\n  )`
  const content = withHeader(`
${imports.join('\n')}

/** The page's title and description in both languages; the route's loader hands one to <head>. */
export const meta: PageMeta = ${json(meta)}
${pagePopups.length > 0 ? `\n/** The popups that open on this page (enabled ones only). */\nexport const popups = ${json(pagePopups)} as const\n` : ''}
${constants.join('\n\n')}

/** ${route.id}: /{lang}/${route.path} */
export default function ${route.id}() {
${hooks.join('\n')}
${layout}
}
`).replace(/\n{3,}/g, '\n\n').replace(/\{\n\n/g, '{\n')
  return [pageModuleFile(route.id), content]
}
