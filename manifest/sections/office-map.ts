import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * The office on a map (docs/rules/company.md §2.9): a 500 px area with one marker. The maps script loads only on
 * the page that has this section, and only when the build sets `VITE_KAKAO_MAP_KEY`; otherwise
 * (and while it loads, or when it fails) a static map shows the brand's address with links to
 * common map services.
 */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/office-map/`. */
      type: z.literal('office-map'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** The marker's name, e.g. the company's name and "office". */
      place: LocalizedTextSchema,
      /** Latitude of the marker (WGS84, Seoul). */
      lat: z.number().min(37.4).max(37.7),
      /** Longitude of the marker (WGS84, Seoul). */
      lng: z.number().min(126.7).max(127.2),
    })
    .strict(),
})
