/**
 * Site ownership for the search portals' consoles: Naver Search Advisor (the portal most Korean
 * visitors search with) and Google Search Console, each only when its code is set at build time
 * (`NAVER_SITE_VERIFICATION`, `GOOGLE_SITE_VERIFICATION`). Each console gives a `<meta>` tag to
 * put in the pages; the setting holds the tag's `content` value, which the prerender writes into
 * every page's `<head>`. Unset, the pages get nothing.
 */
export type SiteVerification = { naver?: string; google?: string }

/** The consoles, their settings, the tag each asks for and the form of its code. */
const consoles = [
  // Naver's code is 40 hexadecimal digits.
  { key: 'naver', setting: 'NAVER_SITE_VERIFICATION', meta: 'naver-site-verification', form: /^[0-9a-f]{40}$/i, example: '40 hexadecimal digits' },
  // Google's is a URL-safe base64 token (43 characters today); older ones were of other lengths.
  { key: 'google', setting: 'GOOGLE_SITE_VERIFICATION', meta: 'google-site-verification', form: /^[\w-]{20,100}$/, example: 'letters, digits, "-" and "_"' },
] as const

/**
 * The codes of the environment. A malformed one fails the build rather than ship a tag the
 * console cannot read (or markup in the `<head>`): most often the whole `<meta>` tag was pasted
 * instead of its `content` value, and the message says so.
 */
export function siteVerificationFromEnv(env: Record<string, string | undefined> = process.env): SiteVerification {
  const codes: SiteVerification = {}
  for (const { key, setting, form, example } of consoles) {
    const value = env[setting]?.trim()
    if (!value) continue
    if (!form.test(value)) {
      throw new Error(`${setting}: "${value}" is not a verification code (${example}); give only the content="…" value of the console's <meta> tag`)
    }
    codes[key] = value
  }
  return codes
}

/** The `<meta>` tags for every page's `<head>`: empty without codes. */
export function siteVerificationTags(codes: SiteVerification): string {
  return consoles.flatMap(({ key, meta }) => (codes[key] ? [`<meta name="${meta}" content="${codes[key]}"/>`] : [])).join('')
}
