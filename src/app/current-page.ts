import { useRouterState } from '@tanstack/react-router'
import type { PageId, SiteRouteData } from '../generated/site.gen'
import { languageOfLocale, languageOfSegment, type Language } from '../lib/language'
import { routeData } from '../lib/routing'

type CurrentPage = {
  route: SiteRouteData
  /** The language the page is written in: the path's, or an event page's fixed one. */
  language: Language
}

/** The page a route name and `{lang}` value show, in the language the visitor reads. */
export function pageFor(pageId: PageId, langParam: string | undefined): CurrentPage {
  const route = routeData(pageId)
  const language = 'writtenIn' in route ? languageOfLocale(route.writtenIn) : languageOfSegment(langParam)
  return { route, language }
}

/**
 * The page being shown, from the deepest route match. Every text and link asks (through `useLL`
 * and `useCurrentPage`), and each asks again on every change of the router's state: the answer is
 * a string, compared in one step, not the page's data compared deeply for each caller, which took
 * 25 ms of a gallery tab's 4x-slowed click (issue 29, item 10).
 */
export function useCurrentPage(): CurrentPage {
  const [pageId, lang] = useRouterState({
    select: (state) => {
      const leaf = state.matches[state.matches.length - 1]
      return `${leaf?.staticData.pageId ?? 'NotFoundPage'} ${(leaf?.params as { lang?: string } | undefined)?.lang ?? ''}`
    },
  }).split(' ')
  return pageFor(pageId as PageId, lang)
}
