import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import StatsSection from './stats'

/** A byLanguage section: the component gets the visitor's language only. */
const section = (lang: 'ko' | 'en'): SectionInLanguage<'stats'> => ({
  type: 'stats',
  heading: { ko: '숫자로 보는 서비스', en: 'In figures' }[lang],
  items: [
    { value: 1500000, suffix: '+', label: { ko: '발급 배지', en: 'Badges awarded' }[lang] },
    { value: 500, suffix: '+', label: { ko: '고객사', en: 'Clients' }[lang] },
  ],
})

describe('stats section', () => {
  it('pairs each label with its grouped number, the same in both languages', async () => {
    const en = await renderInPage(<StatsSection section={section('en')} />, 'eng')
    expect(en).toMatch(/<dt[^>]*>Badges awarded<\/dt><dd[^>]*>1,500,000<span[^>]*>\+<\/span><\/dd>/)
    const ko = await renderInPage(<StatsSection section={section('ko')} />, 'kor')
    expect(ko).toMatch(/<dt[^>]*>고객사<\/dt><dd[^>]*>500<span/)
  })
})
