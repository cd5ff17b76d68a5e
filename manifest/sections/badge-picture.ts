import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * A picture of the badge a visitor will receive, beside a heading and a sentence: the sample
 * page's (docs/page-design.md, the sample page), drawn like the event pages' badges
 * (`src/lib/event-badge/art.ts`); an event page shows its badge in its opening instead.
 * `byLanguage`: its words arrive as data in the HTML.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/badge-picture/`. */
      type: z.literal('badge-picture'),
      /** The heading (h2), e.g. "The badge you will receive". */
      heading: LocalizedTextSchema,
      /** A sentence beside the picture: what happens to the badge. */
      text: LocalizedTextSchema,
      /** The picture: an SVG of `public/` (`brand.sampleBadge` for the sample page). */
      image: z.string().regex(/^\/[\w./-]+\.svg$/, 'an SVG of public/, e.g. /brand/sample-badge.svg'),
      /** What the picture shows, for screen readers. */
      alt: LocalizedTextSchema,
    })
    .strict(),
})
