import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import LegalDocumentSection from './legal-document'
import { numberDocument, paragraphMarker } from './numbering'

type Doc = SectionInLanguage<'legal-document'>['documents'][number]

// The section gets its documents in the page's language (a `byLanguage` type): one fixture per language.
const policy = {
  en: {
    id: 'policy',
    title: 'Policy',
    effective: '2023-10-31',
    amended: [],
    text: {
      preamble: ['A preamble.'],
      articles: [
        { title: 'Purpose', paragraphs: ['The purpose.'] },
        { title: 'Rights', paragraphs: ['First paragraph.', { text: 'Second paragraph.', items: ['item one', { text: 'item two', items: ['sub-item'] }] }] },
      ],
    },
  },
  ko: {
    id: 'policy',
    title: '방침',
    effective: '2023-10-31',
    amended: [],
    text: {
      preamble: ['머리말입니다.'],
      articles: [
        { title: '목적', paragraphs: ['목적입니다.'] },
        { title: '권리', paragraphs: ['첫째 항입니다.', { text: '둘째 항입니다.', items: ['첫째 호', { text: '둘째 호', items: ['가목'] }] }] },
      ],
    },
  },
} satisfies Record<string, Doc>

// Chapters, no title (the page's heading names it), and an English text shorter than the Korean.
const dates = { effective: '2021-10-01', amended: ['2022-07-21', '2024-07-01'] }
const terms = {
  ko: {
    id: 'terms',
    ...dates,
    text: {
      preamble: [],
      chapters: [
        { title: '총칙', articles: [{ title: '목적', paragraphs: ['목적.'] }, { title: '정의', paragraphs: ['정의.'] }] },
        { title: '이용', articles: [{ title: '점검', paragraphs: [{ text: '1개월 전에 공지합니다.', important: true }] }] },
        { title: '분쟁', articles: [{ title: '관할', paragraphs: ['서울.'] }] },
      ],
    },
  },
  en: {
    id: 'terms',
    ...dates,
    text: {
      preamble: [{ text: 'A translation of chapters 1 and 2.', details: [{ term: 'E-mail', description: 'help@example.org' }] }],
      chapters: [
        { title: 'General', articles: [{ title: 'Purpose', paragraphs: ['Purpose.'] }, { title: 'Definitions', paragraphs: ['Terms.'] }] },
        { title: 'Use', articles: [{ title: 'Maintenance', paragraphs: [{ text: 'Announced a month ahead.', important: true }] }] },
      ],
    },
  },
} satisfies Record<string, Doc>

const section = (...documents: Doc[]): SectionInLanguage<'legal-document'> => ({ type: 'legal-document', documents })

const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])([^>]*)>(.*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), id: /\bid="([^"]*)"/.exec(m[2]!)?.[1], text: m[3] }))
const hrefs = (html: string) => [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!)
const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)

describe('legal document section', () => {
  it('links every contents entry to exactly one heading of the page', async () => {
    const html = await renderInPage(<LegalDocumentSection section={section(policy.en, { ...policy.en, id: 'other', title: 'Other' })} />, 'eng')
    const links = hrefs(html)
    expect(links).toEqual(['policy', 'policy-article-1', 'policy-article-2', 'other', 'other-article-1', 'other-article-2'])
    const allIds = ids(html)
    for (const link of links) expect(allIds.filter((id) => id === link), link).toHaveLength(1)
    const targets = new Set(headings(html).flatMap((h) => (h.id ? [h.id] : [])))
    expect(links.every((l) => targets.has(l))).toBe(true)
  })

  it('numbers articles, paragraphs and items the way each language cites them', async () => {
    const en = await renderInPage(<LegalDocumentSection section={section(policy.en)} />, 'eng')
    expect(headings(en).map((h) => `h${h.level} ${h.text}`)).toEqual(['h2 Contents', 'h2 Policy', 'h3 Article 1 (Purpose)', 'h3 Article 2 (Rights)'])
    expect(en).toContain('>(2)</span>')
    expect(en).toMatch(/<time [^>]*dateTime="2023-10-31">31 October 2023<\/time>/)
    const ko = await renderInPage(<LegalDocumentSection section={section(policy.ko)} />, 'kor')
    expect(headings(ko).map((h) => h.text)).toEqual(['목차', '방침', '제1조 (목적)', '제2조 (권리)'])
    expect(ko).toContain('>②</span>')
    expect(ko).toContain('2023년 10월 31일')
    expect(ko).toContain('<li>가목</li>')
  })

  it('puts chapters at h2 and articles at h3 when the page heading names the document, never skipping a level', async () => {
    const html = await renderInPage(<LegalDocumentSection section={section(terms.ko)} />, 'kor')
    const found = headings(html)
    expect(found.map((h) => `h${h.level} ${h.text}`)).toEqual([
      'h2 목차',
      'h2 제1장 총칙',
      'h3 제1조 (목적)',
      'h3 제2조 (정의)',
      'h2 제2장 이용',
      'h3 제3조 (점검)',
      'h2 제3장 분쟁',
      'h3 제4조 (관할)',
    ])
    found.forEach((h, i) => expect(h.level).toBeLessThanOrEqual((found[i - 1]?.level ?? 1) + 1))
    expect(html).toContain('<strong>1개월 전에 공지합니다.</strong>')
    expect(html).toMatch(/<dt>개정일<\/dt><dd><span><time [^>]*dateTime="2022-07-21">2022년 7월 21일<\/time><\/span><span>, <time [^>]*dateTime="2024-07-01">/)
  })

  it('shows the English text with its own, shorter, chapters and the same anchors', async () => {
    const html = await renderInPage(<LegalDocumentSection section={section(terms.en)} />, 'eng')
    expect(headings(html).map((h) => h.text)).toEqual(['Contents', 'Chapter 1. General', 'Article 1 (Purpose)', 'Article 2 (Definitions)', 'Chapter 2. Use', 'Article 3 (Maintenance)'])
    expect(hrefs(html)).toEqual(['terms-chapter-1', 'terms-article-1', 'terms-article-2', 'terms-chapter-2', 'terms-article-3'])
    expect(html).toContain('<dt>E-mail</dt><dd>help@example.org</dd>')
  })
})

describe('numbering helpers', () => {
  it('runs article numbers on across chapters, with anchors that do not depend on the language', () => {
    const ko = numberDocument(terms.ko)
    const en = numberDocument(terms.en)
    expect(ko.articles.map((a) => a.number)).toEqual([1, 2, 3, 4])
    expect(en.articles.map((a) => a.anchor)).toEqual(ko.articles.slice(0, 3).map((a) => a.anchor))
    expect(numberDocument(policy.en).chapters).toBeNull()
  })

  it('writes paragraph markers as readers expect', () => {
    expect([1, 2, 20, 21].map((n) => paragraphMarker(n, 'ko'))).toEqual(['①', '②', '⑳', '(21)'])
    expect(paragraphMarker(3, 'en')).toBe('(3)')
  })
})
