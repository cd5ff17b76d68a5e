import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import CardGridSection from './card-grid'

const section: SectionOf<'card-grid'> = {
  type: 'card-grid',
  heading: { ko: '서비스', en: 'Services' },
  variant: 'showcase',
  items: [
    {
      image: { src: '/illustrations/issuance.svg', width: 320, height: 200 },
      title: { ko: '발급', en: 'Issuance' },
      text: { ko: '배지를 발급합니다.', en: 'Issue badges.' },
      link: { label: { ko: '발급 서비스', en: 'Issuance service' }, page: 'IssuancePage' },
    },
    {
      title: { ko: '검증', en: 'Verification' },
      text: { ko: '배지를 검증합니다.', en: 'Verify badges.' },
      link: { label: { ko: '배지 검증', en: 'Verify a badge' }, external: 'verify' },
    },
  ],
}

describe('card-grid section', () => {
  it('lists the cards in the page language under its heading, with their links', async () => {
    const html = await renderInPage(<CardGridSection section={section} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>Services<\/h2>/)
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['Issuance', 'Verification'])
    expect(html).toContain('href="/eng/service/issuance"')
    expect(html).toMatch(/<a href="https:\/\/verify\.obadge\.example\/" target="_blank" rel="noopener noreferrer"/)
    expect(html).not.toContain('발급')
  })

  it('draws images at their declared size, decorative unless they have alt text', async () => {
    const html = await renderInPage(<CardGridSection section={section} />, 'kor')
    expect(html).toMatch(/<img src="\/illustrations\/issuance.svg" width="320" height="200" alt=""/)
    expect(html).toContain('<h3')
  })

  it('makes the card titles the h2s when the grid has no heading', async () => {
    const html = await renderInPage(<CardGridSection section={{ ...section, heading: undefined }} />, 'eng')
    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['Issuance', 'Verification'])
  })

})
