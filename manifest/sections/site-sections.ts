import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * The site's main sections as lists of links, read from the header's menus
 * (`manifest/navigation.ts`), so they never differ from them: a way on from a dead end (the
 * not-found page).
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/site-sections/`. */
      type: z.literal('site-sections'),
      /** The heading (h2) over the lists. */
      heading: LocalizedTextSchema,
    })
    .strict(),
})
