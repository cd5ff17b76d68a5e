import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import BadgePictureSection from './badge-picture'

const section = (lang: 'ko' | 'en'): SectionInLanguage<'badge-picture'> => ({
  type: 'badge-picture',
  heading: { ko: '받게 될 배지', en: 'The badge that awaits you' }[lang],
  text: { ko: '지갑에 담깁니다.', en: 'It lands in your wallet.' }[lang],
  image: '/brand/sample-badge.svg',
  alt: { ko: '둥근 메달', en: 'A round medal' }[lang],
})

describe('badge picture section', () => {
  it('shows the sized picture, described in the page language, beside its heading', async () => {
    const en = await renderInPage(<BadgePictureSection section={section('en')} />, 'eng')
    expect(en).toMatch(/<img src="\/brand\/sample-badge.svg" alt="A round medal" width="200" height="200"/)
    expect(en).toMatch(/<h2[^>]*>The badge that awaits you<\/h2>/)
    const ko = await renderInPage(<BadgePictureSection section={section('ko')} />, 'kor')
    expect(ko).toContain('alt="둥근 메달"')
  })
})
