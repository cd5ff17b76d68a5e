import { describe, expect, it } from 'vitest'
import type { SectionInLanguage } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import PointsBandSection from './points-band'

const section = (lang: 'ko' | 'en'): SectionInLanguage<'points-band'> => ({
  type: 'points-band',
  heading: { ko: '세 가지 이유', en: 'Three reasons' }[lang],
  items: [
    { icon: 'standard', title: { ko: '표준', en: 'Standard' }[lang], text: { ko: '표준을 따릅니다.', en: 'It follows the standard.' }[lang] },
    { icon: 'mobile', title: { ko: '앱', en: 'App' }[lang], text: { ko: '앱이 있습니다.', en: 'There is an app.' }[lang] },
  ],
  links: [{ label: 'App Store', external: 'appStore' }],
})

describe('points band section', () => {
  it('shows its heading, each point under it and the links to act on it, in the page language', async () => {
    const en = await renderInPage(<PointsBandSection section={section('en')} />, 'eng')
    expect(en).toMatch(/<h2[^>]*>Three reasons<\/h2>/)
    expect([...en.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['Standard', 'App'])
    expect(en).toContain('There is an app.')
    expect(en).toMatch(/target="_blank"[^>]*>App Store/)
    const ko = await renderInPage(<PointsBandSection section={section('ko')} />, 'kor')
    expect([...ko.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['표준', '앱'])
  })

  it('leaves out the row of links when there is none', async () => {
    const html = await renderInPage(<PointsBandSection section={{ ...section('en'), links: [] }} />, 'eng')
    expect(html).not.toContain('<a ')
  })
})
