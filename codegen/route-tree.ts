import { IndentationText, Project, QuoteKind, VariableDeclarationKind, type WriterFunction } from 'ts-morph'
import type { QueryParam } from '../manifest/schema/page'
import type { SiteRoute } from '../manifest/site'
import { GENERATED_HEADER } from './header'
import { camelCase, kebabCase, pageModuleFile } from './names'
import { itemSectionOf, type SectionCapabilitiesByType } from './page-modules'

export const ROUTE_TREE_FILE = 'src/generated/route-tree.gen.ts'

/**
 * The route's `validateSearch`. The query parameter that names the page's item (a section's
 * `item`) accepts only the items' values: any other is none, as the servers answer it.
 */
function searchValidator(query: readonly QueryParam[], item?: { query: string; ids: readonly number[] }): string {
  const fields = query.map((q) => {
    switch (q.kind) {
      case 'enum':
        return `${q.name}: enumParam(search.${q.name}, ${JSON.stringify(q.values)} as const, ${JSON.stringify(q.default)})`
      case 'text':
        return `${q.name}: textParam(search.${q.name}, ${JSON.stringify(q.default)})`
      case 'integer':
        if (item?.query === q.name) return `${q.name}: itemParam(search.${q.name}, ${JSON.stringify(item.ids)})`
        return `${q.name}: integerParam(search.${q.name})`
      case 'api-enum':
        throw new Error(`query "${q.name}": resolve API enums (resolveQuery) before generating the route tree`)
    }
  })
  return `(search: Record<string, unknown>) => ({ ${fields.join(', ')} })`
}

const importPage = (route: SiteRoute) => `import('./pages/${kebabCase(route.id)}.gen')`

function routeOptions(route: SiteRoute, capabilities: SectionCapabilitiesByType): WriterFunction {
  const path = route.path === '' ? '/' : route.path
  const itemIndex = itemSectionOf(route, capabilities)
  const section = itemIndex === undefined ? undefined : route.sections[itemIndex]!
  const item = section && capabilities[section.type]!.item!
  if (item && !route.query.some((q) => q.kind === 'integer' && q.name === item.query)) {
    throw new Error(`${route.id}: section "${section.type}" names its items by the query parameter "${item.query}"; declare it: query: [{ kind: 'integer', name: '${item.query}' }]`)
  }
  return (writer) => {
    if (route.query.length === 0) {
      writer.write(`pageRoute('${route.id}', '${path}', () => ${importPage(route)})`)
      return
    }
    // A route with search params spells out createRoute, so its search type is inferred.
    writer.write('createRoute(').inlineBlock(() => {
      writer.writeLine('getParentRoute: () => languageRoute,')
      writer.writeLine(`path: '${path}',`)
      writer.writeLine(`staticData: { pageId: '${route.id}' },`)
      writer.writeLine(`validateSearch: ${searchValidator(route.query, item && { query: item.query, ids: item.ids(section as never) })},`)
      if (itemIndex === undefined) {
        writer.writeLine(`loader: ({ params, context }) => loadPage('${route.id}', params.lang, () => ${importPage(route)}, { builtReads: context.builtReads }),`)
      } else {
        // Each item is a page of its own: the loader runs again when the query names another.
        writer.writeLine('loaderDeps: ({ search }) => search,')
        writer.writeLine(`loader: ({ params, deps, context }) => loadPage('${route.id}', params.lang, () => ${importPage(route)}, { search: deps, builtReads: context.builtReads }),`)
      }
      writer.writeLine(`head: ({ params, loaderData }) => pageHead('${route.id}', params.lang, loaderData),`)
      writer.writeLine(`component: lazyRouteComponent(() => ${importPage(route)}),`)
    })
    writer.write(')')
  }
}

/**
 * The TanStack Router tree as code (ts-morph): one `pageRoute` (a typed `createRoute`) per
 * manifest page below the hand-written root and `/$lang` routes, and the one route of every
 * event page. Every page component is a lazy import, so each route is
 * its own chunk; the typed tree makes `<Link to>` to a missing route a type error.
 */
export function generateRouteTree(allRoutes: readonly SiteRoute[], capabilities: SectionCapabilitiesByType = {}): string {
  // Event pages share one route (src/app/event-route.ts): the tree is the same whatever their number.
  const routes = allRoutes.filter((r) => !r.event)
  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces },
  })
  const file = project.createSourceFile('route-tree.gen.ts')
  const withSearch = routes.some((r) => r.query.length > 0)
  file.addImportDeclarations([
    ...(withSearch ? [{ moduleSpecifier: '@tanstack/react-router', namedImports: ['createRoute', 'lazyRouteComponent'] }] : []),
    ...(withSearch ? [{ moduleSpecifier: '../app/head', namedImports: ['pageHead'] }] : []),
    { moduleSpecifier: '../app/page-route', namedImports: withSearch ? ['loadPage', 'pageRoute'] : ['pageRoute'] },
    { moduleSpecifier: '../app/event-route', namedImports: ['eventPageRoute'] },
    { moduleSpecifier: '../app/route-base', namedImports: ['languageRoute', 'rootRoute'] },
  ])
  if (withSearch) {
    file.addImportDeclaration({
      moduleSpecifier: '../lib/search-params',
      // The item's parser only where a page names its items, so other trees stay as they were.
      namedImports: ['enumParam', 'integerParam', ...(routes.some((r) => itemSectionOf(r, capabilities) !== undefined) ? ['itemParam'] : []), 'textParam'],
    })
  }
  // One manipulation, not one per statement: ts-morph parses the file again after each, which
  // made this the slowest step of a run in the dev server's edit loop.
  file.addVariableStatements([
    ...routes.map((route) => ({
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: [`${route.id}: /{lang}/${route.path}`],
      declarations: [{ name: `${camelCase(route.id)}Route`, initializer: routeOptions(route, capabilities) }],
    })),
    {
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: ['The whole tree, for `createRouter`.'],
      declarations: [
        {
          name: 'routeTree',
          initializer: `rootRoute.addChildren([languageRoute.addChildren([${[...routes.map((r) => `${camelCase(r.id)}Route`), 'eventPageRoute'].join(', ')}])])`,
        },
      ],
    },
    {
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: ["Each route's page module as Vite's build manifest names it, to preload a page's own chunk."],
      declarations: [
        {
          name: 'pageModules',
          initializer: `{ ${routes.map((r) => `${r.id}: '${pageModuleFile(r.id)}'`).join(', ')} } as const`,
        },
      ],
    },
  ])
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: 'remove' as never })
  return `${GENERATED_HEADER}\n\n${file.getFullText().trim()}\n`
}
