import { z } from 'zod'
import { ExternalUrlSchema, LocalizedTextSchema } from './text'
import { definer } from './define'

/** External sites the header, pages and footer link to. All belong to the provider, not to us. */
export const ExternalSitesSchema = z
  .object({
    /** Issuer login for Open Badges 2.0 (the legacy issuer site). */
    issuerV2: ExternalUrlSchema,
    /** Badge wallet login for Open Badges 2.0. */
    walletV2: ExternalUrlSchema,
    /** Issuer site for Open Badges 3.0. */
    issuerV3: ExternalUrlSchema,
    /** Badge wallet for Open Badges 3.0. */
    walletV3: ExternalUrlSchema,
    /** Public page that verifies a badge. */
    verify: ExternalUrlSchema,
    /** The provider's global portal. */
    globalPortal: ExternalUrlSchema,
    /** The provider's blog. */
    blog: ExternalUrlSchema,
    /** The wallet app on Apple's App Store. */
    appStore: ExternalUrlSchema,
    /** The wallet app on Google Play. */
    playStore: ExternalUrlSchema,
    /** The provider's YouTube channel. */
    youtube: ExternalUrlSchema,
    /** The provider's Instagram account. */
    instagram: ExternalUrlSchema,
    /** The provider's LinkedIn page. */
    linkedin: ExternalUrlSchema,
  })
  .strict()

/**
 * The provider's identity. Its real name, phone and addresses are not known to us: every value
 * here is a placeholder kept in this one place, so the real ones replace them in one edit.
 */
const BrandSchema = z
  .object({
    /** True while the values below are stand-ins; the footer then says so. */
    placeholder: z.boolean(),
    /** The display name of the provider. */
    name: LocalizedTextSchema,
    /** Short product code, used in partner company codes such as `bgwc3{product}`. */
    productCode: z.string().regex(/^[a-z0-9]+$/, 'lower-case letters and digits only'),
    /** Support telephone, shown in the "server is down" message and the footer. */
    supportPhone: z.string().regex(/^[0-9-]+$/, 'digits and dashes only'),
    /** Support e-mail address. */
    supportEmail: z.email(),
    /** When support answers. */
    supportHours: LocalizedTextSchema,
    /** The office address in Seoul. */
    address: LocalizedTextSchema,
    /** Copyright line of the footer. */
    copyright: LocalizedTextSchema,
    /** Sites of the provider that are not part of this website. */
    external: ExternalSitesSchema,
  })
  .strict()

export const defineBrand = definer(BrandSchema)
