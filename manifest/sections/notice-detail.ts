import { z } from 'zod'
import { NoticeBoardSchema } from '../schema/notice'
import { defineSectionType } from '../schema/section-type'

/**
 * One notice, chosen by the page's `id` query (docs/rules/company.md §2.9): its title (the page's h1) and date,
 * then its text or its banner with the banner's links laid over it; previous, next and
 * back-to-list; a missing or unknown id shows "no posts".
 */
const schema = z
  .object({
    /** Section type; picks the component in `src/sections/notice-detail/`. */
    type: z.literal('notice-detail'),
    /** Every notice (manifest/notices/): the page shows one, and links its neighbours. */
    notices: NoticeBoardSchema,
  })
  .strict()

export default defineSectionType({
  // The notices arrive in the visitor's language as data in the HTML, not in the page's JS.
  byLanguage: true,
  // Each notice is a page of its own, named by `?id=N`: its title, description and address
  // (src/sections/notice-detail/notice-detail-item.ts).
  item: { query: 'id', ids: (section: z.infer<typeof schema>) => section.notices.map((notice) => notice.id) },
  schema,
})
