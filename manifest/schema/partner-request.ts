import { z } from 'zod'
import { checkClaimWindow, EventFieldsSchema, FixedClaimWindowSchema, PartnerSchema } from './event-fields'
import { LocalizedTextSchema } from './text'

/**
 * What a partner fills in on the request page (`/kor/partner-request`, `/eng/partner-request`):
 * the parts of an event entry that are the partner's to say, each with the entry's own rule (the
 * fields are EventFieldsSchema's, the checks across them the entry's `checkClaimWindow`). The
 * form checks with it before sending, the API (`requestPartnerEvent`'s `event`) checks with it
 * again, and `npm run new:event -- --from-request` builds the entry from it, which EventSchema then
 * checks whole. What a partner does not decide is not here: the company code and the wallet
 * (agreed with the issuing platform), the badge's page and artwork, the claim code itself (a
 * maintainer makes one when `asksClaimCode`), and the logo (a file beside it).
 */
export const PartnerRequestSchema = EventFieldsSchema.pick({
  slug: true,
  interfaceLanguage: true,
  title: true,
  description: true,
  timeZone: true,
  dates: true,
  venue: true,
  criteria: true,
})
  .extend({
    /** The event's own name in both languages (optional in an entry, asked of every partner). */
    name: LocalizedTextSchema,
    /** Who runs the event, as on the page: its name in both languages and its site. */
    partner: PartnerSchema.omit({ logo: true }),
    /**
     * The short name on the badge's ribbon, e.g. `AES KOREA`; left out, the event's English name
     * in capitals. Whether it fits the ribbon is the request rules' (src/lib/partner-request-rules.ts).
     */
    badgeLabel: z.string().trim().min(1).max(40).optional(),
    /** Whether attendees must give a claim code, printed on the poster (docs/events-and-partners.md, "Claim codes"). */
    asksClaimCode: z.boolean().default(false),
    /** When claims are accepted, fixed ends only: a window relative to the build day is an example's. */
    claims: FixedClaimWindowSchema.optional(),
  })
  .strict()
  .superRefine(checkClaimWindow)

export type PartnerRequest = z.infer<typeof PartnerRequestSchema>
/** A request as the form holds it before the schema's defaults are filled in. */
export type PartnerRequestInput = z.input<typeof PartnerRequestSchema>
