import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/**
 * A line of a row: text, or a value of the brand file (`{ brand: 'address' }`), which lives
 * there only, so the about page and the footer never disagree.
 */
export const LineSchema = z.union([
  LocalizedTextSchema,
  z.object({ /** Which brand value. */ brand: z.enum(['address', 'supportPhone', 'supportEmail', 'supportHours']) }).strict(),
])

/** Label and value rows (a description list), e.g. the office's address, hours and transport. */
export default defineSectionType({
  byLanguage: true,
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/info-rows/`. */
      type: z.literal('info-rows'),
      /** The heading (h2). */
      heading: LocalizedTextSchema,
      /** The rows, in order. */
      rows: z
        .array(
          z
            .object({
              /** What the row is about. */
              label: LocalizedTextSchema,
              /** The value: one line, or several shown as bullet lines. */
              lines: z.array(LineSchema).min(1),
            })
            .strict(),
        )
        .min(1),
      /** Paragraphs under the rows, e.g. directions. */
      notes: z.array(LocalizedTextSchema).default([]),
    })
    .strict(),
})
