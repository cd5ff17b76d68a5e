import { describe, expect, it } from 'vitest'
import { languageOfLocale } from '../lib/language'
import { pageHead, routeHead } from './head'
import { siteOrigin } from './config'
import { loadShellText } from './shell-text'

// The shell's words a page's loader hands <head> with its title: the brand's name among them.
const shell = { ko: await loadShellText('ko'), en: await loadShellText('en') }

const metaOf = (head: ReturnType<typeof pageHead>) =>
  Object.fromEntries(head.meta.flatMap((m) => ('property' in m ? [[m.property, m.content]] : 'name' in m ? [[m.name, m.content]] : [])))

describe('sharing preview tags', () => {
  it('name the card of the page in its language, its size, type and alt text', () => {
    const meta = metaOf(pageHead('AboutPage', 'eng', { title: 'About us', description: 'Who we are', shell: shell.en }))
    expect(meta).toMatchObject({
      'og:image': `${siteOrigin}/og/eng/company/about.png`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'About us | oBadge',
      'twitter:card': 'summary_large_image',
    })
  })

  it('give an event page one card whatever its path: the one of its language', () => {
    const text = { title: '시험 행사 참가 기념 배지', description: '…', shell: shell.ko }
    const aeskr = { id: 'AeskrEventPage', path: 'aeskr', header: false, indexable: true, writtenIn: 'ko' } as const
    expect(metaOf(routeHead(aeskr, languageOfLocale(aeskr.writtenIn), text))['og:image']).toBe(`${siteOrigin}/og/kor/aeskr.png`)
    expect(metaOf(pageHead('HomePage', 'kor', text))['og:image']).toBe(`${siteOrigin}/og/kor.png`)
  })
})

/** The page's links but the brand face's preloads: its canonical address and its alternates. */
const addressLinks = (head: ReturnType<typeof pageHead>) => head.links.filter((l) => !('as' in l && l.as === 'font'))

describe("the brand face's files (docs/brand-face.md, the first page of a visit)", () => {
  const fonts = (segment: string) =>
    pageHead('AboutPage', segment, undefined)
      .links.filter((l) => 'as' in l && l.as === 'font')
      .map((l) => ({ ...l, href: /pretendard-(\w+)/.exec(l.href)?.[1] }))
  it('a Korean page preloads the Hangul and the Latin file, an English page the Latin one, in CORS mode', () => {
    const preload = { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }
    expect(fonts('kor')).toEqual([{ ...preload, href: 'hangul' }, { ...preload, href: 'latin' }])
    expect(fonts('eng')).toEqual([{ ...preload, href: 'latin' }])
  })
})

describe('a page each of whose items is a page (the notice detail)', () => {
  const page = { title: '공지사항 상세', description: '시험용 상세 페이지의 설명 문장입니다.' }
  const item = { title: '시험용 공지의 제목 안내', description: '시험용 공지의 본문 첫 줄이 여기에 들어갑니다.', query: '?id=1', published: '2022-06-30T00:00:00+09:00' }
  const links = (head: ReturnType<typeof pageHead>) => addressLinks(head).map((l) => `${l.rel} ${'hrefLang' in l ? `${l.hrefLang} ` : ''}${l.href}`)

  it("is the item's: title, description, and its query in canonical and hreflang", () => {
    const head = pageHead('NoticeViewPage', 'kor', { ...page, item, shell: shell.ko })
    expect(metaOf(head)).toMatchObject({ description: item.description, 'og:title': '시험용 공지의 제목 안내 | 오배지', 'og:url': `${siteOrigin}/kor/company/event-detail?id=1` })
    expect(head.meta[0]).toEqual({ title: '시험용 공지의 제목 안내 | 오배지' })
    expect(metaOf(head)).not.toHaveProperty('robots')
    expect(links(head)).toEqual([
      `canonical ${siteOrigin}/kor/company/event-detail?id=1`,
      `alternate ko ${siteOrigin}/kor/company/event-detail?id=1`,
      `alternate en ${siteOrigin}/eng/company/event-detail?id=1`,
      `alternate x-default ${siteOrigin}/kor/company/event-detail?id=1`,
    ])
    // Its own sharing card (16:9, drawn from its title), and an article published at the start of its Seoul day.
    expect(metaOf(head)).toMatchObject({
      'og:image': `${siteOrigin}/og/kor/company/event-detail/id-1.png`,
      'og:image:width': '1200',
      'og:image:height': '675',
      'og:image:alt': '시험용 공지의 제목 안내 | 오배지',
      'og:type': 'article',
      'article:published_time': '2022-06-30T00:00:00+09:00',
    })
  })

  it('is noindex, without canonical or alternates, where the query names no item', () => {
    const head = pageHead('NoticeViewPage', 'eng', { ...page, item: null, shell: shell.en })
    expect(metaOf(head).robots).toBe('noindex')
    expect(addressLinks(head)).toEqual([])
    expect(head.meta[0]).toEqual({ title: '공지사항 상세 | oBadge' })
    // No article: the page's own card.
    expect(metaOf(head)).toMatchObject({ 'og:type': 'website', 'og:image': `${siteOrigin}/og/eng/company/event-detail.png`, 'og:image:height': '630' })
    expect(metaOf(head)).not.toHaveProperty('article:published_time')
  })
})
