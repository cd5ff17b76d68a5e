import { z } from 'zod'
import { IconNameSchema } from '../schema/icon'
import { DescribedImageSchema } from '../schema/public-file'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * Numbered steps of a process, e.g. how a sample badge reaches the visitor's wallet. With an
 * illustration on every step it is drawn as a road: the steps joined by a dashed line. With an
 * icon on every step it is drawn as a flow: each step's icon in a circle, the circles joined by a
 * line, across the page on desktops and down it on phones and tablets (the home page's issue,
 * collect, share, verify). With neither, numbered panels.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/steps/`. */
      type: z.literal('steps'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** One sentence under the heading. */
      lead: LocalizedTextSchema.optional(),
      /** The steps in order; each is numbered on the page. */
      items: z
        .array(
          z
            .object({
              /** The step's short name. */
              title: LocalizedTextSchema,
              /** One or two sentences on what happens. */
              text: LocalizedTextSchema,
              /** An illustration of the step (give every step one, or none): the steps become a road. */
              image: DescribedImageSchema.optional(),
              /** An icon of the step, by meaning (`manifest/icons.ts`; give every step one, or none): the steps become a flow. */
              icon: IconNameSchema.optional(),
            })
            .strict(),
        )
        .min(2, 'a process has at least two steps')
        .refine((items) => items.every((i) => i.image) || items.every((i) => !i.image), 'give every step an image, or none')
        .refine((items) => items.every((i) => i.icon) || items.every((i) => !i.icon), 'give every step an icon, or none')
        .refine((items) => !items.some((i) => i.icon && i.image), 'a step takes an image (a road) or an icon (a flow), not both'),
    })
    .strict(),
})
