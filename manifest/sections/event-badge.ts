import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { ExternalUrlSchema, LocalizedTextSchema } from '../schema/text'

/** An event page's badge (spec 2.13): its artwork linking to the badge's public page, and the dates. */
export default defineSectionType({
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/event-badge/`. */
      type: z.literal('event-badge'),
      /** The artwork under `public/`, e.g. `/events/aeskr.svg`. */
      image: z.string().regex(/^\/[a-z0-9/-]+\.svg$/),
      /** What the artwork shows, for screen readers. */
      alt: LocalizedTextSchema,
      /** The badge's public page; opens in a new tab. */
      publicUrl: ExternalUrlSchema,
      /** First and last day of the event, `YYYY-MM-DD`. */
      dates: z.object({ /** First day. */ start: z.string(), /** Last day. */ end: z.string().optional() }).strict().optional(),
    })
    .strict(),
})
