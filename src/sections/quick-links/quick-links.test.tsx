import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import { sectionIn } from '../../app/test-support/section-in'
import en from '../../i18n/en/index'
import QuickLinksSection from './quick-links'

const section: SectionOf<'quick-links'> = {
  type: 'quick-links',
  label: { ko: '바로가기', en: 'Shortcuts' },
  items: [
    { link: { label: { ko: '샘플 배지', en: 'Sample badges' }, page: 'SampleBadgesV3Page' }, text: { ko: '받아 보기', en: 'Try one' }, icon: 'badge' },
    { link: { label: { ko: '지갑', en: 'Wallet' }, external: 'walletV3' }, text: { ko: '지갑 열기', en: 'Open it' }, icon: 'wallet' },
  ],
}

describe('quick-links section', () => {
  it('is a list of links named by their labels, under a heading for screen readers', async () => {
    const html = await renderInPage(<QuickLinksSection section={sectionIn(section, 'eng')} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>Shortcuts<\/h2>/)
    expect(html).toMatch(/href="\/eng\/service\/issuing-sample-v3"/)
    expect(html).toMatch(/href="https:\/\/wallet3\.obadge\.example\/" target="_blank"/)
    expect(html.match(/<li>/g)).toHaveLength(2)
    expect(html).toContain(en.shell.opensInNewTab)
  })

  it('draws each icon from the sprite, hidden from screen readers (the label names the place)', async () => {
    const html = await renderInPage(<QuickLinksSection section={sectionIn(section, 'kor')} />, 'kor')
    expect([...html.matchAll(/<svg[^>]*aria-hidden="true"[^>]*><use href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/icons/sprite.gen.svg#badge', '/icons/sprite.gen.svg#wallet'])
  })
})
