import { languages } from '../languages'
import { noticeView } from '../pages/notice-view'
import type { Notice } from '../schema/notice'
import { notices } from './index'

/*
 * Where each notice lives, written once for everything that names it: the prerender (which file
 * it writes), the sitemap, the feeds, the structured data, the Node server's routing and the
 * generated nginx rules. A notice's address is the spec's `/{lang}/company/event-detail?id=N`
 * (docs/rules/company.md §2.9); its prerendered HTML is a file of its own beside the detail page's, since one HTML
 * can no longer serve every id (docs/architecture.md, notice pages: each notice has its title, text
 * and date in the HTML).
 */

/** The detail page's route name, for code that picks it out of the route list. */
export const noticePageId = noticeView.id

/** The notices' ids as the address writes them. */
export const noticeIds: readonly number[] = notices.map((notice) => notice.id)

/** The address of notice `id` in a language: `/kor/company/event-detail?id=3`. */
export function noticePath(segment: string, id: number): string {
  return `/${segment}/${noticeView.path}?id=${id}`
}

/** The prerendered HTML of notice `id`, under the build folder: `/kor/company/event-detail/notice-3.html`. */
export function noticeFile(segment: string, id: number): string {
  return `/${segment}/${noticeView.path}/notice-${id}.html`
}

/**
 * The notice an address names, if any: its `id` written exactly as the notice's number (`3`,
 * not `03`, `3.0` or `abc`), so a notice has one address and nginx's plain string match and the
 * Node server answer alike. Anything else (no id, an unknown or malformed one) names none.
 */
export function noticeIdIn(query: URLSearchParams): number | undefined {
  const written = query.get('id')
  return noticeIds.find((id) => String(id) === written)
}

/** The notice a prerendered file holds and the address it is served at, or undefined for any other file. */
export function noticeAtFile(file: string): { segment: string; id: number; path: string } | undefined {
  for (const { segment } of languages) {
    for (const id of noticeIds) if (noticeFile(segment, id) === file) return { segment, id, path: noticePath(segment, id) }
  }
  return undefined
}

/** Every notice in every language: the pages the prerender writes and the sitemap lists. */
export function noticePages(): { segment: string; notice: Notice; path: string; file: string }[] {
  return languages.flatMap(({ segment }) => notices.map((notice) => ({ segment, notice, path: noticePath(segment, notice.id), file: noticeFile(segment, notice.id) })))
}
