import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import EventBadgeSection from './event-badge'

const section: SectionOf<'event-badge'> = {
  type: 'event-badge',
  image: '/events/aeskr.svg',
  alt: { ko: '파란 메달', en: 'A blue medal' },
  publicUrl: 'https://badges.example/aeskr',
  dates: { start: '2025-10-01', end: '2025-10-03' },
}

describe('event badge section', () => {
  it('shows the artwork at a fixed size, described, linking to the badge page in a new tab', async () => {
    const html = await renderInPage(<EventBadgeSection section={section} />, 'eng')
    expect(html).toMatch(/<a href="https:\/\/badges\.example\/aeskr" target="_blank" rel="noopener noreferrer"/)
    expect(html).toMatch(/<img src="\/events\/aeskr\.svg" alt="A blue medal" width="200" height="200"/)
    expect(html).toContain('opens in a new tab')
    expect(html).toMatch(/Event dates.*2025-10-01.* ~ .*2025-10-03/)
  })

  it('leaves the dates out when the entry has none', async () => {
    const { dates: _dates, ...undated } = section
    expect(await renderInPage(<EventBadgeSection section={undated} />, 'kor')).not.toContain('행사 기간')
  })
})
