import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { brand } from '../brand'
import legalDocumentSection, { defineLegalDocument, type LegalDocument, type LegalText } from '../sections/legal-document'
import { gdprNotice } from './gdpr-notice'
import { privacyPolicy } from './privacy-policy'
import { termsOfService } from './terms-of-service'

const articles = (text: LegalText) => ('chapters' in text ? text.chapters.flatMap((c) => c.articles) : text.articles)
const allText = (doc: LegalDocument, lang: 'ko' | 'en') => JSON.stringify(doc.text[lang])

// docs/rules/legal.md §2.12, restated here rather than read from the documents they check.
describe('the legal documents say what the spec requires', () => {
  it('privacy: a general policy of 5 articles and a GDPR policy of 10, effective 31 October 2023, in both languages', () => {
    for (const lang of ['ko', 'en'] as const) {
      expect(articles(privacyPolicy.text[lang])).toHaveLength(5)
      expect(articles(gdprNotice.text[lang])).toHaveLength(10)
    }
    expect([privacyPolicy.effective, gdprNotice.effective]).toEqual(['2023-10-31', '2023-10-31'])
  })

  it('terms: in force 2021-10-01, amended six times, English chapters 1 to 5 article for article', () => {
    expect(termsOfService.effective).toBe('2021-10-01')
    expect(termsOfService.amended).toEqual(['2022-07-21', '2022-09-29', '2022-11-20', '2023-07-13', '2024-03-14', '2024-07-01'])
    const { ko: koText, en: enText } = termsOfService.text
    const ko = 'chapters' in koText ? koText.chapters : []
    const en = 'chapters' in enText ? enText.chapters : []
    expect(en.map((c) => c.title)).toEqual(['General provisions', 'Receipt of badges', 'Use of the service', 'Obligations of recipients', 'Personal information'])
    expect(ko.length).toBeGreaterThan(5)
    // Same number of articles per chapter, so article N and its anchor mean the same in both.
    expect(en.map((c) => c.articles.length)).toEqual(ko.slice(0, 5).map((c) => c.articles.length))
  })

  it('terms: notice periods, governing law, court and the Korean text prevailing, in both languages', () => {
    const ko = allText(termsOfService, 'ko')
    for (const phrase of ['적어도 1개월 전', '적어도 3개월 전', '대한민국 법', '서울중앙지방법원', '한국어 약관이 우선', '삭제된 계정과 배지는 복구할 수 없습니다'])
      expect(ko).toContain(phrase)
    const en = allText(termsOfService, 'en')
    for (const phrase of ['at least one month ahead', 'at least three months ahead', 'laws of the Republic of Korea', 'Seoul Central District Court', 'the Korean text prevails', 'cannot be restored'])
      expect(en).toContain(phrase)
  })

  it('privacy: the GDPR notice names the rights of Articles 15 to 22, the adequacy decision and the complaint route', () => {
    const en = allText(gdprNotice, 'en')
    for (const n of [15, 16, 17, 18, 19, 20, 21, 22]) expect(en).toContain(`(Article ${n})`)
    expect(en).toContain('(EU) 2022/254')
    expect(en).toContain('Article 77 GDPR')
  })
})

describe('contact details have one source, manifest/brand.ts', () => {
  it('appear in the policies and the terms with the brand values', () => {
    for (const doc of [privacyPolicy, gdprNotice, termsOfService]) {
      const text = allText(doc, 'ko') + allText(doc, 'en')
      for (const value of [brand.supportPhone, brand.supportEmail, brand.supportHours.ko, brand.supportHours.en]) expect(text).toContain(value)
    }
  })

  it('are never typed into the legal texts themselves', async () => {
    const dir = path.dirname(fileURLToPath(import.meta.url))
    const sources = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    expect(sources.length).toBeGreaterThan(3)
    for (const file of sources) {
      const source = await readFile(path.join(dir, file), 'utf8')
      for (const value of [brand.supportPhone, brand.supportEmail, brand.supportHours.ko, brand.supportHours.en]) expect(source, file).not.toContain(value)
    }
  })
})

describe('legal document schema', () => {
  const text = { ko: { articles: [{ title: '목적', paragraphs: ['목적.'] }] }, en: { articles: [{ title: 'Purpose', paragraphs: ['Purpose.'] }] } }
  const base = { id: 'doc', effective: '2023-10-31', text }

  it('names the file and field of a bad entry', () => {
    expect(() => defineLegalDocument({ ...base, id: 'Doc 1', amended: ['2023-01-01'] })).toThrowErrorMatchingInlineSnapshot(`
      [ManifestError: manifest/legal/legal.test.ts: id: lower-case words joined by "-"
      manifest/legal/legal.test.ts: amended: amendment dates come after the effective date, oldest first]
    `)
    expect(() => defineLegalDocument({ ...base, effective: '31.10.2023' })).toThrowErrorMatchingInlineSnapshot(
      `[ManifestError: manifest/legal/legal.test.ts: effective: a date as YYYY-MM-DD]`,
    )
  })

  it('refuses two documents with one anchor, and untitled documents side by side', () => {
    const schema = legalDocumentSection.schema
    const parse = (documents: unknown[]) => schema.safeParse({ type: 'legal-document', documents }).error?.issues.map((i) => i.message)
    expect(parse([base, base])).toEqual(['document ids must differ: they are anchors', 'with several documents, each needs a title'])
    expect(parse([base])).toBeUndefined()
  })
})
