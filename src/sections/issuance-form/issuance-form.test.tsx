import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
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
    expect(html).toContain('up to 1 hour')
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
})
