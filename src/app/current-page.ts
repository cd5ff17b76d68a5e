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

/** The page being shown, from the deepest route match. */
export function useCurrentPage(): CurrentPage {
  return useRouterState({
    select: (state) => {
      const leaf = state.matches[state.matches.length - 1]
      const params = leaf?.params as { lang?: string } | undefined
      return pageFor(leaf?.staticData.pageId ?? 'NotFoundPage', params?.lang)
    },
    structuralSharing: true,
  })
}
