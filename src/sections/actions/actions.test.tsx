import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import { sectionIn } from '../../app/test-support/section-in'
import ActionsSection from './actions'

const section = {
  type: 'actions',
  items: [
    { label: { ko: '도입 문의', en: 'Ask the team' }, page: 'ContactPage' },
    { label: { ko: '블로그', en: 'Blog' }, external: 'blog' },
  ],
} satisfies SectionOf<'actions'>

describe('actions section', () => {
  it('links a page of the site in the visitor\'s language', async () => {
    expect(await renderInPage(<ActionsSection section={sectionIn(section, 'eng')} />, 'eng')).toMatch(/<a[^>]*href="\/eng\/contact-us"[^>]*>Ask the team<\/a>/)
    expect(await renderInPage(<ActionsSection section={sectionIn(section, 'kor')} />, 'kor')).toMatch(/<a[^>]*href="\/kor\/contact-us"[^>]*>도입 문의<\/a>/)
  })

  it('opens an external site in a new tab, safely, and says so', async () => {
    const html = await renderInPage(<ActionsSection section={sectionIn(section, 'kor')} />, 'kor')
    const anchor = /<a[^>]*href="https:\/\/blog\.obadge\.example\/"[^>]*>.*?<\/a>/.exec(html)?.[0] ?? ''
    expect(anchor).toContain('target="_blank"')
    expect(anchor).toContain('rel="noopener noreferrer"')
    expect(anchor).toContain('블로그')
    expect(anchor).toContain('새 창에서 열림')
  })
})
