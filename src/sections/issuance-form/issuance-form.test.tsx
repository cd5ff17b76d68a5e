import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { site } from '../../generated/site.gen'
import { renderInPage } from '../../app/test-support/render-in-page'
import IssuanceFormSection from './issuance-form'

const event: SectionOf<'issuance-form'> = { type: 'issuance-form', targets: [{ endpoint: 'OpenBadges' }], company: 'aeskr', lang: 'ko-KR', sendsLanguage: false }
const sample: SectionOf<'issuance-form'> = {
  ...event,
  targets: [
    { endpoint: 'OpenBadgesV3', label: { ko: '3.0 지갑', en: '3.0 wallet' }, hint: { ko: '같은 이메일', en: 'Same e-mail' } },
    { endpoint: 'OpenBadges', label: { ko: '2.0 지갑', en: '2.0 wallet' } },
  ],
}

describe('issuance form section', () => {
  it('has a labelled, required name and e-mail field and an issue button, in the page language', async () => {
    const html = await renderInPage(<IssuanceFormSection section={event} />, 'eng')
    for (const [label, type] of [['Name', 'text'], ['Email', 'email']]) {
      const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}<`).exec(html)?.[1]
      expect(id, label).toBeTruthy()
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*required=""[^>]*type="${type}"`))
    }
    expect(html).toMatch(/<button type="submit"[^>]*>Issue the badge<\/button>/)
    expect(html).not.toContain('<fieldset')
    expect(await renderInPage(<IssuanceFormSection section={event} />, 'kor')).toContain('>배지 발급하기</button>')
  })

  it('offers the wallets as radio buttons, the first chosen, with its note', async () => {
    const html = await renderInPage(<IssuanceFormSection section={sample} />, 'kor')
    expect(html).toMatch(/<legend[^>]*>받을 지갑<\/legend>/)
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*\/>3\.0 지갑/)
    expect(html).toMatch(/<input type="radio"(?![^>]*checked)[^>]*\/>2\.0 지갑/)
    expect(html).toContain('같은 이메일')
  })

  it('says what happens next, with a link to the wallet its endpoint fills, and where to turn without an e-mail', async () => {
    const html = await renderInPage(<IssuanceFormSection section={event} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>What happens next<\/h2>/)
    expect(html).toContain('The notification e\u2060-\u2060mail can take up to 1 hour')
    expect(html).toContain('The issuance-complete notice can take up to 24 hours.')
    // An OpenBadges event fills the 2.0 wallet; the sample page's default is the 3.0 one.
    expect(html).toMatch(new RegExp(`<a href="${site.brand.external.walletV2}"[^>]*>Open Badges 2.0 wallet<`))
    expect(await renderInPage(<IssuanceFormSection section={sample} />, 'kor')).toMatch(new RegExp(`<a href="${site.brand.external.walletV3}"[^>]*>오픈배지 3.0 지갑<`))
    expect(html).toMatch(/<summary[^>]*>No e-mail\?<\/summary>/)
    expect(html).toMatch(/<a[^>]*href="\/eng\/contact-us"[^>]*>Contact us<\/a>/)
  })

  it('gives the personal-information notice inside the form, before its button, linking the privacy policy', async () => {
    const html = await renderInPage(<IssuanceFormSection section={event} />, 'kor')
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
    for (const line of ['수집·이용 목적: 이 배지의 발급과 발급 안내 메일 발송', '수집 항목: 이름, 이메일', '보유·이용 기간: 발급을 마친 날부터 1년']) expect(form).toContain(line)
    expect(form).toMatch(/<a[^>]*href="\/kor\/privacy"[^>]*>개인정보처리방침 전문 보기<\/a>/)
    expect(form.indexOf('개인정보 수집·이용 안내')).toBeLessThan(form.indexOf('>배지 발급하기</button>'))
    // A notice, not a consent box (docs/decisions/issuance-privacy-notice.md).
    expect(form).not.toContain('type="checkbox"')
  })
})
