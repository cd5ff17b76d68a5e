import { useRouterState } from '@tanstack/react-router'
import type { PageId } from '../generated/site.gen'
import { languageOfLocale, languageOfSegment, type Language } from '../lib/language'
import { routeData, type RouteData } from '../lib/routing'
import type { EventPageData } from './event-page-data'

type CurrentPage = {
  route: RouteData
  /** The language the page is written in: the path's, or an event page's fixed one. */
  language: Language
}

/** The page a route name and `{lang}` value show, in the language the visitor reads. */
export function pageFor(pageId: PageId, langParam: string | undefined): CurrentPage {
  return { route: routeData(pageId), language: languageOfSegment(langParam) }
}

/**
 * The page being shown, from the deepest route match. Every text and link asks (through `useLL`
 * and `useCurrentPage`), and each asks again on every change of the router's state: the answer is
 * a string, compared in one step, not the page's data compared deeply for each caller, which took
 * 25 ms of a gallery tab's 4x-slowed click (docs/performance.md, interactions).
 */
export function useCurrentPage(): CurrentPage {
  // An event page's route comes with its data (the browser has no index of the events): that
  // object, the same one while the page shows, else the page's name and language as one string.
  const page = useRouterState({
    select: (state) => {
      const leaf = state.matches[state.matches.length - 1]
      return (
        (leaf?.loaderData as { event?: EventPageData } | undefined)?.event?.route ??
        `${leaf?.staticData.pageId ?? 'NotFoundPage'} ${(leaf?.params as { lang?: string } | undefined)?.lang ?? ''}`
      )
    },
  })
  if (typeof page !== 'string') return { route: page, language: languageOfLocale(page.writtenIn) }
  const [pageId, lang] = page.split(' ')
  return pageFor(pageId as PageId, lang)
}
