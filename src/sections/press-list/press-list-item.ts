import type { ItemContext, PageItem } from '../../app/page-data'
import { pressPageIn, pressPageQuery } from '../../lib/list-documents'
import { pageCount } from './shown-press'

/**
 * The press list's page the address names, as a page of its own (the section's `pages`): page N
 * (2..) titled with its number ("언론 보도 - 2페이지"), described likewise, its `?page=N` part of its
 * canonical and hreflang addresses; undefined on the first page (the page itself); null when the
 * address names no page of the list (`?page=0`, `99`, `abc`: the list's "no posts", `noindex`).
 * Past the last page only where the build's answer says how many there are (the prerender); after
 * an in-app navigation the pager names only pages that exist.
 */
export function pageItem({ query, built, title, description, strings }: ItemContext): PageItem | null | undefined {
  const page = pressPageIn(new URLSearchParams(query).get(pressPageQuery))
  if (page === 1) return undefined
  const answer = built?.answers.listMediaNews?.answer
  if (page === null || (answer && page > pageCount(answer.data))) return null
  // The interface's own words for a page ("{number}페이지", "Page {number}"), from the loader's strings.
  const label = (strings as { lists: { page: string } }).lists.page.replace(/\{number(:\w+)?\}/, String(page))
  return { title: `${title} - ${label}`, description: `${description} (${label})`, query: `?${pressPageQuery}=${page}` }
}
