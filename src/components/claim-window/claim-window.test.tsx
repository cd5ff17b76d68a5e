import { describe, expect, it } from 'vitest'
import { loadAllDictionaries, renderInPage } from '../../app/test-support/render-in-page'
import { ClaimWindow, type ClaimMoments } from './claim-window'

const opens = { at: Date.parse('2026-09-15T00:00Z'), text: { ko: '2026년 9월 15일 09:00(GMT+9, 대한민국 시간)', en: '15 September 2026 at 09:00 (GMT+9, South Korea Time)' } }
const closes = { at: Date.parse('2026-09-30T09:00Z'), text: { ko: '2026년 9월 30일 18:00(GMT+9, 대한민국 시간)', en: '30 September 2026 at 18:00 (GMT+9, South Korea Time)' } }
const { ko, en } = await loadAllDictionaries()
const render = (claims: ClaimMoments, segment: 'kor' | 'eng') =>
  renderInPage(
    <ClaimWindow claims={claims}>
      <form>the form</form>
    </ClaimWindow>,
    segment,
  )

// The browser's states (before, open, after) are checked against a fake clock in tests/e2e/event-page.spec.ts.
describe('claim window, as prerendered', () => {
  it('states the window for a visitor without JavaScript; an inline script after the box decides the state', async () => {
    const html = await render({ opens, closes }, 'eng')
    expect(html).toContain(`data-claims="unknown" data-opens="${opens.at}" data-closes="${closes.at}"`)
    expect(html).toContain(en.event.claims.period({ opens: opens.text.en, closes: closes.text.en }))
    expect(html).toMatch(/<\/div><script>\(function\(b\)/)
    // Every state is in the markup; the stylesheet shows the one the box names.
    for (const part of ['<form>the form</form>', en.event.claims.notYet(), en.event.claims.closed(), 'href="/eng/contact-us"']) expect(html).toContain(part)
    // Before: when to come back, whom to ask, and the privacy notice the form will show.
    expect(html).toContain(en.event.claims.comeBack())
    expect(html).toContain(en.issuance.privacy.heading())
  })

  it('on an event that asks for a claim code, says the code is needed to come back with, in either language', async () => {
    const coded = (segment: 'kor' | 'eng') =>
      renderInPage(
        <ClaimWindow claims={{ opens, closes }} asksClaimCode>
          <form>the form</form>
        </ClaimWindow>,
        segment,
      )
    expect(await coded('eng')).toContain(en.issuance.comeBackWithCode())
    expect(await coded('eng')).not.toContain(en.event.claims.comeBack())
    expect(await coded('kor')).toContain(ko.issuance.comeBackWithCode())
    expect(await render({ opens, closes }, 'kor')).toContain(ko.event.claims.comeBack())
  })

  it('says only what an open-ended window has: from, or until', async () => {
    const from = await render({ opens }, 'kor')
    expect(from).toContain('배지 신청은 2026년 9월 15일 09:00(GMT+9, 대한민국 시간)부터 받습니다.')
    expect(from).not.toContain('마감')
    const until = await render({ closes }, 'kor')
    expect(until).toContain('배지 신청은 2026년 9월 30일 18:00(GMT+9, 대한민국 시간)까지 받습니다.')
    expect(until).not.toContain('아직')
  })
})
