import type { SuccessBody } from '../../api'

/** A press list answer's rows. */
export type PressItem = SuccessBody<'listMediaNews'>['data'][number]

/** Rows per page: 140 articles make seven pages, each a shareable `?page=N`; the build's press feed holds the first. */
export const pageSize = 20

/** docs/rules/company.md §2.9: the rows the press list shows, newest first, hidden ones left out. */
export function shownPress(items: readonly PressItem[]): PressItem[] {
  return items.filter((item) => item.display).sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
}

/** How many pages the list has (one at least: an empty list is one page that says so). */
export function pageCount(items: readonly PressItem[]): number {
  return Math.max(1, Math.ceil(shownPress(items).length / pageSize))
}
