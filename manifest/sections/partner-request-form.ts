import { z } from 'zod'
import { InternalLinkSchema } from '../schema/link'
import { defineSectionType } from '../schema/section-type'

/**
 * The partner's request for an event page (docs/events-and-partners.md): what an event entry holds,
 * in both languages, checked with the manifest's own schema (manifest/schema/partner-request.ts)
 * before it is sent, with the logo as a file. Sends `requestPartnerEvent` (multipart/form-data).
 * Its labels and notices are the `partnerRequest` strings.
 */
export default defineSectionType({
  byLanguage: true,
  submits: ['requestPartnerEvent'],
  body: 'PartnerEventRequest',
  strings: ['partnerRequest', 'forms'],
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/partner-request-form/`. */
      type: z.literal('partner-request-form'),
      /** The full privacy policy, linked from the form's notice on the contact person's data. */
      policy: InternalLinkSchema,
    })
    .strict(),
})
