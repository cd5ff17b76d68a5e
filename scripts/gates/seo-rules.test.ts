import { describe, expect, it } from 'vitest'
import { pngSize, readHead, scriptsHoldingHeading } from './html-head'
import { checkSeo, type BuiltPage, type SeoSite } from './seo-rules'

const origin = 'https://site.test'

/** The first 24 bytes of a PNG: all the gate reads. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return bytes
}

type PageSpec = {
  path: string
  title: string
  description: string
  canonical?: string
  alternates?: Record<string, string>
  noindex?: boolean
  image?: string
  /** The card's size as its tags say, `1200x630` unless given. */
  imageSize?: string
  h1s?: number
}

/** A page as React prints it: the tags in <head>, the headings in <body>, a script with data. */
function html(spec: PageSpec): string {
  const alternates = Object.entries(spec.alternates ?? {})
    .map(([lang, path]) => `<link rel="alternate" hrefLang="${lang}" href="${origin}${path}"/>`)
    .join('')
  return [
    `<!DOCTYPE html><html><head><title>${spec.title}</title><meta name="description" content="${spec.description}"/>`,
    spec.noindex ? '<meta name="robots" content="noindex"/>' : '',
    spec.image === undefined ? '' : `<meta property="og:image" content="${spec.image}"/>`,
    `<meta property="og:image:width" content="${(spec.imageSize ?? '1200x630').split('x')[0]}"/><meta property="og:image:height" content="${(spec.imageSize ?? '1200x630').split('x')[1]}"/>`,
    `<meta property="og:image:alt" content="${spec.title}"/>`,
    spec.canonical ? `<link rel="canonical" href="${origin}${spec.canonical}"/>` : '',
    alternates,
    '</head><body>',
    '<h1 class="x">Heading</h1>'.repeat(spec.h1s ?? 1),
    '<script>window.$state = "<h1>not a heading</h1>"</script></body></html>',
  ].join('')
}

const pair = { ko: '/kor', en: '/eng', 'x-default': '/kor' }
const event = { ko: '/kor/fair', 'x-default': '/kor/fair' }

/**
 * A small site that keeps every rule: a page in two languages, an event page in Korean served at
 * both language paths (one canonical), and the not-found page (noindex, no canonical).
 */
function validSite(): PageSpec[] {
  return [
    { path: '/kor', title: '홈', description: '설명', canonical: '/kor', alternates: pair, image: `${origin}/og/kor.png` },
    { path: '/eng', title: 'Home', description: 'About', canonical: '/eng', alternates: pair, image: `${origin}/og/eng.png` },
    { path: '/kor/fair', title: '박람회', description: '행사', canonical: '/kor/fair', alternates: event, image: `${origin}/og/kor/fair.png` },
    { path: '/eng/fair', title: '박람회', description: '행사', canonical: '/kor/fair', alternates: event, image: `${origin}/og/kor/fair.png` },
    { path: '/kor/404', title: '없음', description: '없음', noindex: true, image: `${origin}/og/kor/404.png` },
  ]
}

const sitemapOf = (paths: string[]) => `<urlset>${paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`

function site(specs: PageSpec[], options: { sitemap?: string[]; files?: Record<string, Uint8Array> } = {}): SeoSite {
  const pages: BuiltPage[] = specs.map((spec) => ({ path: spec.path, html: html(spec) }))
  const files: Record<string, Uint8Array> = {
    '/og/kor.png': pngHeader(1200, 630),
    '/og/eng.png': pngHeader(1200, 630),
    '/og/kor/fair.png': pngHeader(1200, 630),
    '/og/kor/404.png': pngHeader(1200, 630),
    ...options.files,
  }
  const served = new Set(pages.map((p) => p.path))
  return {
    origin,
    pages,
    sitemap: sitemapOf(options.sitemap ?? ['/kor', '/eng', '/kor/fair']),
    get: async (path) => {
      const body = files[path]
      if (body) return { status: 200, body }
      return { status: served.has(path) ? 200 : 404, body: new Uint8Array() }
    },
  }
}

