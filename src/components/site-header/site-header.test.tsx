import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import { SiteHeader } from './site-header'

describe('site header', () => {
  it("links home with the brand's wordmark, named by the brand in the page language, its size set so nothing moves", async () => {
    const home = (html: string) => /<a [^>]*href="(\/\w+)"[^>]*>(<img [^>]*>)<\/a>/.exec(html)
    const kor = home(await renderInPage(<SiteHeader />, 'kor'))
    expect(kor?.[1]).toBe('/kor')
    expect(kor?.[2]).toMatch(/^<img src="\/brand\/ko\.svg" width="\d+" height="64" alt="오배지"/)
    const eng = home(await renderInPage(<SiteHeader />, 'eng'))
    expect(eng?.[1]).toBe('/eng')
    expect(eng?.[2]).toMatch(/^<img src="\/brand\/en\.svg" width="\d+" height="64" alt="oBadge"/)
  })
  it('names each language in its own language, marked as such, so a screen reader speaks it right', async () => {
    const html = await renderInPage(<SiteHeader />, 'eng')
    expect(html).toMatch(/<span [^>]*lang="ko"[^>]*> \(한국어\)<\/span>/)
    expect(html).toMatch(/<span [^>]*lang="en"[^>]*> \(English\)<\/span>/)
  })
})
