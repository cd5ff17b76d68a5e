import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import { sectionIn } from '../../app/test-support/section-in'
import AppBannerSection from './app-banner'

const section: SectionOf<'app-banner'> = {
  type: 'app-banner',
  title: { ko: '지갑 앱', en: 'Wallet app' },
  text: { ko: '배지를 휴대폰에', en: 'Badges on your phone' },
  icon: { src: '/icons/app.svg', width: 48, height: 48 },
  links: [{ label: { ko: 'App Store', en: 'App Store' }, external: 'appStore' }],
  dismissDays: 7,
}

describe('app-banner section', () => {
  it('is absent from the prerendered HTML: the cookie decides after hydration, and a fixed bar moves nothing', async () => {
    const html = await renderInPage(<AppBannerSection section={sectionIn(section, 'eng')} />, 'eng')
    expect(html).not.toContain('Wallet app')
    expect(html).not.toContain('<aside')
  })
})
