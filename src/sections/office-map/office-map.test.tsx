import { describe, expect, it } from 'vitest'
import { renderInPage } from '../../app/test-support/render-in-page'
import { site } from '../../generated/site.gen'
import OfficeMapSection from './office-map'

const section = { type: 'office-map', heading: { ko: '오시는 길', en: 'Find us' }, place: { ko: '서울 사무실', en: 'Seoul office' }, lat: 37.5663, lng: 126.9779 } as const

describe('office-map section', () => {
  it('without a key: a drawn map with alt text, the address and links to three map services', async () => {
    const html = await renderInPage(<OfficeMapSection section={section} />, 'eng')
    expect(html).toMatch(/<img[^>]*src="\/illustrations\/map-seoul.svg" width="1200" height="500" alt="Drawing of central Seoul with a marker at Seoul office"/)
    expect(html).toContain(`<address class="${/<address class="([^"]+)"/.exec(html)![1]}">${site.brand.address.en}</address>`)
    const links = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*target="_blank"[^>]*>Open in ([^<]+)</g)].map((m) => [new URL(m[1]!.replace(/&amp;/g, '&')).host, m[2]])
    expect(links).toEqual([
      ['map.kakao.com', 'Kakao Map'],
      ['map.naver.com', 'Naver Map'],
      ['www.google.com', 'Google Maps'],
    ])
    expect(html).not.toContain('dapi.kakao.com')
  })

  it('speaks Korean on Korean pages', async () => {
    const html = await renderInPage(<OfficeMapSection section={section} />, 'kor')
    expect(html).toContain('카카오맵에서 보기')
    expect(html).toContain(site.brand.address.ko)
  })
})
