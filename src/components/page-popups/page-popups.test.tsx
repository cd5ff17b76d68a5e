import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import { PagePopups, type PagePopup } from './page-popups'
import PopupDialogs, { hiddenCookie } from './popup-dialogs'

const popup: PagePopup = {
  id: 'loginPath',
  hideForToday: true,
  maxWidth: 650,
  title: { ko: '로그인 경로 안내', en: 'Which sign-in is yours?' },
  parts: [{ text: { ko: '안내', en: 'Guidance' }, links: [{ label: { ko: '문의하기', en: 'Contact us' }, page: 'ContactPage' }] }],
}

describe('page popups', () => {
  it('are not in the prerendered HTML, so a popup hidden for today never flashes', async () => {
    const html = await renderInPage(<PagePopups popups={[popup]} />, 'eng')
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('Which sign-in')
  })

  it('render closed until the cookies are read', async () => {
    const html = await renderInPage(<PopupDialogs popups={[popup]} />, 'eng')
    expect(html).toMatch(/<dialog aria-modal="true"[^>]*style="max-width:650px"><\/dialog>/)
  })

  it('each has a cookie of its own', () => {
    expect(hiddenCookie('loginPath')).not.toBe(hiddenCookie('seminar'))
  })
})
