import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { site } from '../../generated/site.gen'
import { literal } from '../../app/test-support/literal'
import { sectionIn } from '../../app/test-support/section-in'
import { loadAllDictionaries, renderInPage } from '../../app/test-support/render-in-page'
import IssuanceFormSection from './issuance-form'

const event: SectionOf<'issuance-form'> = { type: 'issuance-form', targets: [{ endpoint: 'OpenBadges' }], company: 'aeskr', lang: 'ko-KR', sendsLanguage: false }
const sample: SectionOf<'issuance-form'> = {
  ...event,
  targets: [
    { endpoint: 'OpenBadgesV3', label: { ko: '3.0 지갑', en: '3.0 wallet' }, hint: { ko: '같은 이메일', en: 'Same e-mail' } },
    { endpoint: 'OpenBadges', label: { ko: '2.0 지갑', en: '2.0 wallet' } },
  ],
}

const { ko, en } = await loadAllDictionaries()

describe('issuance form section', () => {
  it('has a labelled, required name and e-mail field and an issue button, in the page language', async () => {
    const html = await renderInPage(<IssuanceFormSection section={sectionIn(event, 'eng')} />, 'eng')
    for (const [label, type] of [['Name', 'text'], ['Email', 'email']]) {
      const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}<`).exec(html)?.[1]
      expect(id, label).toBeTruthy()
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*required=""[^>]*type="${type}"`))
    }
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${literal(en.issuance.submit())}</button>`))
    expect(html).not.toContain('<fieldset')
    expect(await renderInPage(<IssuanceFormSection section={sectionIn(event, 'kor')} />, 'kor')).toContain(`>${ko.issuance.submit()}</button>`)
  })

  it('offers the wallets as radio buttons, the first chosen, with its note', async () => {
    const html = await renderInPage(<IssuanceFormSection section={sectionIn(sample, 'kor')} />, 'kor')
    expect(html).toMatch(/<legend[^>]*>받을 지갑<\/legend>/)
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*\/>3\.0 지갑/)
    expect(html).toMatch(/<input type="radio"(?![^>]*checked)[^>]*\/>2\.0 지갑/)
    expect(html).toContain('같은 이메일')
  })

  it('says what happens next, with a link to the wallet its endpoint fills, and where to turn without an e-mail', async () => {
    const html = await renderInPage(<IssuanceFormSection section={sectionIn(event, 'eng')} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>What happens next<\/h2>/)
    expect(html).toContain('The notification e\u2060-\u2060mail can take up to 1 hour')
    expect(html).toContain(en.issuance.next.notice())
    // An OpenBadges event fills the 2.0 wallet; the sample page's default is the 3.0 one.
    expect(html).toMatch(new RegExp(`<a href="${site.brand.external.walletV2}"[^>]*>${literal(en.issuance.walletName({ version: '2.0' }))}<`))
    const korean = await renderInPage(<IssuanceFormSection section={sectionIn(sample, 'kor')} />, 'kor')
    expect(korean).toMatch(new RegExp(`<a href="${site.brand.external.walletV3}"[^>]*>${literal(ko.issuance.walletName({ version: '3.0' }))}<`))
    expect(html).toMatch(/<summary[^>]*>No e-mail\?<\/summary>/)
    expect(html).toMatch(new RegExp(`<a[^>]*href="/eng/contact-us"[^>]*>${literal(en.issuance.noEmail.contact())}</a>`))
  })

  it('gives the personal-information notice inside the form, before its button, linking the privacy policy', async () => {
    const html = await renderInPage(<IssuanceFormSection section={sectionIn(event, 'kor')} />, 'kor')
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
    const notice = ko.issuance.privacy
    for (const line of [notice.purpose(), notice.items(), notice.retention()]) expect(form).toContain(line)
    expect(form).toMatch(new RegExp(`<a[^>]*href="/kor/privacy"[^>]*>${literal(notice.policy())}</a>`))
    expect(form.indexOf(notice.heading())).toBeGreaterThan(-1)
    expect(form.indexOf(notice.heading())).toBeLessThan(form.indexOf(`>${ko.issuance.submit()}</button>`))
    // A notice, not a consent box (docs/decisions/issuance-privacy-notice.md).
    expect(form).not.toContain('type="checkbox"')
  })
})
