import { describe, expect, it } from 'vitest'
import en from '../../i18n/en/index'
import ko from '../../i18n/ko/index'
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
  it('puts, in the HTML, a link where the menu button stands that targets the header, for a page without scripts', async () => {
    // The drawer stays inert until its script opens it; the link shows the header's own menus
    // instead (docs/page-design.md, "The header without scripts").
    for (const [segment, { shell }] of [
      ['kor', ko],
      ['eng', en],
    ] as const) {
      const [open, close] = [shell.openMenu, shell.closeMenu]
      const html = await renderInPage(<SiteHeader />, segment)
      const id = /<header id="([^"]+)"/.exec(html)?.[1]
      expect(id).toBeTruthy()
      expect(html).toMatch(new RegExp(`<a href="#${id}"[^>]*>(<span [^>]*></span>)?<span [^>]*>${open}</span></a>`))
      expect(html).toMatch(new RegExp(`<a href="#main"[^>]*>.*?<span [^>]*>${close}</span></a>`))
      expect(html).toMatch(/<div [^>]*role="dialog"[^>]*inert=""/)
    }
  })
  it('names each language in its own language, marked as such, so a screen reader speaks it right', async () => {
    const html = await renderInPage(<SiteHeader />, 'eng')
    expect(html).toMatch(/<span [^>]*lang="ko"[^>]*> \(한국어\)<\/span>/)
    expect(html).toMatch(/<span [^>]*lang="en"[^>]*> \(English\)<\/span>/)
  })
})
