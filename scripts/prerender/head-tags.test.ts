import { describe, expect, it } from 'vitest'
import { loadSite } from '../../manifest/site'
import { headTags, withHeadTags, type HeadInputs } from './head-tags'

const inputs: HeadInputs = { site: loadSite(), origin: 'https://site.test', verification: {} }
const naver = 'e4bd6671e4bfdb30e5ceb53bc0059236bb99c41e'
const google = 'dBw5CvburAxi537Rp9qi5uG2174Vb6JwHwIRwPSLIK8'

describe('the tags the prerender adds to <head>', () => {
  it('writes the verification tags only when set, then the web app manifest, the feed and the structured data', () => {
    const plain = headTags('/kor/company/press', inputs)
    expect(plain).not.toContain('verification')
    expect(plain).toMatch(
      /^<link rel="manifest" href="\/manifest-kor.webmanifest"\/><meta name="theme-color" [^>]*\/><link rel="apple-touch-icon" [^>]*\/><link rel="alternate" type="application\/rss\+xml" title="공지사항 \| 오배지" [^>]*\/><script type="application\/ld\+json">.*<\/script>$/,
    )
    const verified = headTags('/kor/company/press', { ...inputs, verification: { naver, google } })
    expect(verified).toBe(`<meta name="naver-site-verification" content="${naver}"/><meta name="google-site-verification" content="${google}"/>${plain}`)
    expect(headTags('/kor/404', { ...inputs, verification: { google } })).toBe(
      `<meta name="google-site-verification" content="${google}"/><link rel="manifest" href="/manifest-kor.webmanifest"/><meta name="theme-color" content="#1f4fd1"/><link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png"/><link rel="alternate" type="application/rss+xml" title="공지사항 | 오배지" href="https://site.test/feeds/notices-kor.xml"/>`,
    )
  })

  it("links the press list's feed after the notices' when the build read the list, and only then", () => {
    expect(headTags('/eng/company/about', inputs)).not.toContain('/feeds/press-')
    expect(headTags('/eng/company/about', { ...inputs, pressFeed: true })).toMatch(
      /\/feeds\/notices-eng\.xml"\/><link rel="alternate" type="application\/rss\+xml" title="Press \| oBadge" href="[^"]*\/feeds\/press-eng\.xml"\/><script /,
    )
  })

  it('puts them at the end of <head>', () => {
    expect(withHeadTags('<html><head><title>t</title></head><body></body></html>', '<meta name="x"/>')).toBe(
      '<html><head><title>t</title><meta name="x"/></head><body></body></html>',
    )
    expect(() => withHeadTags('<html><body></body></html>', '')).toThrow('a page without </head>')
  })
})
