import type { SectionInLanguage } from '../../../manifest/schema/section'
import type { PageItem } from '../../app/page-data'
import { seoulDayStart } from '../../lib/seoul-day'

type Section = SectionInLanguage<'notice-detail'>
type Notice = Section['notices'][number]

/** A meta description's length that search results show whole, in either language. */
const DESCRIPTION_LENGTH = 150

/**
 * The notice the page's `id` names, as a page of its own (the section's `item`): its title for
 * `<title>` and the page head's h1, a description from its text, and the query of its address
 * (as manifest/notices/addresses.ts writes it, which the browser cannot import: `check:seo` fails
 * when a canonical names no built page); null when the id names no notice (no id, an unknown or
 * malformed one: the router's `itemParam` reads `99`, `abc` and `01` as none). A notice is an
 * article, published at the start of its Seoul day.
 */
export function pageItem(section: Section, search: { id?: unknown }): PageItem | null {
  const notice = section.notices.find((n) => n.id === search.id)
  if (!notice) return null
  return { title: plain(notice.title), description: describe(notice), query: `?id=${notice.id}`, published: seoulDayStart(notice.date) }
}

/**
 * Text as `<head>` carries it: without the word joiners and no-break spaces that hold compounds
 * together on the page (manifest/no-break.ts), which a search result or a tab has no line to break.
 */
export const plain = (text: string) => text.replace(/\u2060/g, '').replace(/\u00a0/g, ' ')

/**
 * What the notice says, as one line: a text notice's paragraphs, a banner's headline and lines
 * (the banner's text, which the page also holds as text for screen readers), each a sentence,
 * cut at a word once it would run past what search results show.
 */
export function describe(notice: Notice): string {
  const text = noticeParts(notice).map((part) => plain(/[.!?。]$/.test(part) ? part : `${part}.`)).join(' ')
  if (text.length <= DESCRIPTION_LENGTH) return text
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
}

/**
 * What a notice says, part by part, in one language or both: a banner's headline and lines (the
 * text its art shows), else its paragraphs. The page's description and the feeds' items read it.
 */
export function noticeParts<T>(notice: { banner?: { headline: T; lines: readonly T[] }; paragraphs?: readonly T[] }): T[] {
  return notice.banner ? [notice.banner.headline, ...notice.banner.lines] : [...(notice.paragraphs ?? [])]
}
