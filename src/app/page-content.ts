import { useRouterState } from '@tanstack/react-router'
import type { PageData } from './page-route'

/**
 * The page's long-text (`byLanguage`) sections in the visitor's language, from its route's
 * loader data: in the prerendered HTML's dehydrated state on a first visit, from the page's
 * content module after a client-side navigation. `T` is the content module's default export.
 */
export function usePageContent<T>(): T {
  const content = useRouterState({ select: (state) => (state.matches.at(-1)?.loaderData as PageData | undefined)?.content })
  if (!content) throw new Error('This page has long-text sections but its loader returned no content')
  return content as T
}
