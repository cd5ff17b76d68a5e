import { noticeIdIn, noticePageId } from '../../manifest/notices/addresses'
import type { Notice } from '../../manifest/schema/notice'
import type { Site, SiteRoute } from '../../manifest/site'

/**
 * What a prerendered page shows: its route, the language it is written in (the path's, except an
 * event page, which is written in its one interface language whatever the path), and on the
 * notice detail the notice its `?id=N` names, or `null` for the detail page without one (the
 * board's "no posts", which the servers answer with 404).
 */
export type PrerenderedPage = { route: SiteRoute; locale: 'ko' | 'en'; notice?: Notice | null }

/** The page a prerendered address (`/kor/company/press`, `/kor/company/event-detail?id=3`) shows. */
export function pageAt(address: string, site: Site): PrerenderedPage {
  const { pathname, searchParams } = new URL(address, 'http://prerender.invalid')
  const [, segment, ...rest] = pathname.split('/')
  const language = site.languages.find((l) => l.segment === segment)
  const route = site.routes.find((r) => r.path === rest.join('/'))
  if (!language || !route) throw new Error(`prerender: no page at ${address}`)
  const page = { route, locale: route.event?.interfaceLanguage ?? language.locale }
  if (route.id !== noticePageId) return page
  const id = noticeIdIn(searchParams)
  const section = route.sections.find((s) => s.type === 'notice-detail')
  return { ...page, notice: section?.notices.find((n) => n.id === id) ?? null }
}
