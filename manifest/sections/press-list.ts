import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'

/**
 * The press coverage list (docs/rules/company.md §2.9): loads `GET /MediaNews` when the page opens, hides items
 * with `display: false`, newest first; each row opens the article in a new tab.
 */
export default defineSectionType({
  loads: 'listMediaNews',
  pages: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/press-list/`. */
      type: z.literal('press-list'),
    })
    .strict(),
})
