import { z } from 'zod'
import { ImageSchema } from '../schema/image'
import { LinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * A grid of cards, each with an icon or illustration, a title, a short text and an optional link:
 * the feature, service, solution and benefit cards of the home, service and solution pages.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/card-grid/`. */
      type: z.literal('card-grid'),
      /** The heading (h2) over the cards; without it the cards' titles are the h2s. */
      heading: LocalizedTextSchema.optional(),
      /** One or two sentences under the heading. */
      lead: LocalizedTextSchema.optional(),
      /**
       * How the cards look: `feature` a small icon on a light card; `showcase` a large
       * illustration on top, the whole card clickable when it has a link; `benefit` a compact
       * outlined card with the icon beside the title (long lists of benefits).
       */
      variant: z.enum(['feature', 'showcase', 'benefit']).default('feature'),
      /** Cards per row on wide screens (fewer on narrow ones); by default 3, or 2 or 4 when the count fits. */
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
      /**
       * How the cards' titles break across lines, per language: `fill` fills each line and breaks
       * between words; `balance` evens the lines out (`text-wrap: balance`). Spec 2.8: on the
       * association page the English card headings break differently from the Korean ones.
       * Without it, `fill` in both languages.
       */
      titleWrap: z.object({ ko: z.enum(['fill', 'balance']), en: z.enum(['fill', 'balance']) }).strict().optional(),
      /** The cards, in order. */
      items: z
        .array(
          z
            .object({
              /** An icon or illustration file of `public/`. */
              image: ImageSchema.optional(),
              /** The card's title (h3 under a heading, else h2). */
              title: LocalizedTextSchema,
              /** A sentence or two. */
              text: LocalizedTextSchema,
              /** Where the card leads (a page of this site, or an external site of the brand file). */
              link: LinkSchema.optional(),
            })
            .strict(),
        )
        .min(1, 'needs at least one card'),
    })
    .strict(),
})
