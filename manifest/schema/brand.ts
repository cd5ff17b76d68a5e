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

/** A file of `public/` by its address on the site (`/brand/mark.svg`): an SVG, its text in outlines. */
const PublicSvgSchema = z.string().regex(/^\/[\w./-]+\.svg$/, 'an address under public/ such as /brand/mark.svg')

/** A picture in each language: a name is written in the page's language. */
const LocalizedSvgSchema = z.object({ ko: PublicSvgSchema, en: PublicSvgSchema }).strict()

/**
 * Our logo as files of `public/`, which `npm run draw:brand` draws (scripts/brand/); the
 * provider's own files replace them by naming them here. SVG with any text as outlines, so it
 * looks the same on every machine, and a viewBox (codegen reads the proportions from it).
 */
export const BrandLogoSchema = z
  .object({
    /** The mark alone, square: the favicon (and the `.ico` and touch icon drawn from it at build). */
    mark: PublicSvgSchema,
    /** Mark and name, on a light background: the header, an event page's band, the posters. */
    wordmark: LocalizedSvgSchema,
    /** Mark and name, on a dark one: the footer and the sharing cards. */
    wordmarkOnDark: LocalizedSvgSchema,
  })
  .strict()

/**
 * The provider's identity. Its real name, phone and addresses are not known to us: every value
 * here is a placeholder kept in this one place, so the real ones replace them in one edit.
 */
const BrandSchema = z
  .object({
    /** The display name of the provider: the logo's accessible name, titles, the footer. */
    name: LocalizedTextSchema,
    /** The logo's files. */
    logo: BrandLogoSchema,
    /**
     * The sample badge a visitor receives, as the sample page pictures it: an SVG of `public/`
     * (ours is drawn by `npm run draw:brand` with the event badges' art; name the provider's own instead).
     */
    sampleBadge: PublicSvgSchema,
    /** Short product code, used in partner company codes such as `bgwc3{product}`. */
    productCode: z.string().regex(/^[a-z0-9]+$/, 'lower-case letters and digits only'),
    /** Support telephone, shown in the "server is down" message and the footer. */
    supportPhone: z.string().regex(/^[0-9-]+$/, 'digits and dashes only'),
    /** Support e-mail address. */
    supportEmail: z.email(),
    /** When support answers. */
    supportHours: LocalizedTextSchema,
    /** How soon an inquiry of the contact form gets its answer (the contact page, beside the form). */
    answerTime: LocalizedTextSchema,
    /** The office address in Seoul. */
    address: LocalizedTextSchema,
    /** The office's country as ISO 3166-1 two letters (`KR`): search engines' address needs it. */
    country: z.string().regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1), e.g. KR'),
    /** Copyright line of the footer. */
    copyright: LocalizedTextSchema,
    /** Sites of the provider that are not part of this website. */
    external: ExternalSitesSchema,
  })
  .strict()
  .transform((values) => ({
    ...values,
    /**
     * True while any value is still a stand-in; the footer then says so. Derived, not written:
     * the notice goes by itself with the last sample value, and cannot stay behind by mistake.
     */
    placeholder: holdsSamples(values),
  }))

type SampleCandidates = {
  supportEmail: string
  supportPhone: string
  address: { ko: string; en: string }
  answerTime: { ko: string; en: string }
  external: Record<string, string>
}

/**
 * Whether a value is still a sample: an address under `.example` (reserved for examples by RFC
 * 2606, so no real site or mailbox has one), a telephone number of zeros after its area code, or an address or
 * answer time that says it is a sample ("예시" / "sample").
 */
export function holdsSamples(values: SampleCandidates): boolean {
  const exampleHost = (host: string) => /(^|\.)example$/i.test(host)
  return (
    exampleHost(values.supportEmail.split('@').pop() ?? '') ||
    Object.values(values.external).some((url) => exampleHost(new URL(url).hostname)) ||
    /^\d+(-0+)+$/.test(values.supportPhone) ||
    /예시|\bsample\b/i.test(`${values.address.ko} ${values.address.en} ${values.answerTime.ko} ${values.answerTime.en}`)
  )
}

export const defineBrand = definer(BrandSchema)
