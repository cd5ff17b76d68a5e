import { z } from 'zod'
import { EventSchema } from '../schema/event'
import { defineSectionType } from '../schema/section-type'
import { ExternalUrlSchema, LocalizedTextSchema } from '../schema/text'

/** The partner as the page shows it: its logo (beside ours) at the file's own size, so nothing shifts. */
const PartnerSchema = z
  .object({
    /** The partner's name: the logo's alt text, or the band's text when there is no logo. */
    name: LocalizedTextSchema,
    /** The partner's site; the logo links to it in a new tab. */
    url: ExternalUrlSchema.optional(),
    /** The logo file and its intrinsic size (read from the file when the manifest loads). */
    logo: z
      .object({
        /** Its address under `public/partners/`. */
        src: z.string().regex(/^\/partners\/[a-z0-9-]+\.(svg|png)$/),
        /** Intrinsic width in pixels. */
        width: z.number().int().positive(),
        /** Intrinsic height in pixels. */
        height: z.number().int().positive(),
      })
      .strict()
      .optional(),
  })
  .strict()

/**
 * An event page's opening (docs/rules/issuance.md §2.13): whose event it is (our logo beside the
 * partner's), the page's title (the badge) as its h1 and its lead text, the badge linking to its
 * public page, and the facts an attendee asks about: when, where, and what the badge recognises.
 * Built from the event's entry by `eventRoute()` (manifest/site.ts); every fact but the name,
 * lead and badge (the event's own name among them) is optional. `byLanguage`: an event page is read in its one language, so only
 * that language's text reaches the browser, as data in the prerendered page, not as JavaScript.
 */
export default defineSectionType({
  opensPage: true,
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/event-intro/`. */
      type: z.literal('event-intro'),
      /** The page's title (the badge it gives): the page's h1. */
      title: LocalizedTextSchema,
      /** The event's own name, first of its facts. */
      name: LocalizedTextSchema.optional(),
      /** One sentence about the event and its badge: the lead text. */
      description: LocalizedTextSchema,
      /** The badge's artwork, its description and its public page. */
      badge: EventSchema.shape.badge,
      /** An example page: says so at the top. */
      example: z.boolean(),
      /** Who runs the event. */
      partner: PartnerSchema.optional(),
      /** When the event takes place: the Seoul days as written out in each language (`formatDateRange`). */
      dates: LocalizedTextSchema.optional(),
      /** Where it takes place. */
      venue: EventSchema.shape.venue,
      /** What the badge recognises. */
      criteria: EventSchema.shape.criteria,
    })
    .strict(),
})
