import { describe, expect, it } from 'vitest'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import { sectionIn } from '../../app/test-support/section-in'
import HeroSection from './hero'

const section: SectionOf<'hero'> = {
  type: 'hero',
  eyebrow: { ko: '오픈배지 3.0', en: 'Badges of the test' },
  heading: { ko: '배지로 증명하세요', en: 'Prove it with a badge' },
  text: { ko: '발급하고 관리합니다.', en: 'Issue and manage.' },
  actions: [{ label: { ko: '문의하기', en: 'Reach the team' }, page: 'ContactPage' }],
  image: { src: '/illustrations/hero.svg', width: 560, height: 440, alt: { ko: '배지 지갑', en: 'A badge wallet' } },
}

describe('hero section', () => {
  it('is the page heading (h1) with its button and illustration in the page language', async () => {
    const html = await renderInPage(<HeroSection section={sectionIn(section, 'eng')} />, 'eng')
    expect(html).toMatch(/<h1[^>]*>Prove it with a badge<\/h1>/)
    expect(html).toMatch(/<a[^>]*href="\/eng\/contact-us"[^>]*>Reach the team<\/a>/)
    expect(html).toMatch(/<img[^>]*src="\/illustrations\/hero.svg"[^>]*width="560"[^>]*height="440"[^>]*alt="A badge wallet"/)
    expect(html).not.toContain('배지')
    expect(html).not.toContain('<picture')
  })

  it('shows the picture drawn for a phone below 600 px, each file at its own declared size', async () => {
    const narrow = { src: '/illustrations/hero-narrow.svg', width: 280, height: 520 }
    const html = await renderInPage(<HeroSection section={sectionIn({ ...section, image: { ...section.image, narrow } }, 'eng')} />, 'eng')
    const picture = /<picture[^>]*>(.*?)<\/picture>/.exec(html)?.[1] ?? ''
    expect(picture).toMatch(/^<source [^>]*media="[^"]*width &lt; 600px[^"]*" srcSet="\/illustrations\/hero-narrow.svg" width="280" height="520"\/>/)
    // The wide one stays the <img>, with its alt and size, for every screen from 600 px.
    expect(picture).toMatch(/<img[^>]*src="\/illustrations\/hero.svg"[^>]*width="560"[^>]*height="440"[^>]*alt="A badge wallet"[^>]*fetchPriority="high"/i)
  })
})
