import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import { InquiryBanner } from './inquiry-banner'

/** The buttons' labels and addresses, in order. */
const buttons = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => `${(m[2] ?? '').replace(/<span.*<\/span>/, '')} ${m[1]}`)

describe('inquiry band', () => {
  it('invites and links to the contact page (manifest/navigation.ts)', async () => {
    const html = await renderInPage(<InquiryBanner />, 'eng')
    expect(html).toMatch(/<aside[^>]*aria-labelledby="([^"]+)"[^>]*>.*<p id="\1"[^>]*>Thinking about Open Badges\?/)
    expect(buttons(html)).toEqual(['Ask us /eng/contact-us'])
  })

  it("takes in a page's closing row of buttons, and adds the contact button after them", async () => {
    const section = { type: 'actions' as const, items: [{ label: 'Gallery', page: 'BadgesGalleryPage' }] }
    const html = await renderInPage(<InquiryBanner section={section} />, 'eng')
    expect(html).toContain('Thinking about Open Badges?')
    expect(buttons(html)).toEqual(['Gallery /eng/openbadge/badge-list', 'Ask us /eng/contact-us'])
  })

  it('does not repeat the contact button when the row has one', async () => {
    const section = { type: 'actions' as const, items: [{ label: 'Write to us now', page: 'ContactPage' }] }
    expect(buttons(await renderInPage(<InquiryBanner section={section} />, 'eng'))).toEqual(['Write to us now /eng/contact-us'])
  })

  it("takes in a banner: its heading and text lead, its button first", async () => {
    const section = { type: 'banner' as const, heading: '블로그', text: '사례', link: { label: '블로그 보기', external: 'blog' as const } }
    const html = await renderInPage(<InquiryBanner section={section} />, 'kor')
    expect(html).toMatch(/<aside[^>]*aria-labelledby="([^"]+)"[^>]*>.*<h2 id="\1"[^>]*>블로그<\/h2><p[^>]*>사례<\/p>/)
    expect(html).not.toContain('오픈배지 도입이 궁금하신가요?')
    expect(buttons(html)[1]).toBe('도입 문의하기 /kor/contact-us')
    expect(buttons(html)[0]).toMatch(/^블로그 보기 http/)
  })
})