/** The valid site with one page changed. */
function changed(path: string, change: Partial<PageSpec>): PageSpec[] {
  return validSite().map((spec) => (spec.path === path ? { ...spec, ...change } : spec))
}

describe('SEO gate', () => {
  it('passes a site that keeps every rule (an event page at two paths is one page)', async () => {
    const report = await checkSeo(site(validSite()))
    expect(report.problems).toEqual([])
    expect(report).toMatchObject({ pages: 5, indexable: 4, sitemapUrls: 3, images: 4 })
  })

  it.each([
    ['two h1s', changed('/eng', { h1s: 2 }), /^\/eng: 2 h1 elements, want exactly one$/],
    ['no h1', changed('/kor/404', { h1s: 0 }), /^\/kor\/404: 0 h1 elements/],
    ['an empty title', changed('/eng', { title: '' }), /^\/eng: no <title>$/],
    ['no description', changed('/eng', { description: ' ' }), /^\/eng: no meta description$/],
    ['a title shared by two pages', changed('/eng', { title: '홈' }), /^\/kor, \/eng: the same title "홈"$/],
    ['a description shared by two pages', changed('/kor/fair', { description: 'About' }), /^\/eng, \/kor\/fair: the same description "About"$/],
    ['no canonical', changed('/eng', { canonical: undefined }), /^\/eng: 0 canonical links, want one$/],
    ['a canonical to a page not built', changed('/eng', { canonical: '/eng/gone' }), /^\/eng: canonical https:\/\/site.test\/eng\/gone is not a built page$/],
    ['a canonical to a page with another canonical', changed('/kor/fair', { canonical: '/eng/fair' }), /^\/kor\/fair: canonical .*\/eng\/fair names another canonical$/],
    ['no x-default', changed('/eng', { alternates: { ko: '/kor', en: '/eng' } }), /^\/eng: no hreflang x-default$/],
    ['alternates without the page itself', changed('/kor/fair', { alternates: { en: '/eng', 'x-default': '/kor/fair' } }), /^\/kor\/fair: hreflang alternates do not list the page itself$/],
    ['an alternate that does not answer back', changed('/kor', { alternates: { ko: '/kor', en: '/eng', 'x-default': '/eng' } }), /^\/kor: hreflang en .*\/eng does not list the same alternates back$/],
    ['an alternate not built', changed('/kor', { alternates: { ...pair, ja: '/jpn' } }), /^\/kor: hreflang ja .*\/jpn is not a built page$/],
    ['no og:image', changed('/eng', { image: undefined }), /^\/eng: no og:image$/],
    ['a relative og:image', changed('/eng', { image: '/og/eng.png' }), /^\/eng: og:image \/og\/eng.png is not an absolute URL on https:\/\/site.test$/],
    ['an og:image that is not served', changed('/eng', { image: `${origin}/og/missing.png` }), /^\/eng: og:image .*\/og\/missing.png answers 404$/],
  ])('fails %s', async (_, specs, problem) => {
    const { problems } = await checkSeo(site(specs))
    expect(problems).toContainEqual(expect.stringMatching(problem))
  })

  it('fails an og:image of the wrong size, or not a PNG', async () => {
    const files = { '/og/eng.png': pngHeader(1200, 600), '/og/kor.png': new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'.padEnd(40)) }
    const { problems } = await checkSeo(site(validSite(), { files }))
    expect(problems).toEqual([
      expect.stringMatching(/^\/kor: og:image .*\/og\/kor.png is not a PNG$/),
      expect.stringMatching(/^\/eng: og:image .*\/og\/eng.png is 1200 x 600, want 1200 x 630$/),
    ])
  })

  it("takes a notice's 16:9 card at the size its tags say, and fails a card of another size or one that is not what its tags say", async () => {
    const notice = (imageSize: string): PageSpec[] => [...validSite(), { path: '/kor/notice', title: '공지', description: '공지 내용', noindex: true, image: `${origin}/og/kor/notice.png`, imageSize }]
    const files = { '/og/kor/notice.png': pngHeader(1200, 675) }
    expect((await checkSeo(site(notice('1200x675'), { files }))).problems).toEqual([])
    expect((await checkSeo(site(notice('1200x630'), { files }))).problems).toEqual([expect.stringMatching(/^\/kor\/notice: og:image .*\/og\/kor\/notice.png is 1200 x 675, want 1200 x 630$/)])
    expect((await checkSeo(site(notice('1200x1200'), { files: { '/og/kor/notice.png': pngHeader(1200, 1200) } }))).problems).toEqual([
      '/kor/notice: og:image:width x height is 1200 x 1200, want 1200 x 630 or 1200 x 675',
    ])
  })

  it('fails a sitemap URL that does not answer 200, and a canonical the sitemap leaves out', async () => {
    const { problems } = await checkSeo(site(validSite(), { sitemap: ['/kor', '/eng', '/kor/gone', '/eng/fair'] }))
    expect(problems).toEqual([
      'sitemap.xml: https://site.test/kor/gone answers 404',
      '/kor/fair: canonical https://site.test/kor/fair is not in sitemap.xml',
      '/eng/fair: canonical https://site.test/kor/fair is not in sitemap.xml',
    ])
  })

  it('fails a page whose heading waits for its style sheet', async () => {
    const built = site(validSite())
    const held = (html: string) => html.replace('</head>', '<link rel="stylesheet" href="/assets/a.css"/><script src="/read.js"></script></head>')
    const { problems } = await checkSeo({ ...built, pages: built.pages.map((page) => (page.path === '/eng' ? { ...page, html: held(page.html) } : page)) })
    expect(problems).toEqual(['/eng: the h1 waits for the style sheet: <script src="/read.js"> comes between the sheet\'s link and the h1'])
  })

  it('fails a build without pages', async () => {
    expect((await checkSeo(site([], { sitemap: [] }))).problems).toEqual(['the build holds no HTML pages', 'sitemap.xml: no <loc> URLs'])
  })
})

describe('reading a page', () => {
  it('decodes entities and reads React attribute names', () => {
    const head = readHead('<head><title>A &amp; B &#x27;C&#39;</title><link rel="alternate" hrefLang="ko" href="https://s/a?x=1&amp;y=2"/></head>')
    expect(head.title).toBe("A & B 'C'")
    expect(head.alternates.get('ko')).toBe('https://s/a?x=1&y=2')
  })

  it('names the scripts between the style sheet and the h1 that wait for the sheet', () => {
    const page = (between: string, before = '') => `<head>${before}<link rel="stylesheet" href="/a.css"/>${between}</head><body><h1>Title</h1><script>late()</script></body>`
    // Classic scripts wait for the sheets before them, inline ones too (async and defer mean nothing to them).
    expect(scriptsHoldingHeading(page('<script src="/x.js"></script>'))).toEqual(['<script src="/x.js">'])
    expect(scriptsHoldingHeading(page('<script>read()</script><script type="text/javascript" async>go()</script>'))).toEqual(['<script>', '<script type="text/javascript" async>'])
    // Modules, data, nomodule, async or deferred files, and scripts before the sheet or after the heading do not.
    const waitless = ['<script type="module">read()</script>', '<script type="application/ld+json">{"a":"<h1>"}</script>', '<script nomodule src="/old.js"></script>', '<script async src="/a.js"></script>', '<script defer src="/d.js"></script>']
    expect(scriptsHoldingHeading(page(waitless.join(''), '<script>first()</script>'))).toEqual([])
    expect(scriptsHoldingHeading('<head><script src="/x.js"></script></head><body><h1>No sheet</h1></body>')).toEqual([])
  })

  it('reads a PNG header and refuses anything else', () => {
    expect(pngSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 })
    expect(pngSize(new Uint8Array(24))).toBeUndefined()
  })
})
