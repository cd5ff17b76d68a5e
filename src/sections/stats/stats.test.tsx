import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import StatsSection from './stats'

const section: SectionOf<'stats'> = {
  type: 'stats',
  heading: { ko: '숫자로 보는 서비스', en: 'In figures' },
  items: [
    { value: 1500000, suffix: '+', label: { ko: '발급 배지', en: 'Badges issued' } },
    { value: 500, suffix: '+', label: { ko: '고객사', en: 'Clients' } },
  ],
}

describe('stats section', () => {
  it('pairs each label with its grouped number, the same in both languages', async () => {
    const en = await renderInPage(<StatsSection section={section} />, 'eng')
    expect(en).toMatch(/<dt[^>]*>Badges issued<\/dt><dd[^>]*>1,500,000<span[^>]*>\+<\/span><\/dd>/)
    const ko = await renderInPage(<StatsSection section={section} />, 'kor')
    expect(ko).toMatch(/<dt[^>]*>고객사<\/dt><dd[^>]*>500<span/)
  })
})
