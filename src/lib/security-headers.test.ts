import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { dataContentSecurityPolicy, fileContentSecurityPolicy, inlineHashes, pageContentSecurityPolicy, workerContentSecurityPolicy } from './security-headers'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineHashes', () => {
  it('hashes each inline script exactly as written, once, and skips external ones', () => {
    const html = '<script>a()</script><SCRIPT type="application/ld+json">{"x":"<\\/b>"}</SCRIPT><script src="/x.js"></script><script>a()</script><script data-x>\n  b()\n</script >'
    expect(inlineHashes(html).scripts).toEqual([hash('a()'), hash('{"x":"<\\/b>"}'), hash('\n  b()\n')].sort())
  })

  it('hashes style attributes as the browser reads them (entities decoded)', () => {
    expect(inlineHashes('<p style="max-width:500px">x</p><div class="a" style=\'font-family:&quot;A&quot;\'></div>').styleAttributes).toEqual(
      [hash('max-width:500px'), hash('font-family:"A"')].sort(),
    )
  })

  it('hashes each style element exactly as written (an event page declares its own face in one), apart from attributes', () => {
    const html = '<style>@font-face { src: url(\'/a.woff2\'); }</style><p style="color:red">x</p><STYLE media="print">\n p {}\n</STYLE>'
    const { styles, styleAttributes } = inlineHashes(html)
    expect(styles).toEqual([hash("@font-face { src: url('/a.woff2'); }"), hash('\n p {}\n')].sort())
    expect(styleAttributes).toEqual([hash('color:red')])
  })
})

describe('pageContentSecurityPolicy', () => {
  it('allows the page its own inline code and nothing inline besides', () => {
    const policy = pageContentSecurityPolicy('<script>a()</script><p style="color:red">x</p>', { apiOrigin: 'https://api.obadge.example/v1' })
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${hash('a()')}; style-src 'self' 'unsafe-hashes' ${hash('color:red')}; img-src 'self' data: https://api.obadge.example; font-src 'self'; manifest-src 'self'; connect-src 'self' https://api.obadge.example; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    )
  })

  it('allows a style element by its hash alone: unsafe-hashes is for attributes', () => {
    const rule = "@font-face { src: url('/a.woff2'); }"
    expect(pageContentSecurityPolicy(`<style>${rule}</style>`)).toContain(`; style-src 'self' ${hash(rule)}; `)
    expect(pageContentSecurityPolicy(`<style>${rule}</style><p style="color:red">x</p>`)).toContain(`; style-src 'self' ${hash(rule)} 'unsafe-hashes' ${hash('color:red')}; `)
  })

  it('without an integration, the policy is the site\'s alone, byte for byte as before integrations existed', () => {
    const page = '<script>a()</script><p style="color:red">x</p>'
    const before = `default-src 'self'; script-src 'self' ${hash('a()')}; style-src 'self' 'unsafe-hashes' ${hash('color:red')}; img-src 'self' data:; font-src 'self'; manifest-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`
    expect(pageContentSecurityPolicy(page)).toBe(before)
    expect(pageContentSecurityPolicy(page, { integrations: [] })).toBe(before)
  })

  it('lets only a page with a file input show pictures from blob: addresses (the partner request preview shows the chosen logo)', () => {
    const imgSrc = (html: string) => pageContentSecurityPolicy(html).split('; ').find((d) => d.startsWith('img-src'))
    expect(imgSrc('<form><input id="a-logo" type="file" accept="image/png"></form>')).toBe("img-src 'self' data: blob:")
    expect(imgSrc('<form><input type="text"><p>type="file"</p></form>')).toBe("img-src 'self' data:")
  })

  it('each integration adds its hosts to the directives it names, and frames only when one frames', () => {
    const page = '<script>a()</script>'
    expect(pageContentSecurityPolicy(page, { integrations: ['kakaoMap'] })).toBe(
      `default-src 'self'; script-src 'self' https://dapi.kakao.com/v2/maps/ https://t1.daumcdn.net/mapjsapi/ https://t1.kakaocdn.net/mapjsapi/ ${hash('a()')}; style-src 'self'; img-src 'self' data: https://*.daumcdn.net https://*.kakaocdn.net; font-src 'self'; manifest-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    )
    expect(pageContentSecurityPolicy(page, { apiOrigin: 'https://api.obadge.example', integrations: ['googleAnalytics', 'tagManager', 'kakaoMap'] })).toBe(
      [
        "default-src 'self'",
        `script-src 'self' https://*.googletagmanager.com https://dapi.kakao.com/v2/maps/ https://t1.daumcdn.net/mapjsapi/ https://t1.kakaocdn.net/mapjsapi/ ${hash('a()')}`,
        "style-src 'self'",
        "img-src 'self' data: https://api.obadge.example https://*.google-analytics.com https://*.googletagmanager.com https://*.daumcdn.net https://*.kakaocdn.net",
        "font-src 'self'",
        "manifest-src 'self'",
        "connect-src 'self' https://api.obadge.example https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.google.com",
        "frame-src 'self' https://www.googletagmanager.com",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
  })

  it('a page without inline code gets no hash and no unsafe-hashes', () => {
    expect(pageContentSecurityPolicy('<p>x</p>')).toContain("script-src 'self'; style-src 'self'; ")
  })
})

describe('fileContentSecurityPolicy', () => {
  it("gives a worker's script, as the client build names it, the site to fetch from, and any other file nothing", () => {
    expect(fileContentSecurityPolicy('/assets/check-event.worker-zBT3MoC4.js')).toBe(workerContentSecurityPolicy)
    expect(workerContentSecurityPolicy).toContain("connect-src 'self'")
    for (const other of ['/assets/entry-client-BjZkOILF.js', '/assets/x.worker-a.js.map', '/kor/check-event.worker-a.js', '/in-use.json', '/api/v1/MediaNews']) {
      expect(fileContentSecurityPolicy(other), other).toBe(dataContentSecurityPolicy)
    }
  })
})
