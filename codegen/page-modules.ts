import type { SiteRoute } from '../manifest/site'
import { withHeader } from './header'
import { pageModuleFile } from './names'

/** Section type `some-type` -> its component module and import name. */
function sectionComponent(type: string): { name: string; from: string } {
  const name = type.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase()) + 'Section'
  return { name, from: `../../sections/${type}/${type}` }
}

/**
 * One module per route: the page's layout and exactly the sections its manifest entry lists,
 * with their content inline. The route tree loads it lazily, so a page's code and text arrive
 * only on that page.
 */
export function generatePageModule(route: SiteRoute): [file: string, content: string] {
  const types = [...new Set(route.sections.map((s) => s.type))].sort()
  const imports = [
    `import type { SectionOf } from '../../../manifest/schema/section'`,
    `import { PageLayout } from '../../app/page-layout'`,
    ...types.map((t) => {
      const c = sectionComponent(t)
      return `import ${c.name} from '${c.from}'`
    }),
  ]
  const constants = route.sections.map(
    (s, i) => `const section${i}: SectionOf<'${s.type}'> = ${JSON.stringify(s, null, 2)}`,
  )
  const body = route.sections.map((s, i) => `      <${sectionComponent(s.type).name} section={section${i}} />`)
  const layout =
    body.length === 0
      ? `  return <PageLayout pageId="${route.id}" />`
      : `  return (\n    <PageLayout pageId="${route.id}">\n${body.join('\n')}\n    </PageLayout>\n  )`
  const content = withHeader(`
${imports.join('\n')}

${constants.join('\n\n')}

/** ${route.id}: /{lang}/${route.path} */
export default function ${route.id}() {
${layout}
}
`).replace(/\n{3,}/g, '\n\n')
  return [pageModuleFile(route.id), content]
}
