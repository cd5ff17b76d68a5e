import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { PageId } from '../generated/site.gen'
import { pageHead, pageMeta } from './head'
import type { PageMeta } from './page-layout'
import { languageRoute } from './route-base'

/** What a generated page module (`src/generated/pages/*.gen.tsx`) exports. */
export type PageModule = { meta: PageMeta; default: () => React.ReactNode }

/**
 * One manifest route below `/$lang`. The page module holds the title, description and content:
 * the loader fetches it (with the page's code) and hands <head> the visitor's language only, so
 * the entry chunk carries neither. A function rather than 30 spelled-out `createRoute` calls,
 * since the route tree rides in the entry chunk; `TPath` keeps every path literal, so `<Link to>`
 * stays typed.
 */
export function pageRoute<const TPath extends string>(pageId: PageId, path: TPath, load: () => Promise<PageModule>) {
  return createRoute({
    getParentRoute: () => languageRoute,
    path,
    staticData: { pageId },
    loader: async ({ params }) => pageMeta(pageId, langOf(params), await load()),
    head: ({ params, loaderData }) => pageHead(pageId, langOf(params), loaderData),
    component: lazyRouteComponent(load),
  })
}

// Inside the generic, TypeScript cannot resolve the params of `$lang` + TPath; `$lang` is there.
const langOf = (params: object) => (params as { lang: string }).lang
