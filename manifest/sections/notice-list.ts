import { z } from 'zod'
import { latestDay } from '../schema/dates'
import { NoticeBoardSchema, type Notice } from '../schema/notice'
import { defineSectionType } from '../schema/section-type'

/**
 * The notice board's list (docs/rules/company.md §2.9): newest first, each row a type chip, the title clamped to
 * two lines and the date, linking to the notice's page.
 */
export default defineSectionType({
  // The notices arrive in the visitor's language as data in the HTML, not in the page's JS.
  byLanguage: true,
  // The list changes when a notice is posted: its newest notice's day.
  lastModified: (section: { notices: readonly Notice[] }) => latestDay(section.notices.map((notice) => notice.date)),
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/notice-list/`. */
      type: z.literal('notice-list'),
      /** The notices (manifest/notices/); the list needs no more than their title, type and date. */
      notices: NoticeBoardSchema,
    })
    .strict(),
})
