import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import { sectionIn } from '../../app/test-support/section-in'
import TextSection from './text'

const section = {
  type: 'text',
  heading: { ko: '발급 절차', en: 'How the test page works' },
  paragraphs: [
    { ko: '첫째 문단', en: 'First paragraph' },
    { ko: '둘째 문단', en: 'Second paragraph' },
  ],
} satisfies SectionOf<'text'>

describe('text section', () => {
  it('shows the heading and paragraphs in the page language only', async () => {
    const kor = await renderInPage(<TextSection section={sectionIn(section, 'kor')} />, 'kor')
    expect(kor).toMatch(/<h2[^>]*>발급 절차<\/h2>/)
    expect(kor).toContain('<p>첫째 문단</p><p>둘째 문단</p>')
    expect(kor).not.toContain('First paragraph')
    const eng = await renderInPage(<TextSection section={sectionIn(section, 'eng')} />, 'eng')
    expect(eng).toMatch(/<h2[^>]*>How the test page works<\/h2>/)
    expect(eng).not.toContain('문단')
  })
})
