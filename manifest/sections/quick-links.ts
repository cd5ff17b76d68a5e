import { z } from 'zod'
import { LinkSchema } from '../schema/link'
import { IconNameSchema } from '../schema/icon'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** A row of large shortcut buttons with an icon and a line of text each (docs/rules/pages.md §2.4's quick buttons). */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/quick-links/`. */
      type: z.literal('quick-links'),
      /** A heading for screen readers (the buttons speak for themselves on screen). */
      label: LocalizedTextSchema,
      /** The shortcuts, in order. */
      items: z
        .array(
          z
            .object({
              /** Where it leads; its label is the button's name. */
              link: LinkSchema,
              /** A line under the label saying what is there. */
              text: LocalizedTextSchema,
              /** A small icon of the site's set (`manifest/icons.ts`), by meaning; decorative, the label names the place. */
              icon: IconNameSchema,
            })
            .strict(),
        )
        .min(1)
        .max(4, 'at most four shortcuts fit one row'),
    })
    .strict(),
})
