import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import IssuanceFormSection from './issuance-form'

const section: SectionOf<'issuance-form'> = { type: 'issuance-form', endpoint: 'OpenBadges', company: 'aeskr', lang: 'ko-KR', sendsLanguage: false }

describe('issuance form section', () => {
  it('has a labelled name and e-mail field and an issue button, in the page language', async () => {
    const html = await renderInPage(<IssuanceFormSection section={section} />, 'eng')
    for (const [label, type] of [['Name', 'text'], ['Email', 'email']]) {
      const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1]
      expect(id, label).toBeTruthy()
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*type="${type}"`))
    }
    expect(html).toMatch(/<button type="submit"[^>]*>Issue the badge<\/button>/)
    expect(await renderInPage(<IssuanceFormSection section={section} />, 'kor')).toContain('>배지 발급하기</button>')
  })
})
