import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'

/**
 * The badge request form of the sample and event pages (spec 4.1): name and e-mail, sent to an
 * issuance endpoint of openapi/api.yaml with the page's company code.
 */
export default defineSectionType({
  submits: ['issueSampleBadge', 'issueSampleBadgeV3'],
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/issuance-form/`. */
      type: z.literal('issuance-form'),
      /** The issuance path of openapi/api.yaml the form posts to (`OpenBadges` or `OpenBadgesV3`); codegen checks it. */
      endpoint: z.string().regex(/^[A-Za-z0-9]+$/, 'an API path without "/", e.g. OpenBadges'),
      /** The partner's company code sent with every request; codegen checks it against the API's rule. */
      company: z.string().min(1),
      /** The request's `lang` (manifest/issuance.ts holds the one value; codegen checks the API takes it). */
      lang: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
      /** Whether the request also carries `language`, a copy of `lang` (one partner asks for it). */
      sendsLanguage: z.boolean(),
    })
    .strict(),
})
