import { z } from 'zod'
import { defineSectionType } from '../schema/section-type'
import { LocalizedTextSchema } from '../schema/text'

/** One wallet the form can issue to: an issuance path of openapi/api.yaml. */
const TargetSchema = z
  .object({
    /** The issuance path the form posts to (`OpenBadges` or `OpenBadgesV3`); codegen checks it. */
    endpoint: z.string().regex(/^[A-Za-z0-9]+$/, 'an API path without "/", e.g. OpenBadges'),
    /** The choice's label when the form offers more than one (e.g. "Open Badges 3.0 wallet"). */
    label: LocalizedTextSchema.optional(),
    /** A note shown while this choice is selected (e.g. "use your 2.0 wallet's e-mail"). */
    hint: LocalizedTextSchema.optional(),
  })
  .strict()

/**
 * The badge request form of the sample and event pages (docs/rules/issuance.md §4.1): name and e-mail checked by the
 * contract's rules, a confirmation dialog, then the request to the chosen endpoint with the
 * page's company code, and a success dialog.
 */
export default defineSectionType({
  byLanguage: true,
  // An event's form opens and closes with its claim window.
  inClaimWindow: true,
  submits: ['issueSampleBadge', 'issueSampleBadgeV3'],
  body: 'IssuanceRequest',
  sends: (section: { company: string; lang: string }) => ({ company: section.company, lang: section.lang }),
  // Each target is the wallet's issuance path; the visitor picks one when there are several.
  postsTo: (section: { targets: readonly { endpoint: string }[] }) => section.targets.map((target) => target.endpoint),
  strings: ['issuance', 'forms'],
  schema: z
    .object({
      /** Section type; picks the component in `src/sections/issuance-form/`. */
      type: z.literal('issuance-form'),
      /** The wallets to issue to; with more than one the visitor picks (the first is the default). */
      targets: z.array(TargetSchema).min(1),
      /** The company code sent with every request; codegen checks it against the API's rule. */
      company: z.string().min(1),
      /** The request's `lang` (manifest/issuance.ts holds the one value; codegen checks the API takes it). */
      lang: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
      /** Whether the request also carries `language`, a copy of `lang` (one partner asks for it). */
      sendsLanguage: z.boolean(),
      /** The badge by name, for the success dialog's title; an event page's form gets its title. */
      badge: LocalizedTextSchema.optional(),
      /**
       * The form asks for the event's claim code (an event's `claimCode`), filled from the
       * address's `?code=` when the poster's QR code brought the visitor. Only that a code is
       * asked: the code itself never reaches the page.
       */
      asksClaimCode: z.literal(true).optional(),
    })
    .strict(),
})
