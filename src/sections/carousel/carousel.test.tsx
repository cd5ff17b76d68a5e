import { describe, expect, it } from 'vitest'
import en from '../../i18n/en/index'
import ko from '../../i18n/ko/index'
import type { SectionOf } from '../../../manifest/schema/section'
import { renderInPage } from '../../app/test-support/render-in-page'
import { sectionIn } from '../../app/test-support/section-in'
import CarouselSection from './carousel'

const section: SectionOf<'carousel'> = {
  type: 'carousel',
  heading: { ko: '배지', en: 'Badges' },
  autoplayMs: 9000,
  gap: 40,
  breakpoints: [
    { minWidth: 0, perView: 3 },
    { minWidth: 1400, perView: 11 },
  ],
  images: [1, 2, 3].map((n) => ({ src: `/carousel/badge-${n}.svg`, width: 240, height: 240, alt: { ko: `배지 ${n}`, en: `Badge ${n}` } })),
}

describe('carousel section', () => {
  it('prerenders every image as a slide at its size, labelled n of total, with a pause button', async () => {
    const html = await renderInPage(<CarouselSection section={sectionIn(section, 'eng')} />, 'eng')
    expect(html.match(/class="swiper-slide /g)).toHaveLength(3)
    expect(html).toMatch(/aria-roledescription="slide" aria-label="2 of 3"/)
    expect(html).toMatch(/<img src="\/carousel\/badge-1.svg" width="240" height="240" alt="Badge 1"/)
    expect(html).toMatch(new RegExp(`<button type="button"[^>]*aria-label="${en.carousel.pause}"`))
    // The layout's numbers travel as CSS variables, so the HTML already has Swiper's geometry.
    expect(html).toMatch(/style="--[^"]*:40px;--[^"]*:3;--[^"]*:11"/)
    expect(html).not.toContain('swiper-initialized')
  })

  it('speaks Korean on a Korean page', async () => {
    const html = await renderInPage(<CarouselSection section={sectionIn(section, 'kor')} />, 'kor')
    expect(html).toContain('aria-label="3개 중 1번째"')
    expect(html).toContain(`aria-label="${ko.carousel.pause}"`)
  })
})
