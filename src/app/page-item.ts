import { useRouterState } from '@tanstack/react-router'
import type { PageLoaderData } from './page-route'

/**
 * The item a page's query names, as its section reads it (`src/sections/<type>/<type>-item.ts`):
 * its title (the `<title>` and the page head's h1), description, the query that is part of
 * its address (`?id=3`: canonical and hreflang name it, and the language switch keeps it), and
 * for an item that is an article (a notice), the instant it was published (ISO 8601 with its
 * offset): the page is then an Open Graph `article` with that `article:published_time`, and has
 * a sharing card of its own (`itemCardPath`, 16:9); another item (a list's page) shares its page's.
 */
export type PageItem = { title: string; description: string; query: string; published?: string }

/**
 * The item the page shows when each of its items is a page (the notice detail), null when its
 * query names none, undefined on any other page: the page head's h1 is the item's title.
 */
export function usePageItem(): PageItem | null | undefined {
  return useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as PageLoaderData | undefined)?.item })
}
