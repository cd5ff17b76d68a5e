import { z } from 'zod'
import { LinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'

/**
 * A row of buttons, e.g. the not-found page's way home or the issuance page's contact button.
 * Internal links stay in the visitor's language; external ones open in a new tab.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/actions/`. */
      type: z.literal('actions'),
      /** The buttons, in order; the first is the primary one. */
      items: z.array(LinkSchema).min(1, 'needs at least one button'),
    })
    .strict(),
})
