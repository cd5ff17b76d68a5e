import { z } from 'zod'
import { LinkSchema } from '../schema/link'
import { LocalizedImageSchema } from '../schema/image'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * The band that opens a landing page: its h1 (the page's own heading and lead text give way to
 * it), a sentence, buttons and an illustration.
 */
export default defineSectionType({
  byLanguage: true,
  opensPage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/hero/`. */
      type: z.literal('hero'),
      /** A short line over the heading, e.g. the standards the service follows. */
      eyebrow: LocalizedTextSchema.optional(),
      /** The page's main heading (h1); say the same as the page's title, which `<title>` repeats. */
      heading: LocalizedTextSchema,
      /** One or two sentences under the heading. */
      text: LocalizedTextSchema,
      /** The buttons, in order; the first is the primary one (docs/rules/pages.md §2.4: contact). */
      actions: z.array(LinkSchema).min(1, 'a hero needs at least one button'),
      /** The illustration beside the text (a file of `public/`, or one for each language when it has words in it). */
      image: LocalizedImageSchema,
    })
    .strict(),
})
