import { z } from 'zod'
import { IconNameSchema } from '../schema/icon'
import { LinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * A coloured band that makes one case in a few short points and offers where to act on it: a
 * heading, the points in a row (an icon, a title, a sentence) and a row of links (e.g. the wallet
 * app in its stores). The home page's Open Badges 3.0 and wallet band. Not a grid of cards: the
 * points stand on the band without panels of their own.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/points-band/`. */
      type: z.literal('points-band'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** One sentence under the heading. */
      lead: LocalizedTextSchema.optional(),
      /** The points, in a row on wide screens: two to four. */
      items: z
        .array(
          z
            .object({
              /** The point's icon, by meaning (`manifest/icons.ts`). */
              icon: IconNameSchema,
              /** The point in a few words (h3). */
              title: LocalizedTextSchema,
              /** A sentence or two. */
              text: LocalizedTextSchema,
            })
            .strict(),
        )
        .min(2)
        .max(4),
      /** Where to act on it, as buttons under the points (pages of this site, or external sites of the brand file). */
      links: z.array(LinkSchema).max(3).default([]),
    })
    .strict(),
})
