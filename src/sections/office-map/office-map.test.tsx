import { describe, expect, it } from 'vitest'
import en from '../../i18n/en/index'
import { renderInPage } from '../../app/test-support/render-in-page'
import { sectionIn } from '../../app/test-support/section-in'
import { loadShellText } from '../../app/shell-text'
import OfficeMapSection from './office-map'

const section = { type: 'office-map', heading: { ko: '오시는 길', en: 'Find us' }, place: { ko: '서울 사무실', en: 'Seoul office' }, lat: 37.5663, lng: 126.9779 } as const

describe('office-map section', () => {
  it('without a key: a drawn map with alt text, the address and links to three map services', async () => {
    const html = await renderInPage(<OfficeMapSection section={sectionIn(section, 'eng')} />, 'eng')
    expect(html).toMatch(new RegExp(`<img[^>]*src="/illustrations/map-seoul.svg" width="1200" height="500" alt="${en.officeMap.staticMap.replace('{place}', section.place.en)}"`))
    expect(html).toContain(`<address class="${/<address class="([^"]+)"/.exec(html)![1]}">${(await loadShellText('en')).brand.address}</address>`)
    const links = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*target="_blank"[^>]*>Open in ([^<]+)</g)].map((m) => [new URL(m[1]!.replace(/&amp;/g, '&')).host, m[2]])
    expect(links).toEqual([
      ['map.kakao.com', en.officeMap.kakao],
      ['map.naver.com', en.officeMap.naver],
      ['www.google.com', en.officeMap.google],
    ])
    expect(html).not.toContain('dapi.kakao.com')
  })

  it('speaks Korean on Korean pages', async () => {
    const html = await renderInPage(<OfficeMapSection section={sectionIn(section, 'kor')} />, 'kor')
    expect(html).toContain('카카오맵에서 보기')
    expect(html).toContain((await loadShellText('ko')).brand.address)
  })
})
