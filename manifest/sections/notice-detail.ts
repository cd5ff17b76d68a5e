import { z } from 'zod'
import { NoticeBoardSchema } from '../schema/notice'
import { defineSectionType } from '../schema/section-type'

/**
 * One notice, chosen by the page's `id` query (spec 2.9): its title and date, then its text or
 * its banner with the banner's links laid over it; previous, next and back-to-list; a missing
 * or unknown id shows "no posts".
 */
export default defineSectionType({
  // The notices arrive in the visitor's language as data in the HTML, not in the page's JS.
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/notice-detail/`. */
      type: z.literal('notice-detail'),
      /** Every notice (manifest/notices/): the page shows one, and links its neighbours. */
      notices: NoticeBoardSchema,
    })
    .strict(),
})
