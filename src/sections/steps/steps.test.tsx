import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import StepsSection from './steps'

const section: SectionOf<'steps'> = {
  type: 'steps',
  heading: { ko: '절차', en: 'Steps' },
  items: [
    { title: { ko: '입력', en: 'Enter' }, text: { ko: '입력합니다.', en: 'You enter.' } },
    { title: { ko: '확인', en: 'Confirm' }, text: { ko: '확인합니다.', en: 'You confirm.' } },
  ],
}

describe('steps section', () => {
  it('is an ordered list of the steps in the page language, under its heading', async () => {
    const html = await renderInPage(<StepsSection section={section} />, 'eng')
    expect(html).toMatch(/<h2[^>]*>Steps<\/h2><ol/)
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['Enter', 'Confirm'])
    expect(html).not.toContain('입력')
  })
})
