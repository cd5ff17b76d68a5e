import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../i18n/en/index'
import ko from '../../i18n/ko/index'
import { renderInPage } from '../../app/test-support/render-in-page'
import { loadShellText } from '../../app/shell-text'
import { site } from '../../generated/site.gen'
import { SiteFooter } from './site-footer'

// The flag codegen derived from manifest/brand.ts, switched here to see the footer both ways.
const flag = vi.hoisted(() => ({ placeholder: true }))
vi.mock('../../generated/site.gen', async (importOriginal) => {
  const generated = await importOriginal<typeof import('../../generated/site.gen')>()
  const site = { ...generated.site }
  Object.defineProperty(site, 'brand', { get: () => ({ ...generated.site.brand, placeholder: flag.placeholder }) })
  return { ...generated, site }
})

const notice = { ko: ko.footer.placeholder, en: en.footer.placeholder }

describe('site footer', () => {
  beforeEach(() => {
    flag.placeholder = true
  })

  it('says the contact details are samples while brand.ts holds sample values, in the page language, never in italics', async () => {
    const kor = await renderInPage(<SiteFooter />, 'kor')
    expect(kor).toContain(notice.ko)
    expect(await renderInPage(<SiteFooter />, 'eng')).toContain(notice.en)
    expect(kor).not.toMatch(/<(i|em)\b/)
  })

  it('says nothing of samples once the values are real', async () => {
    flag.placeholder = false
    expect(await renderInPage(<SiteFooter />, 'kor')).not.toContain(notice.ko)
    expect(await renderInPage(<SiteFooter />, 'eng')).not.toContain(notice.en)
  })

  it('shows the wordmark for dark backgrounds, named by the brand in the page language, with its size set', async () => {
    expect(await renderInPage(<SiteFooter />, 'kor')).toMatch(/<img src="\/brand\/ko-dark\.svg" width="\d+" height="64" alt="오배지"/)
    expect(await renderInPage(<SiteFooter />, 'eng')).toMatch(/<img src="\/brand\/en-dark\.svg" width="\d+" height="64" alt="oBadge"/)
  })

  it('gives the support hours without brackets inside brackets', async () => {
    const eng = await renderInPage(<SiteFooter />, 'eng')
    expect(eng).toContain(`Support ${site.brand.supportPhone} · ${(await loadShellText('en')).brand.supportHours}`)
    expect(eng).not.toMatch(/\([^()]*\(/)
  })
})
