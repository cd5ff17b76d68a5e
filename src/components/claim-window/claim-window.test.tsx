import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import { ClaimWindow, type ClaimMoments } from './claim-window'

const opens = { at: Date.parse('2026-09-15T00:00Z'), text: { ko: '2026년 9월 15일 09:00', en: '15 September 2026 at 09:00' } }
const closes = { at: Date.parse('2026-09-30T09:00Z'), text: { ko: '2026년 9월 30일 18:00', en: '30 September 2026 at 18:00' } }
const render = (claims: ClaimMoments, segment: 'kor' | 'eng') =>
  renderInPage(
    <ClaimWindow claims={claims}>
      <form>the form</form>
    </ClaimWindow>,
    segment,
  )

// The browser's states (before, open, after) are checked against a fake clock in tests/e2e/event-page.spec.ts.
describe('claim window, as prerendered', () => {
  it('states the window for a visitor without JavaScript; the browser decides the state', async () => {
    const html = await render({ opens, closes }, 'eng')
    expect(html).toContain('data-claims="unknown"')
    expect(html).toContain('Claims are open from 15 September 2026 at 09:00 to 30 September 2026 at 18:00 (Korea time).')
    // Every state is in the markup, so the box is as tall as the tallest whichever shows.
    for (const part of ['<form>the form</form>', 'Claims are not open yet', 'Claims have closed', 'href="/eng/contact-us"']) expect(html).toContain(part)
  })

  it('says only what an open-ended window has: from, or until', async () => {
    const from = await render({ opens }, 'kor')
    expect(from).toContain('배지 신청은 2026년 9월 15일 09:00부터 받습니다(한국 시간).')
    expect(from).not.toContain('마감')
    const until = await render({ closes }, 'kor')
    expect(until).toContain('배지 신청은 2026년 9월 30일 18:00까지 받습니다(한국 시간).')
    expect(until).not.toContain('아직')
  })
})
