import { z } from 'zod'
import { IconNameSchema } from '../schema/icon'
import { ImageSchema } from '../schema/image'
import { LinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * A grid of cards, each with an icon or illustration, a title, a short text and an optional link:
 * the feature, service, solution and benefit cards of the home, service and solution pages.
 * The cards of one grid all have an icon (or an illustration) or none has: a grid where some
 * cards have a picture looks unfinished. The grid never leaves a hole: a last row that is not
 * full is centred, and the parts of the cards in a row (picture, title, text, link) line up.
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
      /**
       * Cards per row on wide screens (fewer on narrow ones). By default the count that leaves the
       * fullest last row (3 on a tie; a `showcase` grid at most 3): 4 cards 4, 5 or 6 cards 3, 7 cards 4.
       */
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
      /**
       * How the cards' titles break across lines, per language: `fill` fills each line and breaks
       * between words; `balance` evens the lines out (`text-wrap: balance`). docs/rules/pages.md §2.8: on the
       * association page the English card headings break differently from the Korean ones.
       * Without it, `fill` in both languages.
       */
      titleWrap: z.object({ ko: z.enum(['fill', 'balance']), en: z.enum(['fill', 'balance']) }).strict().optional(),
      /** The cards, in order. */
      items: z
        .array(
          z
            .object({
              /** A `feature` or `benefit` card's icon, by meaning (`manifest/icons.ts`). */
              icon: IconNameSchema.optional(),
              /** A `showcase` card's illustration (`cardArt('…')` of `manifest/pages/art.ts`). */
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
    .strict()
    .superRefine((grid, ctx) => {
      const [part, wrong] = grid.variant === 'showcase' ? (['image', 'icon'] as const) : (['icon', 'image'] as const)
      grid.items.forEach((item, i) => {
        if (item[wrong]) ctx.addIssue({ code: 'custom', path: ['items', i, wrong], message: `a ${grid.variant} card takes an ${part}, not an ${wrong}` })
      })
      const withPart = grid.items.filter((item) => item[part]).length
      if (withPart > 0 && withPart < grid.items.length) {
        const missing = grid.items.findIndex((item) => !item[part])
        ctx.addIssue({ code: 'custom', path: ['items', missing, part], message: `give every card of the grid an ${part}, or none (${withPart} of ${grid.items.length} have one)` })
      }
    }),
})
