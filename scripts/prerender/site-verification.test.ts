import { describe, expect, it } from 'vitest'
import { siteVerificationFromEnv, siteVerificationTags } from './site-verification'

const naver = 'e4bd6671e4bfdb30e5ceb53bc0059236bb99c41e'
const google = 'dBw5CvburAxi537Rp9qi5uG2174Vb6JwHwIRwPSLIK8'

describe('site verification', () => {
  it('writes nothing when neither code is set', () => {
    expect(siteVerificationTags(siteVerificationFromEnv({}))).toBe('')
    expect(siteVerificationTags(siteVerificationFromEnv({ NAVER_SITE_VERIFICATION: ' ', GOOGLE_SITE_VERIFICATION: '' }))).toBe('')
  })

  it('writes the tag of each code that is set, and only that one', () => {
    expect(siteVerificationTags(siteVerificationFromEnv({ NAVER_SITE_VERIFICATION: ` ${naver}\n` }))).toBe(
      `<meta name="naver-site-verification" content="${naver}"/>`,
    )
    expect(siteVerificationTags(siteVerificationFromEnv({ GOOGLE_SITE_VERIFICATION: google }))).toBe(
      `<meta name="google-site-verification" content="${google}"/>`,
    )
    expect(siteVerificationTags(siteVerificationFromEnv({ NAVER_SITE_VERIFICATION: naver, GOOGLE_SITE_VERIFICATION: google }))).toBe(
      `<meta name="naver-site-verification" content="${naver}"/><meta name="google-site-verification" content="${google}"/>`,
    )
  })

  it('fails the build on a malformed code, naming the setting', () => {
    expect(() => siteVerificationFromEnv({ NAVER_SITE_VERIFICATION: `<meta name="naver-site-verification" content="${naver}" />` })).toThrow(
      /^NAVER_SITE_VERIFICATION: .* give only the content="…" value/,
    )
    expect(() => siteVerificationFromEnv({ NAVER_SITE_VERIFICATION: naver.slice(1) })).toThrow(/NAVER_SITE_VERIFICATION/)
    expect(() => siteVerificationFromEnv({ GOOGLE_SITE_VERIFICATION: `${google}"><script>` })).toThrow(/GOOGLE_SITE_VERIFICATION/)
    expect(() => siteVerificationFromEnv({ GOOGLE_SITE_VERIFICATION: 'short' })).toThrow(/GOOGLE_SITE_VERIFICATION/)
  })
})
