import { describe, expect, it } from 'vitest'
import privacyEn from '../../generated/pages/privacy-page.en.gen'
import privacyKo from '../../generated/pages/privacy-page.ko.gen'
import en_issuance from '../../i18n/en/issuance'
import ko_issuance from '../../i18n/ko/issuance'

/** The privacy policy's list item for sample and event badges, as the privacy page shows it. */
function badgeItem(content: typeof privacyKo, heading: string): string[] {
  const policy = content.section0.documents.find((d) => d.id === 'privacy')
  const found = JSON.stringify(policy).match(new RegExp(`"text":"${heading}","items":(\\[[^\\]]*\\])`))
  if (!found) throw new Error(`no "${heading}" item in the privacy policy`)
  return JSON.parse(found[1]!) as string[]
}

describe('the issuance notice says what the privacy policy says', () => {
  for (const [lang, notice, content, heading] of [
    ['ko', ko_issuance.privacy, privacyKo, '샘플 배지와 행사 배지 발급'],
    ['en', en_issuance.privacy, privacyEn, 'Sample and event badges'],
  ] as const) {
    it(`${lang}: the same retention period, and a policy that no longer asks consent for a badge`, () => {
      const period = notice.retention.split(': ')[1]!
      expect(badgeItem(content, heading).some((line) => line.endsWith(`: ${period}`))).toBe(true)
      // The notice rests the request on article 15(1)4; the policy must say the same (PIPA 22(3)).
      const policyText = JSON.stringify(content)
      expect(policyText).toContain(lang === 'ko' ? '요청한 배지의 발급을 위하여 동의 없이(같은 항 제4호)' : 'to issue the badge you ask for (Article 15(1)4)')
      expect(notice.basis).toContain(lang === 'ko' ? '제15조제1항제4호' : 'Article 15(1)4')
    })
  }
})
