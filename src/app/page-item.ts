import { useRouterState } from '@tanstack/react-router'
import type { PageItem, PageLoaderData, PageText } from './page-data'

/**
 * The item the page shows when each of its items is a page (the notice detail), null when its
 * query names none, undefined on any other page: the page head's h1 is the item's title.
 */
export function usePageItem(): PageItem | null | undefined {
  return useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as PageLoaderData | undefined)?.item })
}

/** The page's title and description in its language, from its route's loader: the page head's h1 and lead text. */
export function usePageText(): PageText {
  const title = useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as PageLoaderData | undefined)?.title ?? '' })
  const description = useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as PageLoaderData | undefined)?.description ?? '' })
  return { title, description }
}
