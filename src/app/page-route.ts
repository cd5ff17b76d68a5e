import { createRoute, lazyRouteComponent, useRouterState } from '@tanstack/react-router'
import type { FirstReadPreload } from '../api/read-urls'
import type { PageId } from '../generated/site.gen'
import type { BuiltReads } from './built-reads'
import { pageFor } from './current-page'
import { pageHead } from './head'
import type { Locales } from '../i18n/i18n-types'
import { loadDictionary, loadNamespaces, type LazyNamespace } from './i18n'
import { loadShellText } from './shell-text'
import type { ItemContext, PageItem, PageLoaderData, PageText } from './page-data'
import { languageRoute } from './route-base'

/** What a generated page module (`src/generated/pages/*.gen.tsx`) exports. */
type PageModule = {
  default: () => React.ReactNode
  /** The page's words, a module in each language (codegen's `generatePageContent`). */
  contentByLanguage: Record<Locales, () => Promise<{ default: { meta: PageText } }>>
  /** A page with sections that load API data: the addresses of its first reads, for <head> to preload. */
  preloads?: readonly FirstReadPreload[]
  /** A page whose sections have interface strings of their own: those namespaces, loaded in one language. */
  namespaces?: readonly LazyNamespace[]
  /**
   * A page each of whose items is a page: the item its query names, or null (a section's `item`,
   * the notice detail; a section's `pages`, the press list's `?page=N`, undefined on its first).
   */
  // Method syntax on purpose: its parameters are checked both ways, so each page module's
  // `itemOf` takes its own content's type, and the loader hands it that module's content.
  itemOf?(content: object, search: object, page: ItemContext): PageItem | null | undefined
}

/**
 * A page route's loader: the page module (its code), the interface strings and the shell's words
 * of the page's language, fetched together, then the page's words (title, description, page
 * head, popups, long text) and its sections' own interface strings in that language. Only the
 * visitor's language reaches <head> and the dehydrated state, so those words arrive inside the
 * prerendered HTML, not as JavaScript; no page's start-up chunks carry them.
 */
export async function loadPage(
  pageId: PageId,
  langParam: string,
  load: () => Promise<PageModule>,
  { search = {}, query = '', builtReads }: { search?: object; query?: string; builtReads?: BuiltReads | undefined } = {},
): Promise<PageLoaderData> {
  const { locale } = pageFor(pageId, langParam).language
  const [module, base, shell] = await Promise.all([load(), loadDictionary(locale), loadShellText(locale)])
  const [{ meta, ...content }, namespaces] = await Promise.all([
    module.contentByLanguage[locale]().then((m) => m.default),
    loadNamespaces(module.namespaces ?? [], locale),
  ])
  const strings = module.namespaces ? { ...base, ...namespaces } : base
  const { title, description } = meta
  return {
    title,
    description,
    strings,
    shell,
    ...(Object.keys(content).length > 0 && { content }),
    ...(module.preloads && { preloads: module.preloads }),
    ...(module.itemOf && { item: module.itemOf(content, search, { query, built: builtReads, title, description, strings }) }),
    ...(builtReads && { built: builtReads }),
  }
}

/**
 * One manifest route below `/$lang`. A function rather than 30 spelled-out `createRoute` calls,
 * since the route tree rides in the entry chunk; `TPath` keeps every path literal, so `<Link to>`
 * stays typed.
 */
export function pageRoute<const TPath extends string>(pageId: PageId, path: TPath, load: () => Promise<PageModule>) {
  return createRoute({
    getParentRoute: () => languageRoute,
    path,
    staticData: { pageId },
    // The query as written reaches an item (the press list's `?page=N`, a document of its own).
    // Not a loader dependency: hydration finds the prerendered match by its dependencies, and
    // every address that names no page (`?page=99`, `?page=abc`) is served one document; a list
    // page links its other pages as documents, not in-app navigations.
    loader: ({ params, context, location }) => loadPage(pageId, langOf(params), load, { query: location.searchStr, builtReads: context.builtReads }),
    head: ({ params, loaderData }) => pageHead(pageId, langOf(params), loaderData),
    component: lazyRouteComponent(load),
  })
}

// Inside the generic, TypeScript cannot resolve the params of `$lang` + TPath; `$lang` is there.
const langOf = (params: object) => (params as { lang: string }).lang

/**
 * The page's words (page head, popups, long-text sections) in the visitor's language, from its
 * route's loader data: in the prerendered HTML's dehydrated state on a first visit, from the page's
 * content module after a client-side navigation. `T` is the content module's default export.
 * Here, in the entry chunk, since every kind of page (and both layouts) may need it.
 */
export function usePageContent<T>(): T {
  const content = useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as PageLoaderData | undefined)?.content })
  if (!content) throw new Error('This page reads its words but its loader returned none')
  return content as T
}
